/**
 * Where analyst rating actions come from besides the imported ones: the simulator by default
 * (sources/simulator/records/analyst-ratings.ts), any feed that answers the same call otherwise. The
 * composition root picks it (app.ts, `deps.records`); no module names the simulator.
 */
import type { AnalystRating } from '@flowdeck/api-types';

export interface RatedStock {
  symbol: string;
  name: string;
  /** Dates and closes, oldest first (the sessions the record covers are these dates after the first). */
  dates: readonly string[];
  closes: readonly number[];
}

/** One action as a source gives it: the page's row before its price, upside, label and firm record. */
export type SourceAction = Pick<
  AnalystRating,
  | 'id'
  | 'date'
  | 'ticker'
  | 'firm'
  | 'action'
  | 'targetAction'
  | 'ratingPrior'
  | 'ratingCurrent'
  | 'stance'
  | 'targetPrior'
  | 'targetCurrent'
> & {
  /** Epoch ms of the action (New York date and time in `date` and `time`). */
  at: number;
  time: string;
  company: string;
  analyst: string;
};

export interface AnalystActionSource {
  /**
   * Every action on `sessions` (trading days, ascending; today's may have no close yet) on the stocks,
   * oldest first.
   */
  actions(stocks: readonly RatedStock[], sessions: readonly string[]): SourceAction[];
}
