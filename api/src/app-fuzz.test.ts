/**
 * Fuzzes every route of the app's route table (collected by the onRoute hook, so a new route is covered
 * without touching this file) with malformed requests from a fixed seed: NUL bytes, huge strings, wrong
 * types, bad JSON, odd content types, broken percent-encoding and unusual unicode. In-process (inject).
 *
 * - No answer may be a 5xx.
 * - Unauthenticated: nothing is written (every table's row count and a digest of its rows, before and after).
 * - Signed in: every request still carries a malformation the edge rule or the body parser refuses, so
 *   nothing is written either: no row of the user's own is added, changed or removed.
 * - From the contracts (test/schema-fuzz.ts): every path parameter, query parameter and body field of every
 *   operation in the OpenAPI document broken alone, each answered with a 4xx, nothing written.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { InjectOptions } from 'fastify';
import { sql } from 'kysely';
import { PLAN_IDS } from './modules/billing/plans.js';
import { Rng } from './sources/simulator/market/rng.js';
import { bearer, signUp, startTestApp, TEST_NOW, testBackends, type TestApp } from './test/harness.js';
import { schemaViolations, type OpenApiDocument } from './test/schema-fuzz.js';
import { closedPort } from './test/tcp-proxy.js';
import { MAX_EDGE_STRING } from './lib/edge-input.js';
import { DEV_JWT_SECRET } from './config.js';
import { issueAdminToken } from './security/admin-token.js';

const SEED = 22;
const REQUESTS_PER_PHASE = 5_000;

/** Field names the API reads somewhere: malformed values under real names reach real validation. */
const FIELDS = [
  'username',
  'password',
  'password2',
  'email',
  'via',
  'refresh',
  'refresh_token',
  'idToken',
  'type',
  'searchText',
  'filters',
  'name',
  'phone_number',
  'code',
  'planId',
  'plan',
  'card',
  'id',
  'webhookUrl',
  'channelId',
  'enabled',
  'kind',
  'page',
  'pageSize',
  'displayName',
  'firstName',
  'lastName',
  'avatar',
  'currentPassword',
  'newPassword',
  'ticker',
  'sort',
  'order',
  'party',
  'from',
  'to',
  'limit',
  'cursor',
  'interval',
  'expiry',
  'dte',
  'columns',
  'rows',
  'filename',
  'sheet',
  'days',
  'bot',
  'flow',
  'symbol',
] as const;

const ODD_UNICODE = [
  '\uD800', // a lone surrogate
  '\uDFFF\uD800',
  'e\u0301\u0301\u0301',
  '\u202Eevil\u202C',
  '\uFEFF',
  '\u200B\u200D',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢',
  '👨‍👩‍👧‍👦',
  'İıŞ',
  '\u0000',
  '\u001F\u007F',
  '％００',
];

function malformedString(rng: Rng): string {
  switch (rng.int(0, 5)) {
    case 0:
      return `${rng.pick(['a', 'AAPL', 'user', ''])}\u0000${rng.pick(['', 'x', '\u0000'])}`;
    case 1:
      return rng.pick(['x', '\u00e9', '9']).repeat(MAX_EDGE_STRING + rng.int(1, 40_000));
    case 2:
      return Array.from({ length: rng.int(1, 4) }, () => rng.pick(ODD_UNICODE)).join('') + '\u0000';
    case 3:
      return `'; drop table users; --\u0000`;
    case 4:
      return '\u0000'.repeat(rng.int(1, 50));
    default:
      return `${rng.pick(ODD_UNICODE)}${'z'.repeat(MAX_EDGE_STRING)}`;
  }
}

function wrongType(rng: Rng, depth = 0): unknown {
  switch (rng.int(0, 8)) {
    case 0:
      return rng.pick([0, -1, 1e308, -0, 2 ** 53 + 1, 3.5]);
    case 1:
      return rng.pick([true, false, null]);
    case 2:
      return depth > 3 ? [] : Array.from({ length: rng.int(0, 4) }, () => wrongType(rng, depth + 1));
    case 3:
      return depth > 3 ? {} : { [rng.pick(FIELDS)]: wrongType(rng, depth + 1) };
    case 4:
      return rng.pick(ODD_UNICODE);
    case 5:
      return '';
    case 6:
      return { __proto__: { admin: true }, constructor: { prototype: { admin: true } } };
    case 7:
      return `${rng.int(-10, 10)}`;
    default:
      return malformedString(rng);
  }
}

