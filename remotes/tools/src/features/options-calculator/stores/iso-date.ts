import { MS_PER_DAY } from '@flowdeck/options-math';

/** Calendar dates travel as `YYYY-MM-DD` strings: what a date input holds and what the maths reads as UTC midnight. */
export type IsoDate = string;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const FRIDAY = 5;

export function isIsoDate(value: string): boolean {
  return ISO_DATE.test(value) && !Number.isNaN(Date.parse(value));
}

/** The user's local calendar date: an option listed as expiring "today" must not read as yesterday in UTC. */
export function todayIso(now: Date = new Date()): IsoDate {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}

export function addDays(date: IsoDate, days: number): IsoDate {
  return new Date(Date.parse(date) + days * MS_PER_DAY).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to`. */
export function diffDays(from: IsoDate, to: IsoDate): number {
  return Math.round((Date.parse(to) - Date.parse(from)) / MS_PER_DAY);
}

/** Listed equity options expire on Fridays: the first one on or after `date`. */
export function fridayOnOrAfter(date: IsoDate): IsoDate {
  const weekday = new Date(Date.parse(date)).getUTCDay();
  return addDays(date, (FRIDAY - weekday + 7) % 7);
}

/** The standard monthly expiry (third Friday) on or after `date`. */
export function monthlyExpiryOnOrAfter(date: IsoDate): IsoDate {
  const thirdFriday = (year: number, month: number) =>
    addDays(fridayOnOrAfter(new Date(Date.UTC(year, month, 1)).toISOString().slice(0, 10)), 14);
  const parsed = new Date(Date.parse(date));
  const thisMonth = thirdFriday(parsed.getUTCFullYear(), parsed.getUTCMonth());
  return thisMonth >= date ? thisMonth : thirdFriday(parsed.getUTCFullYear(), parsed.getUTCMonth() + 1);
}

export function minDate(a: IsoDate, b: IsoDate): IsoDate {
  return a < b ? a : b;
}

export function maxDate(a: IsoDate, b: IsoDate): IsoDate {
  return a > b ? a : b;
}
