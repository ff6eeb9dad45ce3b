import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { IV_HISTORY_MIN_SESSIONS, ivPercentile, ivRank } from './implied-volatility.js';

// Four past sessions, worked by hand: lowest 20 %, highest 40 %.
const PAST = [0.2, 0.3, 0.4, 0.25];

function near(actual: number | null, expected: number) {
  assert.ok(actual !== null && Math.abs(actual - expected) < 1e-9, `${actual} is not ${expected}`);
}

describe('IV rank and IV percentile', () => {
  it('places today in the range and among the days: 35 % is 75 % of the way up, above 3 of 4 days', () => {
    // (0.35 − 0.20) ÷ (0.40 − 0.20) = 0.75; below 0.35: 0.20, 0.30, 0.25.
    near(ivRank(PAST, 0.35, 4), 75);
    assert.equal(ivPercentile(PAST, 0.35, 4), 75);
    // 0.30 is half-way; only 0.20 and 0.25 are below it (a day equal to today is not below).
    near(ivRank(PAST, 0.3, 4), 50);
    assert.equal(ivPercentile(PAST, 0.3, 4), 50);
  });

  it('reads 100 above the year and 0 below it: today widens the range it is placed in', () => {
    assert.equal(ivRank(PAST, 0.5, 4), 100);
    assert.equal(ivPercentile(PAST, 0.5, 4), 100);
    assert.equal(ivRank(PAST, 0.1, 4), 0);
    assert.equal(ivPercentile(PAST, 0.1, 4), 0);
  });

  it('has no rank when the IV never moved, and neither reading with less than half a year of history', () => {
    assert.equal(ivRank([0.3, 0.3, 0.3, 0.3], 0.3, 4), null);
    assert.equal(ivPercentile([0.3, 0.3, 0.3, 0.3], 0.3, 4), 0);
    const short = Array.from({ length: IV_HISTORY_MIN_SESSIONS - 1 }, (_, i) => 0.2 + i / 1000);
    assert.equal(ivRank(short, 0.3), null);
    assert.equal(ivPercentile(short, 0.3), null);
    assert.equal(ivRank([...short, 0.2], 0.4), 100);
  });
});