/** A body object with wrong types under real names and, when `surely`, one string the edge rule refuses. */
function bodyObject(rng: Rng, surely: boolean): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (let i = rng.int(0, 5); i > 0; i--) body[rng.pick(FIELDS)] = wrongType(rng);
  if (surely) body[rng.pick(FIELDS)] = malformedString(rng);
  return body;
}

const BAD_JSON = [
  '{',
  '{"username": "a", ',
  '{"a":1}}',
  "{'single': 'quotes'}",
  '[1,2,',
  'nul\u0000l',
  '{"a": NaN}',
  '\uFEFF{"a": 1, }',
  '{"a": "\\u0000"',
  '[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[',
  '',
];

const ODD_CONTENT_TYPES = [
  'text/plain',
  'application/xml',
  'multipart/form-data; boundary=xyz',
  'application/json; charset=utf-16',
  'application/octet-stream',
  'image/png',
  'application/x-www-form-urlencoded; charset=latin1',
  'application/jsonx',
  ';;;',
];

/**
 * A percent-encoded query value or path segment the edge rule refuses (a NUL or too long). Kept free of
 * broken encoding: a value that does not decode stays raw text, and its %00 would no longer be a NUL.
 */
function refusedSegment(rng: Rng): string {
  const odd = rng.pick(['', '%C3%A9', '%F0%9F%98%80', '%2F', '%20']);
  switch (rng.int(0, 3)) {
    case 0:
      return `${rng.pick(['AAPL', 'x', '1'])}%00${odd}`;
    case 1:
      return `${odd}${'q'.repeat(MAX_EDGE_STRING + rng.int(1, 5_000))}`;
    case 2:
      return percentEncode(malformedString(rng).slice(0, 20_000));
    default:
      return `%00${rng.pick(['..%2F..%2Fetc%2Fpasswd', '%0D%0Aset-cookie:x=1', ''])}${odd}`;
  }
}

/** Broken or unusual percent-encoding: refused by some routes, ignored by others. */
function oddSegment(rng: Rng): string {
  return rng.pick(['%', '%ZZ', '%E0%A4%A', '%C0%AE%C0%AE', '%uD800', '%FF%FE', '%ED%A0%80', '%2e%2e%2f', '+%20+']);
}

