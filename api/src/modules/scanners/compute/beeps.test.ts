import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { rvolSpikes, vwapCrosses } from './beeps.js';
import type { ScanBar } from './session-parts.js';

const OPEN = Date.parse('2026-11-20T14:30:00Z');
/** Flat bars (high = low = close) of equal volume at the given closes, one a minute from the open. */
const bars = (closes: number[]): ScanBar[] =>
  closes.map((close, i) => ({ time: OPEN + i * 60_000, open: close, high: close, low: close, close, volume: 1_000 }));

describe('VWAP crosses', () => {
  it('reports a cross that holds, with the VWAP as of that minute, and none in the first minutes', () => {
    // Minutes 0–5 at 10 (a dip to 9 at minute 2 is before the settle), then up to 12 and held: VWAP after
    // minute 6 = (6 × 10 + 9·0 …) — every bar has the same volume, so the VWAP is the running mean.
    const closes = [10, 10, 9, 10, 10, 9.5, 12, 12, 12, 8, 8, 8, 8];
    const crosses = vwapCrosses(bars(closes));
    const mean = (n: number) => closes.slice(0, n + 1).reduce((a, b) => a + b, 0) / (n + 1);
    assert.deepEqual(crosses, [
      { direction: 'up', time: OPEN + 6 * 60_000, price: 12, vwap: Math.round(mean(6) * 1e4) / 1e4 },
      { direction: 'down', time: OPEN + 9 * 60_000, price: 8, vwap: Math.round(mean(9) * 1e4) / 1e4 },
    ]);
  });

  it('does not beep on a price that pokes through for a minute or two', () => {
    const closes = [10, 10, 10, 10, 10, 9.9, 9.9, 10.5, 10.5, 9.8, 9.8, 9.8, 9.8];
    // Below the VWAP from minute 5; two closes above (7, 8) do not hold three minutes: no cross.
    assert.deepEqual(vwapCrosses(bars(closes)), []);
  });

  it('has nothing to say before the settle or without volume', () => {
    assert.deepEqual(vwapCrosses(bars([10, 11, 9, 12])), []);
    assert.deepEqual(vwapCrosses([]), []);
  });
});

describe('relative volume spikes', () => {
  it('beeps when the series reaches the threshold, and again only after it has cooled to two thirds of it', () => {
    assert.deepEqual(rvolSpikes([null, 1, 2.9, 3, 3.5, 2.5, 3.2, 1.9, 3, null, 4], 3), [3, 8]);
    assert.deepEqual(rvolSpikes([null, null], 3), []);
  });
});
