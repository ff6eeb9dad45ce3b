import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sessionTimes } from '@flowdeck/market-calendar';
import {
  averageCurve,
  averageDailyVolume,
  dailyVolumeRatio,
  partVolumeCurve,
  sessionMinutes,
  timeOfDayRvol,
} from './relative-volume.js';
import type { ScanBar } from './session-parts.js';

const FRIDAY = sessionTimes('2025-06-13');
const OPEN_INDEX = 330; // 09:30 is 5 h 30 min after 04:00
const bar = (index: number, volume: number): ScanBar => ({
  time: FRIDAY.preOpen + index * 60_000,
  open: 1,
  high: 1,
  low: 1,
  close: 1,
  volume,
});

describe('partVolumeCurve', () => {
  it('runs within each part and starts again at the open', () => {
    const curve = partVolumeCurve([bar(0, 100), bar(2, 50), bar(OPEN_INDEX, 1_000), bar(OPEN_INDEX + 1, 500)], FRIDAY);
    assert.equal(curve.length, sessionMinutes(FRIDAY));
    assert.equal(curve.length, 960);
    assert.equal(curve[0], 100);
    assert.equal(curve[1], 100); // no bar: carried
    assert.equal(curve[2], 150);
    assert.equal(curve[OPEN_INDEX - 1], 150);
    assert.equal(curve[OPEN_INDEX], 1_000); // the regular session counts its own volume
    assert.equal(curve[OPEN_INDEX + 1], 1_500);
  });

  it('a halt (minutes without bars) keeps the total flat', () => {
    const curve = partVolumeCurve([bar(OPEN_INDEX, 300), bar(OPEN_INDEX + 10, 200)], FRIDAY);
    for (let i = OPEN_INDEX; i < OPEN_INDEX + 10; i++) assert.equal(curve[i], 300);
    assert.equal(curve[OPEN_INDEX + 10], 500);
  });
});

describe('time-of-day RVOL', () => {
  it('today so far against the average to the same minute', () => {
    const day1 = partVolumeCurve([bar(OPEN_INDEX, 1_000)], FRIDAY);
    const day2 = partVolumeCurve([bar(OPEN_INDEX, 3_000)], FRIDAY);
    const today = partVolumeCurve([bar(OPEN_INDEX, 5_000)], FRIDAY);
    const average = averageCurve([day1, day2]);
    assert.equal(average?.[OPEN_INDEX], 2_000);
    // 5,000 ÷ 2,000
    assert.equal(timeOfDayRvol(today, average, OPEN_INDEX), 2.5);
  });

  it('no pre-market volume in the history: no ratio rather than infinity', () => {
    const history = averageCurve([partVolumeCurve([bar(OPEN_INDEX, 1_000)], FRIDAY)]);
    const today = partVolumeCurve([bar(10, 700)], FRIDAY);
    assert.equal(timeOfDayRvol(today, history, 10), null);
    assert.equal(timeOfDayRvol(today, null, 10), null);
    assert.equal(timeOfDayRvol(today, history, -1), null);
  });
});

describe('plain ratio to average daily volume', () => {
  it('volume so far ÷ the mean of the last sessions', () => {
    // mean of 2, 4, 6 (million) = 4 million; 3 million so far = 0.75
    assert.equal(averageDailyVolume([2e6, 4e6, 6e6]), 4e6);
    assert.equal(averageDailyVolume([9e9, 2e6, 4e6, 6e6], 3), 4e6);
    assert.equal(dailyVolumeRatio(3e6, 4e6), 0.75);
    assert.equal(dailyVolumeRatio(3e6, null), null);
    assert.equal(averageDailyVolume([]), null);
  });
});
