import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import type { FilingFeed } from '@flowdeck/api-types';
import { DEV_JWT_SECRET } from '../../config.js';
import { issueAdminToken } from '../../security/admin-token.js';
import { apiAs, bearer, signUp, startTestApp, testBackends, TEST_NOW, type TestApp } from '../../test/harness.js';

const fixture = (name: string) => readFileSync(new URL(`../../sources/sec/fixtures/${name}`, import.meta.url), 'utf8');
const SUBMISSIONS = fixture('submissions-tsla.json');
const INDEX = fixture('master-sample.idx');

for (const backend of await testBackends()) {
  describe(`filing/{x} on ${backend.name}`, { skip: backend.skip }, () => {
    let t: TestApp;
    let access: string;
    const api = apiAs(() => t);
    const get = (path: string) => api.getJson<FilingFeed>(`filing/${path}`, access);
    const importFile = async (kind: string, name: string, text: string) => {
      const token = await issueAdminToken(DEV_JWT_SECRET, TEST_NOW);
      return t.request({
        method: 'POST',
        url: '/api/admin/import',
        headers: { ...bearer(token), 'content-type': 'application/json' },
        payload: JSON.stringify({ kind, files: [{ name, text }], options: {} }),
      });
    };

    before(async () => {
      t = await startTestApp(backend);
      access = (await signUp(t, 'filings')).access;
    });
    after(async () => {
      await t?.close();
    });

    it('the simulated market-wide feed: newest first, nothing accepted after now, counts by form', async () => {
      const { status, body } = await get('all?pageSize=100');
      assert.equal(status, 200);
      assert.equal(body.simulated, true);
      assert.equal(body.filings.length, 100);
      assert.equal(
        body.total,
        Object.values(body.counts).reduce((a, b) => a + b, 0),
      );
      for (const group of ['8-K', '10-Q', '4', '144'] as const) assert.ok(body.counts[group] > 0, group);
      for (const [i, filing] of body.filings.entries()) {
        assert.equal(filing.source, 'Simulated data');
        assert.ok(filing.acceptedAt! <= TEST_NOW.toISOString(), 'no filing from the future');
        assert.match(filing.indexUrl, /^https:\/\/www\.sec\.gov\/cgi-bin\/browse-edgar\?action=getcompany&CIK=/);
        const next = body.filings[i + 1];
        if (next) assert.ok(filing.filingDate >= next.filingDate, 'newest first');
      }
      const eightK = await get('all?form=8-K&from=2025-04-15&to=2025-05-25&pageSize=200');
      assert.ok(eightK.body.filings.length > 0);
      assert.ok(eightK.body.filings.every((f) => f.formGroup === '8-K' && f.items.length > 0));
      assert.equal(eightK.body.total, eightK.body.counts['8-K']);
      const earnings = eightK.body.filings.find((f) => f.items.some((item) => item.code === '2.02'));
      assert.deepEqual(
        earnings?.items.map((item) => item.label),
        ['Results of Operations and Financial Condition', 'Financial Statements and Exhibits'],
      );
      const page2 = await get('all?pageSize=50&page=2');
      assert.deepEqual(
        page2.body.filings.map((f) => f.id),
        body.filings.slice(50, 100).map((f) => f.id),
      );
    });

    for (const [path, field, message] of [
      ['all?form=10-X', 'form', /Form must be one of/],
      ['all?page=0', 'page', /start at 1/],
      ['all?pageSize=500', 'pageSize', /at most 200/],
      ['all?from=2025-03-01&to=2025-01-01', 'to', /must not be before/],
      ['all?from=2025-02-30', 'from', /valid date/],
      ['all?limit=5', 'limit', /Unknown parameter/],
      ['$$$', 'ticker', /valid ticker/],
    ] as const) {
      it(`answers 400 for ${path}`, async () => {
        const answer = await api.get(`filing/${path}`, access);
        assert.equal(answer.statusCode, 400);
        assert.match((answer.json() as { error: Record<string, string> }).error[field] ?? '', message);
      });
    }

    it('a refused submissions file writes nothing', async () => {
      const answer = await importFile(
        'edgar-submissions',
        'tsla.json',
        SUBMISSIONS.replace('"2022-10-19"', '"2022-10-32"'),
      );
      assert.equal(answer.statusCode, 400);
      assert.match(answer.json().error.where, /^element filings\.recent\[\d+\]\.filingDate$/);
      const tsla = await get('tsla');
      assert.ok(tsla.body.filings.every((f) => f.source === 'Simulated data'));
    });

    it('imported submissions replace the ticker’s simulated feed, with EDGAR links; a re-import changes nothing', async () => {
      const first = await importFile('edgar-submissions', 'submissions-tsla.json', SUBMISSIONS);
      assert.equal(first.statusCode, 200, first.body);
      assert.deepEqual([first.json().inserted, first.json().updated, first.json().unchanged], [1001, 0, 0]);
      const again = await importFile('edgar-submissions', 'submissions-tsla.json', SUBMISSIONS);
      assert.deepEqual([again.json().inserted, again.json().updated, again.json().unchanged], [0, 0, 1001]);

      const { body } = await get('TSLA?pageSize=200');
      assert.equal(body.company, 'Tesla, Inc.');
      assert.equal(body.total, 1001);
      assert.equal(body.counts['4'], 506);
      assert.equal(body.counts['8-K'], 164);
      assert.ok(body.filings.every((f) => f.source === 'SEC EDGAR submissions' && f.ticker === 'TSLA'));
      assert.deepEqual(body.filings[0], {
        id: '0001318605:0001790565-22-000015',
        cik: '0001318605',
        ticker: 'TSLA',
        company: 'Tesla, Inc.',
        form: '4',
        formGroup: '4',
        formLabel: 'Insider transaction',
        items: [],
        filingDate: '2022-11-30',
        reportDate: '2022-11-28',
        acceptedAt: '2022-11-30T16:42:36.000Z',
        accessionNumber: '0001790565-22-000015',
        documentUrl: 'https://www.sec.gov/Archives/edgar/data/1318605/000179056522000015/xslF345X03/edgardoc.xml',
        indexUrl: 'https://www.sec.gov/Archives/edgar/data/1318605/000179056522000015/0001790565-22-000015-index.htm',
        source: 'SEC EDGAR submissions',
      });
      const tenK = await get('tsla?form=10-K');
      assert.deepEqual(
        tenK.body.filings.slice(0, 2).map((f) => [f.form, f.filingDate, f.formLabel]),
        [
          ['10-K/A', '2022-05-02', 'Annual report (amended)'],
          ['10-K', '2022-02-07', 'Annual report'],
        ],
      );
      const market = await get('all?pageSize=200');
      assert.ok(
        market.body.filings.every((f) => f.ticker !== 'TSLA'),
        'TSLA’s 2022 filings are not the newest',
      );
    });

    it('master.idx: tickers from known CIKs and the reviewed names; unmapped kept; never overwrites the richer row', async () => {
      const first = await importFile('edgar-index', 'master.idx', INDEX);
      assert.equal(first.statusCode, 200, first.body);
      assert.equal(first.json().inserted, 6);
      const notes = first.json().files[0].notes as string[];
      assert.ok(notes.includes('1 filers known by CIK from submissions files'), notes.join('\n'));
      assert.ok(notes.includes('filer names: 3 mapped, 1 unmapped, 0 ambiguous'), notes.join('\n'));
      const again = await importFile('edgar-index', 'master.idx', INDEX);
      assert.deepEqual([again.json().inserted, again.json().updated, again.json().unchanged], [0, 0, 6]);

      const lmt = await get('LMT?from=2023-01-01&to=2023-12-31');
      assert.deepEqual(
        lmt.body.filings.map((f) => [f.form, f.company, f.documentUrl]),
        [['4', 'LOCKHEED MARTIN CORP', 'https://www.sec.gov/Archives/edgar/data/936468/0001209191-23-012345.txt']],
      );
      const tsla = await get('TSLA?from=2023-01-01');
      assert.deepEqual(
        tsla.body.filings.map((f) => [f.form, f.source]),
        [
          ['10-K', 'SEC EDGAR full index'],
          ['8-K', 'SEC EDGAR full index'],
        ],
      );
      const fromSubmissions = `${SUBMISSIONS.slice(0, 0)}1318605|Tesla, Inc.|4|2022-11-30|edgar/data/1318605/0001790565-22-000015.txt`;
      const overlap = await importFile(
        'edgar-index',
        'overlap.idx',
        INDEX.replace(/\n1000045.*\n?$/, `\n${fromSubmissions}\n`),
      );
      assert.equal(overlap.json().unchanged, 6);
      const kept = await get('TSLA?from=2022-11-30&to=2022-11-30&form=4');
      assert.equal(kept.body.filings[0]?.source, 'SEC EDGAR submissions');
    });
  });
}