/** Every UTF-8 byte percent-encoded (lone surrogates become U+FFFD, which encodeURIComponent refuses to do). */
function percentEncode(value: string): string {
  return [...Buffer.from(value, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');
}

interface Route {
  method: string;
  url: string;
}

/** The route's URL with its parameters (`:id`, `*`) filled in, some of them malformed. */
function pathOf(route: Route, rng: Rng, malformed: boolean): string {
  return route.url
    .split('/')
    .map((part) =>
      part.startsWith(':') || part === '*'
        ? malformed
          ? refusedSegment(rng)
          : percentEncode(rng.pick(['AAPL', '1', 'all', 'abc', 'test']))
        : part,
    )
    .join('/');
}

function queryOf(rng: Rng, surely: boolean): string {
  const pairs: string[] = [];
  for (let i = rng.int(0, 3); i > 0; i--)
    pairs.push(
      `${rng.pick(FIELDS)}=${rng.chance(0.3) ? oddSegment(rng) : rng.pick(['1', 'x', '', 'true', '-5', '[]'])}`,
    );
  if (surely) pairs.push(`${rng.pick(FIELDS)}=${refusedSegment(rng)}`);
  if (rng.chance(0.1)) pairs.push(`${rng.pick(FIELDS)}[${rng.pick(['', 'a', '__proto__'])}]=1`);
  return pairs.length > 0 ? `?${pairs.join('&')}` : '';
}

/**
 * One malformed request. `surely` guarantees a malformation the app refuses whatever the route (a refused
 * string in the path, query or body, unparsable JSON or a content type no parser takes); otherwise the
 * request may be malformed only in ways a particular route would notice (wrong types).
 */
function malformedRequest(route: Route, rng: Rng, surely: boolean): InjectOptions {
  const hasBody = !['GET', 'HEAD', 'OPTIONS'].includes(route.method);
  const where = surely ? rng.pick(hasBody ? ['path', 'query', 'body', 'json', 'type'] : ['path', 'query']) : '';
  const withParams = route.url.includes(':') || route.url.includes('*');
  const inPath = where === 'path' && withParams;
  const url = `${pathOf(route, rng, inPath || (!surely && rng.chance(0.3)))}${queryOf(rng, where === 'query' || (where === 'path' && !withParams))}`;
  const options: InjectOptions = { method: route.method as InjectOptions['method'], url, headers: {} };
  if (!hasBody) return options;
  const headers = options.headers as Record<string, string>;
  if (where === 'json') {
    headers['content-type'] = 'application/json';
    options.payload = rng.pick(BAD_JSON);
  } else if (where === 'type') {
    headers['content-type'] = rng.pick(ODD_CONTENT_TYPES);
    options.payload = rng.chance(0.5) ? JSON.stringify(bodyObject(rng, false)) : '\u0000\u0001binary';
  } else if (rng.chance(0.2)) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    const body = bodyObject(rng, surely);
    options.payload = Object.entries(body)
      .map(([key, value]) => `${percentEncode(key)}=${percentEncode(String(value))}`)
      .join('&');
    if (surely) options.payload += `&${rng.pick(FIELDS)}=${rng.pick(['x%00', `${'w'.repeat(MAX_EDGE_STRING + 1)}`])}`;
  } else {
    headers['content-type'] = 'application/json';
    options.payload = JSON.stringify(bodyObject(rng, surely || where === 'body'));
  }
  return options;
}

/** Routes whose every call is valid (they read nothing from the request but its credentials). */
const TAKES_NO_INPUT = new Set(['POST /api/user/sessions/revoke']);

/**
 * Every table's contents, as a row count and a digest of all its rows (each row's text form, sorted), so an
 * update or a delete-and-insert is caught as surely as a new row.
 */
async function tableContents(t: TestApp): Promise<Record<string, string>> {
  const tables = await sql<{ table_name: string }>`
    select table_name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`.execute(t.app.db);
  const contents: Record<string, string> = {};
  for (const { table_name: table } of tables.rows) {
    // Bookkeeping, not data: a statement trigger bumps it for any write statement, even one that matched no row.
    if (table === 'data_versions') continue;
    const { rows } = await sql<{ n: string; digest: string }>`
      select count(*)::text as n, md5(coalesce(string_agg(r::text, chr(10) order by r::text), '')) as digest
      from ${sql.table(table)} as r`.execute(t.app.db);
    contents[table] = `${rows[0]?.n ?? '?'} rows ${rows[0]?.digest ?? '?'}`;
  }
  return contents;
}

const backends = await testBackends();

for (const backend of backends) {
  describe(`fuzzing every route on ${backend.name}`, { skip: backend.skip }, () => {
    let t: TestApp;
    let access: string;
    before(async () => {
      // Every optional service configured, its remote end unreachable: a malformed request must never get
      // far enough to need it (a 503 for "not configured" would hide what the route does with the input).
      const nowhere = `http://127.0.0.1:${await closedPort()}`;
      t = await startTestApp(backend, {
        identity: { projectId: 'demo-flowdeck', emulatorHost: nowhere.slice('http://'.length), checkRevoked: true },
        billing: {
          provider: 'stripe',
          secretKey: 'sk_test_fuzz',
          webhookSecret: 'whsec_fuzz',
          prices: Object.fromEntries(PLAN_IDS.map((id) => [id, `price_${id}`])),
          apiBase: nowhere,
        },
      });
      ({ access } = await signUp(t, 'fuzz_owner'));
      // The Discord add-on too, so the bot routes reach their schemas (without it they answer 402 first).
      await t.app.db.updateTable('users').set({ bot_sub: true }).where('username', '=', 'fuzz_owner').execute();
    });
    after(async () => {
      await t?.close();
    });

    const run = async (phase: string, headers: Record<string, string>, rng: Rng) => {
      // "Sign out everywhere" takes no input, so no request to it is malformed: any call is a valid one and
      // ends the session the signed-in phase checks at its end. Every other route is fuzzed.
      const routes = t.app.routeTable.filter((route) => !TAKES_NO_INPUT.has(`${route.method} ${route.url}`));
      assert.ok(routes.length > 50, `the route table lists every route (${routes.length})`);
      const failures: string[] = [];
      const statuses = new Map<number, number>();
      const before = await tableContents(t);
      for (let i = 0; i < REQUESTS_PER_PHASE; i++) {
        const route = rng.pick(routes);
        const request = malformedRequest(route, rng, true);
        request.headers = { ...(request.headers as Record<string, string>), ...headers };
        const res = await t.request(request);
        statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
        if (res.statusCode >= 500 && failures.length < 10)
          failures.push(`${phase} #${i} ${route.method} ${route.url} → ${res.statusCode} ${res.body.slice(0, 200)}`);
      }
      assert.deepEqual(failures, [], `no 5xx (statuses: ${JSON.stringify(Object.fromEntries(statuses))})`);
      assert.deepEqual(await tableContents(t), before, 'nothing was written');
      return statuses;
    };

    it(`answers ${REQUESTS_PER_PHASE} malformed anonymous requests with 4xx and writes nothing`, async (context) => {
      const statuses = await run('anonymous', {}, new Rng(SEED));
      // Without credentials, every guarded route refuses before reading input: 401s are among the answers.
      assert.ok(statuses.has(401), `some answers are 401 (statuses: ${JSON.stringify(Object.fromEntries(statuses))})`);
      context.diagnostic(`statuses: ${JSON.stringify(Object.fromEntries(statuses))}`);
    });

    it(`answers ${REQUESTS_PER_PHASE} malformed signed-in requests with 4xx and writes nothing`, async (context) => {
      const statuses = await run('signed-in', bearer(access), new Rng(SEED + 1));
      // The digests cover updates; the session answering too shows no request signed it out.
      const me = await t.request({ method: 'GET', url: '/api/user/me', headers: bearer(access) });
      assert.equal(me.statusCode, 200, 'still signed in: no malformed request logged out or revoked the session');
      context.diagnostic(`statuses: ${JSON.stringify(Object.fromEntries(statuses))}`);
    });

    it('sees a write that keeps the row count (the check above can fail)', async () => {
      const before = await tableContents(t);
      const owner = t.app.db.updateTable('users').where('username', '=', 'fuzz_owner');
      const { first_name: name } = await t.app.db
        .selectFrom('users')
        .select('first_name')
        .where('username', '=', 'fuzz_owner')
        .executeTakeFirstOrThrow();
      await owner.set({ first_name: `${name}x` }).execute();
      const changed = await tableContents(t);
      assert.equal(changed['users']?.split(' ')[0], before['users']?.split(' ')[0], 'same row count');
      assert.notEqual(changed['users'], before['users'], 'a different digest');
      await owner.set({ first_name: name }).execute();
      assert.deepEqual(await tableContents(t), before, 'the same digest once restored');
    });

    it('refuses every value that breaks a contract schema with a 4xx, field by field, and writes nothing', async (context) => {
      // Generated from the contracts as the OpenAPI document shows them: each path parameter, query
      // parameter and body field of each operation broken alone, the others valid where possible.
      const document = await t.request({ method: 'GET', url: '/api/openapi.json' });
      assert.equal(document.statusCode, 200);
      const cases = schemaViolations(document.json<OpenApiDocument>(), new Set(TAKES_NO_INPUT));
      assert.ok(cases.length > 1_000, `violations generated from the contracts (${cases.length})`);
      // The admin CLI's endpoints are sent the admin token, so their bodies are reached rather than refused 403.
      const adminOperations = new Set(
        t.app.routeTable
          .filter((route) => route.requirement === 'adminToken')
          .map((route) => `${route.method} ${route.url.replace(/:(\w+)/g, '{$1}')}`),
      );
      const admin = bearer(await issueAdminToken(DEV_JWT_SECRET, TEST_NOW));
      let adminCases = 0;
      const failures: string[] = [];
      const statuses = new Map<number, number>();
      const before = await tableContents(t);
      for (const { label, request } of cases) {
        const asAdmin = adminOperations.has(label.split(' · ')[0] ?? '');
        if (asAdmin) adminCases++;
        const credentials = asAdmin ? admin : bearer(access);
        const res = await t.request({ ...request, headers: { ...(request.headers ?? {}), ...credentials } });
        if (asAdmin && res.statusCode === 403 && failures.length < 15)
          failures.push(`${label} → 403 with the admin token`);
        statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
        if ((res.statusCode < 400 || res.statusCode >= 500) && failures.length < 15)
          failures.push(`${label} → ${res.statusCode} ${res.body.slice(0, 160)}`);
      }
      assert.deepEqual(
        failures,
        [],
        `every violation refused with a 4xx (statuses: ${JSON.stringify(Object.fromEntries(statuses))})`,
      );
      assert.deepEqual(await tableContents(t), before, 'nothing was written');
      const me = await t.request({ method: 'GET', url: '/api/user/me', headers: bearer(access) });
      assert.equal(me.statusCode, 200, 'still signed in');
      assert.ok(adminCases > 10, `violations of the admin CLI's endpoints (${adminCases})`);
      context.diagnostic(
        `${cases.length} violations (${adminCases} with the admin token); statuses: ${JSON.stringify(Object.fromEntries(statuses))}`,
      );
    });
  });
}
