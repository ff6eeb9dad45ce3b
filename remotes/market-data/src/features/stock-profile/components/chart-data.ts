import type { CandlestickData, HistogramData, Time } from 'lightweight-charts';
import type { DailyBar } from '../../../api/get-company-profile';

/** The chart's range buttons: calendar months back from the latest bar. */
export const CHART_RANGES = [
  { id: '1M', months: 1 },
  { id: '3M', months: 3 },
  { id: '6M', months: 6 },
  { id: '1Y', months: 12 },
] as const;

export type ChartRange = (typeof CHART_RANGES)[number]['id'];
export const DEFAULT_CHART_RANGE: ChartRange = '6M';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** `YYYY-MM-DD` moved by whole calendar months; the day is clamped to the target month's length. */
export function shiftMonths(isoDate: string, months: number): string {
  const match = ISO_DATE.exec(isoDate);
  if (!match) throw new Error(`Not a calendar date: ${isoDate}`);
  const [, y, m, d] = match;
  const monthIndex = Number(y) * 12 + (Number(m) - 1) + months;
  const year = Math.floor(monthIndex / 12);
  const month = monthIndex - year * 12;
  const daysInMonth = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const day = Math.min(Number(d), daysInMonth);
  return `${String(year).padStart(4, '0')}-${String(month + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The bars of the last `range` (oldest first), counted back from the latest bar's date. */
export function barsInRange(bars: readonly DailyBar[], range: ChartRange): DailyBar[] {
  const last = bars.at(-1);
  const spec = CHART_RANGES.find((r) => r.id === range);
  if (!last || !spec) return [];
  const cutoff = shiftMonths(last.date, -spec.months);
  // Calendar dates in ISO form compare correctly as strings.
  return bars.filter((bar) => bar.date > cutoff);
}

export function toCandles(bars: readonly DailyBar[]): CandlestickData<Time>[] {
  return bars.map(({ date, open, high, low, close }) => ({ time: date, open, high, low, close }));
}

/** Volume histogram, each bar coloured by its candle's direction. */
export function toVolumeBars(bars: readonly DailyBar[], colors: { up: string; down: string }): HistogramData<Time>[] {
  return bars.map(({ date, open, close, volume }) => ({
    time: date,
    value: volume,
    color: close >= open ? colors.up : colors.down,
  }));
}

/** Percent move over the bars: from the first bar's open to the last bar's close. */
export function rangeChangePercent(bars: readonly DailyBar[]): number | null {
  const first = bars[0];
  const last = bars.at(-1);
  if (!first || !last || first.open === 0) return null;
  return ((last.close - first.open) / first.open) * 100;
}
