import assert from 'node:assert/strict';
import { errorBody } from '../../errors.js';
import { after, before, describe, it } from 'node:test';
import { DEV_JWT_SECRET } from '../../config.js';
import { createTokenService } from '../../security/tokens.js';
import { bearer, signUp, startTestApp, TEST_NOW, testBackends, type TestApp } from '../../test/harness.js';
import type { OpenApiDocument } from '../../test/schema-fuzz.js';
import { readXlsx } from './read-xlsx.js';
import { MAX_EXPORT_BODY_BYTES } from './routes.js';
import { MAX_EXPORT_COLUMNS, MAX_EXPORT_ROWS, MAX_ROW_ERRORS, MESSAGES } from './schemas.js';
import { XLSX_CONTENT_TYPE } from './workbook.js';

// The export never touches the database beyond signing in, so the embedded one is enough.
const [pglite] = await testBackends();
const guestTokens = createTokenService({ secret: DEV_JWT_SECRET, accessTokenTtlSeconds: 900, now: () => TEST_NOW });

const FLOW_COLUMNS = [
  { key: 'time', header: 'Time (ET)', type: 'datetime' },
  { key: 'ticker', header: 'Ticker' },
  { key: 'expiry', header: 'Expiry', type: 'date' },
  { key: 'strike', header: 'Strike', type: 'number' },
  { key: 'size', header: 'Size', type: 'integer' },
  { key: 'premium', header: 'Premium', type: 'money', width: 14 },
  { key: 'iv', header: 'IV', type: 'percent' },
  { key: 'opening', header: 'Opening', type: 'boolean' },
];

