import { buildMarkers, countEvents, darkPoolPrice, eventsByBar, markerSize, mergeNewest } from './chart-markers';
import { chartTime, toPriceBars } from './chart-series';
import { makeBars, makePrint, makeTrade } from './testing/chart-fixtures';

const bars = toPriceBars(makeBars('2026-11-20T14:30:00Z', 3, 5)); // 14:30, 14:35, 14:40 UTC
const colors = { bullish: 'green', bearish: 'red', neutral: 'grey', darkPool: 'blue' };
const options = { colors, flow: true, darkPool: true, minPremium: 50_000, minNotional: 500_000 };
const start = (value: string) => Date.parse(value);

describe('eventsByBar', () => {
  it('adds up big trades by bar and sentiment', () => {
    const groups = eventsByBar(
      [
        makeTrade('AAPL', '2026-11-20T14:31:00Z', { premium: 60_000 }),
        makeTrade('AAPL', '2026-11-20T14:34:59Z', { premium: 90_000, type: 'put', sentiment: 'bullish' }),
        makeTrade('AAPL', '2026-11-20T14:33:00Z', { premium: 70_000, sentiment: 'bearish' }),
        makeTrade('AAPL', '2026-11-20T14:41:00Z', { premium: 55_000, sentiment: 'neutral' }),
      ],
      [],
      bars,
      '5m',
    );
    expect(groups.get(start('2026-11-20T14:30:00Z'))?.flow).toEqual({
      bullish: { trades: 2, premium: 150_000, calls: 1, puts: 1 },
      bearish: { trades: 1, premium: 70_000, calls: 1, puts: 0 },
    });
    expect(groups.get(start('2026-11-20T14:40:00Z'))?.flow.neutral?.trades).toBe(1);
    expect(groups.has(start('2026-11-20T14:35:00Z'))).toBe(false);
  });

  it('places a late dark-pool print when it executed, not when it was reported', () => {
    const groups = eventsByBar(
      [],
      [
        makePrint('AAPL', '2026-11-20T14:42:00Z', {
          executedAt: '2026-11-20T14:36:00Z',
          late: true,
          price: 101,
          size: 1_000,
          notional: 101_000,
        }),
        makePrint('AAPL', '2026-11-20T14:37:00Z', { price: 103, size: 3_000, notional: 309_000 }),
      ],
      bars,
      '5m',
    );
    const darkPool = groups.get(start('2026-11-20T14:35:00Z'))?.darkPool;
    expect(darkPool).toEqual({ prints: 2, notional: 410_000, shares: 4_000 });
    expect(darkPoolPrice(darkPool!)).toBe(102.5);
  });

  it('leaves out trades with no candle to sit on', () => {
    const groups = eventsByBar(
      [makeTrade('AAPL', '2026-11-20T14:29:59Z'), makeTrade('AAPL', '2026-11-20T14:45:00Z')],
      [],
      bars,
      '5m',
    );
    expect(groups.size).toBe(0);
    expect(countEvents(groups)).toEqual({ trades: 0, prints: 0 });
  });
});

describe('buildMarkers', () => {
  const groups = eventsByBar(
    [
      makeTrade('AAPL', '2026-11-20T14:41:00Z', { premium: 450_000, sentiment: 'bearish' }),
      makeTrade('AAPL', '2026-11-20T14:31:00Z', { premium: 600_000 }),
      makeTrade('AAPL', '2026-11-20T14:32:00Z', { premium: 20_000, sentiment: 'neutral' }),
    ],
    [makePrint('AAPL', '2026-11-20T14:36:00Z', { price: 100.5, size: 10_000, notional: 1_005_000 })],
    bars,
    '5m',
  );

  it('draws bullish flow below the candle, bearish above, dark pool at its price, in time order', () => {
    const markers = buildMarkers(groups, '5m', options);
    expect(markers.map((m) => [m.time, m.position, m.shape, m.color])).toEqual([
      [chartTime(start('2026-11-20T14:30:00Z'), '5m'), 'aboveBar', 'circle', 'grey'],
      [chartTime(start('2026-11-20T14:30:00Z'), '5m'), 'belowBar', 'arrowUp', 'green'],
      [chartTime(start('2026-11-20T14:35:00Z'), '5m'), 'atPriceMiddle', 'square', 'blue'],
      [chartTime(start('2026-11-20T14:40:00Z'), '5m'), 'aboveBar', 'arrowDown', 'red'],
    ]);
    expect(markers[2]?.price).toBe(100.5);
    expect(countEvents(groups)).toEqual({ trades: 3, prints: 1 });
  });

  it('labels only the trades that stand out (ten times the threshold), and sizes markers by their money', () => {
    const markers = buildMarkers(groups, '5m', options);
    const bullish = markers.find((m) => m.shape === 'arrowUp');
    const bearish = markers.find((m) => m.shape === 'arrowDown');
    expect(bullish?.text).toBe('$600.00K');
    expect(bearish?.text).toBeUndefined();
    expect(bullish?.size).toBeGreaterThan(bearish?.size ?? Infinity);
  });

  it('draws only the kinds that are switched on', () => {
    expect(buildMarkers(groups, '5m', { ...options, flow: false }).map((m) => m.shape)).toEqual(['square']);
    expect(buildMarkers(groups, '5m', { ...options, darkPool: false }).some((m) => m.shape === 'square')).toBe(false);
    expect(buildMarkers(groups, '5m', { ...options, flow: false, darkPool: false })).toEqual([]);
  });
});

describe('markerSize', () => {
  it('grows by a step per tenfold over the threshold, within bounds', () => {
    expect(markerSize(50_000, 50_000)).toBe(1);
    expect(markerSize(10_000, 50_000)).toBe(1);
    expect(markerSize(500_000, 50_000)).toBeCloseTo(1.6);
    expect(markerSize(1e12, 50_000)).toBe(2.2);
    expect(markerSize(1e12, 50_000, 1.6)).toBe(1.6);
  });
});

describe('mergeNewest', () => {
  it('lays live items over a page, newest first, once each', () => {
    const older = makeTrade('AAPL', '2026-11-20T14:31:00Z');
    const newer = makeTrade('AAPL', '2026-11-20T14:33:00Z');
    const newest = makeTrade('AAPL', '2026-11-20T14:35:00Z');
    expect(mergeNewest([newest, newer], [newer, older]).map((t) => t.id)).toEqual([newest.id, newer.id, older.id]);
  });
});
