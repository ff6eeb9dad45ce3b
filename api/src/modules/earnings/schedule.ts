/**
 * The simulated earnings calendar, computed on demand (stable: a company reports each quarter on the same
 * day every time it is asked). When a company reports is the simulator's (simulator/earnings-days.ts: three
 * to seven weeks after each fiscal quarter ends, a week later for the fourth, so the calendar fills the real
 * seasons), and the stock's price jumps on the session that trades on the report and on no other — so the
 * calendar, the option chain that prices the event and the chart agree, and the surprise has the jump's sign.
 */
import type { EarningsTime } from '@flowdeck/api-types';
import type { IsoDate } from '@flowdeck/market-calendar';
import { earningsDay, quarterEnds } from '../../sources/simulator/market/earnings-days.js';
import { earningsJump, type InstrumentModel } from '../../sources/simulator/market/price-model.js';
import { unitHash } from '../../sources/simulator/market/rng.js';
import { fiscalQuarterLabel, fiscalQuarterOf } from './fiscal-quarter.js';

const BEAT_CHANCE = 0.72;
/** Of the reports the stock falls on, the share that still beat (guidance, margins): overall BEAT_CHANCE beat. */
const BEAT_ON_A_FALL = (BEAT_CHANCE - 0.5) / 0.5;

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
  const { date, time, reactionDay } = earningsDay(symbol, fiscalEndMonth, quarterEnd, seed);
  const jump = earningsJump(model, reactionDay, seed);

  // The price's jump on the reaction day is the news: a rise comes with a beat, and a fall with a miss or a
  // beat the guidance undid — so that most companies beat, as they do.
  const beat = jump > 0 || h(quarterEnd, 'beat') < BEAT_ON_A_FALL;
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