describe('POST excel', { skip: pglite?.skip }, () => {
  let t: TestApp;
  let ann: string;
  before(async () => {
    t = await startTestApp(pglite!);
    ann = (await signUp(t, 'ann')).access;
  });
  after(async () => {
    await t?.close();
  });

  const post = (payload: unknown, headers: Record<string, string> = bearer(ann)) =>
    t.request({
      method: 'POST',
      url: '/api/excel',
      headers: { 'content-type': 'application/json', ...headers },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });

  async function rejects(payload: unknown, errors: Record<string, string> | string) {
    const res = await post(payload);
    assert.equal(res.statusCode, 400, res.body.slice(0, 500));
    assert.match(String(res.headers['content-type']), /^application\/json/);
    assert.deepEqual(res.json(), errorBody(errors));
  }

  it('answers a workbook that opens with the rows, types and formats sent', async () => {
    const res = await post({
      filename: 'flow 2026-11-20',
      sheet: 'Flow',
      columns: FLOW_COLUMNS,
      rows: [
        {
          time: '2026-11-20T10:31:05',
          ticker: 'SPY',
          expiry: '2026-12-18',
          strike: 600,
          size: 1_250,
          premium: 1_234_567.5,
          iv: 0.2345,
          opening: true,
        },
        // Missing and null cells stay empty; text that looks like a formula or a number stays text.
        { time: '2026-11-20T10:31:06.250', ticker: '=HYPERLINK("x")', size: null, opening: false },
        { ticker: '00123' },
      ],
    });
    assert.equal(res.statusCode, 200, res.body.slice(0, 500));
    assert.equal(res.headers['content-type'], XLSX_CONTENT_TYPE);
    assert.equal(
      res.headers['content-disposition'],
      `attachment; filename="flow 2026-11-20.xlsx"; filename*=UTF-8''flow%202026-11-20.xlsx`,
    );
    const book = readXlsx(res.rawPayload);
    assert.deepEqual(book.sheetNames, ['Flow']);
    assert.equal(book.frozenRows, 1);
    assert.deepEqual(book.rows, [
      ['Time (ET)', 'Ticker', 'Expiry', 'Strike', 'Size', 'Premium', 'IV', 'Opening'],
      ['2026-11-20T10:31:05', 'SPY', '2026-12-18', 600, 1250, 1234567.5, 0.2345, true],
      ['2026-11-20T10:31:06', '=HYPERLINK("x")', null, null, null, null, null, false],
      [null, '00123'],
    ]);
    assert.ok(book.bold[0]?.every(Boolean), 'the header row is bold');
    assert.deepEqual(book.formats[1], [
      'yyyy-mm-dd hh:mm:ss',
      '@',
      'yyyy-mm-dd',
      '#,##0.00',
      '#,##0',
      '[$$-409]#,##0.00',
      '0.00%',
      undefined,
    ]);
    assert.equal(book.widths[5], 14, 'a width that was sent is kept');
    assert.ok((book.widths[0] ?? 0) >= 19, 'a date-time column is wide enough for its format');
  });

  it('names the file and sheet by default and does not double the extension', async () => {
    const plain = await post({ columns: [{ key: 'a', header: 'A' }], rows: [] });
    assert.equal(plain.statusCode, 200);
    assert.match(String(plain.headers['content-disposition']), /filename="export\.xlsx"/);
    assert.deepEqual(readXlsx(plain.rawPayload).rows, [['A']]);
    assert.deepEqual(readXlsx(plain.rawPayload).sheetNames, ['Sheet1']);

    const named = await post({ filename: 'Flow.XLSX', columns: [{ key: 'a', header: 'A' }], rows: [] });
    assert.match(String(named.headers['content-disposition']), /filename="Flow\.xlsx"/);
  });

  it(`takes ${MAX_EXPORT_ROWS.toLocaleString('en-US')} rows without holding up other requests`, async () => {
    const rows = Array.from({ length: MAX_EXPORT_ROWS }, (_, i) => ({ n: i }));
    let settled = false;
    const exporting = post({ columns: [{ key: 'n', header: 'N', type: 'integer' }], rows }).then((res) => {
      settled = true;
      return res;
    });
    // The workbook is written in a worker thread: the API keeps answering meanwhile.
    const health = await t.request({ method: 'GET', url: '/api/health' });
    assert.equal(health.statusCode, 200);
    assert.equal(settled, false, 'health answered while the export was still being written');
    const res = await exporting;
    assert.equal(res.statusCode, 200, res.body.slice(0, 300));
    const book = readXlsx(res.rawPayload);
    assert.equal(book.rows.length, MAX_EXPORT_ROWS + 1);
    assert.deepEqual(book.rows.at(-1), [MAX_EXPORT_ROWS - 1]);
  });

  it('takes a body past the API-wide 1 MB limit, and refuses one past its own with 413, the quota given back', async () => {
    const wide = Array.from({ length: 20 }, (_, i) => ({ key: `c${i}`, header: `Column ${i}` }));
    const row = Object.fromEntries(wide.map((c) => [c.key, 'x'.repeat(40)]));
    const body = JSON.stringify({ columns: wide, rows: Array.from({ length: 2_000 }, () => row) });
    assert.ok(body.length > 1024 * 1024);
    const big = await post(body);
    assert.equal(big.statusCode, 200, big.body.slice(0, 300));
    const over = `{"columns":[{"key":"a","header":"A"}],"rows":[{"a":"${'x'.repeat(MAX_EXPORT_BODY_BYTES)}"}]}`;
    const refused = await post(over);
    assert.equal(refused.statusCode, 413);
    assert.match(refused.body, /larger than the server accepts/);
    const after = await post({ columns: [{ key: 'n', header: 'N', type: 'integer' }], rows: [{ n: 1 }] });
    assert.equal(after.statusCode, 200, 'the refused export gave its turn back');
  });

  it('refuses a bad envelope with one message per field', async () => {
    await rejects(
      {
        filename: '../etc/passwd',
        sheet: 'Flow: all?',
        columns: [
          { key: 'a', header: 'A', type: 'money' },
          { key: 'a', header: ' ', type: 'currency', width: 0, colour: 'red' },
          'b',
        ],
        rows: {},
        extra: true,
      },
      {
        filename: MESSAGES.filename,
        sheet: MESSAGES.sheet,
        'columns.1.key': MESSAGES.duplicateKey,
        'columns.1.header': MESSAGES.header,
        'columns.1.type': MESSAGES.type,
        'columns.1.width': MESSAGES.width,
        'columns.1.colour': MESSAGES.unknownField,
        'columns.2': MESSAGES.expectedObject,
        rows: MESSAGES.rows,
        extra: MESSAGES.unknownField,
      },
    );
    await rejects({ rows: [] }, { columns: MESSAGES.columns });
    await rejects({ columns: [], rows: [] }, { columns: MESSAGES.columns });
    const tooWide = Array.from({ length: MAX_EXPORT_COLUMNS + 1 }, (_, i) => ({ key: `c${i}`, header: `C${i}` }));
    await rejects({ columns: tooWide, rows: [] }, { columns: MESSAGES.columns });
    await rejects([1, 2], { non_field_errors: MESSAGES.expectedObject });
    await rejects('{"columns": [', MESSAGES.invalidJson);
  });

  it(`refuses more than ${MAX_EXPORT_ROWS.toLocaleString('en-US')} rows`, async () => {
    const rows = Array.from({ length: MAX_EXPORT_ROWS + 1 }, () => ({}));
    await rejects({ columns: [{ key: 'a', header: 'A' }], rows }, { rows: MESSAGES.tooManyRows });
  });

  it('checks every cell against its column type', async () => {
    await rejects(
      {
        columns: FLOW_COLUMNS,
        rows: [
          { time: '2026-11-20T15:31:05Z', ticker: 42, expiry: '2026-02-30', strike: 'high' },
          { size: 1.5, premium: '1,000', iv: Number.NaN, opening: 'yes' },
          { time: '2026-11-20T24:00:00', ticker: 'x'.repeat(32_768), colour: 'red' },
          'SPY',
        ],
      },
      {
        'rows.0.time': MESSAGES.datetime,
        'rows.0.ticker': MESSAGES.text,
        'rows.0.expiry': MESSAGES.date,
        'rows.0.strike': MESSAGES.number,
        'rows.1.size': MESSAGES.integer,
        'rows.1.premium': MESSAGES.number,
        // JSON has no NaN: it arrives as null, an empty cell.
        'rows.1.opening': MESSAGES.boolean,
        'rows.2.time': MESSAGES.datetime,
        'rows.2.ticker': MESSAGES.text,
        'rows.2.colour': MESSAGES.unknownField,
        'rows.3': MESSAGES.row,
      },
    );
  });

  it(`lists at most ${MAX_ROW_ERRORS} cell problems and counts the rest`, async () => {
    const rows = Array.from({ length: 50 }, () => ({ size: 'many' }));
    const res = await post({ columns: FLOW_COLUMNS, rows });
    assert.equal(res.statusCode, 400);
    const { error } = res.json<{ error: Record<string, string> }>();
    assert.equal(Object.keys(error).length, MAX_ROW_ERRORS + 1);
    assert.equal(error['rows.0.size'], MESSAGES.integer);
    assert.equal(error[`rows.${MAX_ROW_ERRORS - 1}.size`], MESSAGES.integer);
    assert.equal(error['rows'], MESSAGES.moreRowErrors(50 - MAX_ROW_ERRORS));
  });

  it('is for signed-in users only', async () => {
    const body = { columns: [{ key: 'a', header: 'A' }], rows: [] };
    const anonymous = await post(body, {});
    assert.equal(anonymous.statusCode, 401);
    assert.equal(anonymous.json<{ error: string }>().error, 'Authentication required');
    const badToken = await post(body, bearer('not-a-token'));
    assert.equal(badToken.statusCode, 401);
    const guest = await post(body, { authorization: await guestTokens.issueGuestToken(7) });
    assert.equal(guest.statusCode, 403);
  });

  it('documents its body in the OpenAPI document (the worker applies it)', async () => {
    const document = (await t.request({ method: 'GET', url: '/api/openapi.json' })).json<OpenApiDocument>();
    const schema = document.paths['/api/excel']?.['post']?.requestBody?.content?.['application/json']?.schema;
    assert.deepEqual(schema?.required, ['columns', 'rows']);
    assert.equal(schema?.additionalProperties, false);
    assert.equal(schema?.properties?.['columns']?.maxItems, MAX_EXPORT_COLUMNS);
    assert.equal(schema?.properties?.['rows']?.maxItems, MAX_EXPORT_ROWS);
  });

  it("one user's burst of exports never turns another user's export away", async () => {
    const bob = (await signUp(t, 'bob')).access;
    const tiny = { columns: [{ key: 'a', header: 'A', type: 'integer' }], rows: [{ a: 1 }] };
    const burst = Array.from({ length: 12 }, () => post(tiny));
    const theirs = await post({ ...tiny, rows: [{ a: 2 }] }, bearer(bob));
    assert.equal(theirs.statusCode, 200, theirs.body.slice(0, 300));
    assert.deepEqual(readXlsx(theirs.rawPayload).rows, [['A'], [2]]);
    const statuses = (await Promise.all(burst)).map((res) => res.statusCode);
    assert.equal(statuses.filter((status) => status === 200).length >= 2, true, String(statuses));
    assert.deepEqual(
      statuses.filter((status) => status !== 200 && status !== 429),
      [],
      'past their quota, the bursting user alone gets 429',
    );
  });

  it('leaves other routes parsing JSON as before', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/user/settings/alert-filters',
      headers: { 'content-type': 'application/json', ...bearer(ann) },
      payload: JSON.stringify({ filters: [] }),
    });
    assert.equal(res.statusCode, 200, res.body);
  });
});
