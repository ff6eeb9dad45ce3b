import assert from 'node:assert/strict';
import type {
  BarsResponse,
  BiggestMoversResponse,
  BreaksResponse,
  GappersResponse,
  RelativeVolumeResponse,
  StockBeepResponse,
  VolumeCurveResponse,
  VwapBandsResponse,
  VwapDeviationResponse,
} from '@flowdeck/api-types';
import { NOISE_MIN_PRICE, NOISE_MIN_VOLUME } from '@flowdeck/endpoints/scanners';
import { sessionTimes } from '@flowdeck/market-calendar';
import { after, before, describe, it } from 'node:test';
import { bearer, signUp, startTestApp, testBackends, type TestApp } from '../../test/harness.js';
import { createMarketRepository } from '../market/repository.js';
import { SOURCE_HEADER } from '../market/routes.js';

const backends = await testBackends();
/** Thursday 15:45 New York: the test market starts 15 minutes before a close. */
const START = Date.parse('2025-06-12T19:45:00Z');
/** Friday 10:00 New York: half an hour into the next session. */
const NOW = Date.parse('2025-06-13T14:00:00Z');
const FRIDAY = sessionTimes('2025-06-13');

const close = (a: number, b: number, tolerance: number) => Math.abs(a - b) <= tolerance;

