import assert from 'node:assert/strict';
import type {
  SavedScreen,
  SavedScreensResponse,
  ScreenerFilter,
  ScreenerResponse,
  RatioAnalysis,
  ScreenerRow,
} from '@flowdeck/api-types';
import { MAX_SCREENER_PAGE_SIZE, SCREENER_FIELDS, SCREENER_PRESETS } from '@flowdeck/endpoints/screener';
import { after, before, describe, it } from 'node:test';
import { bearer, signUp, startTestApp, testBackends, type TestApp } from '../../test/harness.js';
import { SOURCE_HEADER } from '../market/routes.js';

const backends = await testBackends();
/** Thursday 15:45 New York, then Friday 11:00: an hour and a half into the next session. */
const START = Date.parse('2025-06-12T19:45:00Z');
const NOW = Date.parse('2025-06-13T15:00:00Z');

const num = (row: ScreenerRow, field: string): number | null => {
  const v = row[field];
  return typeof v === 'number' ? v : null;
};

function satisfies(row: ScreenerRow, filter: ScreenerFilter): boolean {
  const v = row[filter.field];
  if (filter.is !== undefined) return v === filter.is;
  if (filter.in !== undefined) return typeof v === 'string' && filter.in.includes(v);
  return (
    typeof v === 'number' &&
    (filter.min === undefined || v >= filter.min) &&
    (filter.max === undefined || v <= filter.max)
  );
}

function assertSorted(items: ScreenerRow[], field: string, direction: 'asc' | 'desc') {
  const values = items.map((r) => num(r, field)).filter((v): v is number => v !== null);
  for (let i = 1; i < values.length; i++)
    assert.ok(
      direction === 'desc'
        ? (values[i - 1] as number) >= (values[i] as number)
        : (values[i - 1] as number) <= (values[i] as number),
      `${field} ${direction} at ${i}`,
    );
}

