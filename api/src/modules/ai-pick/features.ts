/**
 * AI Pick's features: one number per symbol per session, each computed point-in-time — the value for
 * session d reads closes, highs and volumes up to d and events known by d's close, never later (the test
 * `pointInTimeViolations` enforces this for every feature listed here).
 */
import type { AiPickGroup } from '@flowdeck/api-types';
import { growth, over } from '../fundamentals/ratios.js';

/** One symbol's daily history aligned to the common session list (NaN where it has no bar). */
export interface SymbolSeries {
  symbol: string;
  closes: Float64Array;
  highs: Float64Array;
  volumes: Float64Array;
  /** Analyst actions by the session they became known (index into the session list). */
  analyst: readonly AnalystEvent[];
  /** Insider open-market trades by the session their filing became public. */
  insider: readonly InsiderEvent[];
  /** The statements' latest twelve months after each filing, by the session the filing became public. */
  fundamentals: readonly FundamentalsEvent[];
  /** Headlines naming the symbol, by the session whose close was the first at or after their publication. */
  news: readonly NewsEvent[];
}

export interface AnalystEvent {
  session: number;
  firm: string;
  /** +1 an upgrade, −1 a downgrade, 0 anything else. */
  revision: -1 | 0 | 1;
  /** The price target after the action, if any. */
  target: number | null;
}

export interface InsiderEvent {
  session: number;
  /** Dollars: positive a purchase, negative a sale. */
  value: number;
}

/** A company's figures as its statements stood once a filing was public (money in its reporting currency). */
export interface FundamentalsFigures {
  /** Diluted EPS of the last four quarters. */
  epsTtm: number | null;
  /** Net income of the last four quarters. */
  netIncomeTtm: number | null;
  /** Shareholders' equity at the end of the last quarter. */
  equity: number | null;
  /** Revenue of the last four quarters. */
  revenueTtm: number | null;
  /** Revenue of the four quarters before those. */
  revenueTtmYearAgo: number | null;
}

export interface FundamentalsEvent extends FundamentalsFigures {
  session: number;
}

export interface NewsEvent {
  session: number;
  /** The headline's sentiment score in [−1, 1] (the News page's lexicon). */
  score: number;
}

/** The page's feature groups (the contract's: a group added there needs its features here). */
export type FeatureGroup = AiPickGroup;

export type FeatureUnit = 'percent' | 'count' | 'log-ratio' | 'log-dollars' | 'score';

export interface FeatureDefinition {
  key: string;
  group: FeatureGroup;
  /** How the page names it in a reason ("3-month return +24.1 %: raises the odds"). */
  label: string;
  /**
   * How its raw value reads: a percentage, a count, a log ratio (shown as ×), signed log dollars or a
   * sentiment score from −1 to +1.
   */
  unit: FeatureUnit;
  /** The value for session d, or null when d lacks the history it needs. Reads nothing after d. */
  at: (s: SymbolSeries, d: number) => number | null;
}

/** Sessions in a month, a quarter, half a year and a year. */
export const MONTH = 21;
export const QUARTER = 63;
export const HALF_YEAR = 126;
export const YEAR = 252;
/** Analyst targets older than this are stale and ignored. */
const TARGET_FRESH_SESSIONS = HALF_YEAR;
/** Statements older than this are stale and ignored: a listed company files every quarter. */
const FILING_FRESH_SESSIONS = YEAR;
/** Headlines of this many sessions make the news sentiment. */
const NEWS_SESSIONS = MONTH;

function closeRatio(s: SymbolSeries, d: number, back: number, skip = 0): number | null {
  const from = d - back;
  const to = d - skip;
  if (from < 0) return null;
  const a = s.closes[from];
  const b = s.closes[to];
  if (a === undefined || b === undefined || !(a > 0) || !(b > 0)) return null;
  return b / a - 1;
}

/**
 * Running sums and highs of a series, computed once per series. Entry d covers sessions ≤ d only, so
 * reading it at d stays point-in-time. A NaN (no bar) poisons every window that contains it.
 */
interface Running {
  closeSum: Float64Array;
  volumeSum: Float64Array;
  /** Highest high over the last YEAR sessions up to d. */
  yearHigh: Float64Array;
}

const running = new WeakMap<SymbolSeries, Running>();

function prefix(values: Float64Array): Float64Array {
  const out = new Float64Array(values.length + 1);
  for (let i = 0; i < values.length; i++) out[i + 1] = (out[i] ?? 0) + (values[i] ?? Number.NaN);
  return out;
}