for (const backend of backends) {
  describe(`scanners on ${backend.name}`, { skip: backend.skip }, () => {
    let t: TestApp;
    let auth: Record<string, string>;

    const get = async <T>(url: string, status = 200): Promise<T> => {
      const res = await t.request({ method: 'GET', url, headers: auth });
      assert.equal(res.statusCode, status, `${url}: ${res.body}`);
      if (status === 200) assert.equal(res.headers[SOURCE_HEADER], 'simulated', url);
      return res.json<T>();
    };

    before(async () => {
      t = await startTestApp(backend, { seed: { historyDays: 30, symbolLimit: null, politicianTrades: 0 } });
      auth = bearer((await signUp(t, 'scanner')).access);
      t.app.market.beginAt(START);
      await t.app.market.advanceTo(NOW);
    });
    after(async () => {
      await t?.close();
    });

    it('need a signed-in user or a guest', async () => {
      for (const url of ['/api/biggestMovers/gainers', '/api/gappers', '/api/relative-volume']) {
        const res = await t.request({ method: 'GET', url });
        assert.equal(res.statusCode, 401, url);
      }
    });

    it('biggestMovers: regular-session gainers and losers past the noise filters, with sector heat', async () => {
      const gainers = await get<BiggestMoversResponse>('/api/biggestMovers/gainers?limit=10');
      const losers = await get<BiggestMoversResponse>('/api/biggestMovers/losers?limit=10&session=regular');
      assert.equal(gainers.source, 'simulated');
      assert.equal(gainers.part, 'regular');
      assert.equal(gainers.session, '2025-06-13');
      assert.equal(gainers.live, true);
      assert.equal(gainers.barsTo, '2025-06-13T14:00:00.000Z');
      assert.equal(gainers.noiseFilters, true);
      assert.ok(gainers.scanned > 500, `${gainers.scanned} symbols`);
      assert.equal(gainers.items.length, 10);
      for (let i = 1; i < 10; i++)
        assert.ok((gainers.items[i - 1]?.changePercent ?? 0) >= (gainers.items[i]?.changePercent ?? 0));
      assert.ok(gainers.items.every((m) => m.changePercent > 0 && m.price >= NOISE_MIN_PRICE));
      assert.ok(gainers.items.every((m) => m.volume >= NOISE_MIN_VOLUME));
      assert.ok(losers.items.length > 0 && losers.items.every((m) => m.changePercent < 0));
      assert.ok(gainers.sectors.length >= 10);
      for (let i = 1; i < gainers.sectors.length; i++)
        assert.ok((gainers.sectors[i - 1]?.changePercent ?? 0) >= (gainers.sectors[i]?.changePercent ?? 0));
      assert.deepEqual(gainers.sectors, losers.sectors);

      // The top gainer's price is its last one-minute close of the regular session so far.
      const top = gainers.items[0];
      assert.ok(top);
      assert.ok(close(top.changePercent, ((top.price - top.reference) / top.reference) * 100, 1e-3));
      const bars = await get<BarsResponse>(`/api/chart/bars/${top.symbol}?interval=1m&days=1`);
      const regular = bars.bars.filter((b) => Date.parse(b.time) >= FRIDAY.open);
      assert.equal(top.price, regular.at(-1)?.close);
      assert.equal(
        top.volume,
        regular.reduce((sum, b) => sum + b.volume, 0),
      );
    });

    it('biggestMovers: each mover says why it may have moved — headlines since the previous close, not before', async () => {
      const first = await get<BiggestMoversResponse>('/api/biggestMovers/gainers?limit=10');
      for (const row of first.items) {
        assert.ok(row.catalysts.length <= 3, `${row.symbol}: at most three catalysts`);
        for (const c of row.catalysts)
          assert.ok(['earnings', 'news', 'analyst', 'flow'].includes(c.kind) && c.text.length > 0);
      }
      const top = first.items[0];
      assert.ok(top);
      const headline = (id: string, publishedAt: string, title: string) => ({
        id,
        published_at: new Date(publishedAt),
        title,
        summary: null,
        link: `https://wire.example/${id}`,
        source: 'Test Wire',
        tickers: `,${top.symbol},`,
        sentiment: 'positive',
        score: 0.8,
        major: true,
        origin: 'import',
        received_at: new Date(publishedAt),
      });
      await t.app.db
        .insertInto('news_items')
        .values([
          // 08:30 New York on Friday: after Thursday's close, so it is part of Friday's move.
          headline('catalyst-in', '2025-06-13T12:30:00Z', `${top.symbol} wins a large contract`),
          // 15:00 on Thursday, before the close the move is measured from.
          headline('catalyst-before', '2025-06-12T19:00:00Z', `${top.symbol} files a routine notice`),
        ])
        .execute();
      const again = await get<BiggestMoversResponse>('/api/biggestMovers/gainers?limit=10');
      const row = again.items.find((m) => m.symbol === top.symbol);
      assert.ok(row, `${top.symbol} still among the gainers`);
      // Among the headlines (a simulated one that caused a larger move may rank first), with its article.
      assert.deepEqual(
        row.catalysts.find((c) => c.source === 'Test Wire'),
        {
          kind: 'news',
          at: '2025-06-13T12:30:00.000Z',
          text: `${top.symbol} wins a large contract`,
          source: 'Test Wire',
          link: 'https://wire.example/catalyst-in',
        },
      );
      assert.ok(!row.catalysts.some((c) => c.text.includes('routine notice')));
      await t.app.db.deleteFrom('news_items').where('id', 'in', ['catalyst-in', 'catalyst-before']).execute();
    });

    it('biggestMovers: pre-market today, after-hours of the last session, noise filters off lists more', async () => {
      const pre = await get<BiggestMoversResponse>('/api/biggestMovers/gainers?session=pre-market&noiseFilters=false');
      assert.equal(pre.session, '2025-06-13');
      assert.equal(pre.live, false);
      assert.ok(pre.items.length > 0);
      const post = await get<BiggestMoversResponse>('/api/biggestMovers/losers?session=after-hours&noiseFilters=false');
      // At 10:00 the latest after-hours is Thursday's, measured from Thursday's close.
      assert.equal(post.session, '2025-06-12');
      assert.ok(post.items.length > 0);
      const thursday = await get<BarsResponse>(`/api/chart/bars/${post.items[0]?.symbol}?interval=1d&days=3`);
      assert.equal(post.items[0]?.reference, thursday.bars.find((b) => b.time.startsWith('2025-06-12'))?.close);
      const filtered = await get<BiggestMoversResponse>('/api/biggestMovers/gainers?session=pre-market&limit=100');
      const unfiltered = await get<BiggestMoversResponse>(
        '/api/biggestMovers/gainers?session=pre-market&noiseFilters=false&limit=100',
      );
      assert.ok(unfiltered.items.length >= filtered.items.length);
      assert.ok(unfiltered.items.some((m) => m.volume < NOISE_MIN_VOLUME || m.price < NOISE_MIN_PRICE));
    });

    it('refuses a bad session, limit or unknown parameter with field errors', async () => {
      const bad = await get<{ error: Record<string, string> }>('/api/biggestMovers/gainers?session=lunch', 400);
      assert.equal(bad.error['session'], 'Session must be regular, pre-market or after-hours.');
      const limit = await get<{ error: Record<string, string> }>('/api/biggestMovers/losers?limit=1000', 400);
      assert.equal(limit.error['limit'], 'Limit must be at most 100.');
      const unknown = await get<{ error: Record<string, string> }>('/api/gappers?minGapp=3', 400);
      assert.ok(unknown.error['minGapp']);
      const gap = await get<{ error: Record<string, string> }>('/api/gappers?minGap=-1&direction=sideways', 400);
      assert.ok(gap.error['minGap'] && gap.error['direction']);
    });

    it('gappers: gap from the open against the previous close, fill and change from the open', async () => {
      const up = await get<GappersResponse>('/api/gappers?direction=up&minGap=0.5&noiseFilters=false');
      const down = await get<GappersResponse>('/api/gappers?direction=down&minGap=0.5&noiseFilters=false');
      assert.equal(up.basis, 'open');
      assert.ok(up.items.length > 0 && down.items.length > 0);
      for (let i = 1; i < up.items.length; i++)
        assert.ok((up.items[i - 1]?.gapPercent ?? 0) >= (up.items[i]?.gapPercent ?? 0));
      for (const row of up.items) {
        assert.ok(row.gapPercent >= 0.5);
        assert.ok(close(row.gapPercent, ((row.gapPrice - row.previousClose) / row.previousClose) * 100, 1e-3));
        assert.ok(row.fillPercent !== null && row.fillPercent >= 0 && row.fillPercent <= 100);
        assert.ok(close(row.changeFromOpenPercent ?? NaN, ((row.last - row.gapPrice) / row.gapPrice) * 100, 1e-3));
      }
      assert.ok(down.items.every((row) => row.gapPercent <= -0.5));
      const row = up.items[0];
      const bars = await get<BarsResponse>(`/api/chart/bars/${row?.symbol}?interval=1m&days=1`);
      const first = bars.bars.find((b) => Date.parse(b.time) >= FRIDAY.open);
      assert.equal(row?.gapPrice, first?.open);
    });

    it('relative-volume: ranked by time-of-day RVOL against the sessions the simulator keeps', async () => {
      const rv = await get<RelativeVolumeResponse>('/api/relative-volume?limit=20');
      assert.equal(rv.part, 'regular');
      assert.equal(rv.lookbackSessions, 63);
      assert.ok(rv.historySessions >= 1 && rv.historySessions < 63, `${rv.historySessions} sessions`);
      assert.ok(rv.items.length > 0);
      for (let i = 1; i < rv.items.length; i++)
        assert.ok((rv.items[i - 1]?.relativeVolume ?? 0) >= (rv.items[i]?.relativeVolume ?? 0));
      for (const row of rv.items) assert.ok(close(row.relativeVolume, row.volume / row.usualVolume, 0.01));
      const curve = await get<VolumeCurveResponse>(`/api/relative-volume/${rv.items[0]?.symbol}`);
      // The regular session's 390 minutes; today's line stops at the last minute ended (10:00).
      assert.equal(curve.points.length, 390);
      assert.equal(curve.points.filter((p) => p.today !== null).length, 30);
      assert.equal(curve.points[29]?.today, rv.items[0]?.volume);
      assert.equal(curve.points[29]?.average, rv.items[0]?.usualVolume);
      await get('/api/relative-volume/ZZZZ', 404);
    });

    it('vwap-deviation: furthest above and below the session VWAP in σ, with the band chart', async () => {
      const above = await get<VwapDeviationResponse>('/api/vwap-deviation?side=above&limit=10');
      const below = await get<VwapDeviationResponse>('/api/vwap-deviation?side=below&limit=10');
      assert.equal(above.session, '2025-06-13');
      assert.equal(above.live, true);
      assert.ok(above.items.length > 0 && below.items.length > 0);
      for (const row of above.items) {
        assert.ok(row.deviationPercent > 0 && row.last >= NOISE_MIN_PRICE && row.volume >= NOISE_MIN_VOLUME);
        assert.ok(close(row.deviationPercent, ((row.last - row.vwap) / row.vwap) * 100, 1e-2));
        if (row.deviationSigma !== null) assert.ok(close(row.deviationSigma, (row.last - row.vwap) / row.sigma, 0.02));
      }
      for (let i = 1; i < above.items.length; i++)
        assert.ok((above.items[i - 1]?.deviationSigma ?? 0) >= (above.items[i]?.deviationSigma ?? 0));
      assert.ok(below.items.every((row) => row.deviationPercent < 0));

      // The VWAP recomputed by hand from the same one-minute bars: Σ(typical price × volume) ÷ Σ volume.
      const top = above.items[0];
      assert.ok(top);
      const bars = await get<BarsResponse>(`/api/chart/bars/${top.symbol}?interval=1m&days=1`);
      const regular = bars.bars.filter((b) => Date.parse(b.time) >= FRIDAY.open);
      const volume = regular.reduce((sum, b) => sum + b.volume, 0);
      const vwap = regular.reduce((sum, b) => sum + ((b.high + b.low + b.close) / 3) * b.volume, 0) / volume;
      assert.ok(close(top.vwap, vwap, 1e-3), `${top.vwap} vs ${vwap}`);

      const bands = await get<VwapBandsResponse>(`/api/vwap-deviation/${top.symbol}`);
      assert.deepEqual(bands.bands, [1, 2, 3]);
      assert.equal(bands.points.length, regular.filter((b) => b.volume > 0).length);
      assert.ok(close(bands.points.at(-1)?.vwap ?? 0, top.vwap, 1e-3));
      await get('/api/vwap-deviation?side=sideways', 400);
      await get('/api/vwap-deviation/ZZZZ', 404);
    });

    it('the levels read the whole stored history and the splits in it (repository)', async () => {
      const repo = createMarketRepository(t.app.db, backend.name);
      const bars = await t.app.db
        .selectFrom('daily_bars')
        .select(['symbol', 'date', 'high', 'low'])
        .where('symbol', '=', 'AAPL')
        .where('date', '<', '2025-06-13')
        .orderBy('date')
        .execute();
      assert.ok(bars.length >= 29);
      const extremes = (await repo.historyExtremes('2025-06-13')).find((r) => r.symbol === 'AAPL');
      assert.deepEqual(extremes, {
        symbol: 'AAPL',
        since: String(bars[0]?.date),
        sessions: bars.length,
        high: Math.max(...bars.map((b) => Number(b.high))),
        low: Math.min(...bars.map((b) => Number(b.low))),
      });
      const ranges = await repo.dailyRangesOf(['AAPL'], '2025-06-13');
      assert.deepEqual(
        ranges.map((r) => [r.date, r.high, r.low]),
        bars.map((b) => [String(b.date), Number(b.high), Number(b.low)]),
      );
      const split = {
        id: 'test-split-aapl',
        symbol: 'AAPL',
        ratio_to: 4,
        ratio_from: 1,
        ex_date: String(bars[10]?.date),
        announced_date: null,
        record_date: null,
        payable_date: null,
        source: 'test',
        source_url: null,
        source_file: 'test.csv',
        imported_at: new Date(),
      };
      await t.app.db.insertInto('stock_splits').values(split).execute();
      try {
        assert.deepEqual(
          (await repo.splitsUpTo('2025-06-13')).filter((s) => s.symbol === 'AAPL'),
          [{ symbol: 'AAPL', exDate: split.ex_date, factor: 4 }],
        );
        assert.deepEqual(await repo.splitsUpTo(String(bars[9]?.date)), []);
      } finally {
        await t.app.db.deleteFrom('stock_splits').where('id', '=', split.id).execute();
      }
    });

    it('breakout and breakdown: levels broken with the minute, the price and the volume confirmation', async () => {
      const up = await get<BreaksResponse>('/api/breakout?limit=100&noiseFilters=false');
      const down = await get<BreaksResponse>('/api/breakdown?limit=100&noiseFilters=false');
      assert.equal(up.direction, 'up');
      assert.equal(up.rvolThreshold, 1.5);
      // The test seed holds 30 sessions of daily bars: the 52-week level is taken over them.
      assert.equal(up.sessions52, 29);
      // No 55 sessions for the Donchian channel, nor more than 52 weeks for an all-time level.
      assert.equal(up.allTimeSince, null);
      assert.equal(up.counts['donchian-55'], 0);
      assert.equal(up.counts['all-time'], 0);
      assert.ok(up.items.length > 0 && down.items.length > 0);
      assert.ok(up.counts['opening-range-5'] > 0);
      for (let i = 1; i < up.items.length; i++) assert.ok((up.items[i - 1]?.time ?? '') >= (up.items[i]?.time ?? ''));
      for (const row of up.items) {
        assert.ok(Date.parse(row.time) >= FRIDAY.open && Date.parse(row.time) < NOW);
        assert.equal(row.confirmed, row.relativeVolume !== null && row.relativeVolume >= 1.5);
        assert.ok(close(row.travelledPercent, ((row.last - row.level) / row.level) * 100, 1e-3));
        assert.ok(row.spark.length > 0);
      }
      for (const row of down.items)
        assert.ok(close(row.travelledPercent, ((row.last - row.level) / row.level) * 100, 1e-3));

      // An opening-range break is a close above the first 5 minutes' high, at the first such minute after them.
      const orb = up.items.find((r) => r.type === 'opening-range-5');
      assert.ok(orb);
      const bars = await get<BarsResponse>(`/api/chart/bars/${orb.symbol}?interval=1m&days=1`);
      const regular = bars.bars.filter((b) => Date.parse(b.time) >= FRIDAY.open);
      const rangeHigh = Math.max(...regular.slice(0, 5).map((b) => b.high));
      assert.equal(orb.level, rangeHigh);
      const first = regular.slice(5).find((b) => b.close > rangeHigh);
      assert.equal(orb.time, first?.time);
      assert.equal(orb.price, first?.close);

      const confirmed = await get<BreaksResponse>('/api/breakout?confirmedOnly=true&type=opening-range-5&limit=100');
      assert.ok(confirmed.items.every((r) => r.confirmed && r.type === 'opening-range-5'));
      const bad = await get<{ error: Record<string, string> }>('/api/breakout?type=moon', 400);
      assert.ok(bad.error['type']);
    });

    it("stockBeep: one ticker's breaks, gap, volume spikes and VWAP crosses, as the scanners find them", async () => {
      const up = await get<BreaksResponse>('/api/breakout?limit=100&noiseFilters=false');
      const down = await get<BreaksResponse>('/api/breakdown?limit=100&noiseFilters=false');
      const ticker = up.items[0]?.symbol ?? 'SPY';
      const beeps = await get<StockBeepResponse>(`/api/stockBeep/${ticker}`);
      assert.equal(beeps.ticker, ticker);
      assert.equal(beeps.session, '2025-06-13');
      assert.equal(beeps.live, true);
      for (let i = 1; i < beeps.items.length; i++)
        assert.ok((beeps.items[i - 1]?.time ?? '') >= (beeps.items[i]?.time ?? ''), 'newest first');
      for (const beep of beeps.items) assert.ok(Date.parse(beep.time) >= FRIDAY.open && Date.parse(beep.time) < NOW);
      // Every break the scanners list for the ticker is one of its beeps, with the same minute and confirmation.
      const breaks = [...up.items, ...down.items].filter((r) => r.symbol === ticker);
      assert.ok(breaks.length > 0);
      for (const row of breaks) {
        const kind = row.direction === 'up' ? 'breakout' : 'breakdown';
        const beep = beeps.items.find((b) => b.kind === kind && b.time === row.time && b.level === row.level);
        assert.ok(beep, `${kind} ${row.type} at ${row.time}`);
        assert.equal(beep.confirmed, row.confirmed);
        assert.equal(beep.relativeVolume, row.relativeVolume);
      }
      // Any other break beep is one the scanner's page cut off: older than its last row, on a full page.
      for (const beep of beeps.items.filter((b) => b.kind === 'breakout' || b.kind === 'breakdown')) {
        const list = beep.kind === 'breakout' ? up : down;
        if (breaks.some((r) => r.time === beep.time && r.level === beep.level)) continue;
        assert.equal(list.items.length, 100, `${beep.kind} at ${beep.time} is missing from a page that is not full`);
        assert.ok(beep.time <= (list.items.at(-1)?.time ?? ''));
      }
      // Its gap at the open, when the gappers scanner has one of at least 2 %.
      const gappers = await get<GappersResponse>('/api/gappers?direction=up&minGap=2&noiseFilters=false&limit=100');
      const gapped = gappers.items.find((g) => g.symbol === ticker);
      const gapBeep = beeps.items.find((b) => b.kind === 'gap-up');
      assert.equal(Boolean(gapBeep), Boolean(gapped));
      if (gapped && gapBeep) assert.equal(gapBeep.price, gapped.gapPrice);
      // VWAP crosses name the VWAP at that minute, and alternate in direction.
      const crosses = beeps.items.filter((b) => b.kind === 'vwap-up' || b.kind === 'vwap-down').reverse();
      for (let i = 1; i < crosses.length; i++) assert.notEqual(crosses[i]?.kind, crosses[i - 1]?.kind);
      for (const cross of crosses)
        assert.equal(
          cross.kind === 'vwap-up' ? cross.price > (cross.level ?? 0) : cross.price < (cross.level ?? 0),
          true,
        );

      const unknown = await get<{ error: unknown }>('/api/stockBeep/ZZZZZ', 404);
      assert.ok(unknown.error);
      const bad = await get<{ error: Record<string, string> }>('/api/stockBeep/not%20a%20ticker', 400);
      assert.ok(bad.error['ticker']);
    });

    it('moves with market time: a later minute is a new scan', async () => {
      await t.app.market.advanceTo(NOW + 5 * 60_000);
      const later = await get<BiggestMoversResponse>('/api/biggestMovers/gainers');
      assert.equal(later.barsTo, '2025-06-13T14:05:00.000Z');
    });
  });
}

