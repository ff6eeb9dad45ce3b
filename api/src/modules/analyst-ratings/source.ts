/**
 * Where analyst rating actions come from besides the imported ones: the simulator by default
 * (sources/simulator/records/analyst-ratings.ts), any feed that answers the same call otherwise. The
 * composition root picks it (app.ts, `deps.records`); no module names the simulator.
 */
import type { RatingAction, RatingStance, TargetAction } from '@flowdeck/api-types';

export interface RatedStock {
  symbol: string;
  name: string;
  /** Dates and closes, oldest first (the sessions the record covers are these dates after the first). */
  dates: readonly string[];
  closes: readonly number[];
}

export interface SourceAction {
  id: string;
  /** Epoch ms of the action (New York date and time below). */
  at: number;
  date: string;
  time: string;
  ticker: string;
  company: string;
  firm: string;
  analyst: string;
  action: RatingAction;
  targetAction: TargetAction | null;
  ratingPrior: string | null;
  ratingCurrent: string | null;
  stance: RatingStance | null;
  targetPrior: number | null;
  targetCurrent: number | null;
}

export interface AnalystActionSource {
  /**
   * Every action on `sessions` (trading days, ascending; today's may have no close yet) on the stocks,
   * oldest first.
   */
  actions(stocks: readonly RatedStock[], sessions: readonly string[]): SourceAction[];
}
