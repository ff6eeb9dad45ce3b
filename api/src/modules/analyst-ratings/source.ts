/**
 * Where analyst rating actions come from besides the imported ones: the simulator by default
 * (sources/simulator/records/analyst-ratings.ts), any feed that answers the same call otherwise. The
 * composition root picks it (app.ts, `deps.records`); no module names the simulator.
 */
import type { AnalystRating } from '@flowdeck/api-types';
import { nextTurn } from '../../lib/event-loop.js';

export interface RatedStock {
  symbol: string;
  name: string;
  /** Dates and closes, oldest first (the sessions the record covers are these dates after the first). */
  dates: readonly string[];
  closes: ArrayLike<number>;
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

/** Stocks whose actions are drawn between two turns of the event loop. */
const STOCKS_PER_TURN = 100;

/**
 * `source.actions` asked a slice of stocks at a time, the event loop turning between slices, then merged
 * oldest first (by time, then id, as the simulator orders them). Drawn in one call, the 87,000 actions of
 * 5,000 stocks held every request for about a second; a stock's actions do not depend on the others'.
 */
export async function actionsInSlices(
  source: AnalystActionSource,
  stocks: readonly RatedStock[],
  sessions: readonly string[],
): Promise<SourceAction[]> {
  const actions: SourceAction[] = [];
  for (let at = 0; at < stocks.length; at += STOCKS_PER_TURN) {
    if (at > 0) await nextTurn();
    for (const action of source.actions(stocks.slice(at, at + STOCKS_PER_TURN), sessions)) actions.push(action);
  }
  return actions.sort((a, b) => a.at - b.at || a.id.localeCompare(b.id));
}
