import assert from 'node:assert/strict';
import { errorBody } from '../../errors.js';
import { after, before, describe, it } from 'node:test';
import { bearer, signUp, startTestApp, testBackends, type TestApp } from '../../test/harness.js';
import { PTR_BRACKETS, PTR_FILING_DEADLINE_DAYS } from './ptr-brackets.js';
import { POLITICIANS } from './roster-data.js';
import type { PoliticianSummary, TradeItem } from './schemas.js';

const backends = await testBackends();
const TRADES = 600;

interface TradesPage {
  items: TradeItem[];
  total: number;
  page: number;
  pageSize: number;
}

for (const backend of backends) {
  describe(`politician tracker on ${backend.name}`, { skip: backend.skip }, () => {
    let t: TestApp;
    let auth: Record<string, string>;
    before(async () => {
      t = await startTestApp(backend, { seed: { historyDays: 30, symbolLimit: 120, politicianTrades: TRADES } });
      auth = bearer((await signUp(t, 'watcher')).access);
    });
    after(async () => {
      await t?.close();
    });

    const get = async <T>(url: string, status = 200): Promise<T> => {
      const res = await t.request({ method: 'GET', url, headers: auth });
      assert.equal(res.statusCode, status, `${url}: ${res.body}`);
      return res.json<T>();
    };
    const trades = (query: string): Promise<TradesPage> => get<TradesPage>(`/api/politician/trades?${query}`);

    it('counts trades, politicians, tickers and the latest disclosure', async () => {
      const counts = await get<{ trades: number; politicians: number; tickers: number; latestDisclosure: string }>(
        '/api/politician/count',
      );
      assert.equal(counts.trades, TRADES);
      assert.ok(counts.politicians > 30 && counts.politicians <= POLITICIANS.length);
      assert.ok(counts.tickers > 20);
      assert.ok(counts.latestDisclosure <= '2025-06-13');
    });

    it('pages trades newest disclosure first by default', async () => {
      const page = await trades('');
      assert.equal(page.total, TRADES);
      assert.equal(page.page, 1);
      assert.equal(page.pageSize, 25);
      assert.equal(page.items.length, 25);
      const dates = page.items.map((i) => i.disclosureDate);
      assert.deepEqual(dates, [...dates].sort().reverse());
      const item = page.items[0];
      assert.ok(item);
      assert.deepEqual(Object.keys(item).sort(), [
        'amountLabel',
        'amountMax',
        'amountMin',
        'assetDescription',
        'assetType',
        'chamber',
        'disclosureDate',
        'district',
        'filedAfterDays',
        'id',
        'owner',
        'party',
        'politician',
        'politicianId',
        'state',
        'ticker',
        'transactionDate',
        'type',
      ]);
      assert.ok(
        PTR_BRACKETS.some((b) => b.label === item.amountLabel && b.min === item.amountMin && b.max === item.amountMax),
      );
    });

    it('walks pages without overlap', async () => {
      const all = await trades('pageSize=60&sort=ticker&order=asc');
      const first = await trades('pageSize=30&page=1&sort=ticker&order=asc');
      const second = await trades('pageSize=30&page=2&sort=ticker&order=asc');
      assert.deepEqual(
        [...first.items, ...second.items].map((i) => i.id),
        all.items.map((i) => i.id),
      );
      const beyond = await trades('pageSize=100&page=999');
      assert.deepEqual(beyond.items, []);
      assert.equal(beyond.total, TRADES);
    });

    it('filters by party, chamber, state, ticker and politician', async () => {
      const r = await trades('party=r&pageSize=100');
      assert.ok(r.total > 0 && r.total < TRADES);
      assert.ok(r.items.every((i) => i.party === 'R'));

      const senate = await trades('chamber=senate&pageSize=100');
      assert.ok(senate.items.every((i) => i.chamber === 'Senate' && i.district === null));

      const house = await trades('chamber=House&pageSize=100');
      assert.ok(house.items.every((i) => i.chamber === 'House' && i.district !== null));
      assert.equal(senate.total + house.total, TRADES);

      const someone = r.items[0];
      assert.ok(someone);
      const byState = await trades(`state=${someone.state.toLowerCase()}&pageSize=100`);
      assert.ok(byState.total > 0 && byState.items.every((i) => i.state === someone.state));
      const byTicker = await trades(`ticker=${someone.ticker.toLowerCase()}&pageSize=100`);
      assert.ok(byTicker.total > 0 && byTicker.items.every((i) => i.ticker === someone.ticker));
      const byPolitician = await trades(`politician=${someone.politicianId}&pageSize=100`);
      assert.ok(byPolitician.total > 0 && byPolitician.items.every((i) => i.politicianId === someone.politicianId));
    });

    it('filters by type, minimum amount, date range and late filing', async () => {
      const sales = await trades('type=sale&pageSize=100');
      assert.ok(sales.total > 0 && sales.items.every((i) => i.type === 'Sale (Full)' || i.type === 'Sale (Partial)'));
      const purchases = await trades('type=purchase&pageSize=100');
      assert.ok(purchases.items.every((i) => i.type === 'Purchase'));
      const exchanges = await trades('type=exchange&pageSize=100');
      assert.equal(sales.total + purchases.total + exchanges.total, TRADES);

      const big = await trades('minAmount=100001&pageSize=100');
      assert.ok(big.total > 0 && big.items.every((i) => i.amountMin >= 100_001));

      const window = await trades('from=2025-01-01&to=2025-03-31&pageSize=100');
      assert.ok(window.total > 0);
      assert.ok(window.items.every((i) => i.transactionDate >= '2025-01-01' && i.transactionDate <= '2025-03-31'));

      const late = await trades('lateOnly=true&pageSize=100');
      assert.ok(late.total > 0 && late.total < TRADES / 2);
      assert.ok(late.items.every((i) => i.filedAfterDays > PTR_FILING_DEADLINE_DAYS));
    });

    it('sorts by each supported key in both directions', async () => {
      const keyOf: Record<string, (i: TradeItem) => string | number> = {
        transactionDate: (i) => i.transactionDate,
        disclosureDate: (i) => i.disclosureDate,
        amount: (i) => i.amountMin,
        filedAfterDays: (i) => i.filedAfterDays,
        politician: (i) => i.politician,
      };
      for (const [sort, key] of Object.entries(keyOf)) {
        for (const order of ['asc', 'desc'] as const) {
          const values = (await trades(`sort=${sort}&order=${order}&pageSize=100`)).items.map(key);
          const sorted = [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
          assert.deepEqual(values, order === 'asc' ? sorted : sorted.reverse(), `${sort} ${order}`);
        }
      }
    });

    it('rejects bad filter values with field errors', async () => {
      const res = await t.request({
        method: 'GET',
        url: '/api/politician/trades?party=X&chamber=Lords&state=Texas&type=gift&minAmount=lots&from=2024-02-30&sort=name&order=up&page=0&pageSize=101&lateOnly=maybe',
        headers: auth,
      });
      assert.equal(res.statusCode, 400);
      const { error } = res.json<{ error: Record<string, string> }>();
      assert.deepEqual(Object.keys(error).sort(), [
        'chamber',
        'from',
        'lateOnly',
        'minAmount',
        'order',
        'page',
        'pageSize',
        'party',
        'sort',
        'state',
        'type',
      ]);
      const reversed = await t.request({
        method: 'GET',
        url: '/api/politician/trades?from=2025-05-01&to=2025-01-01',
        headers: auth,
      });
      assert.equal(reversed.statusCode, 400);
      assert.ok(reversed.json<{ error: Record<string, string> }>().error['to']);
    });

    it('summarises politicians, most active first', async () => {
      const { items } = await get<{ items: PoliticianSummary[] }>('/api/politician/politicians');
      assert.equal(items.length, POLITICIANS.length);
      const counts = items.map((p) => p.trades);
      assert.deepEqual(
        counts,
        [...counts].sort((a, b) => b - a),
      );
      assert.equal(
        counts.reduce((a, b) => a + b, 0),
        TRADES,
      );
      for (const p of items) {
        assert.ok(p.topTickers.length <= 3);
        assert.ok(p.purchases + p.sales <= p.trades);
        assert.ok(p.volumeMin <= p.volumeMax);
        if (p.trades > 0) assert.ok(p.topTickers.length > 0 && p.lastTrade !== null);
      }
    });

    it('shows one politician with their latest trades, and 404 for unknown ids', async () => {
      const { items } = await get<{ items: PoliticianSummary[] }>('/api/politician/politicians');
      const top = items[0];
      assert.ok(top);
      const detail = await get<{ politician: PoliticianSummary; trades: TradeItem[] }>(`/api/politician/${top.id}`);
      assert.deepEqual(detail.politician, top);
      assert.equal(detail.trades.length, Math.min(top.trades, 200));
      assert.ok(detail.trades.every((tr) => tr.politicianId === top.id));
      const dates = detail.trades.map((tr) => tr.transactionDate);
      assert.deepEqual(dates, [...dates].sort().reverse());

      const missing = await t.request({ method: 'GET', url: '/api/politician/no-such-member', headers: auth });
      assert.equal(missing.statusCode, 404);
      assert.deepEqual(missing.json(), errorBody('Unknown politician no-such-member'));
    });
  });
}
