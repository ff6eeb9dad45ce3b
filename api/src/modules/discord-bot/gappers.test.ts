import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { SessionQuote } from '../../market/source.js';
import { sessionTimes } from '@flowdeck/market-calendar';
import { GAPPERS_DELAY_MS, GAPPERS_WINDOW_MS, gappersDue, rankGappers } from './gappers.js';

const quote = (symbol: string, prevClose: number, open: number | null, last = open ?? prevClose): SessionQuote => ({
  symbol,
  prevClose,
  open,
  last,
  high: null,
  low: null,
  volume: 0,
});

const instruments = ['AAA', 'BBB', 'CCC', 'DDD', 'EEE', 'FFF', 'SPX'].map((symbol) => ({
  symbol,
  name: `${symbol} Inc.`,
  assetType: symbol === 'SPX' ? ('index' as const) : symbol === 'FFF' ? ('etf' as const) : ('stock' as const),
}));

describe('gappers', () => {
  it('ranks the open against the previous close, biggest first each way, stocks and ETFs only', () => {
    const gappers = rankGappers(
      [
        quote('AAA', 100, 110, 90),
        quote('BBB', 50, 52),
        quote('CCC', 20, 18),
        quote('DDD', 10, null),
        quote('EEE', 0, 5),
        quote('FFF', 40, 46),
        quote('SPX', 5_000, 5_500),
        quote('ZZZ', 10, 20),
      ],
      instruments,
      '2025-06-13',
      1,
      2,
    );
    assert.deepEqual(
      gappers.up.map((g) => [g.symbol, g.gapPercent]),
      [
        ['FFF', 15],
        ['AAA', 10],
      ],
      'the gap is the open, not the last price; indices, unknown symbols, no open or no close are left out',
    );
    assert.deepEqual(
      gappers.down.map((g) => [g.symbol, g.gapPercent, g.last]),
      [['CCC', -10, 18]],
    );
    assert.equal(gappers.up[1]?.name, 'AAA Inc.');
  });

  it('are due shortly after the open, inside the window, or on the first tick past it with a fast clock', () => {
    const { open, close } = sessionTimes('2025-06-13');
    assert.equal(gappersDue('2025-06-13', open, null), false);
    assert.equal(gappersDue('2025-06-13', open + GAPPERS_DELAY_MS - 1, null), false);
    assert.equal(gappersDue('2025-06-13', open + GAPPERS_DELAY_MS, null), true);
    assert.equal(gappersDue('2025-06-13', open + GAPPERS_WINDOW_MS - 1, open + GAPPERS_WINDOW_MS - 2), true);
    assert.equal(gappersDue('2025-06-13', open + GAPPERS_WINDOW_MS, open + 30 * GAPPERS_DELAY_MS), false);
    assert.equal(gappersDue('2025-06-13', open + 2 * GAPPERS_WINDOW_MS, null), false, 'a process started mid-session');
    assert.equal(
      gappersDue('2025-06-13', open + 2 * GAPPERS_WINDOW_MS, open - 1),
      true,
      'a tick that jumped the window',
    );
    assert.equal(gappersDue('2025-06-13', close, open - 1), false, 'not after the close');
  });
});
