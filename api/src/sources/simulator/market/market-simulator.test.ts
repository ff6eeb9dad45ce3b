import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { SweepDetector } from '../../../market/compute/sweeps.js';
import type { MarketEvents } from '../../../market/source.js';
import { marketInstant, previousTradingDay, sessionsEndingAt, sessionTimes } from '@flowdeck/market-calendar';
import { reportReactingOn } from './earnings-days.js';
import { REGULAR_START_INDEX } from './intraday.js';
import { standaloneMarket } from '../../../test/standalone-market.js';

const DATE = '2025-06-13';
const T = sessionTimes(DATE);
const SYMBOLS = [
  'SPY',
  'QQQ',
  'SPX',
  'VIX',
  'AAPL',
  'NVDA',
  'TSLA',
  'AMD',
  'MSFT',
  'XOM',
  'KO',
  'JPM',
  'ORCL',
  'ADBE',
  'CRM',
];
const market = (seed = 42) => standaloneMarket({ seed, historyEnd: '2025-06-12', symbols: SYMBOLS });

function runWindows(seed: number, from: number, to: number, windowMs: number): MarketEvents {
  const sim = market(seed);
  const all: MarketEvents = { optionPrints: [], darkPoolPrints: [], minuteBars: [], dailyBars: [], news: [] };
  for (let t = from; t < to; t += windowMs) {
    const e = sim.advance(t, Math.min(to, t + windowMs));
    all.optionPrints.push(...e.optionPrints);
    all.darkPoolPrints.push(...e.darkPoolPrints);
    all.minuteBars.push(...e.minuteBars);
    all.dailyBars.push(...e.dailyBars);
    all.news.push(...e.news);
  }
  return all;
}

describe('market simulator', () => {
  const from = T.open;
  const to = T.open + 20 * 60_000;
  const once = runWindows(42, from, to, to - from);

  it('the same seed gives the same prints, however time is cut into windows', () => {
    const again = runWindows(42, from, to, 20 * 60_000);
    const sliced = runWindows(42, from, to, 7_000);
    assert.ok(once.optionPrints.length > 200, `${once.optionPrints.length} prints`);
    assert.deepEqual(again, once);
    assert.deepEqual(sliced, once);
  });

  it('another seed gives other prints', () => {
    const other = runWindows(43, from, to, to - from);
    assert.notDeepEqual(other.optionPrints.slice(0, 20), once.optionPrints.slice(0, 20));
  });

  it('prints are realistic: inside sane quotes, on listed contracts, sweeps span exchanges within half a second', () => {
    for (const p of once.optionPrints) {
      assert.ok(p.bid >= 0 && p.ask > p.bid, JSON.stringify(p));
      assert.ok(p.price > 0 && p.size > 0);
      assert.ok(p.time >= from && p.time < to + 1_000);
      assert.match(p.contract, /^[A-Z]+\d{6}[CP]\d{8}$/);
      if (p.underlying === 'SPX') assert.equal(p.exchange, 'CBOE');
    }
    const detector = new SweepDetector();
    for (const p of once.optionPrints) detector.push(p);
    const orders = detector.drain();
    const kinds = new Set(orders.map((o) => o.kind));
    for (const kind of ['sweep', 'single', 'multi_leg', 'split', 'block'] as const)
      assert.ok(kinds.has(kind), `no ${kind}`);
    for (const sweep of orders.filter((o) => o.kind === 'sweep')) assert.ok(sweep.exchanges.length >= 2);
    const legs = once.optionPrints.filter((p) => p.multiLeg);
    const groups = new Map<string, number>();
    for (const leg of legs) groups.set(leg.legGroup ?? '', (groups.get(leg.legGroup ?? '') ?? 0) + 1);
    assert.ok([...groups.values()].every((n) => n >= 2));
  });

  it('option activity is U-shaped and 0DTE-heavy on SPY', () => {
    const count = (a: number, b: number) => once.optionPrints.filter((p) => p.time >= a && p.time < b).length;
    assert.ok(count(from, from + 5 * 60_000) > count(from + 15 * 60_000, to));
    const spy = once.optionPrints.filter((p) => p.underlying === 'SPY');
    assert.ok(spy.filter((p) => p.expiry === DATE).length > spy.length * 0.2);
  });

  it('dark-pool prints carry the NBBO at execution; late prints were executed earlier', () => {
    assert.ok(once.darkPoolPrints.length > 50);
    for (const p of once.darkPoolPrints) {
      assert.ok(p.ask > p.bid);
      assert.ok(p.executedAt <= p.reportedAt);
      if (!p.late) assert.equal(p.executedAt, p.reportedAt);
      assert.equal(p.extendedHours, p.executedAt < T.open || p.executedAt >= T.close);
    }
  });

  it('minute bars close every minute for the liquid names; the daily bar prints at the close', () => {
    assert.equal(once.minuteBars.filter((b) => b.symbol === 'SPY').length, 20);
    const close = market().advance(T.close - 2_000, T.close);
    assert.equal(close.dailyBars.length, SYMBOLS.length);
    assert.equal(
      close.dailyBars.find((b) => b.symbol === 'SPY')?.close,
      close.minuteBars.find((b) => b.symbol === 'SPY')?.close,
    );
  });
});

