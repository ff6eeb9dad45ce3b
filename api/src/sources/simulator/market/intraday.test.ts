import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  REGULAR_START_INDEX,
  SESSION_MINUTE_COUNT,
  minuteBar,
  priceAt,
  quoteAt,
  regularVolumeShape,
} from './intraday.js';
import { MINUTE_MS, sessionTimes } from '@flowdeck/market-calendar';
import { standaloneMarket } from '../../../test/standalone-market.js';

const market = standaloneMarket({
  seed: 7,
  historyEnd: '2025-06-12',
  symbols: ['SPY', 'QQQ', 'AAPL', 'XOM', 'VIX', 'SPX'],
});
const DATE = '2025-06-13';

describe('intraday paths', () => {
  for (const symbol of ['SPY', 'AAPL', 'XOM', 'SPX']) {
    it(`${symbol}: regular-session minutes rebuild the daily bar exactly`, () => {
      const path = market.path(symbol, DATE);
      assert.ok(path);
      const bars = [];
      for (let i = REGULAR_START_INDEX; i < path.regularEnd; i++) bars.push(minuteBar(path, i));
      assert.equal(bars.length, 390);
      assert.equal(bars[0]?.open, path.bar.open);
      assert.equal(bars[bars.length - 1]?.close, path.bar.close);
      assert.equal(Math.max(...bars.map((b) => b.high)), path.bar.high);
      assert.equal(Math.min(...bars.map((b) => b.low)), path.bar.low);
      for (const b of bars) assert.ok(b.low <= Math.min(b.open, b.close) && b.high >= Math.max(b.open, b.close));
      const volume = bars.reduce((sum, b) => sum + b.volume, 0);
      assert.ok(Math.abs(volume - path.bar.volume) <= 390, `${volume} vs ${path.bar.volume}`);
      // The pre-market runs from the previous close to the open.
      assert.equal(minuteBar(path, 0).open, path.prevClose);
      assert.equal(path.closes[REGULAR_START_INDEX - 1], path.bar.open);
    });
  }

  it('volume is U-shaped: the first and last half hours outweigh the middle of the day', () => {
    const shape = regularVolumeShape(390);
    const sum = (from: number, to: number): number => shape.slice(from, to).reduce((a, b) => a + b, 0);
    assert.ok(Math.abs(sum(0, 390) - 1) < 1e-9);
    assert.ok(sum(0, 30) > 2 * sum(180, 210));
    assert.ok(sum(360, 390) > 1.5 * sum(180, 210));
  });

  it('prices between minute closes are interpolated, and quotes accumulate the day', () => {
    const path = market.path('AAPL', DATE);
    assert.ok(path);
    const t = sessionTimes(DATE);
    const i = REGULAR_START_INDEX + 10;
    const start = path.closes[i - 1] as number;
    const end = path.closes[i] as number;
    const half = priceAt(path, t.preOpen + (i + 0.5) * MINUTE_MS);
    assert.ok(Math.abs(half - (start + end) / 2) <= 0.006);
    const quote = quoteAt(path, t.open + 60 * MINUTE_MS);
    assert.equal(quote.open, path.bar.open);
    assert.equal(quote.prevClose, path.prevClose);
    let volume = 0;
    for (let k = 0; k < REGULAR_START_INDEX + 60; k++) volume += path.volumes[k] as number;
    assert.equal(quote.volume, Math.round(volume));
    assert.equal(quoteAt(path, t.open - MINUTE_MS).open, null);
    assert.equal(quoteAt(path, t.preOpen + SESSION_MINUTE_COUNT * MINUTE_MS).high, path.bar.high);
  });

  it('market factors are shared: SPY and QQQ move together intraday', () => {
    const spy = market.path('SPY', DATE);
    const qqq = market.path('QQQ', DATE);
    assert.ok(spy && qqq);
    const returns = (p: typeof spy) => {
      const r: number[] = [];
      for (let i = REGULAR_START_INDEX + 1; i < p.regularEnd; i++)
        r.push(Math.log((p.closes[i] as number) / (p.closes[i - 1] as number)));
      return r;
    };
    const a = returns(spy);
    const b = returns(qqq);
    const mean = (x: number[]) => x.reduce((s, v) => s + v, 0) / x.length;
    const ma = mean(a);
    const mb = mean(b);
    let cov = 0;
    let va = 0;
    let vb = 0;
    for (let k = 0; k < a.length; k++) {
      cov += ((a[k] as number) - ma) * ((b[k] as number) - mb);
      va += ((a[k] as number) - ma) ** 2;
      vb += ((b[k] as number) - mb) ** 2;
    }
    assert.ok(cov / Math.sqrt(va * vb) > 0.5, `correlation ${cov / Math.sqrt(va * vb)}`);
  });
});
