import type { DailyBar } from '../../../api/get-company-profile';
import { barsInRange, rangeChangePercent, shiftMonths, toCandles, toVolumeBars } from './chart-data';

/** One bar per calendar day from `from` to `to` inclusive. */
function calendarBars(from: string, to: string): DailyBar[] {
  const bars: DailyBar[] = [];
  for (
    let day = new Date(`${from}T00:00:00Z`);
    day <= new Date(`${to}T00:00:00Z`);
    day.setUTCDate(day.getUTCDate() + 1)
  ) {
    bars.push({ date: day.toISOString().slice(0, 10), open: 10, high: 11, low: 9, close: 10.5, volume: 100 });
  }
  return bars;
}

describe('shiftMonths', () => {
  it('moves across year boundaries', () => {
    expect(shiftMonths('2025-01-15', -1)).toBe('2024-12-15');
    expect(shiftMonths('2025-12-31', -12)).toBe('2024-12-31');
  });

  it('clamps the day to the target month', () => {
    expect(shiftMonths('2025-03-31', -1)).toBe('2025-02-28');
    expect(shiftMonths('2024-03-31', -1)).toBe('2024-02-29');
  });
});

describe('barsInRange', () => {
  const year = calendarBars('2024-12-01', '2025-12-31');

  it.each([
    ['1M', 31],
    ['3M', 92],
    ['6M', 184],
    ['1Y', 365],
  ] as const)('%s keeps the bars after the same date that many months before the last bar', (range, count) => {
    const bars = barsInRange(year, range);
    expect(bars).toHaveLength(count);
    expect(bars.at(-1)?.date).toBe('2025-12-31');
  });

  it('counts trading sessions when the bars skip weekends', () => {
    const weekdays = calendarBars('2025-09-01', '2025-11-28').filter((bar) => {
      const day = new Date(`${bar.date}T00:00:00Z`).getUTCDay();
      return day !== 0 && day !== 6;
    });
    // 2025-10-28 (exclusive) to 2025-11-28: 23 weekdays.
    expect(barsInRange(weekdays, '1M')).toHaveLength(23);
    expect(barsInRange(weekdays, '1M')[0]?.date).toBe('2025-10-29');
  });

  it('returns everything there is when the history is shorter than the range', () => {
    expect(barsInRange(calendarBars('2025-12-01', '2025-12-10'), '1Y')).toHaveLength(10);
    expect(barsInRange([], '1M')).toEqual([]);
  });
});

describe('series conversion', () => {
  const bars: DailyBar[] = [
    { date: '2025-11-20', open: 10, high: 12, low: 9, close: 11, volume: 500 },
    { date: '2025-11-21', open: 11, high: 11.5, low: 10, close: 10.2, volume: 700 },
  ];

  it('turns bars into candles keyed by calendar date', () => {
    expect(toCandles(bars)).toEqual([
      { time: '2025-11-20', open: 10, high: 12, low: 9, close: 11 },
      { time: '2025-11-21', open: 11, high: 11.5, low: 10, close: 10.2 },
    ]);
  });

  it('colours volume by the candle direction', () => {
    expect(toVolumeBars(bars, { up: 'green', down: 'red' })).toEqual([
      { time: '2025-11-20', value: 500, color: 'green' },
      { time: '2025-11-21', value: 700, color: 'red' },
    ]);
  });

  it('measures the move from the first open to the last close', () => {
    expect(rangeChangePercent(bars)).toBeCloseTo(2);
    expect(rangeChangePercent([])).toBeNull();
  });
});
