import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { atr, beta, percentFrom, rangeOf, returnsOf, rsi, sma, smaCross, volatility } from './technicals.js';

const near = (a: number | null, b: number, tolerance = 1e-9) =>
  assert.ok(a !== null && Math.abs(a - b) <= tolerance, `${a} ≠ ${b}`);

describe('screener technicals', () => {
  it('sma: the mean of the last n values, null with fewer', () => {
    near(sma([1, 2, 3, 4, 5], 3), 4);
    assert.equal(sma([1, 2], 3), null);
  });

  it('SMA position: last ÷ SMA − 1 in %', () => {
    // SMA(3) of 10, 11, 12 = 11; a last of 12.1 sits 10 % above it.
    near(percentFrom(12.1, sma([10, 11, 12], 3)), 10);
    assert.equal(percentFrom(12, null), null);
    assert.equal(percentFrom(12, 0), null);
  });

  it("rsi: Wilder's smoothing, worked by hand", () => {
    // Changes +1, +1, −1, +1 with period 2: first averages gain 1, loss 0; then (1 + 0) ÷ 2 = 0.5 and
    // (0 + 1) ÷ 2 = 0.5; then (0.5 + 1) ÷ 2 = 0.75 and (0.5 + 0) ÷ 2 = 0.25 → RS 3 → RSI 75.
    near(rsi([1, 2, 3, 2, 3], 2), 75);
    assert.equal(rsi([1, 2, 3], 14), null);
    assert.equal(rsi([5, 6, 7, 8], 3), 100);
    assert.equal(rsi([5, 5, 5, 5], 3), 50);
    // Only falls: RSI 0.
    near(rsi([9, 8, 7, 6], 3), 0);
  });

  it("atr: true range with the previous close, Wilder's smoothing, worked by hand", () => {
    const bars = [
      { high: 10, low: 8, close: 9 },
      { high: 11, low: 9, close: 10 },
      { high: 12, low: 10, close: 11.5 },
      // A gap down: |low − previous close| = 2.5 beats high − low = 2.
      { high: 11, low: 9, close: 9.5 },
    ];
    // TRs 2, 2, 2.5 → first ATR (2 + 2) ÷ 2 = 2 → (2 + 2.5) ÷ 2 = 2.25.
    near(atr(bars, 2), 2.25);
    assert.equal(atr(bars.slice(0, 2), 2), null);
  });

  it('volatility: the mean of high ÷ low − 1 in %', () => {
    near(
      volatility(
        [
          { high: 99, low: 1, close: 50 },
          { high: 11, low: 10, close: 10.5 },
          { high: 13, low: 10, close: 12 },
        ],
        2,
      ),
      20,
    );
    assert.equal(volatility([{ high: 1, low: 1, close: 1 }], 2), null);
  });

  it('beta: covariance ÷ market variance (twice the market → 2, the inverse → −1)', () => {
    const market = [0.01, -0.02, 0.03, 0];
    near(
      beta(
        market.map((r) => r * 2),
        market,
        3,
      ),
      2,
    );
    near(
      beta(
        market.map((r) => -r),
        market,
        3,
      ),
      -1,
    );
    assert.equal(beta([0.01], [0.02], 3), null);
    assert.equal(beta([0.01, 0.02, 0.03], [0, 0, 0], 3), null);
    near(returnsOf([100, 110, 99])[1] as number, -0.1);
  });

  it('smaCross: golden when the fast average climbs through the slow one within the window', () => {
    // SMA(1) is the close; SMA(3) trails it. Falling then rising: the close crosses above SMA(3) last.
    const closes = [10, 9, 8, 7, 8, 9];
    // end 5: close 8 vs SMA3(8,7,8)=7.67 above; end 4: close 7 vs SMA3 8 below → golden at the 5th close.
    assert.equal(smaCross(closes, 1, 3, 3), 'Golden cross');
    // Only the last session looked at: both spreads positive, no cross.
    assert.equal(smaCross(closes, 1, 3, 1), null);
    assert.equal(smaCross([1, 2, 3, 4, 5, 4, 3], 1, 3, 3), 'Death cross');
    assert.equal(smaCross([1, 2], 1, 3, 3), null);
  });

  it('rangeOf: highest high and lowest low of the window', () => {
    const bars = [
      { high: 20, low: 1, close: 5 },
      { high: 12, low: 8, close: 10 },
      { high: 11, low: 9, close: 10 },
    ];
    assert.deepEqual(rangeOf(bars, 2), { high: 12, low: 8 });
    assert.deepEqual(rangeOf(bars, 10), { high: 20, low: 1 });
    assert.equal(rangeOf([], 5), null);
  });
});
