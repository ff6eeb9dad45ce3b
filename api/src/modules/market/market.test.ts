import assert from 'node:assert/strict';
import type {
  BarsResponse,
  DarkPoolResponse,
  FlowGaugesResponse,
  FlowResponse,
  FlowSnapshotResponse,
  FlowSnapshotV2Response,
  FlowTrade,
  GammaExposureResponse,
  MarketStatusResponse,
  NetFlowResponse,
} from '@flowdeck/api-types';
import { after, before, describe, it } from 'node:test';
import type { FlowFilter } from '../../market/compute/flow-filter.js';
import { sessionTimes } from '@flowdeck/market-calendar';
import { bearer, signUp, startTestApp, testBackends, type TestApp } from '../../test/harness.js';
import { universe } from '../../sources/simulator/universe/universe.js';
import { createMarketRepository } from './repository.js';
import { SOURCE_HEADER } from './routes.js';
import { FLOW_SECTORS } from './schemas.js';

const backends = await testBackends();
/** Thursday 15:45 New York: the test market starts 15 minutes before a close. */
const START = Date.parse('2025-06-12T19:45:00Z');
/** Friday 10:00 New York: half an hour into the next session. */
const NOW = Date.parse('2025-06-13T14:00:00Z');
const FRIDAY = sessionTimes('2025-06-13');

/** The trades of every backend's run, to check they are identical. */
const runs: FlowTrade[][] = [];

