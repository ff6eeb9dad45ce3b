/**
 * When a simulated company reports: its fiscal year, and for each fiscal quarter the day and time of the
 * report and the session that first trades on it. A stock's price jumps on that session and on no other
 * (price-model.ts), so the earnings calendar, the option chain that prices the event and the chart agree,
 * and the moves after past reports are what the options priced. Every draw is keyed by (seed, symbol,
 * quarter): a quarter's report never moves.
 */
import type { EarningsTime } from '@flowdeck/api-types';
import { addDays, isTradingDay, nextTradingDay, previousTradingDay, type IsoDate } from '@flowdeck/market-calendar';
import { unitHash } from './rng.js';

/** A company reports once a fiscal quarter. */
export const REPORTS_PER_YEAR = 4;
/** Most companies close their year in December; some in September, June or January, as Apple, Microsoft, Walmart. */
const FISCAL_YEAR_END_MONTHS = [12, 12, 12, 12, 12, 9, 6, 1] as const;
/** Days after a quarter's end a company reports (its own offset in the range), as the simulated 8-Ks do. */
const LAG_DAYS = { min: 20, span: 30 } as const;
/** The fourth quarter closes the year: the audit takes a week longer. */
const ANNUAL_EXTRA_DAYS = 7;
const UNKNOWN_TIME_CHANCE = 0.04;
const BEFORE_OPEN_CHANCE = 0.55;
/** The longest a report can trail its quarter's end, in days (lag, audit week, a weekend and a holiday). */
const LATEST_REPORT_DAYS = LAG_DAYS.min + LAG_DAYS.span + ANNUAL_EXTRA_DAYS + 10;

export interface EarningsDay {
  quarterEnd: IsoDate;
  /** Whether the quarter ends the fiscal year (the 10-K's quarter). */
  annual: boolean;
  date: IsoDate;
  time: EarningsTime;
  /** The session whose close first reflects the report. */
  reactionDay: IsoDate;
}

/** The month (1–12) a simulated company's fiscal year ends in (its quarters end every third month from it). */
export function fiscalYearEndMonth(symbol: string, seed: number): number {
  const draw = unitHash(seed, 'fundamentals', symbol, 'fy-end');
  return FISCAL_YEAR_END_MONTHS[Math.floor(draw * FISCAL_YEAR_END_MONTHS.length)] as number;
}

function monthEnd(year: number, month: number): IsoDate {
  return new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
}

/** Fiscal quarter ends (ascending) from `from` to `to` for a fiscal year ending in `fiscalEndMonth`. */
export function quarterEnds(fiscalEndMonth: number, from: IsoDate, to: IsoDate): IsoDate[] {
  const ends: IsoDate[] = [];
  const [y0, m0] = from.split('-').map(Number) as [number, number];
  for (let k = 0; k < 12 * 500; k++) {
    const year = y0 + Math.floor((m0 - 1 + k) / 12);
    const month = ((m0 - 1 + k) % 12) + 1;
    const end = monthEnd(year, month);
    if (end > to) break;
    if (end >= from && (((month - fiscalEndMonth) % 3) + 3) % 3 === 0) ends.push(end);
  }
  return ends;
}

/** The session that first trades on a report made on `date` at `time`. */
export function reactionDayOf(date: IsoDate, time: EarningsTime): IsoDate {
  if (time === 'before-open') return isTradingDay(date) ? date : nextTradingDay(date);
  return nextTradingDay(date);
}

/**
 * The closes a report's move is measured between: from the last close before the news (the report day's own
 * close for an after-close report; the day before for before-open and unknown times) to the close of the
 * session that trades on it.
 */
export function moveWindow(date: IsoDate, time: EarningsTime): { afterClose: IsoDate; through: IsoDate } {
  const afterClose =
    time === 'after-close' && isTradingDay(date)
      ? date
      : previousTradingDay(isTradingDay(date) ? date : nextTradingDay(date));
  return { afterClose, through: reactionDayOf(date, time) };
}

/** The report for the quarter ending on `quarterEnd`: a trading day three to eight weeks after it. */
export function earningsDay(symbol: string, fiscalEndMonth: number, quarterEnd: IsoDate, seed: number): EarningsDay {
  const month = Number(quarterEnd.slice(5, 7));
  const annual = month === fiscalEndMonth;
  const lag =
    LAG_DAYS.min + Math.floor(unitHash(seed, symbol, 'lag') * LAG_DAYS.span) + (annual ? ANNUAL_EXTRA_DAYS : 0);
  let date = addDays(quarterEnd, lag);
  if (!isTradingDay(date)) date = nextTradingDay(date);
  const draw = unitHash(seed, 'earnings', symbol, quarterEnd, 'time');
  const time: EarningsTime =
    draw < UNKNOWN_TIME_CHANCE
      ? 'unknown'
      : draw < UNKNOWN_TIME_CHANCE + BEFORE_OPEN_CHANCE
        ? 'before-open'
        : 'after-close';
  return { quarterEnd, annual, date, time, reactionDay: reactionDayOf(date, time) };
}

/**
 * Each company's reaction sessions of a year (session → its quarter's end), made once per process: the price
 * model asks for every stock on every session, so the answer must cost a lookup (a few thousand entries a
 * year for the whole universe).
 */
const REACTIONS = new Map<string, ReadonlyMap<IsoDate, IsoDate>>();

function reactionsOf(symbol: string, year: string, seed: number): ReadonlyMap<IsoDate, IsoDate> {
  const key = `${seed}|${symbol}|${year}`;
  let reactions = REACTIONS.get(key);
  if (!reactions) {
    const fiscalEndMonth = fiscalYearEndMonth(symbol, seed);
    const made = new Map<IsoDate, IsoDate>();
    // A session of the year trades on a quarter that ended up to LATEST_REPORT_DAYS before it.
    for (const end of quarterEnds(fiscalEndMonth, addDays(`${year}-01-01`, -LATEST_REPORT_DAYS), `${year}-12-31`)) {
      const { reactionDay } = earningsDay(symbol, fiscalEndMonth, end, seed);
      if (reactionDay.startsWith(year)) made.set(reactionDay, end);
    }
    if (REACTIONS.size > 100_000) REACTIONS.clear();
    REACTIONS.set(key, made);
    reactions = made;
  }
  return reactions;
}

/** The quarter end whose report first trades on `date` for this company, or null (most sessions). */
export function reportReactingOn(symbol: string, date: IsoDate, seed: number): IsoDate | null {
  return reactionsOf(symbol, date.slice(0, 4), seed).get(date) ?? null;
}
