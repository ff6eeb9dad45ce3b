/** Calendar days in the year used for time to expiry and for theta per day. */
export const DAYS_PER_YEAR = 365;
export const MS_PER_DAY = 86_400_000;

/**
 * A date as a `Date` or an ISO string. A date-only string (`2026-12-18`) is read as UTC midnight,
 * as `Date` does, so two date-only strings are always a whole number of days apart.
 */
export type DateInput = Date | string;

export function toDate(value: DateInput): Date {
  return value instanceof Date ? value : new Date(value);
}

/** Calendar days from `from` to `to` (fractional when the dates carry times; negative when `to` is earlier). */
export function daysBetween(from: DateInput, to: DateInput): number {
  return (toDate(to).getTime() - toDate(from).getTime()) / MS_PER_DAY;
}

/**
 * Time to expiry in years, calendar days / 365, never negative (an expired option has no time left).
 * NaN when either date is invalid, so callers can tell bad input from an expired option.
 */
export function yearsBetween(from: DateInput, to: DateInput): number {
  const days = daysBetween(from, to);
  if (Number.isNaN(days)) return Number.NaN;
  return Math.max(0, days) / DAYS_PER_YEAR;
}
