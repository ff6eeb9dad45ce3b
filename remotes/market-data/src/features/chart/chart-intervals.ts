import type { BarInterval } from '@flowdeck/api-types';
import { MINUTE_MS, newYorkDate, regularOpenMs } from './market-time';

/** The chart keeps its interval in the URL beside the ticker: `/chart?symbol=AAPL&interval=5m`. */
export const INTERVAL_PARAM = 'interval';

export interface ChartInterval {
  id: BarInterval;
  /** The button's text. */
  label: string;
  /** What a screen reader and the legend call one bar. */
  description: string;
  /** Minutes per bar; null for daily bars. */
  minutes: number | null;
  /** Sessions of intraday bars to ask for (`days`); null lets the API choose (a year of daily bars). */
  sessions: number | null;
  /** How often the bars are fetched again while the page is open (the socket moves the last candle between). */
  refetchMs: number;
}

export const CHART_INTERVALS: readonly ChartInterval[] = [
  { id: '1m', label: '1m', description: '1-minute', minutes: 1, sessions: 1, refetchMs: 15_000 },
  { id: '5m', label: '5m', description: '5-minute', minutes: 5, sessions: 2, refetchMs: 15_000 },
  { id: '15m', label: '15m', description: '15-minute', minutes: 15, sessions: 5, refetchMs: 30_000 },
  { id: '1h', label: '1h', description: '1-hour', minutes: 60, sessions: 5, refetchMs: 60_000 },
  { id: '1d', label: '1D', description: 'daily', minutes: null, sessions: null, refetchMs: 60_000 },
];

export const DEFAULT_INTERVAL: BarInterval = '5m';
export const DAILY_INTERVAL: BarInterval = '1d';

export function chartInterval(id: BarInterval): ChartInterval {
  const found = CHART_INTERVALS.find((i) => i.id === id);
  if (!found) throw new Error(`Unknown interval ${id}`);
  return found;
}

/**
 * The interval in the URL. `1D` is read as daily (the button's label); anything else unknown falls back
 * to the default rather than failing, since the URL is typed by people. Minutes stay lower case:
 * `1M` would read as a month.
 */
export function parseInterval(raw: string | null): BarInterval {
  const value = raw?.trim();
  if (!value) return DEFAULT_INTERVAL;
  if (value.toLowerCase() === DAILY_INTERVAL) return DAILY_INTERVAL;
  return CHART_INTERVALS.find((i) => i.id === value)?.id ?? DEFAULT_INTERVAL;
}

export function isIntraday(interval: BarInterval): boolean {
  return interval !== DAILY_INTERVAL;
}

/**
 * What the chart can draw: the requested interval, or daily bars when the ticker has no intraday bars
 * (`intraday: false`). `intradayAvailable` is undefined until the API has said.
 */
export function effectiveInterval(requested: BarInterval, intradayAvailable: boolean | undefined): BarInterval {
  return isIntraday(requested) && intradayAvailable === false ? DAILY_INTERVAL : requested;
}

/**
 * Start of the bar that holds an instant: intraday bars are aligned on the 09:30 New York open (as the
 * API aggregates them: 09:30, 09:35 … and 10:30 for hours, extended hours on the same grid); a daily bar
 * is its New York date at 00:00 UTC, as the API stamps it.
 */
export function barStartMs(utcMs: number, interval: BarInterval): number {
  const { minutes } = chartInterval(interval);
  if (minutes === null) return Date.parse(`${newYorkDate(utcMs)}T00:00:00Z`);
  const open = regularOpenMs(utcMs);
  const step = minutes * MINUTE_MS;
  return open + Math.floor((utcMs - open) / step) * step;
}
