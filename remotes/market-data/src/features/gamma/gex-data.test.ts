import {
  ALL_EXPIRIES,
  ZERO_DTE,
  defaultStrikeRange,
  expiryFromParams,
  gammaRegime,
  gexLevels,
  heatmapRows,
  levelsInDomain,
  nearestStrike,
  niceTicks,
  stackLevelLabels,
  strikeChartRows,
  strikeDomain,
  strikesInRange,
  symbolFromParams,
  zeroCrossingOffset,
} from './gex-data';
import { formatMarketTime, formatStrike } from './gex-format';

const row = (strike: number, net = 0) => ({ strike, call: Math.max(net, 0), put: Math.min(net, 0), net });

describe('URL parameters', () => {
  it('defaults to SPY and every expiry', () => {
    const params = new URLSearchParams();
    expect(symbolFromParams(params)).toBe('SPY');
    expect(expiryFromParams(params)).toBe(ALL_EXPIRIES);
  });

  it('reads a ticker in any case, 0DTE and a date, and ignores anything else', () => {
    expect(symbolFromParams(new URLSearchParams('symbol=%20qqq'))).toBe('QQQ');
    expect(expiryFromParams(new URLSearchParams('expiry=0DTE'))).toBe(ZERO_DTE);
    expect(expiryFromParams(new URLSearchParams('expiry=2026-12-18'))).toBe('2026-12-18');
    expect(expiryFromParams(new URLSearchParams('expiry=next-friday'))).toBe(ALL_EXPIRIES);
  });
});

describe('strike window', () => {
  const dollarStrikes = Array.from({ length: 61 }, (_, i) => row(670 + i));
  const fiveDollarStrikes = Array.from({ length: 13 }, (_, i) => row(185 + i * 5));

  it('keeps strikes within the percentage of spot', () => {
    expect(strikesInRange(dollarStrikes, 700, 1).map((r) => r.strike)).toEqual([
      693, 694, 695, 696, 697, 698, 699, 700, 701, 702, 703, 704, 705, 706, 707,
    ]);
  });

  it('opens on the narrowest window that still shows a dozen strikes', () => {
    expect(defaultStrikeRange(dollarStrikes, 700)).toBe(5);
    // ±5 % of 215 holds 5 strikes and ±10 % holds 9: only the full window has enough.
    expect(defaultStrikeRange(fiveDollarStrikes, 215)).toBe(15);
    expect(defaultStrikeRange([], 215)).toBe(15);
  });

  it('pads the axis by one strike step so edge bars are whole', () => {
    expect(strikeDomain([690, 691, 692, 695])).toEqual([689, 696]);
    expect(strikeDomain([100])).toEqual([99, 101]);
    expect(strikeDomain([])).toEqual([0, 1]);
  });

  it('splits net GEX by sign for two-coloured bars', () => {
    expect(strikeChartRows([row(1, 5), row(2, -3), row(3, 0)])).toEqual([
      expect.objectContaining({ strike: 1, netPositive: 5, netNegative: 0 }),
      expect.objectContaining({ strike: 2, netPositive: 0, netNegative: -3 }),
      expect.objectContaining({ strike: 3, netPositive: 0, netNegative: 0 }),
    ]);
  });
});

describe('levels', () => {
  const data = { spot: 689.69, callWall: 695, putWall: 689, zeroGamma: 692.87 };

  it('marks spot, both walls and zero gamma, leaving out what the API did not find', () => {
    expect(gexLevels(data).map((l) => `${l.label} ${l.value}`)).toEqual([
      'Spot 689.69',
      'Call wall 695',
      'Put wall 689',
      'Zero gamma 692.87',
    ]);
    expect(gexLevels({ ...data, zeroGamma: null, callWall: null }).map((l) => l.id)).toEqual(['spot', 'putWall']);
  });

  it('draws only levels inside the zoomed strikes', () => {
    expect(levelsInDomain(gexLevels(data), [690, 700]).map((l) => l.id)).toEqual(['callWall', 'zeroGamma']);
  });

  it('stacks labels that would overlap and keeps distant ones on the first row', () => {
    const rows = stackLevelLabels(gexLevels(data), [655, 725], 0.12);
    // Within 0.12 of the axis of one another: each level takes its own row, in strike order.
    expect(rows).toEqual({ putWall: 0, spot: 1, zeroGamma: 2, callWall: 3 });
    // A wider gap frees the first row again once the put wall's label is far enough behind.
    expect(stackLevelLabels(gexLevels(data), [655, 725], 0.05)).toEqual({
      putWall: 0,
      spot: 1,
      zeroGamma: 0,
      callWall: 1,
    });
    const apart = stackLevelLabels(
      gexLevels({ spot: 100, callWall: 120, putWall: 80, zeroGamma: null }),
      [70, 130],
      0.12,
    );
    expect(apart).toEqual({ putWall: 0, spot: 0, callWall: 0 });
  });

  it('calls the regime from spot against zero gamma, or the sign of net GEX without one', () => {
    expect(gammaRegime(689.69, 692.87, -1)).toBe('short');
    expect(gammaRegime(700, 692.87, -1)).toBe('long');
    expect(gammaRegime(700, null, -1)).toBe('short');
    expect(gammaRegime(700, null, 5)).toBe('long');
  });
});

describe('profile fill', () => {
  it('splits the colour where the curve crosses zero', () => {
    expect(zeroCrossingOffset([-1, 3])).toBe(0.75);
    expect(zeroCrossingOffset([1, 3])).toBe(1);
    expect(zeroCrossingOffset([-1, -3])).toBe(0);
    expect(zeroCrossingOffset([])).toBe(1);
  });
});

describe('heatmap rows', () => {
  const heatmap = {
    strikes: [90, 95, 100, 105, 110],
    expiries: ['a', 'b'],
    values: [
      [1, 2],
      [3, 4],
      [5, 6],
      [7, 8],
      [9, 10],
    ],
  };

  it('lists strikes in the window highest first, each with its expiry values', () => {
    expect(heatmapRows(heatmap, 100, 5)).toEqual([
      { strike: 105, values: [7, 8] },
      { strike: 100, values: [5, 6] },
      { strike: 95, values: [3, 4] },
    ]);
  });

  it('finds the strike nearest spot', () => {
    expect(nearestStrike([90, 95, 100], 96.9)).toBe(95);
    expect(nearestStrike([], 96.9)).toBeNull();
  });
});

describe('formats', () => {
  it('prints whole strikes without decimals and levels with two', () => {
    expect(formatStrike(695)).toBe('695');
    expect(formatStrike(6920)).toBe('6,920');
    expect(formatStrike(692.87)).toBe('692.87');
  });

  it('tells the time on the New York clock', () => {
    expect(formatMarketTime('2026-11-20T15:31:07.000Z')).toBe('10:31:07 AM ET');
  });
});

describe('axis ticks', () => {
  it('puts ticks on round strikes, no more than asked', () => {
    expect(niceTicks([654, 726], 8)).toEqual([660, 670, 680, 690, 700, 710, 720]);
    expect(niceTicks([654, 726], 4)).toEqual([660, 680, 700, 720]);
    expect(niceTicks([172.3, 258.6], 6)).toEqual([180, 200, 220, 240]);
    expect(niceTicks([14, 16], 5)).toEqual([14, 14.5, 15, 15.5, 16]);
    expect(niceTicks([5, 5], 5)).toEqual([]);
  });
});
