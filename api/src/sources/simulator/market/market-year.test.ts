import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { type IsoDate, sessionsBetween } from '@flowdeck/market-calendar';
import { LABELLED_MOVE } from './intraday.js';
import { standaloneMarket } from '../../../test/standalone-market.js';

/**
 * A believable market over a simulated year (the 251 sessions of 2026), for the API's default seed and
 * others: the bounds a trader would hold a real year of the US market to.
 */
const SEEDS = [42, 1, 7, 2026];
/** |SPY| under 2 % on at least 90 % of days (a real year: 85–97 %, most years above 90 %). */
const SPY_CALM_MOVE = 0.02;
const SPY_CALM_SHARE = 0.9;
/** A mega-cap: a stock worth at least $200B. */
const MEGA_CAP = 200e9;
/** On a normal day (|SPY| < 1 %) between 15 % and 85 % of stocks rise: never all one way. */
const NORMAL_DAY = 0.01;
const BREADTH_BOUNDS = [0.15, 0.85] as const;
/** Daily SPY and the cap-weighted average of the stocks move together. */
const MIN_INDEX_CORRELATION = 0.9;
/**
 * An index fund follows its index, computed here as the index provider does: each day's weights from the
 * previous closes (caps grow with prices; the Dow weighs prices). Measured 0.993–0.999 over these seeds
 * (0.80–0.93 for QQQ, DIA and IWM when they were factor models of their own); real funds: about 0.99+.
 */
const MIN_FUND_CORRELATION = 0.99;
const INDEX_FUNDS_CHECKED = ['SPY', 'QQQ', 'DIA', 'IWM', 'XLK', 'TQQQ', 'SQQQ'];
const PRICE_WEIGHTED = new Set(['DIA']);
/** Moves beyond 10 % stay rare: at most one a year per mega-cap on average. */
const MAX_LARGE_MOVES_PER_MEGA_CAP = 1;

function correlation(a: readonly number[], b: readonly number[]): number {
  const mean = (xs: readonly number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
  const ma = mean(a);
  const mb = mean(b);
  let cov = 0;
  let va = 0;
  let vb = 0;
  for (let i = 0; i < a.length; i++) {
    const da = (a[i] as number) - ma;
    const db = (b[i] as number) - mb;
    cov += da * db;
    va += da * da;
    vb += db * db;
  }
  return cov / Math.sqrt(va * vb);
}

describe('a simulated year looks like a market', () => {
  for (const seed of SEEDS) {
    it(`seed ${seed}: calm index days, mixed breadth, labelled large moves, index funds with their index`, () => {
      const market = standaloneMarket({ seed, historyEnd: '2025-12-31', historyDays: 1 });
      const stocks = market.instruments().filter((i) => i.assetType === 'stock' && i.marketCap !== null);
      const megaCaps = stocks.filter((i) => (i.marketCap ?? 0) >= MEGA_CAP);
      const sessions = sessionsBetween('2025-12-31', '2026-12-31');
      assert.equal(sessions.length, 251);
      const move = (symbol: string, date: IsoDate, previous: IsoDate): number => {
        const before = market.dailyBar(symbol, previous)?.close;
        const after = market.dailyBar(symbol, date)?.close;
        assert.ok(before && after, `${symbol} has bars on ${previous} and ${date}`);
        return after / before - 1;
      };

      let calm = 0;
      const spy: number[] = [];
      const capWeighted: number[] = [];
      const unusualBreadth: string[] = [];
      const unlabelled: string[] = [];
      let largeMoves = 0;
      const funds = INDEX_FUNDS_CHECKED.map((symbol) => {
        const basket = market.instrument(symbol)?.model.basket;
        assert.ok(basket, `${symbol} is an index fund`);
        return { symbol, basket, own: [] as number[], tracked: [] as number[] };
      });
      let previous: IsoDate = '2025-12-31';
      for (const date of sessions) {
        const index = move('SPY', date, previous);
        spy.push(index);
        if (Math.abs(index) < SPY_CALM_MOVE) calm++;
        let up = 0;
        let weighted = 0;
        let caps = 0;
        for (const stock of stocks) {
          const r = move(stock.symbol, date, previous);
          if (r > 0) up++;
          weighted += r * (stock.marketCap ?? 0);
          caps += stock.marketCap ?? 0;
        }
        capWeighted.push(weighted / caps);
        const breadth = up / stocks.length;
        if (Math.abs(index) < NORMAL_DAY && (breadth < BREADTH_BOUNDS[0] || breadth > BREADTH_BOUNDS[1])) {
          unusualBreadth.push(`${date}: ${(breadth * 100).toFixed(0)} % up, SPY ${(index * 100).toFixed(2)} %`);
        }
        for (const stock of megaCaps) {
          const r = move(stock.symbol, date, previous);
          if (Math.abs(r) <= LABELLED_MOVE) continue;
          largeMoves++;
          // The label the pages show: an earnings gap or an intraday headline of that session.
          const news = market.path(stock.symbol, date)?.news;
          if (!news || (news.kind !== 'earnings' && news.kind !== 'headline')) {
            unlabelled.push(`${stock.symbol} ${date} ${(r * 100).toFixed(1)} %`);
          }
        }
        for (const fund of funds) {
          fund.own.push(move(fund.symbol, date, previous));
          let sum = 0;
          let total = 0;
          for (const { model, weight: startWeight } of fund.basket.components) {
            const close = market.dailyBar(model.symbol, previous)?.close ?? 0;
            const start = market.dailyBar(model.symbol, '2025-12-31')?.close ?? 1;
            // The Dow weighs prices; a cap-weighted index holds its shares, so a weight grows with the price.
            const weight = PRICE_WEIGHTED.has(fund.symbol) ? close : (startWeight * close) / start;
            sum += weight * move(model.symbol, date, previous);
            total += weight;
          }
          fund.tracked.push(fund.basket.leverage * (sum / total));
        }
        previous = date;
      }

      assert.ok(
        calm / sessions.length >= SPY_CALM_SHARE,
        `|SPY| < 2 % on ${((calm / sessions.length) * 100).toFixed(1)} % of days`,
      );
      assert.deepEqual(unusualBreadth, [], 'breadth on normal days');
      assert.deepEqual(unlabelled, [], 'moves beyond 10 % in a mega-cap without an event');
      assert.ok(
        largeMoves <= MAX_LARGE_MOVES_PER_MEGA_CAP * megaCaps.length,
        `${largeMoves} moves beyond 10 % across ${megaCaps.length} mega-caps`,
      );
      const r = correlation(spy, capWeighted);
      assert.ok(r >= MIN_INDEX_CORRELATION, `SPY vs the cap-weighted stocks: correlation ${r.toFixed(3)}`);
      for (const fund of funds) {
        const c = correlation(fund.own, fund.tracked);
        assert.ok(
          c >= MIN_FUND_CORRELATION,
          `${fund.symbol} vs ${fund.basket.leverage} × ${fund.basket.index}: ${c.toFixed(4)}`,
        );
      }
    });
  }
});