function runningOf(s: SymbolSeries): Running {
  const hit = running.get(s);
  if (hit) return hit;
  const yearHigh = new Float64Array(s.highs.length);
  // A monotone deque of indices: the window's highest high in O(1) amortised per session.
  const queue: number[] = [];
  let head = 0;
  for (let d = 0; d < s.highs.length; d++) {
    const h = s.highs[d] ?? 0;
    while (queue.length > head && (s.highs[queue[queue.length - 1] ?? 0] ?? 0) <= h) queue.pop();
    queue.push(d);
    while ((queue[head] ?? d) <= d - YEAR) head++;
    yearHigh[d] = s.highs[queue[head] ?? d] ?? 0;
  }
  const value = { closeSum: prefix(s.closes), volumeSum: prefix(s.volumes), yearHigh };
  running.set(s, value);
  return value;
}

/** Mean of sessions from..to (inclusive) out of running sums, or null before the history starts. */
function windowMean(sums: Float64Array, from: number, to: number): number | null {
  if (from < 0) return null;
  const total = (sums[to + 1] ?? Number.NaN) - (sums[from] ?? Number.NaN);
  return Number.isNaN(total) ? null : total / (to - from + 1);
}

function distanceFromAverage(s: SymbolSeries, d: number, length: number): number | null {
  const average = windowMean(runningOf(s).closeSum, d - length + 1, d);
  const close = s.closes[d];
  if (average === null || close === undefined || !(average > 0)) return null;
  return close / average - 1;
}

function distanceFromHigh(s: SymbolSeries, d: number): number | null {
  // The year's high, or the high since the history starts when it holds at least a quarter.
  if (d + 1 < QUARTER) return null;
  const high = runningOf(s).yearHigh[d] ?? 0;
  const close = s.closes[d];
  if (close === undefined || !(high > 0)) return null;
  return close / high - 1;
}

function volumeRatio(s: SymbolSeries, d: number): number | null {
  const sums = runningOf(s).volumeSum;
  const recent = windowMean(sums, d - 4, d);
  const usual = windowMean(sums, d - QUARTER + 1, d);
  if (recent === null || usual === null || !(recent > 0) || !(usual > 0)) return null;
  return Math.log(recent / usual);
}

function analystRevisions(s: SymbolSeries, d: number): number | null {
  let net = 0;
  for (const e of s.analyst) if (e.session <= d && e.session > d - QUARTER) net += e.revision;
  return net;
}

function analystUpside(s: SymbolSeries, d: number): number | null {
  if (s.analyst.length === 0) return null;
  const latest = new Map<string, number>();
  for (const e of s.analyst) {
    if (e.session > d || e.session <= d - TARGET_FRESH_SESSIONS || e.target === null) continue;
    latest.set(e.firm, e.target); // events are in time order: the last one wins
  }
  const close = s.closes[d];
  if (latest.size === 0 || close === undefined || !(close > 0)) return null;
  let sum = 0;
  for (const target of latest.values()) sum += target;
  return sum / latest.size / close - 1;
}

function insiderNetBuying(s: SymbolSeries, d: number): number | null {
  let net = 0;
  for (const e of s.insider) if (e.session <= d && e.session > d - QUARTER) net += e.value;
  // Signed log: a $50k buy and a $5M buy differ, but not a hundredfold.
  return Math.sign(net) * Math.log10(1 + Math.abs(net));
}

/** The statements as of d: those of the latest filing public by d's close (the last one listed on a tie). */
function latestFiling(s: SymbolSeries, d: number): FundamentalsEvent | null {
  let latest: FundamentalsEvent | null = null;
  for (const e of s.fundamentals)
    if (e.session <= d && e.session > d - FILING_FRESH_SESSIONS && (latest === null || e.session >= latest.session))
      latest = e;
  return latest;
}

/** Value: the last four quarters' diluted EPS per dollar of today's price (a loss gives a negative yield). */
function earningsYield(s: SymbolSeries, d: number): number | null {
  const eps = latestFiling(s, d)?.epsTtm ?? null;
  const close = s.closes[d];
  if (eps === null || close === undefined || !(close > 0)) return null;
  return eps / close;
}

/** Quality: the last four quarters' net income ÷ equity at the last quarter's end (none on negative equity). */
function returnOnEquity(s: SymbolSeries, d: number): number | null {
  const filing = latestFiling(s, d);
  return filing === null ? null : over(filing.netIncomeTtm, filing.equity);
}

/** Growth: the last four quarters' revenue against the four before them. */
function revenueGrowth(s: SymbolSeries, d: number): number | null {
  const filing = latestFiling(s, d);
  return filing === null ? null : growth(filing.revenueTtm, filing.revenueTtmYearAgo);
}

/** Mean score of the headlines of the last NEWS_SESSIONS sessions up to d; null without any. */
function newsSentiment(s: SymbolSeries, d: number): number | null {
  let sum = 0;
  let count = 0;
  for (const e of s.news)
    if (e.session <= d && e.session > d - NEWS_SESSIONS) {
      sum += e.score;
      count++;
    }
  return count === 0 ? null : sum / count;
}

