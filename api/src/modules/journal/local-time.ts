/**
 * Broker files write wall-clock times in the account's time zone; the journal stores instants. These turn
 * one into the other with the platform's time-zone database (Intl), daylight saving included.
 */

/** The zone imports use unless told otherwise, and the journal until the user picks another (US exchanges). */
export { DEFAULT_JOURNAL_TIME_ZONE } from '@flowdeck/endpoints/journal';

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      weekday: 'short',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** True when the platform knows the zone name (`America/New_York`, `UTC`…). */
export function isTimeZone(name: string): boolean {
  try {
    formatter(name);
    return true;
  } catch {
    return false;
  }
}

export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  /** 0 = Sunday … 6 = Saturday */
  weekday: number;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** The wall clock in `timeZone` at an instant. */
export function wallClockAt(instant: Date, timeZone: string): WallClock {
  const parts: Record<string, string> = {};
  for (const part of formatter(timeZone).formatToParts(instant)) parts[part.type] = part.value;
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
    weekday: WEEKDAYS.indexOf(parts.weekday ?? ''),
  };
}

/** yyyy-mm-dd of an instant in `timeZone`. */
export function localDate(instant: Date, timeZone: string): string {
  const c = wallClockAt(instant, timeZone);
  return `${c.year}-${String(c.month).padStart(2, '0')}-${String(c.day).padStart(2, '0')}`;
}

function offsetMs(instant: number, timeZone: string): number {
  const c = wallClockAt(new Date(instant), timeZone);
  return Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second) - Math.floor(instant / 1000) * 1000;
}

/** The instant at which the wall clock in `timeZone` reads the given date and time (two passes settle DST). */
export function zonedToInstant(
  date: { year: number; month: number; day: number },
  time: { hour: number; minute: number; second: number },
  timeZone: string,
): Date {
  const wall = Date.UTC(date.year, date.month - 1, date.day, time.hour, time.minute, time.second);
  const guess = wall - offsetMs(wall, timeZone);
  return new Date(wall - offsetMs(guess, timeZone));
}
