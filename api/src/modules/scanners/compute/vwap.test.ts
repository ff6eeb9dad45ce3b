import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { ScanBar } from './session-parts.js';
import { typicalPrice, vwapCurve, vwapFigures } from './vwap.js';

const bar = (time: number, high: number, low: number, close: number, volume: number): ScanBar => ({
  time,
  open: close,
  high,
  low,
  close,
  volume,
});

describe('VWAP with σ bands', () => {
  it('typical price is (H + L + C) / 3', () => {
    assert.equal(typicalPrice({ high: 12, low: 9, close: 9 }), 10);
  });

  it('weights typical prices by volume; σ from the weighted variance', () => {
    // Typical prices 10 (×100) and 13 (×200): VWAP = (1,000 + 2,600) / 300 = 12.
    // Variance = (100·(10−12)² + 200·(13−12)²) / 300 = (400 + 200) / 300 = 2, σ = √2.
    const bars = [bar(1, 11, 9, 10, 100), bar(2, 14, 12, 13, 200)];
    const curve = vwapCurve(bars);
    assert.equal(curve.length, 2);
    assert.equal(curve[0]?.vwap, 10);
    assert.equal(curve[0]?.sigma, 0);
    assert.ok(Math.abs((curve[1]?.vwap ?? 0) - 12) < 1e-12);
    assert.ok(Math.abs((curve[1]?.sigma ?? 0) - Math.SQRT2) < 1e-9);
    // Last 14.5: +20.8333 % above VWAP, (14.5 − 12) / √2 = 1.77 σ.
    assert.deepEqual(vwapFigures(bars, 14.5), {
      vwap: 12,
      sigma: 1.4142,
      deviationPercent: 20.8333,
      deviationSigma: 1.77,
    });
  });

  it('a halted minute (no volume) leaves VWAP where it was; no volume at all has no VWAP', () => {
    const bars = [bar(1, 11, 9, 10, 100), bar(2, 50, 40, 45, 0)];
    assert.equal(vwapCurve(bars).length, 1);
    assert.equal(vwapFigures(bars, 10)?.deviationSigma, null);
    assert.equal(vwapFigures([bar(1, 11, 9, 10, 0)], 10), null);
  });
});
