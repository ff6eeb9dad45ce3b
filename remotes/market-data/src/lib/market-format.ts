import { abbreviate, formatPercent, formatThousands } from '@flowdeck/ui-kit';
import { NO_VALUE } from '../format';
import { MARKET_TIME_ZONE } from '../market-time-zone';

/**
 * Number and time formats of the Darkpool and Snapshot pages. Both pages read them from here so a
 * print or a level looks the same wherever it appears; dollar amounts are ui-kit's `formatUsd`.
 */

const CLOCK = new Intl.DateTimeFormat('en-US', {
  timeZone: MARKET_TIME_ZONE,
  hourCycle: 'h23',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});
const CLOCK_SHORT = new Intl.DateTimeFormat('en-US', {
  timeZone: MARKET_TIME_ZONE,
  hourCycle: 'h23',
  hour: '2-digit',
  minute: '2-digit',
});
const DAY_AND_CLOCK = new Intl.DateTimeFormat('en-US', {
  timeZone: MARKET_TIME_ZONE,
  hourCycle: 'h23',
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
const SESSION_DATE = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});

function validDate(iso: string): Date | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "10:30:42": the market-clock time of an instant (24-hour, as trading tapes show it). */
export function formatClock(iso: string): string {
  const date = validDate(iso);
  return date ? CLOCK.format(date) : NO_VALUE;
}

/** "10:30". */
export function formatClockShort(iso: string): string {
  const date = validDate(iso);
  return date ? CLOCK_SHORT.format(date) : NO_VALUE;
}

/** "Nov 20, 14:05 ET": when a headline was published (market clock). */
export function formatDayClock(iso: string): string {
  const date = validDate(iso);
  return date ? `${DAY_AND_CLOCK.format(date)} ET` : NO_VALUE;
}

/** "10:30:42 ET": when figures were computed. */
export function formatAsOfClock(iso: string): string {
  return `${formatClock(iso)} ET`;
}

/** A session date (YYYY-MM-DD) as "Fri, Nov 20, 2026". */
export function formatSessionDate(session: string): string {
  const date = validDate(`${session}T12:00:00Z`);
  return date ? SESSION_DATE.format(date) : session;
}

/** Share or contract counts in short form: 1_250_000 → "1.3m". */
export function formatCount(value: number): string {
  return abbreviate(value);
}

/** An exact count with separators: 12500 → "12,500". */
export function formatWhole(value: number): string {
  return formatThousands(value);
}

/**
 * A print price: cents as usual, sub-penny prints (a dark-pool trait worth seeing) to four places:
 * 87.64 → "87.64", 703.1046 → "703.1046", 12.5 → "12.50".
 */
export function formatPrintPrice(value: number): string {
  const cents = value * 100;
  const subPenny = Math.abs(cents - Math.round(cents)) > 1e-6;
  if (!subPenny) return formatThousands(value, 2);
  return formatThousands(value, 4).replace(/0{1,2}$/, '');
}

/** A level or strike: whole prices without decimals ("695"), others with two ("692.98"). */
export function formatLevelPrice(value: number): string {
  return Number.isInteger(value) ? formatThousands(value) : formatThousands(value, 2);
}

/** A ratio such as put/call: "0.73"; a dash when there is none. */
export function formatRatio(value: number | null): string {
  return value === null || !Number.isFinite(value) ? NO_VALUE : value.toFixed(2);
}

/** A share of a whole as an unsigned percentage: 0.234 → "23.4%". */
export function formatShare(fraction: number): string {
  return `${(fraction * 100).toFixed(1)}%`;
}

/** How far a price sits from a reference: "+0.74%"; empty without a reference. */
export function formatDistance(price: number, reference: number): string {
  return reference > 0 ? formatPercent(((price - reference) / reference) * 100) : '';
}

/** "12m", "2h 05m", "45s": how long after execution a late print was reported. */
export function formatDelay(ms: number): string {
  const seconds = Math.max(0, Math.round(ms / 1000));
  if (seconds < 60) return `${seconds}s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes}m`;
  return `${Math.floor(minutes / 60)}h ${String(minutes % 60).padStart(2, '0')}m`;
}
