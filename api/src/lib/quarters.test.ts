import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { quarterDays, quarterOfDate, quartersEndingAt, shiftQuarter } from './quarters.js';

describe('quarters', () => {
  it('places dates, steps across years and lists a run of quarters', () => {
    assert.equal(quarterOfDate('2025-03-31'), '2025-Q1');
    assert.equal(quarterOfDate('2025-04-01'), '2025-Q2');
    assert.equal(quarterOfDate('2024-12-31'), '2024-Q4');
    assert.equal(shiftQuarter('2025-Q1', -1), '2024-Q4');
    assert.equal(shiftQuarter('2024-Q4', 1), '2025-Q1');
    assert.equal(shiftQuarter('2025-Q2', -8), '2023-Q2');
    assert.deepEqual(quartersEndingAt('2025-Q1', 3), ['2024-Q3', '2024-Q4', '2025-Q1']);
    assert.deepEqual(quarterDays('2024-Q4'), { from: '2024-10-01', to: '2024-12-31' });
    assert.throws(() => shiftQuarter('2025-Q5', 1), /not a quarter/);
  });
});