export const FEATURES: readonly FeatureDefinition[] = [
  {
    key: 'momentum1m',
    group: 'momentum',
    label: '1-month return',
    unit: 'percent',
    at: (s, d) => closeRatio(s, d, MONTH),
  },
  {
    key: 'momentum3m',
    group: 'momentum',
    label: '3-month return',
    unit: 'percent',
    at: (s, d) => closeRatio(s, d, QUARTER),
  },
  {
    key: 'momentum6m',
    group: 'momentum',
    label: '6-month return',
    unit: 'percent',
    at: (s, d) => closeRatio(s, d, HALF_YEAR),
  },
  {
    key: 'momentum12m',
    group: 'momentum',
    label: '12-month return (skipping the last month)',
    unit: 'percent',
    at: (s, d) => closeRatio(s, d, YEAR, MONTH),
  },
  {
    key: 'ma50',
    group: 'trend',
    label: 'distance from the 50-day average',
    unit: 'percent',
    at: (s, d) => distanceFromAverage(s, d, 50),
  },
  {
    key: 'ma200',
    group: 'trend',
    label: 'distance from the 200-day average',
    unit: 'percent',
    at: (s, d) => distanceFromAverage(s, d, 200),
  },
  { key: 'high', group: 'trend', label: 'distance from the 52-week high', unit: 'percent', at: distanceFromHigh },
  {
    key: 'volumeRatio',
    group: 'volume',
    label: 'last week’s volume against the quarter’s',
    unit: 'log-ratio',
    at: volumeRatio,
  },
  {
    key: 'revisions',
    group: 'analysts',
    label: 'analyst upgrades net of downgrades (3 months)',
    unit: 'count',
    at: analystRevisions,
  },
  { key: 'upside', group: 'analysts', label: 'upside to the analysts’ targets', unit: 'percent', at: analystUpside },
  {
    key: 'insiderBuying',
    group: 'insiders',
    label: 'insider open-market buying (net, 3 months)',
    unit: 'log-dollars',
    at: insiderNetBuying,
  },
  {
    key: 'earningsYield',
    group: 'fundamentals',
    label: 'earnings yield (12-month diluted EPS ÷ price)',
    unit: 'percent',
    at: earningsYield,
  },
  {
    key: 'returnOnEquity',
    group: 'fundamentals',
    label: 'return on equity (12-month net income ÷ equity)',
    unit: 'percent',
    at: returnOnEquity,
  },
  {
    key: 'revenueGrowth',
    group: 'fundamentals',
    label: 'revenue growth (12 months against the 12 before)',
    unit: 'percent',
    at: revenueGrowth,
  },
  {
    key: 'newsSentiment',
    group: 'news',
    label: 'news sentiment (mean headline score from −1 to +1, last month)',
    unit: 'score',
    at: newsSentiment,
  },
];

/** values[f][d]: feature f of one symbol on session d (NaN when missing). */
export function featureColumns(s: SymbolSeries, sessions: number, features = FEATURES): Float64Array[] {
  return features.map((f) => {
    const out = new Float64Array(sessions);
    for (let d = 0; d < sessions; d++) out[d] = f.at(s, d) ?? Number.NaN;
    return out;
  });
}

/**
 * The features whose value for session `d` changes when everything after d is altered (closes, highs and
 * volumes scrambled; every kind of event after d dropped and one with outlandish values put on d + 1): any
 * such feature peeks ahead.
 */
export function pointInTimeViolations(
  s: SymbolSeries,
  d: number,
  features: readonly FeatureDefinition[] = FEATURES,
): string[] {
  const scramble = (a: Float64Array) => a.map((v, i) => (i > d ? v * (1.5 + 0.37 * Math.sin(i)) : v));
  const future = d + 1;
  const altered: SymbolSeries = {
    symbol: s.symbol,
    closes: scramble(s.closes),
    highs: scramble(s.highs),
    volumes: scramble(s.volumes),
    analyst: [
      ...s.analyst.filter((e) => e.session <= d),
      { session: future, firm: 'Future Firm', revision: 1, target: (s.closes[d] ?? 1) * 3 },
    ],
    insider: [...s.insider.filter((e) => e.session <= d), { session: future, value: 9_000_000 }],
    fundamentals: [
      ...s.fundamentals.filter((e) => e.session <= d),
      {
        session: future,
        epsTtm: (s.closes[d] ?? 1) * 0.31,
        netIncomeTtm: 7.7e9,
        equity: 1.3e9,
        revenueTtm: 5.3e10,
        revenueTtmYearAgo: 1.1e9,
      },
    ],
    news: [...s.news.filter((e) => e.session <= d), { session: future, score: -0.77 }],
  };
  const same = (a: number | null, b: number | null) =>
    a === null ? b === null : b !== null && Math.abs(a - b) < 1e-12;
  return features.filter((f) => !same(f.at(s, d), f.at(altered, d))).map((f) => f.key);
}
