/** AI Pick (spec §7 `ai-pick/{x}`): an explained, walk-forward back-tested score per stock. */

export type AiPickGroup = 'momentum' | 'trend' | 'volume' | 'analysts' | 'insiders' | 'fundamentals' | 'news';
export type AiPickCapBucket = 'mega' | 'large' | 'mid' | 'small' | 'micro';
export type AiPickStatus = 'ready' | 'insufficient-history';

export interface AiPickContribution {
  group: AiPickGroup;
  /** This group's part of the logit (log-odds of beating SPY). */
  value: number;
}

export interface AiPickRow {
  symbol: string;
  name: string;
  sector: string;
  marketCap: number | null;
  capBucket: AiPickCapBucket | null;
  /** 1–10: the decile of the probability among every scored stock that session. */
  score: number;
  /** Probability of beating SPY over the next `horizon` sessions. */
  probability: number;
  close: number | null;
  /** The three features that moved the score most, in words. */
  reasons: string[];
  contributions: AiPickContribution[];
}

export interface AiPickFeatureInfo {
  key: string;
  group: AiPickGroup;
  label: string;
  /** Weight on the standardised feature in the newest model. */
  weight: number;
}

export interface AiPickModelInfo {
  kind: string;
  lambda: number;
  horizon: number;
  windowSessions: number;
  retrainEverySessions: number;
  /** Session of the last outcome the newest model was fitted on. */
  trainedThrough: string | null;
  features: AiPickFeatureInfo[];
  /** Data the product has that the model does not use yet, with the reason. */
  notUsed: string[];
}

export interface AiPickCalibrationBucket {
  from: number;
  to: number;
  count: number;
  meanPredicted: number | null;
  observed: number | null;
}

export interface AiPickTrackPeriod {
  date: string;
  top: number;
  bottom: number;
  benchmark: number;
  topGrowth: number;
  bottomGrowth: number;
  benchmarkGrowth: number;
}

export interface AiPickTrackRecord {
  /** Scored sessions whose outcome is known. */
  days: number;
  firstDate: string | null;
  lastDate: string | null;
  topVsBenchmark: number | null;
  topVsBottom: number | null;
  hitRate: number | null;
  baseRate: number | null;
  picks: number;
  calibration: AiPickCalibrationBucket[];
  periods: AiPickTrackPeriod[];
  /** t-statistic of the top-minus-bottom spread over the non-overlapping periods (null under 3 periods). */
  spreadTStat: number | null;
  /** What the record does and does not show, in words. */
  verdict: string;
}

export interface AiPickListResponse {
  source: 'simulated' | 'live';
  status: AiPickStatus;
  /** The session the scores are for (the last close). */
  asOf: string | null;
  message: string | null;
  /** Stocks scored that session, and those passing the filters. */
  scored: number;
  matching: number;
  sectors: string[];
  top: AiPickRow[];
  bottom: AiPickRow[];
  model: AiPickModelInfo;
  trackRecord: AiPickTrackRecord;
}

export interface AiPickFeatureValue {
  key: string;
  group: AiPickGroup;
  label: string;
  /** As measured (null when the history is too short), and standardised across stocks that session. */
  raw: number | null;
  display: string;
  z: number;
  weight: number;
  contribution: number;
}

export interface AiPickHistoryPoint {
  date: string;
  close: number | null;
  score: number | null;
  probability: number | null;
}

export interface AiPickSymbolResponse extends AiPickRow {
  source: 'simulated' | 'live';
  asOf: string;
  horizon: number;
  /** The intercept: the log-odds before any feature. */
  baseline: number;
  /** baseline + Σ contributions. */
  logit: number;
  features: AiPickFeatureValue[];
  history: AiPickHistoryPoint[];
}