for (const backend of backends) {
  describe(`scanners with the market closed on ${backend.name}`, { skip: backend.skip }, () => {
    let t: TestApp;
    let auth: Record<string, string>;
    /** Saturday 11:00 New York: every scanner shows Friday's session, final. */
    const SATURDAY = Date.parse('2025-06-14T15:00:00Z');

    const get = async <T>(url: string): Promise<T> => {
      const res = await t.request({ method: 'GET', url, headers: auth });
      assert.equal(res.statusCode, 200, `${url}: ${res.body}`);
      return res.json<T>();
    };

    before(async () => {
      t = await startTestApp(backend, { seed: { historyDays: 30, symbolLimit: null, politicianTrades: 0 } });
      auth = bearer((await signUp(t, 'weekend')).access);
      t.app.market.beginAt(SATURDAY);
    });
    after(async () => {
      await t?.close();
    });

    it('show the last session at its close, not live', async () => {
      const movers = await get<BiggestMoversResponse>('/api/biggestMovers/gainers');
      assert.equal(movers.session, '2025-06-13');
      assert.equal(movers.live, false);
      assert.equal(movers.barsTo, new Date(FRIDAY.postClose).toISOString());
      assert.ok(movers.items.length > 0);
      const after = await get<BiggestMoversResponse>('/api/biggestMovers/gainers?session=after-hours');
      assert.equal(after.session, '2025-06-13');
      const gappers = await get<GappersResponse>('/api/gappers?minGap=0.5');
      assert.equal(gappers.session, '2025-06-13');
      assert.equal(gappers.basis, 'open');
      const rv = await get<RelativeVolumeResponse>('/api/relative-volume');
      assert.equal(rv.live, false);
      // Closed: the regular session's whole day against the usual day.
      assert.equal(rv.part, 'regular');
      assert.ok(rv.items.length > 0);
      const vwap = await get<VwapDeviationResponse>('/api/vwap-deviation');
      assert.equal(vwap.session, '2025-06-13');
      assert.ok(vwap.items.length > 0);
      const breaks = await get<BreaksResponse>('/api/breakout');
      assert.equal(breaks.session, '2025-06-13');
      assert.equal(breaks.live, false);
      assert.ok(breaks.items.length > 0);
    });
  });
}