for (const backend of backends) {
  describe(`market data on ${backend.name}`, { skip: backend.skip }, () => {
    let t: TestApp;
    let auth: Record<string, string>;
    let all: FlowTrade[] = [];

    const get = async <T>(url: string, status = 200): Promise<T> => {
      const res = await t.request({ method: 'GET', url, headers: auth });
      assert.equal(res.statusCode, status, `${url}: ${res.body}`);
      assert.equal(res.headers[SOURCE_HEADER], 'simulated', url);
      return res.json<T>();
    };

    /** Every trade newest first, walking the cursor with the given filter. */
    const walk = async (query = '', limit = 500): Promise<FlowTrade[]> => {
      const items: FlowTrade[] = [];
      let cursor: string | null = null;
      do {
        const sep = query ? '&' : '';
        const page: FlowResponse = await get<FlowResponse>(
          `/api/flow/all?${query}${sep}limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`,
        );
        items.push(...page.items);
        cursor = page.nextCursor;
      } while (cursor);
      return items;
    };

    before(async () => {
      t = await startTestApp(backend, { seed: { historyDays: 30, symbolLimit: null, politicianTrades: 0 } });
      auth = bearer((await signUp(t, 'trader')).access);
      t.app.market.beginAt(START);
      await t.app.market.advanceTo(sessionTimes('2025-06-12').close);
      await t.app.market.advanceTo(NOW);
      all = await walk();
    });
    after(async () => {
      await t?.close();
    });

    it('needs a signed-in user or a guest', async () => {
      for (const url of [
        '/api/flow/all',
        '/api/flow/guages',
        '/api/darkpool/all',
        '/api/net-flow',
        '/api/gamma-exposure?ticker=SPY',
        '/api/biggestMovers/gainers',
      ]) {
        const res = await t.request({ method: 'GET', url });
        assert.equal(res.statusCode, 401, url);
      }
    });

    describe('flow/{x}', () => {
      it('pages newest first through the current session (memory) into earlier ones (database) without gaps', async () => {
        assert.ok(all.length > 3_000, `${all.length} trades`);
        const ids = all.map((trade) => BigInt(trade.id));
        for (let i = 1; i < ids.length; i++)
          assert.ok((ids[i] as bigint) < (ids[i - 1] as bigint), 'strictly descending ids');
        const friday = all.filter((trade) => Date.parse(trade.time) >= FRIDAY.preOpen);
        const thursday = all.filter((trade) => Date.parse(trade.time) < FRIDAY.preOpen);
        assert.ok(friday.length > 0 && thursday.length > 0);
        assert.ok(
          thursday.every(
            (trade) => trade.time >= '2025-06-12T19:45:00.000Z' && trade.time < '2025-06-12T20:00:01.000Z',
          ),
        );
        const first = await get<FlowResponse>('/api/flow/all?limit=50');
        assert.equal(first.source, 'simulated');
        assert.deepEqual(first.items, all.slice(0, 50));
        assert.equal(first.nextCursor, all[49]?.id);
        const small = await walk('', 97);
        assert.deepEqual(small, all);
        runs.push(all);
      });

      it('knows every sector a flow row can carry', () => {
        for (const entry of universe()) assert.ok(FLOW_SECTORS.includes(entry.sector), entry.sector);
        for (const trade of all) assert.ok(FLOW_SECTORS.includes(trade.sector), trade.sector);
      });

      it('the same seed gives the same trades on every database', () => {
        if (runs.length > 1) assert.deepEqual(runs[runs.length - 1], runs[0]);
      });

      it('memory and SQL apply every filter alike', async () => {
        const repo = createMarketRepository(t.app.db, backend.name);
        const cases: Array<[string, FlowFilter]> = [
          ['ticker=NVDA,AAPL', { tickers: ['NVDA', 'AAPL'] }],
          ['type=puts&side=ask,above_ask', { type: 'put', sides: ['ask', 'above_ask'] }],
          ['minPremium=25000&maxPremium=500000&minSize=10', { minPremium: 25_000, maxPremium: 500_000, minSize: 10 }],
          ['minDte=1&maxDte=30&otmOnly=true', { minDte: 1, maxDte: 30, otmOnly: true }],
          ['sweepsOnly=true', { sweepsOnly: true }],
          ['volGtOi=true', { volGtOi: true }],
          ['openingOnly=1&sentiment=bullish', { openingOnly: true, sentiment: 'bullish' }],
          [
            'sector=Information Technology,Energy&minMarketCap=100000000000',
            { sectors: ['Information Technology', 'Energy'], minMarketCap: 1e11 },
          ],
          ['kind=multi_leg,block', { kinds: ['multi_leg', 'block'] }],
          ['unusualOnly=true', { unusualOnly: true }],
          [
            'ticker=SPY&contract=' + (all.find((x) => x.ticker === 'SPY')?.optionSymbol ?? ''),
            { tickers: ['SPY'], contract: all.find((x) => x.ticker === 'SPY')?.optionSymbol ?? '' },
          ],
        ];
        for (const [query, filter] of cases) {
          const http = await walk(query);
          const sql = await repo.flowPage(filter, Number.MAX_SAFE_INTEGER, 100_000);
          assert.deepEqual(
            http.map((trade) => trade.id),
            sql.map((trade) => trade.id),
            query,
          );
          assert.deepEqual(http, sql, query);
        }
      });

      it('each filter keeps only matching trades', async () => {
        const check = async (query: string, ok: (trade: FlowTrade) => boolean) => {
          const items = await walk(query);
          assert.ok(items.length > 0, `${query}: no trades`);
          for (const trade of items) assert.ok(ok(trade), `${query}: ${JSON.stringify(trade)}`);
          return items;
        };
        await check('ticker=SPY', (x) => x.ticker === 'SPY');
        await check('type=call', (x) => x.type === 'call');
        await check('side=above_ask', (x) => x.side === 'above_ask' && x.price > x.ask);
        await check('side=mid', (x) => x.side === 'mid' && Math.abs(x.price - (x.bid + x.ask) / 2) < 1e-6);
        await check('minPremium=100000', (x) => x.premium >= 100_000);
        await check('minSize=500', (x) => x.size >= 500);
        await check(
          'minDte=0&maxDte=0',
          (x) => (x.dte === 0 && x.expiry === '2025-06-13') || x.expiry === '2025-06-12',
        );
        await check('otmOnly=true', (x) => (x.type === 'call' ? x.strike > x.spot : x.strike < x.spot));
        await check('sweepsOnly=true', (x) => x.kind === 'sweep' && x.exchanges.length >= 2 && x.fills >= 2);
        await check('volGtOi=true', (x) => x.volume > x.openInterest);
        const energy = await check('sector=Energy', (x) => x.sector === 'Energy');
        assert.deepEqual(await walk('sector=energy,%20ENERGY'), energy, 'sector names in any case');
        await check('minMarketCap=1000000000000', (x) => (x.marketCap ?? 0) >= 1e12);
        await check('maxMarketCap=20000000000', (x) => x.marketCap !== null && x.marketCap <= 2e10);
        await check('openingOnly=true', (x) => x.size > x.openInterest - (x.volume - x.size));
        // The filter must keep every unusual order of the window, not merely keep nothing wrong.
        const unusual = await check(
          'unusualOnly=true',
          (x) => x.tags.includes('unusual') && (x.side === 'ask' || x.side === 'above_ask'),
        );
        assert.deepEqual(
          unusual,
          all.filter((x) => x.tags.includes('unusual')),
        );
        // A filter reads both sessions: Thursday's rows from the database, Friday's from memory.
        const calls = await walk('type=call');
        assert.ok(calls.some((x) => Date.parse(x.time) < FRIDAY.preOpen));
        assert.ok(calls.some((x) => Date.parse(x.time) >= FRIDAY.preOpen));
        const multiLeg = await check('kind=multi_leg', (x) => x.kind === 'multi_leg' && x.legGroup !== null);
        const groups = new Map<string, number>();
        for (const leg of multiLeg) groups.set(leg.legGroup ?? '', (groups.get(leg.legGroup ?? '') ?? 0) + 1);
        assert.ok([...groups.values()].some((n) => n >= 2));
        const contract = all.find((x) => x.ticker === 'SPY')?.optionSymbol ?? '';
        const history = await check(`contract=${contract.toLowerCase()}`, (x) => x.optionSymbol === contract);
        assert.deepEqual(
          history,
          all.filter((x) => x.optionSymbol === contract),
        );
        await get('/api/flow/all?contract=SPY', 400);
        const spy = await get<FlowResponse>('/api/flow/spy?limit=20');
        assert.ok(spy.items.every((x) => x.ticker === 'SPY'));
        // Lower-case `all` is every ticker; any other spelling is a ticker (ALL is Allstate).
        const allstate = await get<FlowResponse>('/api/flow/ALL?limit=500');
        assert.ok(allstate.items.every((x) => x.ticker === 'ALL'));
        assert.deepEqual(allstate.items, all.filter((x) => x.ticker === 'ALL').slice(0, 500));
      });

      it('running volume: each trade’s volume is the contract’s volume so far today', () => {
        const friday = [...all].reverse().filter((trade) => Date.parse(trade.time) >= FRIDAY.preOpen);
        const volume = new Map<string, number>();
        for (const trade of friday) {
          const v = (volume.get(trade.optionSymbol) ?? 0) + trade.size;
          volume.set(trade.optionSymbol, v);
          assert.equal(trade.volume, v, trade.optionSymbol);
        }
      });

      it('refuses bad filters with one message per field', async () => {
        const bad = await get<{ error: Record<string, string> }>(
          '/api/flow/all?side=upside&type=straddle&minPremium=-5&minDte=x&limit=0&cursor=abc&bogus=1',
          400,
        );
        assert.deepEqual(Object.keys(bad.error).sort(), [
          'bogus',
          'cursor',
          'limit',
          'minDte',
          'minPremium',
          'side',
          'type',
        ]);
        assert.equal(bad.error['bogus'], 'Unknown parameter.');
        const range = await get<{ error: Record<string, string> }>(
          '/api/flow/all?minDte=10&maxDte=2&minMarketCap=5&maxMarketCap=1',
          400,
        );
        assert.deepEqual(Object.keys(range.error).sort(), ['maxDte', 'maxMarketCap']);
        await get('/api/flow/all?limit=501', 400);
        // An unknown sector is a mistake to report, not a filter that matches nothing.
        const sector = await get<{ error: Record<string, string> }>('/api/flow/all?sector=Energy,Astrology', 400);
        assert.deepEqual(Object.keys(sector.error), ['sector']);
        assert.match(sector.error['sector'] ?? '', /^Sector must be one or more of Information Technology, .*Index\.$/);
        await get('/api/flow/all?sector=,', 400);
        await get('/api/flow/SPY?ticker=AAPL', 400);
        await get('/api/flow/not-a-ticker!', 400);
        await get('/api/flow/ZZZZ', 404);
        await get('/api/flow/all?ticker=SPY,ZZZZ', 404);
      });
    });

    it('flow/guages: the session’s totals, market tide and DTE buckets', async () => {
      const friday = all.filter((trade) => Date.parse(trade.time) >= FRIDAY.preOpen);
      const g = await get<FlowGaugesResponse>('/api/flow/guages');
      assert.equal(g.session, '2025-06-13');
      assert.equal(g.phase, 'regular');
      assert.equal(g.summary.trades, friday.length);
      const calls = friday.filter((x) => x.type === 'call').reduce((s, x) => s + x.size, 0);
      const puts = friday.filter((x) => x.type === 'put').reduce((s, x) => s + x.size, 0);
      assert.equal(g.summary.callVolume, calls);
      assert.equal(g.summary.putCallVolumeRatio, Math.round((puts / calls) * 1000) / 1000);
      assert.ok(Math.abs(g.tide - (g.summary.net.netCallPremium - g.summary.net.netPutPremium)) < 0.02);
      assert.deepEqual(g.byDte.all, g.summary.net);
      assert.deepEqual(
        g.quotes.map((q) => q.symbol),
        ['SPY', 'VIX'],
      );
      const one = await get<FlowGaugesResponse>('/api/flow/guages?ticker=nvda');
      assert.equal(one.ticker, 'NVDA');
      assert.equal(one.summary.trades, friday.filter((x) => x.ticker === 'NVDA').length);
      await get('/api/flow/guages?ticker=ZZZZ', 404);
      await get('/api/flow/guages?foo=1', 400);
    });

    it('flow/snapshot/{x} and v2: one ticker at a glance', async () => {
      const spyTrades = all.filter((trade) => trade.ticker === 'SPY' && Date.parse(trade.time) >= FRIDAY.preOpen);
      const s = await get<FlowSnapshotResponse>('/api/flow/snapshot/SPY');
      assert.equal(s.ticker, 'SPY');
      assert.equal(s.summary.trades, spyTrades.length);
      assert.ok(s.topContracts.length > 0);
      for (let i = 1; i < s.topContracts.length; i++)
        assert.ok((s.topContracts[i - 1]?.premium ?? 0) >= (s.topContracts[i]?.premium ?? 0));
      assert.ok(s.gex && s.gex.spot === s.quote.last, 'GEX at the quoted price');
      assert.ok(s.darkPool.prints > 0);
      const v2 = await get<FlowSnapshotV2Response>('/api/flow/snapshot/v2/SPY');
      assert.deepEqual(v2.summary, s.summary);
      assert.equal(v2.netFlow.length, 6);
      assert.ok(Math.abs((v2.netFlow[5]?.cumulativeNetCallPremium ?? 0) - v2.byDte.all.netCallPremium) < 0.1);
      assert.equal(v2.recentTrades[0]?.id, spyTrades[0]?.id);
      const kindTotal = Object.values(v2.byKind).reduce((sum, k) => sum + k.trades, 0);
      assert.equal(kindTotal, spyTrades.length);
      await get('/api/flow/snapshot/ZZZZ', 404);
    });

    it('darkpool/{x}: prints with NBBO and tags, levels for a ticker, the ranking for all', async () => {
      const first = await get<DarkPoolResponse>('/api/darkpool/all?limit=100');
      assert.equal(first.items.length, 100);
      assert.ok(first.summary?.topTickers && first.summary.topTickers.length > 0);
      const ranking = first.summary.topTickers;
      for (let i = 1; i < ranking.length; i++)
        assert.ok((ranking[i - 1]?.notional ?? 0) >= (ranking[i]?.notional ?? 0));
      for (const p of first.items) {
        assert.ok(p.ask > p.bid);
        assert.equal(p.notional, Math.round(p.price * p.size * 100) / 100);
        if (p.late) assert.ok(p.executedAt < p.time && p.tags.includes('late'));
      }
      // Walk every print into Thursday's session (database).
      const prints = [];
      let cursor: string | null = null;
      do {
        const page: DarkPoolResponse = await get<DarkPoolResponse>(
          `/api/darkpool/all?limit=500${cursor ? `&cursor=${cursor}` : ''}`,
        );
        if (cursor) assert.equal(page.summary, null);
        prints.push(...page.items);
        cursor = page.nextCursor;
      } while (cursor);
      assert.ok(prints.some((p) => Date.parse(p.time) < FRIDAY.preOpen));
      assert.ok(prints.some((p) => p.extendedHours));
      const aapl = await get<DarkPoolResponse>('/api/darkpool/AAPL?limit=5');
      assert.ok(aapl.items.every((p) => p.ticker === 'AAPL'));
      const levelsNotional = (aapl.summary?.levels ?? []).reduce((sum, l) => sum + l.notional, 0);
      assert.ok(Math.abs(levelsNotional - (aapl.summary?.notional ?? 0)) < 1);
      const late = await get<DarkPoolResponse>('/api/darkpool/all?lateOnly=true&minNotional=50000');
      assert.ok(late.items.every((p) => p.late && p.notional >= 50_000));
      await get('/api/darkpool/all?minNotional=-1', 400);
      await get('/api/darkpool/all?cursor=x', 400);
    });

    it('net-flow: per-minute net premium with running totals, market tide and per ticker', async () => {
      const tide = await get<NetFlowResponse>('/api/net-flow');
      assert.equal(tide.ticker, null);
      assert.equal(tide.points.length, 30);
      assert.equal(tide.points[0]?.time, '2025-06-13T13:30:00.000Z');
      const sum = tide.points.reduce((s, p) => s + p.netCallPremium, 0);
      assert.ok(Math.abs(sum - (tide.points[29]?.cumulativeNetCallPremium ?? 0)) < 1);
      assert.ok(Math.abs((tide.points[29]?.cumulativeNetCallPremium ?? 0) - tide.totals.all.netCallPremium) < 1);
      assert.ok(tide.points.every((p) => p.price !== null && p.price > 0));
      const zero = await get<NetFlowResponse>('/api/net-flow?ticker=SPY&dte=0&interval=5');
      assert.equal(zero.points.length, 6);
      assert.ok(Math.abs((zero.points[5]?.cumulativeNetPutPremium ?? 0) - zero.totals['0'].netPutPremium) < 1);
      await get('/api/net-flow?dte=3', 400);
      await get('/api/net-flow?interval=2', 400);
      await get('/api/net-flow?ticker=ZZZZ', 404);
    });

    it('gamma-exposure: by strike and expiry, walls, zero gamma from the re-priced chain', async () => {
      const g = await get<GammaExposureResponse>('/api/gamma-exposure?ticker=spy');
      assert.equal(g.ticker, 'SPY');
      assert.match(g.convention, /calls count positive and puts negative/i);
      assert.ok(g.contracts > 1_000);
      const byExpiry = g.byExpiry.reduce((s, e) => s + e.net, 0);
      assert.ok(Math.abs(byExpiry - g.totals.net) < Math.abs(g.totals.net) * 1e-6 + 100);
      assert.ok(g.byStrike.every((r) => r.strike >= g.spot * 0.85 && r.strike <= g.spot * 1.15));
      assert.ok(g.byStrike.every((r) => r.call >= 0 && r.put <= 0));
      assert.equal(g.profile.length, 81);
      assert.ok(Math.abs((g.profile[0]?.spot ?? 0) - g.spot * 0.8) < 0.01);
      // The simulated SPY chain is long gamma above spot and short below: its profile changes sign, and the
      // level is the interpolated crossing of the profile nearest spot.
      const crossings = g.profile.slice(1).flatMap((b, i) => {
        const a = g.profile[i] as { spot: number; net: number };
        return a.net < 0 !== b.net < 0 ? [a.spot + ((b.spot - a.spot) * -a.net) / (b.net - a.net)] : [];
      });
      assert.ok(crossings.length > 0, 'net GEX changes sign between 0.8× and 1.2× spot');
      const nearest = crossings.reduce((best, c) => (Math.abs(c - g.spot) < Math.abs(best - g.spot) ? c : best));
      assert.ok(g.zeroGamma !== null && Math.abs(g.zeroGamma - nearest) < 0.05, `${g.zeroGamma} vs ${nearest}`);
      // Walls: the strikes holding the largest call and the most negative put exposure.
      const callAt = g.byStrike.find((r) => r.strike === g.callWall);
      const putAt = g.byStrike.find((r) => r.strike === g.putWall);
      assert.ok(callAt && putAt, 'both walls lie within the range shown');
      assert.ok(g.byStrike.every((r) => r.call <= callAt.call && r.put >= putAt.put));
      assert.equal(g.heatmap.values.length, g.heatmap.strikes.length);
      const zero = await get<GammaExposureResponse>('/api/gamma-exposure?ticker=SPY&expiry=0dte&range=5');
      assert.equal(zero.expiry, '2025-06-13');
      assert.deepEqual(
        zero.byExpiry.map((e) => e.dte),
        [0],
      );
      const missing = await get<{ error: Record<string, string> }>('/api/gamma-exposure', 400);
      assert.equal(missing.error['ticker'], 'This field is required.');
      await get('/api/gamma-exposure?ticker=SPY&expiry=2025-06-14', 400);
      await get('/api/gamma-exposure?ticker=SPY&range=80', 400);
      await get('/api/gamma-exposure?ticker=ZZZZ', 404);
    });

    it('chart/bars/{x}: minute bars from the stored history, aggregated', async () => {
      const one = await get<BarsResponse>('/api/chart/bars/SPY?interval=1m');
      const five = await get<BarsResponse>('/api/chart/bars/SPY?interval=5m');
      assert.equal(one.intraday, true);
      const regular = one.bars.filter((b) => b.time >= '2025-06-13T13:30:00.000Z');
      assert.equal(regular.length, 30);
      const volume = (bars: BarsResponse['bars']) => bars.reduce((s, b) => s + b.volume, 0);
      assert.equal(volume(five.bars), volume(one.bars));
      assert.ok(five.bars.some((b) => b.time === '2025-06-13T13:30:00.000Z'));
      const daily = await get<BarsResponse>('/api/chart/bars/SPY?interval=1d&days=20');
      assert.equal(daily.bars.length, 20);
      // Today's daily bar is the session so far: the live quote, not a whole day ahead of the clock.
      const snapshot = await get<FlowSnapshotResponse>('/api/flow/snapshot/SPY');
      const [yesterday, today] = daily.bars.slice(-2);
      assert.equal(today?.time, '2025-06-13T00:00:00.000Z');
      assert.equal(yesterday?.time, '2025-06-12T00:00:00.000Z');
      assert.equal(today?.close, snapshot.quote.last);
      assert.equal(today?.high, snapshot.quote.high);
      assert.ok(regular.every((b) => b.close <= (today?.high ?? 0) && b.close >= (today?.low ?? Infinity)));
      await get('/api/chart/bars/SPY?interval=2m', 400);
    });

    it('market/status: the clock of the simulated market', async () => {
      const status = await get<MarketStatusResponse>('/api/market/status');
      assert.deepEqual(
        { ...status },
        {
          source: 'simulated',
          asOf: '2025-06-13T14:00:00.000Z',
          session: '2025-06-13',
          phase: 'regular',
          speed: 1,
          live: false,
          open: true,
          showing: '2025-06-13',
          sessions: ['2025-06-13', '2025-06-12', '2025-06-11', '2025-06-10', '2025-06-09'],
          nextOpen: '2025-06-16T13:30:00.000Z',
        },
      );
    });

    // Last: it moves the market clock on.
    it('net-flow: trades that arrive within the same market minute are in the next answer', async () => {
      const before = await get<NetFlowResponse>('/api/net-flow');
      const tradesBefore = (await walk()).length;
      await t.app.market.advanceTo(NOW + 40_000);
      assert.ok((await walk()).length > tradesBefore, 'the market traded in those 40 seconds');
      const after = await get<NetFlowResponse>('/api/net-flow');
      assert.notDeepEqual(after.totals, before.totals);
      const last = after.points.at(-1);
      assert.ok(Math.abs((last?.cumulativeNetCallPremium ?? 0) - after.totals.all.netCallPremium) < 1);
    });
  });
}
