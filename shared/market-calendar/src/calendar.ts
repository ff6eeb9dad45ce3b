/**
 * NYSE trading calendar: weekends, the exchange's full-day holidays with their observance rules, the
 * unscheduled closures of recent decades, and the 1 p.m. early closes. Dates are ISO strings (YYYY-MM-DD)
 * interpreted as exchange-local calendar days.
 */

export type IsoDate = string;

export const MARKET_TIME_ZONE = 'America/New_York';
/** Regular session close, 16:00 New York, in minutes after midnight. */
export const REGULAR_CLOSE_MINUTES = 16 * 60;
/** The 1 p.m. close of an early-close session. */
export const EARLY_CLOSE_MINUTES = 13 * 60;
const DAY_MS = 86_400_000;

/** Closures outside the holiday rules (national days of mourning, weather, 9/11). */
const SPECIAL_CLOSURES: Record<IsoDate, string> = {
  '2001-09-11': 'September 11 attacks',
  '2001-09-12': 'September 11 attacks',
  '2001-09-13': 'September 11 attacks',
  '2001-09-14': 'September 11 attacks',
  '2004-06-11': 'National Day of Mourning (Reagan)',
  '2007-01-02': 'National Day of Mourning (Ford)',
  '2012-10-29': 'Hurricane Sandy',
  '2012-10-30': 'Hurricane Sandy',
  '2018-12-05': 'National Day of Mourning (G. H. W. Bush)',
  '2025-01-09': 'National Day of Mourning (Carter)',
};

export function toIsoDate(date: Date): IsoDate {
  return date.toISOString().slice(0, 10);
}

function fromIso(date: IsoDate): Date {
  return new Date(`${date}T00:00:00Z`);
}

function ymd(year: number, month: number, day: number): IsoDate {
  return toIsoDate(new Date(Date.UTC(year, month - 1, day)));
}

export function addDays(date: IsoDate, days: number): IsoDate {
  return toIsoDate(new Date(fromIso(date).getTime() + days * DAY_MS));
}

/** Whole calendar days from `from` to `to` (positive when `to` is later). */
export function diffDays(from: IsoDate, to: IsoDate): number {
  return Math.round((fromIso(to).getTime() - fromIso(from).getTime()) / DAY_MS);
}

/** 0 = Sunday … 6 = Saturday. */
export function dayOfWeek(date: IsoDate): number {
  return fromIso(date).getUTCDay();
}

export function isWeekend(date: IsoDate): boolean {
  const dow = dayOfWeek(date);
  return dow === 0 || dow === 6;
}

/** The n-th (1-based) given weekday of a month; n = -1 for the last one. */
function nthWeekday(year: number, month: number, weekday: number, n: number): IsoDate {
  if (n > 0) {
    const first = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
    const day = 1 + ((weekday - first + 7) % 7) + (n - 1) * 7;
    return ymd(year, month, day);
  }
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const last = new Date(Date.UTC(year, month - 1, lastDay)).getUTCDay();
  return ymd(year, month, lastDay - ((last - weekday + 7) % 7));
}

/** Gregorian Easter Sunday (anonymous Gregorian algorithm). */
export function easterSunday(year: number): IsoDate {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return ymd(year, month, day);
}

/** Saturday holidays move to Friday, Sunday holidays to Monday. */
function observed(date: IsoDate): IsoDate {
  const dow = dayOfWeek(date);
  if (dow === 6) return addDays(date, -1);
  if (dow === 0) return addDays(date, 1);
  return date;
}

const holidayCache = new Map<number, Map<IsoDate, string>>();

/** Full-day NYSE holidays of a year (as observed), plus special closures that fall in it. */
export function nyseHolidays(year: number): Map<IsoDate, string> {
  const cached = holidayCache.get(year);
  if (cached) return cached;
  const holidays = new Map<IsoDate, string>();
  // New Year's Day on a Saturday is not observed on the preceding Friday (NYSE Rule 7.2).
  const newYear = ymd(year, 1, 1);
  if (dayOfWeek(newYear) !== 6) holidays.set(observed(newYear), "New Year's Day");
  if (year >= 1998) holidays.set(nthWeekday(year, 1, 1, 3), 'Martin Luther King Jr. Day');
  holidays.set(nthWeekday(year, 2, 1, 3), "Washington's Birthday");
  holidays.set(addDays(easterSunday(year), -2), 'Good Friday');
  holidays.set(nthWeekday(year, 5, 1, -1), 'Memorial Day');
  if (year >= 2022) holidays.set(observed(ymd(year, 6, 19)), 'Juneteenth National Independence Day');
  holidays.set(observed(ymd(year, 7, 4)), 'Independence Day');
  holidays.set(nthWeekday(year, 9, 1, 1), 'Labor Day');
  holidays.set(nthWeekday(year, 11, 4, 4), 'Thanksgiving Day');
  holidays.set(observed(ymd(year, 12, 25)), 'Christmas Day');
  for (const [date, reason] of Object.entries(SPECIAL_CLOSURES)) {
    if (date.startsWith(`${year}-`)) holidays.set(date, reason);
  }
  holidayCache.set(year, holidays);
  return holidays;
}

