import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { MINUTE_MS, sessionTimes } from '@flowdeck/market-calendar';
import { type BarColumns, BreakScan, breakLevels, findBreaks } from './breakouts.js';
import type { ScanBar } from './session-parts.js';

const FRIDAY = sessionTimes('2025-06-13');
const OPEN = FRIDAY.open;

// A regular session's first 40 minutes: up to 10.6 in the first five, a dip, a halt 09:50–09:54, then a run
// to 11.4 with a close below the pre-market low on the way.
const closes = [
  10.2,
  10.4,
  10.6,
  10.5,
  10.3,
  10.1,
  9.9,
  9.7,
  9.8,
  10.0,
  10.1,
  10.2,
  10.3,
  10.5,
  10.55,
  10.6,
  10.5,
  10.4,
  10.45,
  10.5,
  Number.NaN,
  Number.NaN,
  Number.NaN,
  Number.NaN,
  Number.NaN,
  10.7,
  10.8,
  10.9,
  11.0,
  11.1,
  11.2,
  11.3,
  11.4,
  11.35,
  11.3,
  11.25,
  11.2,
  11.1,
  11.0,
  10.9,
];
const columns: BarColumns = {
  length: closes.length,
  time: closes.map((_, i) => OPEN + i * MINUTE_MS),
  high: closes.map((c) => c + 0.05),
  low: closes.map((c) => c - 0.05),
  close: closes,
};
const bars: ScanBar[] = closes.flatMap((close, i) =>
  Number.isNaN(close)
    ? []
    : [{ time: OPEN + i * MINUTE_MS, open: close, high: close + 0.05, low: close - 0.05, close, volume: 1 }],
);
const upTo = (count: number): BarColumns => ({ ...columns, length: count });
const barsUpTo = (count: number) => bars.filter((b) => b.time < OPEN + count * MINUTE_MS);

const levels = breakLevels(
  Array.from({ length: 60 }, (_, i) => ({ high: 11 + (i % 3) * 0.1, low: 9.8 - (i % 2) * 0.1 })),
  { high: 10.65, low: 9.85 },
);

describe('BreakScan', () => {
  it('finds the breaks worked by hand', () => {
    const scan = new BreakScan(levels, OPEN, 'up');
    // Highs are closes + 0.05. The 5- and 15-minute ranges top at 10.65 (10.6 at 09:32 and 09:45); the first
    // close above them is 10.7 at 09:55 (minute 25, after the halt), which also clears the pre-market high
    // 10.65. The 30-minute range (to 09:59) tops at 11.15; 11.2 at 10:00 closes above it. The 20-day, 55-day
    // and 52-week highs are all 11.2, first topped by the 10:00 minute's high of 11.25.
    const found = scan.signals(upTo(closes.length)).map((s) => [s.type, s.level, (s.time - OPEN) / MINUTE_MS]);
    assert.deepEqual(found, [
      ['20-day', 11.2, 30],
      ['donchian-55', 11.2, 30],
      ['52-week', 11.2, 30],
      ['opening-range-5', 10.65, 25],
      ['opening-range-15', 10.65, 25],
      ['opening-range-30', 11.15, 30],
      ['pre-market', 10.65, 25],
    ]);
  });

  for (const direction of ['up', 'down'] as const)
    it(`${direction}: minute by minute, and asked again about earlier minutes, equals findBreaks over the same bars`, () => {
      const scan = new BreakScan(levels, OPEN, direction);
      for (let count = 0; count <= closes.length; count++)
        assert.deepEqual(scan.signals(upTo(count)), findBreaks(barsUpTo(count), OPEN, levels, direction), `${count}`);
      for (const count of [0, 3, 6, 16, 25, 31, closes.length])
        assert.deepEqual(
          scan.signals(upTo(count)),
          findBreaks(barsUpTo(count), OPEN, levels, direction),
          `${count} again`,
        );
      const jumped = new BreakScan(levels, OPEN, direction);
      for (const count of [7, 33, closes.length])
        assert.deepEqual(jumped.signals(upTo(count)), findBreaks(barsUpTo(count), OPEN, levels, direction), `${count}`);
    });
});
