// The modules read their public records through the sources the app is given (issue 12): a feed other than
// the simulator — here a small one written for the test, as a vendor's would be — replaces it for the pages
// it serves, and the rest keep the simulator's.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FilingFeed } from '@flowdeck/api-types';
import { bearer, signUp, startTestApp, testBackends, TEST_NOW, type TestApp } from '../test/harness.js';
import type { RecordSources } from './records.js';
import { simulatedRecords } from './simulator/records/index.js';

const SEED = 7;

/** A filings feed that knows one filing of the first company it is asked about, accepted an hour ago. */
const vendorFilings: RecordSources['filings'] = {
  filings: (companies, _from, to) => {
    const first = companies[0];
    if (!first) return [];
    return [
      {
        id: 'vendor-0001',
        symbol: first.symbol,
        company: first.name,
        form: '8-K',
        items: '2.02,9.01',
        filingDate: to,
        reportDate: to,
        acceptedAt: new Date(TEST_NOW.getTime() - 3_600_000).toISOString(),
      },
    ];
  },
};

/** A trades generator that knows two trades of the first member (the seed writes what it gives). */
const vendorTrades: RecordSources['politicians'] = {
  trades: ({ politicians, assets }) => {
    const member = politicians[0];
    const asset = assets[0];
    if (!member || !asset) return [];
    return [1, 2].map((day) => ({
      politicianId: member.id,
      ticker: asset.symbol,
      assetDescription: asset.name,
      assetType: 'Stock' as const,
      type: 'Purchase' as const,
      owner: 'SP' as const,
      amountMin: 1_001,
      amountMax: 15_000,
      amountLabel: '$1,001 - $15,000',
      transactionDate: `2025-05-0${day}`,
      disclosureDate: `2025-05-2${day}`,
      filedAfterDays: 20,
    }));
  },
};

for (const backend of await testBackends()) {
  describe(`record sources on ${backend.name}`, { skip: backend.skip }, () => {
    let t: TestApp;
    let headers: Record<string, string>;

    before(async () => {
      const records = { ...simulatedRecords(SEED), filings: vendorFilings, politicians: vendorTrades };
      t = await startTestApp(backend, { simSeed: SEED }, undefined, { records });
      headers = bearer((await signUp(t, 'sources')).access);
    });
    after(async () => {
      await t?.close();
    });

    const get = async <T>(url: string): Promise<T> => {
      const answer = await t.request({ method: 'GET', url, headers });
      assert.equal(answer.statusCode, 200, `${url}: ${answer.body}`);
      return answer.json<T>();
    };

    it("the Filings feed is the given feed's, not the simulator's", async () => {
      const feed = await get<FilingFeed>('/api/filing/all?pageSize=100');
      assert.equal(feed.total, 1);
      assert.deepEqual(
        feed.filings.map((f) => [f.id, f.form, f.items.map((item) => item.code)]),
        [['vendor-0001', '8-K', ['2.02', '9.01']]],
      );
    });

    it("the seeded congressional trades are the given generator's", async () => {
      const page = await get<{ total: number; items: Array<{ transactionDate: string }> }>(
        '/api/politician/trades?sort=transactionDate&order=asc',
      );
      assert.equal(page.total, 2);
      assert.deepEqual(
        page.items.map((trade) => trade.transactionDate),
        ['2025-05-01', '2025-05-02'],
      );
    });

    it('the sources not replaced stay the simulator’s (the splits calendar)', async () => {
      const splits = await get<{ splits: Array<{ source: string }> }>(
        '/api/stock-split-calander/ALL?from=2024-08-01&to=2025-06-30',
      );
      assert.ok(splits.splits.length > 0);
      assert.ok(splits.splits.every((split) => split.source === 'Simulated data'));
    });
  });
}