describe('a stretch of a session’s minute bars', () => {
  it('minuteBarsBetween gives the bars minuteBars gives, from a minute on', () => {
    const sim = market();
    const until = T.open + 45 * 60_000;
    for (const symbol of ['AAPL', 'SPY', 'SPX']) {
      const all = sim.minuteBars(symbol, DATE, until);
      assert.ok(all.length >= 45, symbol); // every regular minute, and extended minutes that traded
      for (const from of [Number.NEGATIVE_INFINITY, T.preOpen, T.open - 90_000, T.open + 44 * 60_000, until])
        assert.deepEqual(
          sim.minuteBarsBetween(symbol, DATE, from, until),
          all.filter((b) => b.time >= from),
          `${symbol} from ${from}`,
        );
    }
  });
});

describe('news and informed flow', () => {
  it('a jump before the open is an earnings release on a report’s session, and a news headline otherwise', () => {
    const sim = standaloneMarket({ seed: 42, historyEnd: '2025-06-12', historyDays: 130, symbols: SYMBOLS });
    const stocks = sim
      .instruments()
      .filter((i) => i.assetType === 'stock')
      .map((i) => i.symbol);
    let releases = 0;
    let headlines = 0;
    for (const date of sessionsEndingAt('2025-06-12', 120))
      for (const symbol of stocks) {
        const news = sim.path(symbol, date)?.news;
        if (!news || news.time >= sessionTimes(date).open) continue;
        const report = reportReactingOn(symbol, date, 42) !== null;
        assert.equal(news.kind, report ? 'earnings' : 'headline', `${symbol} ${date}`);
        if (report) releases++;
        else headlines++;
      }
    assert.ok(releases >= stocks.length && headlines > 0, `${releases} releases, ${headlines} news headlines`);
  });

  it('the afternoon before an earnings gap, short-dated out-of-the-money contracts are bought in its direction', () => {
    const sim = standaloneMarket({ seed: 42, historyEnd: '2025-06-10' });
    // Find a stock that reports on the next session with a big enough gap.
    const reporters = sim
      .instruments()
      .filter((i) => i.assetType === 'stock')
      .map((i) => ({ symbol: i.symbol, next: sim.nextEarnings(i.symbol, '2025-06-11') }))
      .filter((r) => r.next === '2025-06-12');
    assert.ok(reporters.length > 0, 'some stock reports on 2025-06-12');
    const t = sessionTimes('2025-06-11');
    const events = sim.advance(t.close - 180 * 60_000, t.close);
    const news = sim.path(reporters[0]?.symbol ?? '', '2025-06-12')?.news;
    assert.equal(news?.kind, 'earnings');
    const informed = events.optionPrints.filter(
      (p) => reporters.some((r) => r.symbol === p.underlying) && p.expiry >= '2025-06-12' && p.size >= 50,
    );
    assert.ok(informed.length > 0, 'informed prints before earnings');
    // Calls before an up-gap, puts before a down-gap, out of the money.
    const byDirection = informed.filter((p) => {
      const move = sim.path(p.underlying, '2025-06-12')?.news?.move ?? 0;
      return (
        move !== 0 && (p.type === 'call') === move > 0 && (p.type === 'call' ? p.strike > p.spot : p.strike < p.spot)
      );
    });
    assert.ok(byDirection.length >= informed.length / 2, `${byDirection.length} of ${informed.length}`);
  });
});

