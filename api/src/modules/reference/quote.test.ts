import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { computeQuote, type BarLike } from './quote.js';

const bar = (date: string, close: number, volume = 1_000, high = close + 1, low = close - 1): BarLike => ({
  date,
  open: close,
  high,
  low,
  close,
  volume,
});

describe('quote from bars', () => {
  it('is null without bars', () => {
    assert.equal(computeQuote([]), null);
  });

  it('derives change, averages and the 52-week range', () => {
    const bars = [
      bar('2024-06-01', 500, 1, 900, 1), // more than a year before the last bar: outside the range
      bar('2025-06-11', 100, 1_000, 120, 95),
      bar('2025-06-12', 110, 2_000),
      bar('2025-06-13', 99, 3_000),
    ];
    const quote = computeQuote(bars);
    assert.ok(quote);
    assert.equal(quote.last, 99);
    assert.equal(quote.previousClose, 110);
    assert.equal(quote.change, -11);
    assert.equal(quote.changePercent, -10);
    assert.equal(quote.averageVolume30d, Math.round((1 + 1_000 + 2_000 + 3_000) / 4));
    assert.equal(quote.fiftyTwoWeekHigh, 120);
    assert.equal(quote.fiftyTwoWeekLow, 95);
    assert.equal(quote.asOf, '2025-06-13');
  });

  it('has no change on the first day of a series', () => {
    const quote = computeQuote([bar('2025-06-13', 10)]);
    assert.equal(quote?.previousClose, null);
    assert.equal(quote?.changePercent, null);
  });
});
