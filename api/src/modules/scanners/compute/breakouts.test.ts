import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { adjustedRanges, breakLevels, findBreaks, splitDivisor, volumeConfirmed } from './breakouts.js';
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
      high55: null,
      low55: null,
      high52: 29,
      low52: 5,
      sessions52: 20,
      highAll: null,
      lowAll: null,
      preMarketHigh: 30.5,
      preMarketLow: 29.5,
    });
    const short = breakLevels(HISTORY.slice(1), { high: null, low: null });
    assert.equal(short.high20, null);
    assert.equal(short.high52, 29);
    assert.equal(short.preMarketHigh, null);
  });
});

describe('55-day, all-time and splits', () => {
  /** 300 sessions: highs 100…399 climbing, except session 10's spike to 1,000; lows 50 below the highs. */
  const LONG = Array.from({ length: 300 }, (_, i) => ({ high: i === 10 ? 1_000 : 100 + i, low: 50 + i }));

  it('the Donchian channel takes the last 55 sessions, and only when there are 55', () => {
    const levels = breakLevels(LONG, { high: null, low: null });
    // Sessions 245…299: highs 345…399, lows 295…349.
    assert.deepEqual([levels.high55, levels.low55], [399, 295]);
    assert.deepEqual([levels.high20, levels.low20], [399, 330]);
    assert.deepEqual([levels.high52, levels.low52, levels.sessions52], [399, 98, 252]);
    const short = breakLevels(LONG.slice(-54), { high: null, low: null });
    assert.deepEqual([short.high55, short.low55], [null, null]);
  });

  it('all-time levels come from the whole history, and only when it is longer than 52 weeks', () => {
    const all = { high: 1_000, low: 50, since: '2024-01-02', sessions: 300 };
    const levels = breakLevels(LONG, { high: null, low: null }, all);
    assert.deepEqual([levels.highAll, levels.lowAll], [1_000, 50]);
    const year = breakLevels(LONG.slice(-252), { high: null, low: null }, { ...all, sessions: 252 });
    assert.deepEqual([year.highAll, year.lowAll], [null, null]);
  });

  it('a bar before a split is read in today’s shares: divided by the splits since it, up to the session', () => {
    const splits = [
      { exDate: '2025-03-10', factor: 4 },
      { exDate: '2025-06-02', factor: 1.5 },
      // After the session: not applied yet.
      { exDate: '2025-07-01', factor: 10 },
    ];
    assert.equal(splitDivisor(splits, '2025-03-07', '2025-06-13'), 6);
    assert.equal(splitDivisor(splits, '2025-03-10', '2025-06-13'), 1.5);
    assert.equal(splitDivisor(splits, '2025-06-02', '2025-06-13'), 1);
    assert.deepEqual(
      adjustedRanges(
        [
          { date: '2025-03-07', high: 600, low: 540 },
          { date: '2025-03-10', high: 153, low: 147 },
          { date: '2025-06-12', high: 101, low: 99 },
        ],
        splits,
        '2025-06-13',
      ),
      [
        { high: 100, low: 90 },
        { high: 102, low: 98 },
        { high: 101, low: 99 },
      ],
    );
  });

  it('breaks the channel and the all-time high at their first minute', () => {
    const levels = breakLevels(
      LONG,
      { high: null, low: null },
      {
        high: 400.5,
        low: 50,
        since: '2024-01-02',
        sessions: 300,
      },
    );
    const up = findBreaks(
      [bar(0, 399.5, 398, 399), bar(1, 400.2, 399, 400), bar(2, 401, 400, 400.8)],
      OPEN,
      levels,
      'up',
    );
    assert.deepEqual(
      up
        .filter((b) => b.type === 'donchian-55' || b.type === 'all-time')
        .map((b) => [b.type, b.level, (b.time - OPEN) / 60_000]),
      [
        ['donchian-55', 399, 0],
        ['all-time', 400.5, 2],
      ],
    );
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
