import {
  type PriceBar,
  SESSION_BREAK_COLOR,
  applyLiveTicks,
  chartTime,
  coveredUntilMs,
  sessionVwap,
  toCandles,
  toPriceBars,
  toVolumeBars,
  toVwapLine,
} from './chart-series';
import { makeBars } from './testing/chart-fixtures';

const at = (value: string) => Date.parse(value);
const seconds = (value: string) => at(value) / 1000;

function bar(start: string, fields: Partial<PriceBar> = {}): PriceBar {
  return { start: at(start), open: 10, high: 11, low: 9, close: 10.5, volume: 100, vwap: 10, ...fields };
}

describe('bars to chart series', () => {
  it('draws intraday bars at New York wall-clock time', () => {
    const [candle] = toCandles(toPriceBars(makeBars('2026-11-20T15:35:00Z', 1, 5, 215)), '5m');
    // 15:35 UTC is 10:35 in New York; the chart's UTC axis then reads 10:35.
    expect(candle).toEqual({
      time: seconds('2026-11-20T10:35:00Z'),
      open: 215,
      high: 215.15,
      low: 214.95,
      close: 215.1,
    });
  });

  it('follows daylight saving time', () => {
    expect(chartTime(at('2026-07-01T13:30:00Z'), '1m')).toBe(seconds('2026-07-01T09:30:00Z'));
  });

  it('draws daily bars at their date', () => {
    const [candle] = toCandles(toPriceBars(makeBars('2026-11-20T00:00:00Z', 1, 24 * 60)), '1d');
    expect(candle?.time).toBe(seconds('2026-11-20T00:00:00Z'));
  });

  it('colours volume by the candle direction', () => {
    const bars = [
      bar('2026-11-20T15:00:00Z', { open: 10, close: 11 }),
      bar('2026-11-20T15:05:00Z', { open: 11, close: 10 }),
    ];
    expect(toVolumeBars(bars, '5m', { up: 'green', down: 'red' }).map((v) => [v.value, v.color])).toEqual([
      [100, 'green'],
      [100, 'red'],
    ]);
  });
});

describe('sessionVwap', () => {
  it('weights each bar price by its volume since the session began', () => {
    const bars = [
      bar('2026-11-20T14:30:00Z', { vwap: 10, volume: 100 }),
      bar('2026-11-20T14:35:00Z', { vwap: 13, volume: 200 }),
      bar('2026-11-20T14:40:00Z', { vwap: 11, volume: 100 }),
    ];
    expect(sessionVwap(bars, '5m')).toEqual([10, 12, 11.75]);
  });

  it('starts again on each New York trading day', () => {
    const bars = [
      bar('2026-11-19T20:55:00Z', { vwap: 50, volume: 100 }),
      // 04:00 ET on the 20th: a new session.
      bar('2026-11-20T09:00:00Z', { vwap: 20, volume: 100 }),
    ];
    expect(sessionVwap(bars, '5m')).toEqual([50, 20]);
  });

  it('uses the typical price for a bar without its own VWAP and carries it over bars without volume', () => {
    const bars = [
      bar('2026-11-20T14:30:00Z', { vwap: null, high: 12, low: 9, close: 12, volume: 100 }),
      bar('2026-11-20T14:35:00Z', { vwap: null, volume: 0 }),
    ];
    expect(sessionVwap(bars, '5m')).toEqual([11, 11]);
  });

  it('has nothing before volume trades, and nothing for daily bars', () => {
    expect(sessionVwap([bar('2026-11-20T14:30:00Z', { volume: 0 })], '5m')).toEqual([null]);
    expect(sessionVwap([bar('2026-11-20T00:00:00Z')], '1d')).toEqual([null]);
  });

  it('breaks the line between sessions', () => {
    const bars = [bar('2026-11-19T20:50:00Z'), bar('2026-11-19T20:55:00Z'), bar('2026-11-20T09:00:00Z')];
    const line = toVwapLine(bars, [10, 11, 20], '5m', 'gold');
    expect(line.map((p) => [p.value, p.color])).toEqual([
      [10, 'gold'],
      // The segment from the session's last point to the next session's first is not drawn.
      [11, SESSION_BREAK_COLOR],
      [20, 'gold'],
    ]);
  });

  it('leaves bars without a VWAP off the line', () => {
    const bars = [bar('2026-11-20T14:30:00Z'), bar('2026-11-20T14:35:00Z')];
    expect(toVwapLine(bars, [null, 10.123456], '5m', 'gold')).toEqual([
      { time: seconds('2026-11-20T09:35:00Z'), value: 10.1235, color: 'gold' },
    ]);
  });
});

describe('applyLiveTicks', () => {
  const bars = [bar('2026-11-20T15:20:00Z'), bar('2026-11-20T15:25:00Z', { open: 10, high: 11, low: 9, close: 10.5 })];
  const covered = coveredUntilMs('2026-11-20T15:27:40.000Z');

  it('knows the response covers whole minutes only', () => {
    expect(new Date(covered).toISOString()).toBe('2026-11-20T15:27:00.000Z');
  });

  it('moves the forming candle with each newer trade', () => {
    const live = applyLiveTicks(
      bars,
      [
        { time: at('2026-11-20T15:27:10Z'), price: 11.5 },
        { time: at('2026-11-20T15:28:00Z'), price: 10.8 },
      ],
      '5m',
      covered,
    );
    expect(live).toHaveLength(2);
    expect(live[1]).toMatchObject({ open: 10, high: 11.5, low: 9, close: 10.8, volume: 100 });
    // The fetched bars are not changed.
    expect(bars[1]?.close).toBe(10.5);
  });

  it('opens a new candle when a trade falls in the next period', () => {
    const live = applyLiveTicks(
      bars,
      [
        { time: at('2026-11-20T15:31:00Z'), price: 8.5 },
        { time: at('2026-11-20T15:30:05Z'), price: 9 },
      ],
      '5m',
      covered,
    );
    expect(live).toHaveLength(3);
    // Ticks apply in time order, whatever order they arrived in.
    expect(live[2]).toEqual({
      start: at('2026-11-20T15:30:00Z'),
      open: 9,
      high: 9,
      low: 8.5,
      close: 8.5,
      volume: 0,
      vwap: null,
    });
  });

  it('ignores trades the response already covers, and trades older than the last candle', () => {
    const stale = [
      { time: at('2026-11-20T15:26:59Z'), price: 50 },
      { time: at('2026-11-20T15:21:00Z'), price: 50 },
    ];
    expect(applyLiveTicks(bars, stale, '5m', covered)).toBe(bars);
    expect(
      applyLiveTicks(bars, [{ time: at('2026-11-20T15:21:00Z'), price: 50 }], '5m', at('2026-11-20T15:00:00Z')),
    ).toEqual(bars);
  });

  it('moves the daily candle of the session', () => {
    const daily = [bar('2026-11-20T00:00:00Z', { open: 100, high: 101, low: 99, close: 100 })];
    const live = applyLiveTicks(daily, [{ time: at('2026-11-20T19:00:00Z'), price: 103 }], '1d', covered);
    expect(live).toEqual([{ ...daily[0], high: 103, close: 103 }]);
  });

  it('starts the chart from ticks when there are no bars yet', () => {
    const live = applyLiveTicks([], [{ time: at('2026-11-20T09:01:00Z'), price: 7 }], '1m', 0);
    expect(live).toEqual([
      { start: at('2026-11-20T09:01:00Z'), open: 7, high: 7, low: 7, close: 7, volume: 0, vwap: null },
    ]);
  });
});