describe('the simulator keeps the NYSE calendar (Thanksgiving 2026)', () => {
  const sim = () => standaloneMarket({ seed: 5, historyEnd: '2026-11-24', symbols: ['SPY', 'AAPL', 'NVDA'] });
  const HOLIDAY = '2026-11-26';
  const EARLY = '2026-11-27';
  const at = (date: string, hh: number, mm = 0): number => marketInstant(date, hh * 60 + mm);

  it('does not trade on Thanksgiving: no prints, no bars, no daily bar', () => {
    const market = sim();
    const events = market.advance(at(HOLIDAY, 11), at(HOLIDAY, 11, 10));
    assert.equal(events.optionPrints.length + events.darkPoolPrints.length + events.minuteBars.length, 0);
    assert.equal(market.dailyBar('SPY', HOLIDAY), null);
    assert.ok(market.dailyBar('SPY', EARLY), 'the next session has its bar');
  });

  it('the day after trades a short session that closes at 13:00 ET', () => {
    const market = sim();
    assert.equal(sessionTimes(EARLY).close, at(EARLY, 13));
    const path = market.path('SPY', EARLY);
    assert.ok(path);
    assert.equal(path.regularEnd - REGULAR_START_INDEX, 210, '09:30–13:00 is 210 minutes');
    const bell = market.advance(at(EARLY, 12, 58), at(EARLY, 13, 2));
    assert.ok(bell.optionPrints.length > 0, 'options trade up to the bell');
    assert.ok(bell.optionPrints.every((p) => p.time < at(EARLY, 13)));
    assert.deepEqual(bell.dailyBars.map((b) => b.symbol).sort(), ['AAPL', 'NVDA', 'SPY']);
    const afternoon = market.advance(at(EARLY, 14), at(EARLY, 14, 5));
    assert.equal(afternoon.optionPrints.length, 0, 'no options after the early close');
  });
});

describe('30-day implied volatility, the series IV rank reads', () => {
  const sim = standaloneMarket({ seed: 42, historyEnd: '2025-06-12', historyDays: 400, symbols: SYMBOLS });
  const dates = sessionsEndingAt('2025-06-12', 252);

  it('an index fund’s rises and falls with the previous close of VIX, and nothing else', () => {
    const iv = sim.impliedVolatility30('SPY', dates);
    const byVix = dates
      .map((date, i) => ({ vix: sim.dailyBar('VIX', previousTradingDay(date))?.close ?? NaN, iv: iv[i] ?? NaN }))
      .sort((a, b) => a.vix - b.vix);
    assert.ok(byVix.every((d) => Number.isFinite(d.vix) && d.iv > 0.05 && d.iv < 1.5));
    for (let i = 1; i < byVix.length; i++)
      assert.ok((byVix[i]?.iv as number) >= (byVix[i - 1]?.iv as number) - 1e-12, `VIX ${byVix[i]?.vix}`);
    assert.ok((byVix.at(-1)?.iv as number) > (byVix[0]?.iv as number) * 1.1, 'a calm day and a fearful one differ');
  });

  it('a stock’s carries its next report while it is within 30 days, and drops once reported (the crush)', () => {
    let reports = 0;
    let crushed = 0;
    for (const symbol of ['AAPL', 'NVDA', 'TSLA', 'AMD', 'MSFT', 'XOM', 'KO', 'JPM', 'ORCL', 'ADBE', 'CRM']) {
      const iv = sim.impliedVolatility30(symbol, dates);
      dates.forEach((date, i) => {
        if (i === 0 || reportReactingOn(symbol, date, 42) === null) return;
        reports++;
        if ((iv[i] as number) < (iv[i - 1] as number)) crushed++;
      });
    }
    assert.ok(reports >= 30, `${reports} reports`);
    assert.ok(crushed >= reports * 0.9, `${crushed} of ${reports} reports crushed IV`);
  });

  it('is null on a day the market is closed, before the VIX history it holds, and for a symbol it does not list', () => {
    const [saturday, friday, longAgo] = sim.impliedVolatility30('AAPL', ['2025-06-14', '2025-06-13', '2023-01-03']);
    assert.equal(saturday, null);
    assert.ok(typeof friday === 'number' && friday > 0);
    assert.equal(longAgo, null);
    assert.deepEqual(sim.impliedVolatility30('NOPE', ['2025-06-12']), [null]);
  });
});
