/**
 * What every market endpoint family shares (flow, gauges, snapshot, dark pool, net flow, gamma exposure,
 * chart, status): the engine and the repository, the market clock, the session a live page shows and its
 * rows, quotes cached per market minute, and minute bars. Each family (flow.ts, gex.ts, net-flow.ts,
 * snapshot.ts, dark-pool.ts, chart.ts, sessions.ts) is built on one view; service.ts assembles them.
 */
import type { DailyBar, DarkPoolPrint, FlowTrade, MarketQuote } from '@flowdeck/api-types';
import { NotFoundError } from '../../errors.js';
import type { ChainSnapshot, MinuteBar, SessionQuote } from '../../market/source.js';
import { type IsoDate, marketStatusAt, MINUTE_MS, sessionDateAt, sessionTimes } from '@flowdeck/market-calendar';
import { SEQ_PER_MS } from '../../market/compute/sweeps.js';
import type { MarketEngine } from './engine.js';
import type { SessionStore } from './session-store.js';
import type { MarketRepository } from './repository.js';
import { resolveSession } from './sessions.js';

export const round2 = (v: number): number => Math.round(v * 100) / 100;

export const minuteOf = (ms: number): number => Math.floor(ms / MINUTE_MS);

/** One answer per key and market minute: chains and quotes do not change faster than the data. */
export class MinuteCache<T> {
  private readonly entries = new Map<string, { minute: number; value: T }>();
  constructor(private readonly capacity = 256) {}
  get(key: string, minute: number, compute: () => T): T {
    const hit = this.entries.get(key);
    if (hit && hit.minute === minute) return hit.value;
    if (this.entries.size >= this.capacity) this.entries.clear();
    const value = compute();
    this.entries.set(key, { minute, value });
    return value;
  }
  forget(key: string): void {
    this.entries.delete(key);
  }
}

export interface MarketServiceOptions {
  engine: MarketEngine;
  repository: MarketRepository;
  /** Fallback market time before the engine has run (the app's clock). */
  now: () => number;
  intradaySymbols: ReadonlySet<string>;
  /** The market data source's chain and quotes (sync for the simulator). */
  chain: (symbol: string, at: number) => ChainSnapshot | null | Promise<ChainSnapshot | null>;
  quotes: (at: number) => SessionQuote[] | Promise<SessionQuote[]>;
}

/** The current session's date and its daily bar so far (null before the open). */
export interface TodayBar {
  session: string;
  /** The market time read while the session is still trading; null once it has closed (the bar is final). */
  liveAt: number | null;
  bar: DailyBar | null;
}

/** What a live page reads: one session's rows and the instant its prices are read at. */
export interface SessionView {
  date: IsoDate;
  /** Null before the engine has produced anything. */
  store: SessionStore | null;
  /** Prices are read here: the market time for the most recent session, the close for an older one. */
  at: number;
  /** The engine's own current session (its older pages continue in the database). */
  current: boolean;
  /** Asked for by date: pages stop at the session's start. */
  pinned: boolean;
}

export type MarketView = ReturnType<typeof createMarketView>;

