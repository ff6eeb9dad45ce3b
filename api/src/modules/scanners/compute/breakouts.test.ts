import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { breakLevels, findBreaks, volumeConfirmed } from './breakouts.js';
import type { ScanBar } from './session-parts.js';

const OPEN = Date.parse('2025-06-13T13:30:00Z');
const minute = (i: number) => OPEN + i * 60_000;
const bar = (i: number, high: number, low: number, close: number, volume = 1_000): ScanBar => ({
  time: minute(i),
  open: close,
  high,
  low,
  close,
  volume,
});

/** 20 sessions: highs 10…29, lows 5…24; today's pre-market 30.5 / 29.5. */
const HISTORY = Array.from({ length: 20 }, (_, i) => ({ high: 10 + i, low: 5 + i }));

describe('breakLevels', () => {
  it('20-day needs 20 sessions; 52-week takes what there is', () => {
    const levels = breakLevels(HISTORY, { high: 30.5, low: 29.5 });
    assert.deepEqual(levels, {
      high20: 29,
      low20: 5,
      high52: 29,
      low52: 5,
      sessions52: 20,
      preMarketHigh: 30.5,
      preMarketLow: 29.5,
    });
    const short = breakLevels(HISTORY.slice(1), { high: null, low: null });
    assert.equal(short.high20, null);
    assert.equal(short.high52, 29);
    assert.equal(short.preMarketHigh, null);
  });
});

describe('findBreaks', () => {
  const levels = breakLevels(HISTORY, { high: 30.5, low: 29.5 });
  // Opening range (5 min): high 30, low 29.0. Minute 1's high of 29.4 is a new 20-day high (above 29).
  // Minute 6 closes at 30.2: above the 5-minute range's 30. Minute 8 closes 30.6: above the pre-market high 30.5.
  const bars = [
    bar(0, 29.0, 29.2, 29.0),
    bar(1, 29.4, 29.2, 29.3),
    bar(2, 29.8, 29.3, 29.6),
    bar(3, 30.0, 29.5, 29.9),
    bar(4, 29.9, 29.6, 29.7),
    bar(5, 30.0, 29.7, 29.95),
    bar(6, 30.3, 29.9, 30.2),
    bar(7, 30.4, 30.1, 30.3),
    bar(8, 30.7, 30.3, 30.6),
  ];

  it('finds each upward break once, at its first minute', () => {
    const breaks = findBreaks(bars, OPEN, levels, 'up');
    assert.deepEqual(
      breaks.map((b) => [b.type, b.level, (b.time - OPEN) / 60_000, b.price]),
      [
        ['20-day', 29, 1, 29.3],
        ['52-week', 29, 1, 29.3],
        ['opening-range-5', 30, 6, 30.2],
        ['pre-market', 30.5, 8, 30.6],
      ],
    );
  });

  it('the 15- and 30-minute ranges are not broken before they are complete', () => {
    assert.ok(findBreaks(bars, OPEN, levels, 'up').every((b) => b.type !== 'opening-range-15'));
  });

  it('downward: a close under the pre-market low', () => {
    // Pre-market low 29.5: minute 0 closes at 29.0 under it; nothing reaches the 20-day low of 5.
    const breaks = findBreaks(bars, OPEN, levels, 'down');
    assert.deepEqual(
      breaks.map((b) => [b.type, (b.time - OPEN) / 60_000]),
      [['pre-market', 0]],
    );
  });

  it('a session with no pre-market volume has no pre-market level to break', () => {
    const quiet = breakLevels(HISTORY, { high: null, low: null });
    assert.ok(findBreaks(bars, OPEN, quiet, 'up').every((b) => b.type !== 'pre-market'));
  });
});

describe('volumeConfirmed', () => {
  it('needs relative volume at or above the threshold', () => {
    assert.equal(volumeConfirmed(1.5, 1.5), true);
    assert.equal(volumeConfirmed(1.49, 1.5), false);
    assert.equal(volumeConfirmed(null, 1.5), false);
  });
});
