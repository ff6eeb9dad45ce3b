import { abbreviate, formatDate } from '@flowdeck/ui-kit';
import { MARKET_TIME_ZONE } from './market-time-zone';

/** Shown for a figure that does not apply or is not known. */
export const NO_VALUE = '–';

/** `format(value)`, or a dash for a missing figure. */
export function orDash(value: number | null | undefined, format: (value: number) => string): string {
  return value === null || value === undefined || Number.isNaN(value) ? NO_VALUE : format(value);
}

/**
 * When a quote is from: "Nov 21, 2025 close" for a session date, "Nov 21, 2025, 10:30 AM ET" for a
 * moment of the session (New York time, as every market page shows it).
 */
export function formatAsOf(value: string): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return `${formatDate(value)} close`;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  const day = date.toLocaleDateString('en-US', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: MARKET_TIME_ZONE,
  });
  const time = date.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit', timeZone: MARKET_TIME_ZONE });
  return `${day}, ${time} ET`;
}

/** Today's volume as a multiple of the 30-day average: "1.24×". */
export function formatRelativeVolume(volume: number, averageVolume: number): string {
  if (averageVolume <= 0) return NO_VALUE;
  return `${(volume / averageVolume).toFixed(2)}×`;
}

/**
 * Market capitalisation on the spec's k/m/b/t scale, one decimal always shown so a column lines up:
 * "$6.0T", "$2.9T", "$208.7B"; a dash when there is none.
 */
export function formatMarketCap(value: number | null): string {
  return orDash(value, (cap) => `$${abbreviate(cap).toUpperCase()}`);
}
