/**
 * The simulated earnings calendar, computed on demand (stable: a company reports each quarter on the same
 * day every time it is asked). A company reports three to seven weeks after each fiscal quarter ends (its
 * fiscal year as the simulated fundamentals close it), a week later for the fourth quarter, so the calendar
 * fills the real seasons: mid-January to February, April–May, July–August, October–November. When the price
 * simulator has an earnings-style jump in that window, the report is that jump (before the open that day, or
 * after the previous close), so the calendar, the option chain that prices the jump and the chart agree.
 */
import { addDays, isTradingDay, nextTradingDay, previousTradingDay, type IsoDate } from '@flowdeck/market-calendar';
import type { EarningsTime } from '@flowdeck/api-types';
import { type InstrumentModel, sessionJump } from '../../simulator/price-model.js';
import { unitHash } from '../../simulator/rng.js';
import { fiscalQuarterLabel, fiscalQuarterOf } from './fiscal-quarter.js';

/** Days after a quarter's end a company reports (its own offset in the range), as the simulated 8-Ks do. */
const LAG_DAYS = { min: 20, span: 30 } as const;
/** The fourth quarter closes the year: the audit takes a week longer. */
const ANNUAL_EXTRA_DAYS = 7;
/** The window searched for the price model's jump: days after the quarter's end. */
const JUMP_WINDOW_DAYS = { first: 18, last: 58 } as const;
const UNKNOWN_TIME_CHANCE = 0.04;
const BEFORE_OPEN_CHANCE = 0.55;
const BEAT_CHANCE = 0.72;

export interface ScheduledReport {
  symbol: string;
  fiscalQuarter: string;
  quarterEnd: IsoDate;
  date: IsoDate;
  time: EarningsTime;
  /** The session whose close first reflects the report. */
  reactionDay: IsoDate;
  /** The surprise the company will report, as fractions of the consensus (drawn once per quarter). */
  epsSurprise: number;
  revenueSurprise: number;
}

function monthEnd(year: number, month: number): IsoDate {
  return new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
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

/** The report for the quarter ending on `quarterEnd`. */
export function scheduledReport(
  model: InstrumentModel,
  fiscalEndMonth: number,
  quarterEnd: IsoDate,
  seed: number,
): ScheduledReport {
  const symbol = model.symbol;
  const h = (...parts: Array<string | number>) => unitHash(seed, 'earnings', symbol, ...parts);
  const [year, month] = quarterEnd.split('-').map(Number) as [number, number];
  const fiscal = fiscalQuarterOf(year, month, fiscalEndMonth);
  const annual = fiscal.quarter === 4;
  const lag =
    LAG_DAYS.min + Math.floor(unitHash(seed, symbol, 'lag') * LAG_DAYS.span) + (annual ? ANNUAL_EXTRA_DAYS : 0);

  let jumpDay: IsoDate | null = null;
  let jump = 0;
  const last = addDays(quarterEnd, JUMP_WINDOW_DAYS.last);
  for (
    let day = nextTradingDay(addDays(quarterEnd, JUMP_WINDOW_DAYS.first - 1));
    day <= last;
    day = nextTradingDay(day)
  ) {
    const size = sessionJump(model, day, seed);
    if (size !== 0) {
      jumpDay = day;
      jump = size;
      break;
    }
  }

  let date: IsoDate;
  let time: EarningsTime;
  let reactionDay: IsoDate;
  if (jumpDay) {
    reactionDay = jumpDay;
    const afterClose = h(quarterEnd, 'time') >= BEFORE_OPEN_CHANCE;
    date = afterClose ? previousTradingDay(jumpDay) : jumpDay;
    time = afterClose ? 'after-close' : 'before-open';
  } else {
    date = addDays(quarterEnd, lag);
    if (!isTradingDay(date)) date = nextTradingDay(date);
    const draw = h(quarterEnd, 'time');
    time =
      draw < UNKNOWN_TIME_CHANCE
        ? 'unknown'
        : draw < UNKNOWN_TIME_CHANCE + BEFORE_OPEN_CHANCE
          ? 'before-open'
          : 'after-close';
    reactionDay = reactionDayOf(date, time);
  }

  // A jump's direction is the news: the surprise has its sign. Otherwise most companies beat, as they do.
  const beat = jumpDay ? jump > 0 : h(quarterEnd, 'beat') < BEAT_CHANCE;
  const size = h(quarterEnd, 'eps-size');
  const epsSurprise = beat ? 0.005 + 0.12 * size * size : -(0.005 + 0.1 * size * size);
  const revenueSameWay = h(quarterEnd, 'rev-way') < 0.7;
  const revenueSize = 0.001 + 0.03 * h(quarterEnd, 'rev-size') ** 2;
  const revenueSurprise = (beat === revenueSameWay ? 1 : -1) * revenueSize;
  return {
    symbol,
    fiscalQuarter: fiscalQuarterLabel(fiscal),
    quarterEnd,
    date,
    time,
    reactionDay,
    epsSurprise,
    revenueSurprise,
  };
}

/** Reports whose quarters end from `from` to `to`, ascending. */
export function scheduledReports(
  model: InstrumentModel,
  fiscalEndMonth: number,
  from: IsoDate,
  to: IsoDate,
  seed: number,
): ScheduledReport[] {
  return quarterEnds(fiscalEndMonth, from, to).map((end) => {
    const key = `${seed}|${model.symbol}|${fiscalEndMonth}|${end}`;
    let report = SCHEDULE_CACHE.get(key);
    if (!report) {
      report = scheduledReport(model, fiscalEndMonth, end, seed);
      if (SCHEDULE_CACHE.size > 200_000) SCHEDULE_CACHE.clear();
      SCHEDULE_CACHE.set(key, report);
    }
    return report;
  });
}

/** A quarter's report never changes: computed once per process (about 300 bytes each). */
const SCHEDULE_CACHE = new Map<string, ScheduledReport>();
