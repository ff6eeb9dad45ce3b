import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import type { GovContractReport } from '@flowdeck/api-types';
import { DEV_JWT_SECRET } from '../../config.js';
import { issueAdminToken } from '../../security/admin-token.js';
import { createGovContractService } from './service.js';
import { apiAs, bearer, signUp, startTestApp, testBackends, TEST_NOW, type TestApp } from '../../test/harness.js';
import { simulatedRecords } from '../../sources/simulator/records/index.js';

const fixture = (name: string) =>
  readFileSync(new URL(`../../sources/usaspending/fixtures/${name}`, import.meta.url), 'utf8');
const CSV = fixture('contracts-prime-transactions.csv');
const SEARCH = fixture('award-search.json');

for (const backend of await testBackends()) {
  describe(`govcontract/{x} on ${backend.name}`, { skip: backend.skip }, () => {
    let t: TestApp;
    let access: string;
    const api = apiAs(() => t);
    const get = (path: string) => api.getJson<GovContractReport>(`govcontract/${path}`, access);
    const importFile = async (name: string, text: string) => {
      const token = await issueAdminToken(DEV_JWT_SECRET, TEST_NOW);
      return t.request({
        method: 'POST',
        url: '/api/admin/import',
        headers: { ...bearer(token), 'content-type': 'application/json' },
        payload: JSON.stringify({ kind: 'usaspending', files: [{ name, text }], options: {} }),
      });
    };

    before(async () => {
      t = await startTestApp(backend);
      access = (await signUp(t, 'govcontracts')).access;
    });
    after(async () => {
      await t?.close();
    });

    it('the simulated market: this quarter’s awards up to today, largest first, totals that add up', async () => {
      const { status, body } = await get('all');
      assert.equal(status, 200);
      assert.equal(body.simulated, true);
      assert.equal(body.quarter, '2025-Q2');
      assert.ok(body.awards.length > 0);
      assert.ok(body.awards.every((a) => a.actionDate >= '2025-04-01' && a.actionDate <= '2025-06-13'));
      assert.ok(body.awards.every((a) => a.source === 'Simulated data' && a.naics && a.psc));
      for (let i = 1; i < body.largestAwards.length; i++)
        assert.ok(body.largestAwards[i - 1]!.amount >= body.largestAwards[i]!.amount);
      assert.equal(body.totalsByQuarter.length, 8);
      const sum = body.awards.reduce((total, a) => total + a.amount, 0);
      if (body.awards.length < 200) assert.equal(Math.round(body.totalsByQuarter.at(-1)!.amount), Math.round(sum));
      const older = await get('all?quarter=2024-Q3');
      assert.ok(older.body.awards.every((a) => a.actionDate >= '2024-07-01' && a.actionDate <= '2024-09-30'));
    });

    for (const [path, field, message] of [
      ['all?quarter=2025-Q0', 'quarter', /such as 2025-Q1/],
      ['all?agency=DOD', 'agency', /Unknown parameter/],
      ['$$$', 'ticker', /valid ticker/],
    ] as const) {
      it(`answers 400 for ${path}`, async () => {
        const answer = await api.get(`govcontract/${path}`, access);
        assert.equal(answer.statusCode, 400);
        assert.match((answer.json() as { error: Record<string, string> }).error[field] ?? '', message);
      });
    }

    it('imported USAspending actions replace the company’s simulated awards; mapping reported; idempotent', async () => {
      const bad = await importFile('tx.csv', CSV.replace('2025-01-22', '2025-01-32'));
      assert.equal(bad.statusCode, 400);
      assert.equal(bad.json().error.where, 'line 5');

      const first = await importFile('contracts-prime-transactions.csv', CSV);
      assert.equal(first.statusCode, 200, first.body);
      assert.equal(first.json().inserted, 5);
      assert.deepEqual(first.json().files[0].notes, [
        'recipients: 3 mapped, 1 unmapped, 0 ambiguous',
        'unmapped (kept without a ticker): SMALL RESEARCH PARTNERS, INC.',
      ]);
      const again = await importFile('contracts-prime-transactions.csv', CSV);
      assert.deepEqual([again.json().inserted, again.json().updated, again.json().unchanged], [0, 0, 5]);
      const search = await importFile('award-search.json', SEARCH);
      assert.equal(search.json().inserted, 2);

      const { body } = await get('LMT');
      assert.equal(body.simulated, false);
      assert.equal(body.quarter, '2025-Q1');
      assert.deepEqual(body.quarters, ['2025-Q1', '2024-Q4']);
      assert.deepEqual(body.totalsByQuarter.slice(-2), [
        { quarter: '2024-Q4', amount: -2_500_000, awards: 1 },
        { quarter: '2025-Q1', amount: 497_500_000, awards: 1 },
      ]);
      assert.deepEqual(body.awards, [
        {
          id: 'CONT_AWD_N0001925C0012_9700_-NONE-_-NONE-',
          awardId: 'N0001925C0012',
          ticker: 'LMT',
          recipient: 'LOCKHEED MARTIN CORPORATION',
          recipientUei: 'ZFN2JJXBLZT3',
          agency: 'Department of Defense',
          amount: 497_500_000,
          totalValue: 1_250_000_000,
          actionDate: '2025-03-20',
          startDate: '2025-02-14',
          endDate: '2029-12-31',
          naics: '336411',
          psc: '1510',
          url: 'https://www.usaspending.gov/award/CONT_AWD_N0001925C0012_9700_-NONE-_-NONE-/',
          source: 'USAspending',
        },
      ]);
      const gd = await get('GD?quarter=2025-Q1');
      assert.deepEqual(
        gd.body.awards.map((a) => [a.awardId, a.amount, a.agency]),
        [['70RTAC25C00000009', 9_800_000.5, 'Department of Homeland Security']],
      );
      const market = await get('all?quarter=2025-Q1');
      assert.ok(market.body.awards.some((a) => a.recipient === 'SMALL RESEARCH PARTNERS, INC.' && a.ticker === null));
    });

    it('gives one ticker’s awards of a quarter as its report lists them, imported or simulated (the timeline reads them)', async () => {
      const service = createGovContractService(
        t.app.db,
        simulatedRecords(t.config.simSeed).govContracts,
        () => TEST_NOW,
      );
      const simulated = (await get('all')).body.topRecipients.map((r) => r.ticker).find((x) => x !== 'LMT');
      assert.ok(simulated);
      let compared = 0;
      for (const ticker of ['LMT', simulated, 'ZZZZ']) {
        const { quarters } = (await get(ticker)).body;
        for (const quarter of [...quarters, '2019-Q1']) {
          const listed = (await get(`${ticker}?quarter=${quarter}`)).body.awards;
          const byId = (a: { id: string }, b: { id: string }) => a.id.localeCompare(b.id);
          assert.deepEqual([...(await service.awards(ticker, quarter))].sort(byId), [...listed].sort(byId));
          compared += listed.length;
        }
      }
      assert.ok(compared > 2, `awards compared: ${compared}`);
    });
  });
}
