/**
 * Analyst Ratings endpoints (spec §7: analystrating/{x}; plus analyst/track-record), the record's
 * vocabulary, the track-record windows and the live feed's socket events. Zod-free (see ./market.ts).
 */
import type {
  AnalystRating,
  AnalystRatingsPage,
  AnalystTrackRecords,
  RatingAction,
  RatingStance,
  RecordHorizon,
  TargetAction,
} from '@flowdeck/api-types';
import type { Route } from '@flowdeck/endpoints/route';

/** `{x}` for every ticker. */
export const ALL_RATINGS = 'all';

/** Each action as the industry's record writes it (Benzinga, MarketBeat). */
export const RATING_ACTION_LABELS: Readonly<Record<RatingAction, string>> = {
  upgrade: 'Upgrades',
  downgrade: 'Downgrades',
  maintain: 'Maintains',
  reiterate: 'Reiterates',
  initiate: 'Initiates Coverage On',
  terminate: 'Terminates Coverage On',
  reinstate: 'Reinstates',
  assume: 'Assumes',
  suspend: 'Suspends',
};
export const RATING_ACTIONS = Object.keys(RATING_ACTION_LABELS) as RatingAction[];

export const TARGET_ACTION_LABELS: Readonly<Record<TargetAction, string>> = {
  raise: 'Raises',
  lower: 'Lowers',
  maintain: 'Maintains',
  announce: 'Announces',
  remove: 'Removes',
};
export const TARGET_ACTIONS = Object.keys(TARGET_ACTION_LABELS) as TargetAction[];

/** Actions after which the firm no longer covers the stock (its rating leaves the consensus). */
export const COVERAGE_ENDING_ACTIONS: readonly RatingAction[] = ['terminate', 'suspend'];
/** The market-wide summary's "initiations": new coverage, and coverage taken up again or over. */
export const INITIATING_ACTIONS: readonly RatingAction[] = ['initiate', 'reinstate', 'assume'];

export const RATING_STANCES: readonly RatingStance[] = ['buy', 'hold', 'sell'];

/** Track-record windows in trading days (21 a month), and how the pages name them. */
export const RECORD_HORIZON_DAYS: Readonly<Record<RecordHorizon, number>> = { m1: 21, m3: 63, m6: 126, m12: 252 };
export const RECORD_HORIZON_LABELS: Readonly<Record<RecordHorizon, string>> = {
  m1: '1 month',
  m3: '3 months',
  m6: '6 months',
  m12: '12 months',
};
export const RECORD_HORIZONS = Object.keys(RECORD_HORIZON_DAYS) as RecordHorizon[];
/** The window shown beside each action and used by "minimum firm success rate". */
export const BRIEF_RECORD_HORIZON: RecordHorizon = 'm3';
/** The benchmark a buy must beat (and a sell must lag). */
export const RECORD_BENCHMARK = 'SPY';
/** A leaderboard ranks only records with at least this many measured calls (unless asked otherwise). */
export const LEADERBOARD_MIN_CALLS = 5;
export const LEADERBOARD_MAX_ROWS = 100;
/** A firm's rating counts in the consensus for this many calendar days after its latest action. */
export const CONSENSUS_WINDOW_DAYS = 365;
/** Closes sent with a ticker's consensus to draw the target range against. */
export const CONSENSUS_PRICE_DAYS = 126;

export const RATINGS_DEFAULT_PAGE_SIZE = 25;
export const RATINGS_MAX_PAGE_SIZE = 200;
/** The widest date window one request may ask for, in days. */
export const RATINGS_MAX_WINDOW_DAYS = 800;

export const ANALYST_SOCKET_EVENTS = {
  subscribe: 'ANALYST_SUBSCRIBE',
  unsubscribe: 'ANALYST_UNSUBSCRIBE',
  update: 'ANALYST_UPDATE',
} as const;

export const ANALYST_RATINGS: Route<'GET', 'analystrating/{x}', AnalystRatingsPage> = {
  method: 'GET',
  path: 'analystrating/{x}',
  requirement: 'readTrackers',
  summary:
    'Rating actions for one ticker (with its consensus) or all, filtered by action, firm, tickers, date window, minimum upside and minimum firm success rate, newest first, paged.',
};

export const ANALYST_TRACK_RECORD: Route<'GET', 'analyst/track-record', AnalystTrackRecords> = {
  method: 'GET',
  path: 'analyst/track-record',
  requirement: 'readTrackers',
  summary:
    'Firms or analysts ranked by their calls: success rate against SPY and average return 1, 3, 6 and 12 months after each call.',
};

/**
 * What an analyst-alert filter asks of a rating action: the Analyst Alerts page's live filter and the SMS
 * rule saved from it apply this one rule. Empty lists and null minimums ask nothing; `tickers` null: any.
 */
export interface AnalystCriteria {
  actions: readonly RatingAction[];
  firms: readonly string[];
  tickers: readonly string[] | null;
  /** Percent, e.g. 10 for +10 % from the last close to the new target. */
  minUpside: number | null;
  /** Percent of the firm's measured 3-month calls that succeeded. */
  minSuccess: number | null;
}

export function matchesAnalystCriteria(
  rating: Pick<AnalystRating, 'action' | 'firm' | 'ticker' | 'upside' | 'firmRecord'>,
  criteria: AnalystCriteria,
): boolean {
  if (criteria.actions.length > 0 && !criteria.actions.includes(rating.action)) return false;
  if (criteria.firms.length > 0 && !criteria.firms.some((firm) => firm.toLowerCase() === rating.firm.toLowerCase()))
    return false;
  if (criteria.tickers !== null && !criteria.tickers.includes(rating.ticker)) return false;
  if (criteria.minUpside !== null && (rating.upside === null || rating.upside * 100 < criteria.minUpside)) return false;
  if (
    criteria.minSuccess !== null &&
    (rating.firmRecord.successRate === null || rating.firmRecord.successRate * 100 < criteria.minSuccess)
  )
    return false;
  return true;
}
