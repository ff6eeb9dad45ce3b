/**
 * What one symbol did in each part of a session (pre-market, regular, after-hours) from its minute bars,
 * up to an instant. Every scanner reads these figures; the definitions that use them live beside this file.
 */
import {
  type IsoDate,
  MINUTE_MS,
  type SessionTimes,
  previousTradingDay,
  sessionTimes,
} from '@flowdeck/market-calendar';

/** The parts of a session, as the movers endpoints name them (`?session=`). */
export const SESSION_PARTS = ['regular', 'pre-market', 'after-hours'] as const;
export type SessionPart = (typeof SESSION_PARTS)[number];

/** The figures of a minute bar the scanners read. */
export interface ScanBar {
  /** Start of the minute (epoch ms). */
  time: number;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

export interface PartFigures {
  /** First traded price of the part (the regular session's open); null before any trade. */
  open: number | null;
  /** Last traded price so far; null before any trade. */
  last: number | null;
  high: number | null;
  low: number | null;
  volume: number;
}

export interface SessionFigures {
  pre: PartFigures;
  regular: PartFigures;
  post: PartFigures;
}

function emptyPart(): PartFigures {
  return { open: null, last: null, high: null, low: null, volume: 0 };
}

/** Which part a minute starting at `time` belongs to (null outside 04:00 to the end of after-hours). */
export function partOf(time: number, times: SessionTimes): SessionPart | null {
  if (time < times.preOpen || time >= times.postClose) return null;
  if (time < times.open) return 'pre-market';
  if (time < times.close) return 'regular';
  return 'after-hours';
}

/**
 * Each part's open, last, high, low and volume from the bars that have ended by `at`. An extended-hours
 * minute without volume did not trade: it sets no price (the regular session's quiet minutes still do).
 */
export function sessionFigures(bars: readonly ScanBar[], times: SessionTimes, at: number): SessionFigures {
  const figures: SessionFigures = { pre: emptyPart(), regular: emptyPart(), post: emptyPart() };
  for (const bar of bars) {
    if (bar.time + MINUTE_MS > at) continue;
    const part = partOf(bar.time, times);
    if (part === null) continue;
    if (part !== 'regular' && bar.volume <= 0) continue;
    const into = part === 'pre-market' ? figures.pre : part === 'regular' ? figures.regular : figures.post;
    if (into.open === null) into.open = bar.open;
    into.last = bar.close;
    into.high = into.high === null ? bar.high : Math.max(into.high, bar.high);
    into.low = into.low === null ? bar.low : Math.min(into.low, bar.low);
    into.volume += bar.volume;
  }
  return figures;
}

/** When a part starts in a session. */
function partStart(part: SessionPart, times: SessionTimes): number {
  return part === 'pre-market' ? times.preOpen : part === 'regular' ? times.open : times.close;
}

/** When a part ends in a session. */
function partEnd(part: SessionPart, times: SessionTimes): number {
  return part === 'pre-market' ? times.open : part === 'regular' ? times.close : times.postClose;
}

/**
 * The time a part's move is measured over, for its catalysts: from the close it is measured from (the
 * previous session's for pre-market and regular, the session's own for after-hours) to the end of the part,
 * or `at` while it trades.
 */
export function moveWindow(part: SessionPart, date: IsoDate, at: number): { from: number; to: number } {
  const times = sessionTimes(date);
  const from = part === 'after-hours' ? times.close : sessionTimes(previousTradingDay(date)).close;
  return { from, to: Math.min(at, partEnd(part, times)) };
}

/**
 * The session whose `part` a scanner shows at `at`: the latest one in which that part has started. Before
 * the open the regular tab shows the previous session's (final) regular session, the pre-market tab
 * today's; overnight and at weekends every part shows the last session. `live`: the part is trading now.
 */
export function partSessionAt(part: SessionPart, at: number, today: IsoDate): { date: IsoDate; live: boolean } {
  let date = today;
  // `today` is the session whose pre-market has opened by `at` (sessionDateAt); two steps back at most.
  for (let i = 0; i < 3 && partStart(part, sessionTimes(date)) > at; i++) date = previousTradingDay(date);
  const times = sessionTimes(date);
  return { date, live: at >= partStart(part, times) && at < partEnd(part, times) };
}
