import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { marketShock, simulateBars, type InstrumentModel } from './price-model.js';
import { sessionsEndingAt } from '@flowdeck/market-calendar';

const STOCK: InstrumentModel = {
  symbol: 'TEST',
  kind: 'stock',
  factorGroup: 'Information Technology',
  marketBeta: 1.2,
  sectorBeta: 1,
  annualDrift: 0.1,
  annualIdioVol: 0.3,
  jumpsPerYear: 0,
  jumpVol: 0.06,
  baseVolume: 5_000_000,
};

const SESSIONS = sessionsEndingAt('2025-06-13', 252);

describe('price model', () => {
  it('is deterministic for a seed and changes with the seed', () => {
    const a = simulateBars(STOCK, SESSIONS, 100, 42);
    assert.deepEqual(a, simulateBars(STOCK, SESSIONS, 100, 42));
    assert.notDeepEqual(a, simulateBars(STOCK, SESSIONS, 100, 43));
  });

  it('produces positive, internally consistent OHLCV bars', () => {
    for (const seed of [1, 2, 3, 42]) {
      for (const bar of simulateBars({ ...STOCK, annualIdioVol: 0.9, jumpVol: 0.3 }, SESSIONS, 5, seed)) {
        assert.ok(bar.low > 0, `${bar.date} low ${bar.low}`);
        assert.ok(bar.low <= Math.min(bar.open, bar.close), JSON.stringify(bar));
        assert.ok(bar.high >= Math.max(bar.open, bar.close), JSON.stringify(bar));
        assert.ok(Number.isInteger(bar.volume) && bar.volume > 0);
      }
    }
  });

  it('rounds prices to cents', () => {
    for (const bar of simulateBars(STOCK, SESSIONS.slice(0, 20), 123.45, 42)) {
      for (const price of [bar.open, bar.high, bar.low, bar.close]) assert.equal(Math.round(price * 100) / 100, price);
    }
  });

  it('extends a series from its last close exactly as one longer run would', () => {
    const whole = simulateBars(STOCK, SESSIONS, 100, 42);
    const head = simulateBars(STOCK, SESSIONS.slice(0, 200), 100, 42);
    const tail = simulateBars(STOCK, SESSIONS.slice(200), head[head.length - 1]?.close ?? 0, 42);
    assert.deepEqual([...head, ...tail], whole);
  });

  it('has plausible volatility and volume levels', () => {
    const bars = simulateBars(STOCK, SESSIONS, 100, 42);
    const returns = bars.slice(1).map((b, i) => Math.log(b.close / (bars[i]?.close ?? b.close)));
    const mean = returns.reduce((s, r) => s + r, 0) / returns.length;
    const annualVol = Math.sqrt(returns.reduce((s, r) => s + (r - mean) ** 2, 0) / returns.length) * Math.sqrt(252);
    assert.ok(annualVol > 0.2 && annualVol < 0.7, `annual vol ${annualVol}`);
    const avgVolume = bars.reduce((s, b) => s + b.volume, 0) / bars.length;
    assert.ok(avgVolume > 3_500_000 && avgVolume < 8_000_000, `avg volume ${avgVolume}`);
  });

  it('moves instruments sharing a noise stream together (SPY vs SPX)', () => {
    const spy: InstrumentModel = {
      ...STOCK,
      symbol: 'SPY',
      kind: 'etf',
      factorGroup: 'Market',
      marketBeta: 1,
      sectorBeta: 0,
      annualIdioVol: 0.01,
      jumpsPerYear: 0,
      noiseKey: 'SPY',
    };
    const spx: InstrumentModel = { ...spy, symbol: 'SPX', kind: 'index' };
    const a = simulateBars(spy, SESSIONS, 600, 42);
    const b = simulateBars(spx, SESSIONS, 6000, 42);
    const last = a.length - 1;
    assert.ok(Math.abs((b[last]?.close ?? 0) / (a[last]?.close ?? 1) - 10) < 0.01);
  });

  it('keeps a volatility index near its long-run level and against the market', () => {
    const vix: InstrumentModel = {
      ...STOCK,
      symbol: 'VIX',
      kind: 'volatility',
      factorGroup: 'Market',
      marketBeta: 0,
      sectorBeta: 0,
      annualIdioVol: 0.9,
      jumpsPerYear: 0,
      meanLevel: 18,
    };
    const bars = simulateBars(vix, SESSIONS, 17, 42);
    assert.ok(bars.every((b) => b.close > 5 && b.close < 90));
    const moves = bars
      .slice(1)
      .map((b, i) => ({ vix: Math.log(b.close / (bars[i]?.close ?? 1)), market: marketShock(42, b.date) }));
    const covariance = moves.reduce((s, m) => s + m.vix * m.market, 0);
    assert.ok(covariance < 0);
  });
});