for (const backend of backends) {
  describe(`screener on ${backend.name}`, { skip: backend.skip }, () => {
    let t: TestApp;
    let auth: Record<string, string>;
    let other: Record<string, string>;

    const run = async (payload: object, status = 200, headers = auth): Promise<ScreenerResponse> => {
      const res = await t.request({ method: 'POST', url: '/api/screener', payload, headers });
      assert.equal(res.statusCode, status, res.body);
      if (status === 200) assert.equal(res.headers[SOURCE_HEADER], 'simulated');
      return res.json<ScreenerResponse>();
    };
    const errorsOf = async (payload: object): Promise<Record<string, string>> => {
      const res = await t.request({ method: 'POST', url: '/api/screener', payload, headers: auth });
      assert.equal(res.statusCode, 400, res.body);
      return res.json<{ error: Record<string, string> }>().error;
    };

    before(async () => {
      t = await startTestApp(backend, { seed: { historyDays: 90, symbolLimit: null, politicianTrades: 0 } });
      auth = bearer((await signUp(t, 'screener')).access);
      other = bearer((await signUp(t, 'screener-other')).access);
      t.app.market.beginAt(START);
      await t.app.market.advanceTo(NOW);
    });
    after(async () => {
      await t?.close();
    });

    it('needs a signed-in user or a guest', async () => {
      const res = await t.request({ method: 'POST', url: '/api/screener', payload: { filters: [] } });
      assert.equal(res.statusCode, 401);
      assert.equal((await t.request({ method: 'GET', url: '/api/screener/top-gainers' })).statusCode, 401);
    });

    it('with no filter: every stock and ETF, by market cap, with every catalogue field on each row', async () => {
      const all = await run({ filters: [] });
      assert.equal(all.session, '2025-06-13');
      assert.equal(all.live, true);
      assert.ok(all.scanned > 500, `${all.scanned} scanned`);
      assert.equal(all.matched, all.scanned);
      assert.equal(all.items.length, 50);
      assert.equal(all.pageSize, 50);
      assert.equal(all.pages, Math.ceil(all.scanned / 50));
      assert.deepEqual(all.sort, { field: 'marketCap', direction: 'desc' });
      assertSorted(all.items, 'marketCap', 'desc');
      for (const field of SCREENER_FIELDS) assert.ok(field.id in (all.items[0] as object), field.id);
      assert.ok(all.choices['sector']?.includes('Information Technology'));
      assert.ok((all.choices['exchange']?.length ?? 0) >= 2);
      assert.equal(all.fundamentalsSource, 'Simulated data');
      assert.ok(all.historySessions >= 60);
      const second = await run({ filters: [], page: 2 });
      assert.equal(second.page, 2);
      assert.equal(new Set([...all.items, ...second.items].map((r) => r.symbol)).size, 100);
    });

    it('descriptive filters: sector, price range, optionable, market-cap bucket, relative volume', async () => {
      const filters: ScreenerFilter[] = [
        { field: 'sector', in: ['Information Technology'] },
        { field: 'price', min: 20, max: 400 },
        { field: 'optionable', is: true },
        { field: 'marketCapBucket', in: ['Mega', 'Large'] },
      ];
      const res = await run({ filters, sort: { field: 'price', direction: 'asc' }, pageSize: MAX_SCREENER_PAGE_SIZE });
      assert.ok(res.matched > 3 && res.matched < res.scanned, `${res.matched} matched`);
      for (const row of res.items) for (const f of filters) assert.ok(satisfies(row, f), `${row.symbol} ${f.field}`);
      assertSorted(res.items, 'price', 'asc');
      for (const row of res.items) assert.ok((num(row, 'marketCap') ?? 0) >= 10e9, row.symbol);
      const rvol = await run({ filters: [{ field: 'relativeVolume', min: 0.01 }], pageSize: 5 });
      for (const row of rvol.items) {
        const expected = (num(row, 'volume') ?? 0) / (num(row, 'averageVolume') ?? 1);
        assert.ok(Math.abs((num(row, 'relativeVolume') ?? 0) - expected) < 0.01, row.symbol);
      }
    });

    it('fundamental filters: P/E and ROE from the company facts, with the live price', async () => {
      const filters: ScreenerFilter[] = [
        { field: 'pe', min: 1, max: 40 },
        { field: 'roe', min: 5 },
      ];
      const res = await run({ filters, sort: { field: 'pe', direction: 'asc' } });
      assert.ok(res.matched > 0);
      for (const row of res.items) {
        for (const f of filters) assert.ok(satisfies(row, f), `${row.symbol} ${f.field}`);
        // P/E = price ÷ diluted EPS (TTM).
        const pe = (num(row, 'price') ?? 0) / (num(row, 'eps') ?? 1);
        assert.ok(Math.abs(pe - (num(row, 'pe') ?? 0)) / pe < 0.01, `${row.symbol} P/E`);
      }
      assertSorted(res.items, 'pe', 'asc');
      // ETFs have no statements: no P/E.
      const etf = await run({
        filters: [
          { field: 'assetType', in: ['etf'] },
          { field: 'pe', min: 0 },
        ],
      });
      assert.equal(etf.matched, 0);
    });

    it('index, country, forward P/E, dividend yield and payout ratio', async () => {
      const dow = await run({
        filters: [{ field: 'index', in: ['Dow Jones Industrial Average'] }],
        pageSize: MAX_SCREENER_PAGE_SIZE,
      });
      assert.equal(dow.matched, 30);
      for (const row of dow.items) assert.ok((row['index'] as string[]).includes('Dow Jones Industrial Average'));
      const ndx = await run({ filters: [{ field: 'index', in: ['Nasdaq-100'] }], pageSize: MAX_SCREENER_PAGE_SIZE });
      assert.equal(ndx.matched, 100);
      assert.ok(ndx.items.every((r) => r['exchange'] === 'NASDAQ' && r['sector'] !== 'Financials'));
      // Either index: the union.
      const either = await run({
        filters: [{ field: 'index', in: ['Dow Jones Industrial Average', 'Nasdaq-100'] }],
        pageSize: MAX_SCREENER_PAGE_SIZE,
      });
      assert.ok(either.matched > 100 && either.matched < 130, `${either.matched} in either`);
      const etfs = await run({ filters: [{ field: 'assetType', in: ['etf'] }], pageSize: 5 });
      assert.ok(etfs.items.every((r) => r['index'] === null));

      const ireland = await run({ filters: [{ field: 'country', in: ['Ireland'] }], pageSize: MAX_SCREENER_PAGE_SIZE });
      assert.ok(ireland.matched >= 5, `${ireland.matched} in Ireland`);
      assert.ok(ireland.items.some((r) => r.symbol === 'ACN'));
      assert.ok(ireland.items.every((r) => r['country'] === 'Ireland'));
      assert.ok(ireland.choices['country']?.includes('USA'));

      const payers = await run({
        filters: [
          { field: 'dividendYield', min: 0.5 },
          { field: 'payoutRatio', max: 100 },
          { field: 'forwardPe', min: 1 },
        ],
        sort: { field: 'dividendYield', direction: 'desc' },
        pageSize: 5,
      });
      assert.ok(payers.matched > 0);
      assertSorted(payers.items, 'dividendYield', 'desc');
      for (const row of payers.items) {
        const analysis = (
          await t.request({ method: 'GET', url: `/api/pe/${row.symbol}`, headers: auth })
        ).json<RatioAnalysis>();
        const ttm = (id: string) => analysis.ratios.find((r) => r.id === id)?.values.at(-1) ?? null;
        // The payout ratio reads no price: the screener's equals the Ratio Analysis page's TTM figure.
        assert.ok(Math.abs((ttm('payoutRatio') ?? 0) * 100 - (num(row, 'payoutRatio') ?? -1)) < 0.01, row.symbol);
        // Forward P/E = the live price ÷ the next four quarters' consensus EPS.
        const forward = (num(row, 'price') ?? 0) / (analysis.forwardEps?.eps ?? Number.NaN);
        assert.ok(Math.abs(forward - (num(row, 'forwardPe') ?? 0)) / forward < 0.01, `${row.symbol} forward P/E`);
      }
      const none = await run({ filters: [{ field: 'dividendYield', max: 0 }], pageSize: 5 });
      assert.ok(none.items.every((r) => num(r, 'dividendYield') === 0));
    });

    it('technical filters: change today, RSI, SMA20 position, volatility', async () => {
      const filters: ScreenerFilter[] = [
        { field: 'perfToday', min: 0 },
        { field: 'rsi14', min: 40, max: 90 },
        { field: 'sma20', min: 0 },
      ];
      const res = await run({ filters, sort: { field: 'rsi14', direction: 'desc' } });
      assert.ok(res.matched > 0);
      for (const row of res.items) for (const f of filters) assert.ok(satisfies(row, f), `${row.symbol} ${f.field}`);
      assertSorted(res.items, 'rsi14', 'desc');
      const below = await run({ filters: [{ field: 'sma20', max: -0.0001 }] });
      assert.equal(below.matched + res.matched <= res.scanned, true);
      assert.ok(below.items.every((r) => (num(r, 'sma20') ?? 0) < 0));
      // 90 sessions of history: no SMA200 yet, so nothing passes a filter on it.
      assert.equal((await run({ filters: [{ field: 'sma200', min: -100 }] })).matched, 0);
    });

    it('IV (30 d) is the market’s own at the open; IV rank and percentile wait for half a year of history', async () => {
      const res = await run({ filters: [{ field: 'iv30', min: 0 }], sort: { field: 'iv30', direction: 'desc' } });
      assert.ok(res.matched > 10, `${res.matched} with an IV`);
      assertSorted(res.items, 'iv30', 'desc');
      for (const row of res.items) {
        assert.equal(row['optionable'], true, row.symbol);
        const [iv] = t.app.market.impliedVolatility30Of(row.symbol, ['2025-06-13']);
        assert.equal(num(row, 'iv30'), Math.round((iv as number) * 10_000) / 100, row.symbol);
        // 90 days of history is less than half a year: no range to rank in.
        assert.equal(row['ivRank'], null, row.symbol);
        assert.equal(row['ivPercentile'], null, row.symbol);
      }
      // Every symbol with listed options has one, and only those.
      assert.equal(res.matched, (await run({ filters: [{ field: 'optionable', is: true }] })).matched);
    });

    it('options filters: today’s flow by underlying, put/call = puts ÷ calls', async () => {
      const res = await run({
        filters: [{ field: 'optionsVolume', min: 1 }],
        sort: { field: 'optionsPremium', direction: 'desc' },
      });
      assert.ok(res.matched > 10, `${res.matched} with flow`);
      assertSorted(res.items, 'optionsPremium', 'desc');
      for (const row of res.items) {
        assert.equal(row['optionable'], true, row.symbol);
        assert.equal(num(row, 'optionsVolume'), (num(row, 'callVolume') ?? 0) + (num(row, 'putVolume') ?? 0));
        const calls = num(row, 'callVolume') ?? 0;
        if (calls > 0)
          assert.ok(Math.abs((num(row, 'putCallRatio') ?? 0) - (num(row, 'putVolume') ?? 0) / calls) < 0.001);
      }
      const flow = await t.request({ method: 'GET', url: `/api/flow/${res.items[0]?.symbol}?limit=1`, headers: auth });
      assert.equal(flow.statusCode, 200, flow.body);
    });

    it('presets: each one answers by id with its own filters and order', async () => {
      for (const preset of SCREENER_PRESETS) {
        const res = await t.request({ method: 'GET', url: `/api/screener/${preset.id}?pageSize=100`, headers: auth });
        assert.equal(res.statusCode, 200, `${preset.id}: ${res.body}`);
        const body = res.json<ScreenerResponse>();
        assert.deepEqual(body.screen, { kind: 'preset', id: preset.id, name: preset.name });
        assert.deepEqual(body.sort, preset.sort);
        for (const row of body.items)
          for (const f of preset.filters) assert.ok(satisfies(row, f), `${preset.id}: ${row.symbol} ${f.field}`);
        assertSorted(body.items, preset.sort.field, preset.sort.direction);
      }
      const gainers = await t.request({ method: 'GET', url: '/api/screener/top-gainers', headers: auth });
      assert.ok(gainers.json<ScreenerResponse>().items.length > 0);
      const active = await t.request({ method: 'GET', url: '/api/screener/most-active', headers: auth });
      assert.ok(active.json<ScreenerResponse>().items.length > 0);
    });

    it('validation: unknown filter, reversed range, page size over the limit, bad sort → 400 with field errors', async () => {
      assert.match(
        (await errorsOf({ filters: [{ field: 'shoeSize', min: 1 }] }))['filters.0.field'] ?? '',
        /Unknown filter/,
      );
      assert.match(
        (
          await errorsOf({
            filters: [
              { field: 'price', min: 1 },
              { field: 'price', min: 1 },
            ],
          })
        )['filters.1.field'] ?? '',
        /twice/,
      );
      assert.match(
        (await errorsOf({ filters: [{ field: 'price', min: 50, max: 10 }] }))['filters.0.min'] ?? '',
        /Reversed range/,
      );
      assert.ok((await errorsOf({ filters: [], pageSize: MAX_SCREENER_PAGE_SIZE + 1 }))['pageSize']);
      assert.ok((await errorsOf({ filters: [], page: 0 }))['page']);
      assert.ok((await errorsOf({ filters: [], sort: { field: 'nope', direction: 'asc' } }))['sort.field']);
      assert.ok((await errorsOf({ filters: [{ field: 'optionable', is: 'maybe' }] }))['filters.0.is']);
      assert.ok((await errorsOf({ filters: [{ field: 'marketCapBucket', in: ['Giant'] }] }))['filters.0.in']);
      const big = await t.request({ method: 'GET', url: '/api/screener/top-gainers?pageSize=999', headers: auth });
      assert.equal(big.statusCode, 400);
      assert.ok(big.json<{ error: Record<string, string> }>().error['pageSize']);
      const unknown = await t.request({ method: 'GET', url: '/api/screener/no-such-preset', headers: auth });
      assert.equal(unknown.statusCode, 404);
    });

    it('saved screens: per user, run by id, never visible to another user', async () => {
      const filters: ScreenerFilter[] = [
        { field: 'price', min: 10 },
        { field: 'sector', in: ['Energy'] },
      ];
      const saveRes = await t.request({
        method: 'POST',
        url: '/api/screens',
        payload: { name: 'Energy over $10', filters, sort: { field: 'perfToday', direction: 'desc' } },
        headers: auth,
      });
      assert.equal(saveRes.statusCode, 201, saveRes.body);
      const saved = saveRes.json<SavedScreen>();
      assert.equal(saved.name, 'Energy over $10');
      const mine = await t.request({ method: 'GET', url: '/api/screens', headers: auth });
      assert.deepEqual(
        mine.json<SavedScreensResponse>().items.map((s) => s.id),
        [saved.id],
      );
      const ran = await t.request({ method: 'GET', url: `/api/screener/${saved.id}`, headers: auth });
      assert.equal(ran.statusCode, 200, ran.body);
      const body = ran.json<ScreenerResponse>();
      assert.deepEqual(body.screen, { kind: 'saved', id: saved.id, name: 'Energy over $10' });
      assert.ok(body.matched > 0);
      for (const row of body.items) for (const f of filters) assert.ok(satisfies(row, f), row.symbol);

      // Another user sees none of it.
      const theirs = await t.request({ method: 'GET', url: '/api/screens', headers: other });
      assert.deepEqual(theirs.json<SavedScreensResponse>().items, []);
      assert.equal(
        (await t.request({ method: 'GET', url: `/api/screener/${saved.id}`, headers: other })).statusCode,
        404,
      );
      assert.equal(
        (await t.request({ method: 'POST', url: `/api/screens/${saved.id}/delete`, headers: other })).statusCode,
        404,
      );

      const bad = await t.request({
        method: 'POST',
        url: '/api/screens',
        payload: { name: ' ', filters: [{ field: 'price', min: 9, max: 1 }] },
        headers: auth,
      });
      assert.equal(bad.statusCode, 400);
      const errors = bad.json<{ error: Record<string, string> }>().error;
      assert.ok(errors['name'] && errors['filters.0.min'], JSON.stringify(errors));

      const removed = await t.request({ method: 'POST', url: `/api/screens/${saved.id}/delete`, headers: auth });
      assert.equal(removed.statusCode, 200);
      const after = await t.request({ method: 'GET', url: '/api/screens', headers: auth });
      assert.deepEqual(after.json<SavedScreensResponse>().items, []);
    });
  });
}
