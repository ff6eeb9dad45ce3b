import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import type { LobbyingReport } from '@flowdeck/api-types';
import { DEV_JWT_SECRET } from '../../config.js';
import { issueAdminToken } from '../../security/admin-token.js';
import { createLobbyingService } from './service.js';
import { apiAs, bearer, signUp, startTestApp, testBackends, TEST_NOW, type TestApp } from '../../test/harness.js';
import { simulatedRecords } from '../../sources/simulator/records/index.js';

const LDA = readFileSync(new URL('../../sources/lda/fixtures/lda-filings.json', import.meta.url), 'utf8');

for (const backend of await testBackends()) {
  describe(`lobbying/{x} on ${backend.name}`, { skip: backend.skip }, () => {
    let t: TestApp;
    let access: string;
    const api = apiAs(() => t);
    const get = (path: string) => api.getJson<LobbyingReport>(`lobbying/${path}`, access);
    const importLda = async (text: string) => {
      const token = await issueAdminToken(DEV_JWT_SECRET, TEST_NOW);
      return t.request({
        method: 'POST',
        url: '/api/admin/import',
        headers: { ...bearer(token), 'content-type': 'application/json' },
        payload: JSON.stringify({ kind: 'lda', files: [{ name: 'lda-filings.json', text }], options: {} }),
      });
    };

    before(async () => {
      t = await startTestApp(backend);
      access = (await signUp(t, 'lobbying')).access;
    });
    after(async () => {
      await t?.close();
    });

    it('the simulated market: the latest reported quarter, spenders ranked, changes against the quarter before', async () => {
      const { status, body } = await get('all');
      assert.equal(status, 200);
      assert.equal(body.simulated, true);
      assert.equal(body.quarter, '2025-Q1', 'Q2 reports are not due on June 13');
      assert.equal(body.previousQuarter, '2024-Q4');
      assert.equal(body.spendByQuarter.length, 8);
      assert.ok(body.topSpenders.length > 0);
      for (let i = 1; i < body.topSpenders.length; i++)
        assert.ok(body.topSpenders[i - 1]!.amount >= body.topSpenders[i]!.amount);
      for (const change of body.biggestChanges) assert.equal(change.change, change.current - change.previous);
      assert.ok(body.filings.every((f) => f.source === 'Simulated data' && f.quarter === '2025-Q1'));
      const sum = body.filings.reduce((total, f) => total + (f.amount ?? 0), 0);
      const quarterTotal = body.spendByQuarter.at(-1)!;
      if (quarterTotal.filings === body.filings.length) assert.equal(quarterTotal.amount, sum);
      else assert.ok(quarterTotal.amount > sum && body.filings.length === 200, 'the 200 largest filings');
      for (let i = 1; i < body.filings.length; i++)
        assert.ok((body.filings[i - 1]!.amount ?? 0) >= (body.filings[i]!.amount ?? 0), 'largest first');
      const older = await get('all?quarter=2024-Q3');
      assert.equal(older.body.quarter, '2024-Q3');
      assert.ok(older.body.filings.every((f) => f.quarter === '2024-Q3'));
    });

    for (const [path, field, message] of [
      ['all?quarter=2025-Q5', 'quarter', /such as 2025-Q1/],
      ['all?year=2025', 'year', /Unknown parameter/],
      ['$$$', 'ticker', /valid ticker/],
    ] as const) {
      it(`answers 400 for ${path}`, async () => {
        const answer = await api.get(`lobbying/${path}`, access);
        assert.equal(answer.statusCode, 400);
        assert.match((answer.json() as { error: Record<string, string> }).error[field] ?? '', message);
      });
    }

    it('imported LDA filings replace the company’s simulated ones; mapping reported; amendments count once; idempotent', async () => {
      const bad = await importLda(LDA.replace('"income": "40000.00"', '"income": "forty"'));
      assert.equal(bad.statusCode, 400);
      assert.equal(bad.json().error.where, 'element results[3].income');

      const first = await importLda(LDA);
      assert.equal(first.statusCode, 200, first.body);
      assert.equal(first.json().inserted, 5);
      assert.deepEqual(first.json().files[0].notes, [
        'clients: 2 mapped, 1 unmapped, 0 ambiguous',
        'unmapped (kept without a ticker): COALITION FOR AFFORDABLE WIDGETS',
      ]);
      const again = await importLda(LDA);
      assert.deepEqual([again.json().inserted, again.json().updated, again.json().unchanged], [0, 0, 5]);

      const { body } = await get('LMT');
      assert.equal(body.company, 'Lockheed Martin Corporation');
      assert.equal(body.simulated, false);
      assert.equal(body.quarter, '2025-Q1');
      assert.deepEqual(body.quarters, ['2025-Q1', '2024-Q4']);
      assert.deepEqual(body.spendByQuarter.slice(-2), [
        { quarter: '2024-Q4', amount: 2_980_000, filings: 1 },
        { quarter: '2025-Q1', amount: 3_540_000, filings: 2 },
      ]);
      assert.deepEqual(
        body.filings.map((f) => [f.registrant, f.amount, f.filingType, f.source]),
        [
          ['LOCKHEED MARTIN CORPORATION', 3_410_000, 'Q1', 'Senate LDA'],
          ['CAPITOL RIDGE PARTNERS LLC', 130_000, '1A', 'Senate LDA'],
        ],
      );
      assert.deepEqual(
        body.issues.map((i) => i.name),
        ['Budget/Appropriations', 'Defense', 'Aerospace'],
      );
      assert.deepEqual(
        body.lobbyists.map((l) => l.name),
        ['MARIA ORTEGA', 'ROBERT J. HALE', 'DAVID KIM JR.'],
      );
      const lmt = body.biggestChanges.find((c) => c.ticker === 'LMT');
      assert.deepEqual(lmt && [lmt.previous, lmt.current, lmt.changePct], [2_980_000, 3_540_000, 18.8]);
    });

    it('gives one ticker’s filings of a quarter as its report lists them, imported or simulated (the timeline reads them)', async () => {
      const service = createLobbyingService(t.app.db, simulatedRecords(t.config.simSeed).lobbying, () => TEST_NOW);
      const simulated = (await get('all')).body.topSpenders.map((s) => s.ticker).find((x) => x !== 'LMT');
      assert.ok(simulated);
      let compared = 0;
      for (const ticker of ['LMT', simulated, 'ZZZZ']) {
        const { quarters } = (await get(ticker)).body;
        for (const quarter of [...quarters, '2019-Q1']) {
          const listed = (await get(`${ticker}?quarter=${quarter}`)).body.filings;
          const byId = (a: { id: string }, b: { id: string }) => a.id.localeCompare(b.id);
          assert.deepEqual([...(await service.filings(ticker, quarter))].sort(byId), [...listed].sort(byId));
          compared += listed.length;
        }
      }
      assert.ok(compared > 3, `filings compared: ${compared}`);
    });
  });
}