export function holidayName(date: IsoDate): string | undefined {
  return nyseHolidays(Number(date.slice(0, 4))).get(date);
}

export function isTradingDay(date: IsoDate): boolean {
  return !isWeekend(date) && holidayName(date) === undefined;
}

/** Sessions that close at 1 p.m.: July 3, the day after Thanksgiving, Christmas Eve (when they trade). */
export function isEarlyClose(date: IsoDate): boolean {
  if (!isTradingDay(date)) return false;
  const year = Number(date.slice(0, 4));
  const month = date.slice(5, 7);
  const day = date.slice(8, 10);
  // July 4 itself is always closed; the eve closes early only when the holiday falls on a weekday.
  if (month === '07' && day === '03') return !isWeekend(ymd(year, 7, 4));
  if (month === '12' && day === '24') return true;
  return date === addDays(nthWeekday(year, 11, 4, 4), 1);
}

export function nextTradingDay(date: IsoDate): IsoDate {
  let day = addDays(date, 1);
  while (!isTradingDay(day)) day = addDays(day, 1);
  return day;
}

export function previousTradingDay(date: IsoDate): IsoDate {
  let day = addDays(date, -1);
  while (!isTradingDay(day)) day = addDays(day, -1);
  return day;
}

/** Exchange-local calendar date and minutes after midnight of an instant. */
/** Built once: constructing an Intl formatter costs far more than formatting with it (a hot path per request). */
const MARKET_PARTS_FORMAT = new Intl.DateTimeFormat('en-CA', {
  timeZone: MARKET_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The last minute asked: the API asks once or more per request, and formatting a date costs ~25 µs. */
let lastLocalTime: { minute: number; date: IsoDate; minutes: number } | null = null;

export function marketLocalTime(now: Date): { date: IsoDate; minutes: number } {
  // New York's offset from UTC is whole hours, so one UTC minute is one local minute.
  const minute = Math.floor(now.getTime() / 60_000);
  if (lastLocalTime?.minute !== minute) {
    const parts = MARKET_PARTS_FORMAT.formatToParts(now);
    const get = (type: string): string => parts.find((p) => p.type === type)?.value ?? '00';
    lastLocalTime = {
      minute,
      date: `${get('year')}-${get('month')}-${get('day')}`,
      minutes: Number(get('hour')) * 60 + Number(get('minute')),
    };
  }
  return { date: lastLocalTime.date, minutes: lastLocalTime.minutes };
}

/** The most recent session whose closing bell has rung at `now`. */
export function lastCompletedSession(now: Date): IsoDate {
  const local = marketLocalTime(now);
  if (isTradingDay(local.date)) {
    const close = isEarlyClose(local.date) ? EARLY_CLOSE_MINUTES : REGULAR_CLOSE_MINUTES;
    if (local.minutes >= close) return local.date;
  }
  return previousTradingDay(local.date);
}

/** The `count` sessions ending at `end` (inclusive when `end` is a session), oldest first. */
export function sessionsEndingAt(end: IsoDate, count: number): IsoDate[] {
  const sessions: IsoDate[] = [];
  let day = isTradingDay(end) ? end : previousTradingDay(end);
  while (sessions.length < count) {
    sessions.push(day);
    day = previousTradingDay(day);
  }
  return sessions.reverse();
}

/** Sessions strictly after `after` up to and including `until`, oldest first. */
export function sessionsBetween(after: IsoDate, until: IsoDate): IsoDate[] {
  const sessions: IsoDate[] = [];
  for (let day = nextTradingDay(after); day <= until; day = nextTradingDay(day)) sessions.push(day);
  return sessions;
}

/** Standard monthly options expiration: the third Friday (a Thursday when that Friday is a holiday). */
export function isMonthlyExpiration(date: IsoDate): boolean {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  const thirdFriday = nthWeekday(year, month, 5, 3);
  const expiry = isTradingDay(thirdFriday) ? thirdFriday : previousTradingDay(thirdFriday);
  return date === expiry;
}
