/**
 * Session times in New York: pre-market from 04:00, the regular session 09:30–16:00 (13:00 on early
 * closes), after-hours for four hours after the close. Converts exchange-local wall-clock times to
 * instants, daylight saving included.
 */
import {
  EARLY_CLOSE_MINUTES,
  type IsoDate,
  REGULAR_CLOSE_MINUTES,
  isEarlyClose,
  isTradingDay,
  marketLocalTime,
  nextTradingDay,
  previousTradingDay,
} from '#calendar';

export const PRE_MARKET_OPEN_MINUTES = 4 * 60;
export const REGULAR_OPEN_MINUTES = 9 * 60 + 30;
export const AFTER_HOURS_MINUTES = 4 * 60;
export const MINUTE_MS = 60_000;
export const SECOND_MS = 1_000;

export type MarketPhase = 'pre' | 'regular' | 'post' | 'closed';

export interface SessionTimes {
  date: IsoDate;
  /** Pre-market opens (04:00). */
  preOpen: number;
  /** Regular session opens (09:30). */
  open: number;
  /** Regular session closes (16:00, or 13:00 on an early close). */
  close: number;
  /** After-hours end (four hours after the close). */
  postClose: number;
  early: boolean;
}

const offsetCache = new Map<IsoDate, number>();

/**
 * Minutes New York is ahead of UTC on `date` (−240 in summer, −300 in winter), as in force from 03:00
 * local time on: clocks change at 02:00, before any session time.
 */
function newYorkOffsetMinutes(date: IsoDate): number {
  const hit = offsetCache.get(date);
  if (hit !== undefined) return hit;
  const noonUtc = new Date(`${date}T12:00:00Z`);
  const local = marketLocalTime(noonUtc);
  // Noon UTC is 07:00 or 08:00 in New York, always the same calendar day.
  const offset = local.minutes - 12 * 60;
  offsetCache.set(date, offset);
  return offset;
}

/** The instant (epoch ms) of a New York wall-clock time `minutes` after midnight on `date`. */
export function marketInstant(date: IsoDate, minutes: number): number {
  return Date.parse(`${date}T00:00:00Z`) + (minutes - newYorkOffsetMinutes(date)) * MINUTE_MS;
}

const timesCache = new Map<IsoDate, SessionTimes>();

export function sessionTimes(date: IsoDate): SessionTimes {
  const hit = timesCache.get(date);
  if (hit) return hit;
  const early = isEarlyClose(date);
  const closeMinutes = early ? EARLY_CLOSE_MINUTES : REGULAR_CLOSE_MINUTES;
  const times: SessionTimes = {
    date,
    preOpen: marketInstant(date, PRE_MARKET_OPEN_MINUTES),
    open: marketInstant(date, REGULAR_OPEN_MINUTES),
    close: marketInstant(date, closeMinutes),
    postClose: marketInstant(date, closeMinutes + AFTER_HOURS_MINUTES),
    early,
  };
  timesCache.set(date, times);
  return times;
}

/**
 * The session an instant belongs to: the latest trading day whose pre-market has opened by `ms`. Between
 * sessions (overnight, weekends) that is the previous session, whose data stays "today's" until the next
 * pre-market opens.
 */
export function sessionDateAt(ms: number): IsoDate {
  const local = marketLocalTime(new Date(ms)).date;
  const candidate = isTradingDay(local) ? local : previousTradingDay(local);
  if (candidate === local && ms < sessionTimes(local).preOpen) return previousTradingDay(local);
  return candidate;
}

export function marketPhaseAt(ms: number): MarketPhase {
  const times = sessionTimes(sessionDateAt(ms));
  if (ms < times.preOpen || ms >= times.postClose) return 'closed';
  if (ms < times.open) return 'pre';
  if (ms < times.close) return 'regular';
  return 'post';
}

/** The pre-market open of the session after `date`. */
export function nextSessionStart(date: IsoDate): number {
  return sessionTimes(nextTradingDay(date)).preOpen;
}
