/**
 * The product's records as AI Pick's events, each on the session by whose close it was public: a dated record
 * (a filing, an analyst action, an insider's Form 4) on its day or the next session after it, a timestamped
 * headline on the first session whose close is at or after it — one published after d's close belongs to d + 1.
 */
import { marketLocalTime, previousTradingDay, sessionTimes } from '@flowdeck/market-calendar';
import type { Fact } from '../fundamentals/statements.js';
import type { EngineNews, RecentBar } from '../news/repository.js';
import type { NewsSource, UnnamedNewsEvent } from '../news/source.js';
import type { FundamentalsEvent, NewsEvent } from './features.js';
import { fundamentalsAsFiled } from './point-in-time-fundamentals.js';

export interface SessionLocator {
  /** The first session on or after `date` (a weekend filing is known at Monday's close); null after the last. */
  onOrAfter(date: string): number | null;
  /**
   * The first session whose close is at or after the instant `ms`; null after the last close, and before the
   * close of the trading day before the first session (older than the history).
   */
  atOrAfter(ms: number): number | null;
}

function firstAtOrAfter<T>(sorted: readonly T[], value: T): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((sorted[mid] as T) < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Locates dates and instants among `sessions` (ISO dates, ascending). */
export function sessionLocator(sessions: readonly string[]): SessionLocator {
  const index = new Map(sessions.map((d, i) => [d, i]));
  let closes: number[] | null = null;
  let start = Infinity;
  return {
    onOrAfter(date) {
      const exact = index.get(date);
      if (exact !== undefined) return exact;
      const i = firstAtOrAfter(sessions, date);
      return i < sessions.length ? i : null;
    },
    atOrAfter(ms) {
      const first = sessions[0];
      if (first === undefined) return null;
      if (closes === null) {
        closes = sessions.map((d) => sessionTimes(d).close);
        start = sessionTimes(previousTradingDay(first)).close;
      }
      if (ms <= start) return null;
      const i = firstAtOrAfter(closes, ms);
      return i < closes.length ? i : null;
    },
  };
}

/** One stock's figures after each of its filings, on the session each filing became public. */
export function fundamentalsEvents(
  facts: readonly Fact[],
  sessions: readonly string[],
  locate: SessionLocator,
): FundamentalsEvent[] {
  const events: FundamentalsEvent[] = [];
  for (const { filed, ...figures } of fundamentalsAsFiled(facts, sessions[0])) {
    const session = locate.onOrAfter(filed);
    if (session !== null) events.push({ session, ...figures });
  }
  return events;
}

/** Stocks whose headlines are scored between two pauses. */
const PAUSE_EVERY = 25;

export interface StockBars {
  symbol: string;
  /** The name the simulated headlines use. */
  name: string;
  dates: readonly string[];
  opens: readonly number[];
  closes: readonly number[];
}

export interface StoredHeadline {
  publishedAt: number;
  tickers: readonly string[];
  /** The lexicon's score, given when the item was stored. */
  score: number;
}

export interface NewsSources {
  /** Each stock's bars: a session's large move is a simulated headline, as the News page reads them back. */
  bars: readonly StockBars[];
  /** The market engine's news events (the sessions it ran are told by these instead of the bars). */
  engine: readonly EngineNews[];
  /** Stored feed items naming tickers. */
  stored: readonly StoredHeadline[];
  /** Where the market's own news comes from (the News page's source). */
  source: NewsSource;
}

/**
 * The headlines naming each stock, scored by the News page's lexicon, on the session they belong to: the
 * simulated ones (the engine's events, else read back from daily moves) and the stored feed items.
 */
export async function newsEvents(
  sources: NewsSources,
  locate: SessionLocator,
  /** Awaited between stocks now and then, so scoring a year of headlines does not hold the event loop. */
  pause: () => Promise<void> = () => Promise.resolve(),
): Promise<Map<string, NewsEvent[]>> {
  const names = new Map(sources.bars.map((b) => [b.symbol, b.name]));
  const out = new Map<string, NewsEvent[]>();
  const add = (symbol: string, ms: number, score: number) => {
    const session = locate.atOrAfter(ms);
    if (session === null || !names.has(symbol)) return;
    const list = out.get(symbol);
    if (list) list.push({ session, score });
    else out.set(symbol, [{ session, score }]);
  };
  const engine = sources.source.fromEngine(sources.engine);
  const engineDays = new Set(engine.map((e) => marketLocalTime(new Date(e.time)).date));
  const score = (event: UnnamedNewsEvent) => {
    const name = names.get(event.symbol);
    if (name !== undefined) add(event.symbol, event.time, sources.source.item({ ...event, name }).score);
  };
  engine.forEach(score);
  for (const [i, stock] of sources.bars.entries()) {
    const bars: RecentBar[] = stock.dates.map((date, k) => ({
      symbol: stock.symbol,
      date,
      open: stock.opens[k] ?? Number.NaN,
      close: stock.closes[k] ?? Number.NaN,
    }));
    sources.source.fromBars(bars, engineDays).forEach(score);
    if (i % PAUSE_EVERY === PAUSE_EVERY - 1) await pause();
  }
  for (const item of sources.stored) for (const ticker of item.tickers) add(ticker, item.publishedAt, item.score);
  for (const list of out.values()) list.sort((a, b) => a.session - b.session);
  return out;
}
