/** Analyst Ratings and Analyst Alerts (spec §7 `analystrating/{x}`): rating actions as the industry records them. */

/** What the firm did to its rating (Benzinga's vocabulary: "Upgrades", "Initiates Coverage On"…). */
export type RatingAction =
  'upgrade' | 'downgrade' | 'maintain' | 'reiterate' | 'initiate' | 'terminate' | 'reinstate' | 'assume' | 'suspend';

/** What the firm did to its price target. */
export type TargetAction = 'raise' | 'lower' | 'maintain' | 'announce' | 'remove';

/** A rating's meaning whatever the firm's words: Overweight, Outperform and Buy are all "buy". */
export type RatingStance = 'buy' | 'hold' | 'sell';

/** The track-record windows after a call, in months. */
export type RecordHorizon = 'm1' | 'm3' | 'm6' | 'm12';

/** One window of a track record: how many calls it could measure, how many beat SPY, and their mean return. */
export interface HorizonRecord {
  /** Buy and sell calls whose window has ended. */
  measured: number;
  /** Share of measured calls that succeeded (0–1); null when none is measured. */
  successRate: number | null;
  /** Mean return of acting on the call (long a buy, short a sell) over the window; null when none is measured. */
  averageReturn: number | null;
}

export interface TrackRecord {
  firm: string;
  /** Null on a firm's own record. */
  analyst: string | null;
  /** Every rating action of the firm (or analyst). */
  actions: number;
  /** Buy and sell calls (holds and coverage endings are not calls). */
  calls: number;
  horizons: Record<RecordHorizon, HorizonRecord>;
}

/** The firm's record shown beside an action (the 3-month window). */
export interface FirmRecordBrief {
  successRate: number | null;
  averageReturn: number | null;
  measured: number;
}

export interface AnalystRating {
  /** Stable: `sim:<ticker>:<firm key>:<date>` for simulated actions, `imp:<hash>` for imported ones. */
  id: string;
  /** New York date and time of the action (time null when the record has none). */
  date: string;
  time: string | null;
  ticker: string;
  company: string | null;
  firm: string;
  analyst: string | null;
  action: RatingAction;
  targetAction: TargetAction | null;
  ratingPrior: string | null;
  ratingCurrent: string | null;
  /** `ratingCurrent`'s meaning; null when the words are not a known rating. */
  stance: RatingStance | null;
  targetPrior: number | null;
  targetCurrent: number | null;
  /** The last close, and the current target's distance from it (0.12 = 12 % upside). */
  price: number | null;
  upside: number | null;
  /** "Simulated data", or the file an imported action came from. */
  source: string;
  firmRecord: FirmRecordBrief;
}

export interface TickerConsensus {
  ticker: string;
  company: string | null;
  price: number | null;
  /** Firms whose latest action (within a year) leaves them covering, by stance. */
  buy: number;
  hold: number;
  sell: number;
  meanTarget: number | null;
  highTarget: number | null;
  lowTarget: number | null;
  /** Mean target against the last close. */
  upside: number | null;
  /** Closes to draw the target range against (oldest first). */
  prices: Array<{ date: string; close: number }>;
}

export interface AnalystDaySummary {
  /** The latest day with actions at the market clock. */
  date: string | null;
  upgrades: number;
  downgrades: number;
  initiations: number;
}

export interface AnalystRatingsPage {
  items: AnalystRating[];
  total: number;
  page: number;
  pageSize: number;
  /** Market time the list is as of. */
  asOf: string;
  simulated: boolean;
  /** Per ticker: its consensus; for `all`: null. */
  consensus: TickerConsensus | null;
  day: AnalystDaySummary;
}

export interface AnalystTrackRecords {
  by: 'firm' | 'analyst';
  horizon: RecordHorizon;
  minCalls: number;
  /** Best first: success rate, then average return, then measured calls. */
  records: TrackRecord[];
  simulated: boolean;
}

/** ANALYST_UPDATE: actions that have just happened (imported or simulated), newest last. */
export interface AnalystUpdateMessage {
  asOf: string;
  items: AnalystRating[];
}

export interface AnalystSubscriptionAck {
  ok: boolean;
  error?: string;
}
