import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sessionTimes } from '@flowdeck/market-calendar';
import { type ScanBar, partSessionAt, sessionFigures } from './session-parts.js';

const FRIDAY = sessionTimes('2025-06-13');
const at = (iso: string) => Date.parse(iso);
const bar = (iso: string, open: number, high: number, low: number, close: number, volume: number): ScanBar => ({
  time: at(iso),
  open,
  high,
  low,
  close,
  volume,
});

// 04:00 = 08:00Z, 09:30 = 13:30Z, 16:00 = 20:00Z on 13 June 2025 (EDT).
const BARS: ScanBar[] = [
  bar('2025-06-13T08:00:00Z', 10, 10.2, 9.9, 10.1, 1_000),
  bar('2025-06-13T08:01:00Z', 10.1, 10.1, 10.1, 10.1, 0), // untraded pre-market minute: no price
  bar('2025-06-13T09:00:00Z', 10.1, 10.6, 10.0, 10.5, 2_000),
  bar('2025-06-13T13:30:00Z', 10.4, 10.9, 10.3, 10.8, 5_000),
  bar('2025-06-13T13:31:00Z', 10.8, 11.0, 10.7, 10.9, 0), // a quiet regular minute still prices
  bar('2025-06-13T20:00:00Z', 10.9, 11.2, 10.9, 11.1, 700),
];

describe('sessionFigures', () => {
  it('splits the bars into pre-market, regular and after-hours', () => {
    const f = sessionFigures(BARS, FRIDAY, at('2025-06-13T21:00:00Z'));
    assert.deepEqual(f.pre, { open: 10, last: 10.5, high: 10.6, low: 9.9, volume: 3_000 });
    assert.deepEqual(f.regular, { open: 10.4, last: 10.9, high: 11.0, low: 10.3, volume: 5_000 });
    assert.deepEqual(f.post, { open: 10.9, last: 11.1, high: 11.2, low: 10.9, volume: 700 });
  });

  it('counts only the minutes that have ended', () => {
    const f = sessionFigures(BARS, FRIDAY, at('2025-06-13T13:30:59Z'));
    assert.equal(f.pre.last, 10.5);
    assert.equal(f.regular.open, null);
    assert.equal(f.regular.volume, 0);
  });

  it('a session with no pre-market volume has no pre-market price', () => {
    const f = sessionFigures(
      BARS.filter((b) => b.time >= FRIDAY.open),
      FRIDAY,
      FRIDAY.postClose,
    );
    assert.deepEqual(f.pre, { open: null, last: null, high: null, low: null, volume: 0 });
  });
});

describe('partSessionAt', () => {
  it('before the open: pre-market is today, regular and after-hours the previous session', () => {
    const seven = at('2025-06-13T11:00:00Z');
    assert.deepEqual(partSessionAt('pre-market', seven, '2025-06-13'), { date: '2025-06-13', live: true });
    assert.deepEqual(partSessionAt('regular', seven, '2025-06-13'), { date: '2025-06-12', live: false });
    assert.deepEqual(partSessionAt('after-hours', seven, '2025-06-13'), { date: '2025-06-12', live: false });
  });

  it('during after-hours every part is today, only after-hours live', () => {
    const six = at('2025-06-13T22:00:00Z');
    assert.deepEqual(partSessionAt('regular', six, '2025-06-13'), { date: '2025-06-13', live: false });
    assert.deepEqual(partSessionAt('after-hours', six, '2025-06-13'), { date: '2025-06-13', live: true });
  });

  it('on Saturday every part is Friday, none live', () => {
    const saturday = at('2025-06-14T15:00:00Z');
    for (const part of ['pre-market', 'regular', 'after-hours'] as const)
      assert.deepEqual(partSessionAt(part, saturday, '2025-06-13'), { date: '2025-06-13', live: false });
  });
});