export function createMarketView(options: MarketServiceOptions) {
  const { engine, repository } = options;
  const source = engine.source.kind;
  const quoteCache = new MinuteCache<Promise<Map<string, SessionQuote>>>(4);

  const marketTime = (): number => engine.marketTime ?? options.now();
  const base = (at: number) => ({ source, asOf: new Date(at).toISOString() });

  function requireSymbol(ticker: string): void {
    if (!engine.instrument(ticker)) throw new NotFoundError(`Unknown symbol ${ticker}`);
  }

  function quotesAt(at: number): Promise<Map<string, SessionQuote>> {
    return quoteCache.get(
      'all',
      minuteOf(at),
      async () => new Map((await options.quotes(at)).map((q) => [q.symbol, q])),
    );
  }

  async function quoteOf(ticker: string, at: number): Promise<MarketQuote> {
    const q = (await quotesAt(at)).get(ticker);
    const name = engine.instrument(ticker)?.name ?? ticker;
    if (!q)
      return {
        symbol: ticker,
        name,
        last: 0,
        previousClose: 0,
        change: 0,
        changePercent: 0,
        open: null,
        high: null,
        low: null,
        volume: 0,
      };
    return toMarketQuote(q, name);
  }

  /**
   * The session a live page shows (`requested`, else the most recent one at the market clock): the
   * engine's current session from memory, an earlier one rebuilt by the engine (see sessionView).
   */
  async function viewOf(requested?: IsoDate): Promise<SessionView> {
    const at = marketTime();
    const date = resolveSession(at, requested);
    const pinned = requested !== undefined;
    const latest = date === marketStatusAt(at).session;
    const priceAt = latest ? at : Math.min(at, sessionTimes(date).close);
    const current = engine.currentSession;
    if (current?.date === date) return { date, store: current, at: priceAt, current: true, pinned };
    if (engine.marketTime === null) return { date, store: null, at: priceAt, current: false, pinned };
    return { date, store: await engine.sessionView(date, at), at: priceAt, current: false, pinned };
  }

  function sessionTrades(view: SessionView, ticker: string | null): FlowTrade[] {
    return view.store?.trades.of(ticker) ?? [];
  }

  function sessionPrints(view: SessionView, ticker: string | null): DarkPoolPrint[] {
    return view.store?.prints.of(ticker) ?? [];
  }

  function sessionDate(at: number): string {
    return engine.currentSession?.date ?? sessionDateAt(at);
  }

  /** Rows older than the view's session dropped when the view is pinned to it. */
  function withinView<T extends { id: string }>(view: SessionView, rows: T[]): T[] {
    if (!view.pinned || !view.store) return rows;
    const start = view.store.start * SEQ_PER_MS;
    return rows.filter((r) => Number(r.id) >= start);
  }

  /**
   * Today's daily bar so far, from the live quote: null until the regular session has opened. Daily
   * history stored for `session` or later is ahead of the market clock (the seed reaches the last real
   * session; SIM_START may begin inside it), so readers of stored bars keep those before `session` only.
   */
  async function todayBarAt(ticker: string, at: number): Promise<TodayBar> {
    const session = sessionDate(at);
    const liveAt = at < sessionTimes(session).close ? at : null;
    const q = (await quotesAt(at)).get(ticker);
    if (q?.open == null || q.high === null || q.low === null) return { session, liveAt, bar: null };
    return {
      session,
      liveAt,
      bar: { date: session, open: q.open, high: q.high, low: q.low, close: q.last, volume: q.volume },
    };
  }

  /**
   * Minute bars of sessions ending at `at`: stored for the liquid symbols the engine records every minute
   * of; for the others, straight from the data source, which derives them from the same price path as its
   * quotes (so every listed symbol has intraday bars without storing millions of rows). Earlier sessions
   * keep the regular session only, as the stored history does.
   */
  async function minuteBarsOf(ticker: string, sessions: readonly IsoDate[], at: number): Promise<MinuteBar[]> {
    const first = sessions[0];
    if (first === undefined) return [];
    if (options.intradaySymbols.has(ticker)) return repository.minuteBars(ticker, sessionTimes(first).preOpen, at);
    const today = sessionDateAt(at);
    const bars: MinuteBar[] = [];
    for (const session of sessions) {
      const times = sessionTimes(session);
      for (const bar of await engine.source.minuteBars(ticker, session, Math.min(at, times.postClose)))
        if (session === today || (bar.time >= times.open && bar.time < times.close)) bars.push(bar);
    }
    return bars;
  }

  return {
    engine,
    repository,
    source,
    /** The data source's option chain of `symbol` at `at` (null: no listed options). */
    chain: options.chain,
    marketTime,
    /** The fields every market response starts with: where the data comes from and when it was read. */
    base,
    requireSymbol,
    quotesAt,
    quoteOf,
    viewOf,
    sessionTrades,
    sessionPrints,
    sessionDate,
    withinView,
    todayBarAt,
    minuteBarsOf,
  };
}

function toMarketQuote(q: SessionQuote, name: string): MarketQuote {
  const change = round2(q.last - q.prevClose);
  return {
    symbol: q.symbol,
    name,
    last: q.last,
    previousClose: q.prevClose,
    change,
    changePercent: q.prevClose > 0 ? Math.round((change / q.prevClose) * 10_000) / 100 : 0,
    open: q.open,
    high: q.high,
    low: q.low,
    volume: q.volume,
  };
}
