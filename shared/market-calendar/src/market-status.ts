/**
 * The "most recent session" rule the live pages follow: while the regular session trades they show it;
 * at any other hour (pre-market, after the close, overnight, weekends, holidays) they show the latest
 * session that has opened, and say when the next one opens.
 */
import { type IsoDate, dayOfWeek, isTradingDay, marketLocalTime, nextTradingDay, previousTradingDay } from '#calendar';
import { MINUTE_MS, REGULAR_OPEN_MINUTES, sessionTimes } from '#session';

export interface MarketStatus {
  /** Whether the regular session is trading at this instant. */
  open: boolean;
  /** The session to show: the one trading, else the latest one whose regular session has opened. */
  session: IsoDate;
  /** The next regular open (epoch ms) after this instant. */
  nextOpen: number;
  /** The next regular open's session date. */
  nextSession: IsoDate;
}

/** The latest trading day on or before `date`. */
function tradingDayOnOrBefore(date: IsoDate): IsoDate {
  return isTradingDay(date) ? date : previousTradingDay(date);
}

/**
 * The market at an instant (epoch ms): open or not, the session to show and the next open. Before the
 * 09:30 open (pre-market included) the previous session is the one shown; after the close (13:00 on an
 * early close) the day's own session stays shown until the next open.
 */
export function marketStatusAt(ms: number): MarketStatus {
  const today = marketLocalTime(new Date(ms)).date;
  const latest = tradingDayOnOrBefore(today);
  const times = sessionTimes(latest);
  const session = ms >= times.open ? latest : previousTradingDay(latest);
  const open = ms >= times.open && ms < times.close;
  const nextSession = latest === today && ms < times.open ? today : nextTradingDay(today);
  return { open, session, nextOpen: sessionTimes(nextSession).open, nextSession };
}

/** Banner texts. */
export const MARKET_CLOSED_LABEL = 'Market closed';
export const BANNER_SEPARATOR = ' · ';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** "Tue, Nov 24" for a session date (a calendar day, never shifted by the reader's time zone). */
export function formatSessionDay(date: IsoDate): string {
  const month = MONTHS[Number(date.slice(5, 7)) - 1] ?? '';
  return `${WEEKDAYS[dayOfWeek(date)] ?? ''}, ${month} ${Number(date.slice(8, 10))}`;
}

/** New York wall-clock minutes as "9:30 AM". */
export function formatMarketTime(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${String(minutes % 60).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}

/**
 * A wait as the banner shows it, rounded up to the minute so it never reads "0m" before the open:
 * "45m", "2h 31m", "1d 14h" (whole days and hours past a day).
 */
export function formatWait(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / MINUTE_MS));
  if (minutes < 60) return `${minutes}m`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours}h ${minutes % 60}m`;
  return `${Math.floor(hours / 24)}d ${hours % 24}h`;
}

/**
 * The closed-market banner, or null while the regular session trades:
 * "Market closed · showing Tue, Nov 24 · opens Wed 9:30 AM ET (in 2h 31m)". `shown` names the session a
 * page shows when it is not the most recent one (a session picked by the reader).
 */
export function marketClosedBanner(ms: number, shown?: IsoDate): string | null {
  const status = marketStatusAt(ms);
  if (status.open) return null;
  const opens = `opens ${WEEKDAYS[dayOfWeek(status.nextSession)] ?? ''} ${formatMarketTime(REGULAR_OPEN_MINUTES)} ET`;
  return [
    MARKET_CLOSED_LABEL,
    `showing ${formatSessionDay(shown ?? status.session)}`,
    `${opens} (in ${formatWait(status.nextOpen - ms)})`,
  ].join(BANNER_SEPARATOR);
}

export const MARKET_OPEN_LABEL = 'Market open';

/**
 * The banner of a live page showing session `shown` at `ms`: the closed-market banner while the market
 * is closed; while it trades, null for today's session and "Market open · showing Thu, Nov 19, an earlier
 * session" for an older one, so a picked session is never mistaken for the live one.
 */
export function sessionBanner(ms: number, shown?: IsoDate): string | null {
  const status = marketStatusAt(ms);
  if (!status.open) return marketClosedBanner(ms, shown);
  if (shown === undefined || shown === status.session) return null;
  return [MARKET_OPEN_LABEL, `showing ${formatSessionDay(shown)}, an earlier session`].join(BANNER_SEPARATOR);
}
