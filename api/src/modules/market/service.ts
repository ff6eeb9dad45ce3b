import type {
  Bar,
  BarInterval,
  BarsResponse,
  DailyBar,
  DarkPoolPrint,
  DarkPoolResponse,
  DteBucket,
  FlowGaugesResponse,
  FlowResponse,
  FlowSnapshotResponse,
  FlowSnapshotV2Response,
  FlowTrade,
  GammaExposureResponse,
  GexLevels,
  MarketQuote,
  MarketStatusResponse,
  NetFlowResponse,
} from '@flowdeck/api-types';
import {
  GEX_CONVENTION,
  type GexContract,
  contractGammaExposure,
  gammaExposure,
  gammaProfile,
  zeroCrossing,
} from '@flowdeck/options-math';
import { InputError, NotFoundError } from '../../errors.js';
import type { FlowFilter } from '../../market/compute/flow-filter.js';
import {
  darkPoolTotals,
  levelStep,
  netByDte,
  netFlowSeries,
  premiumByExpiry,
  premiumByKind,
  premiumByStrike,
  priceLevels,
  rankDarkPoolTickers,
  summarizeFlow,
  topContracts,
} from '../../market/compute/flow-summary.js';
import type { ChainSnapshot, MinuteBar, SessionQuote } from '../../market/source.js';
import {
  type IsoDate,
  marketPhaseAt,
  marketStatusAt,
  MINUTE_MS,
  sessionDateAt,
  sessionsEndingAt,
  sessionTimes,
} from '@flowdeck/market-calendar';
import { SEQ_PER_MS } from '../../market/compute/sweeps.js';
import { RETENTION_SESSIONS, type MarketEngine } from './engine.js';
import type { SessionStore } from './session-store.js';
import type { DarkPoolFilter, MarketRepository } from './repository.js';

export const SNAPSHOT_TOP_CONTRACTS = 10;
export const SNAPSHOT_LEVELS = 12;
export const SNAPSHOT_RECENT_TRADES = 25;
export const DARK_POOL_TOP_TICKERS = 25;
export const DEFAULT_GEX_RANGE_PERCENT = 15;
export const HEATMAP_EXPIRIES = 12;
const DEFAULT_INTRADAY_DAYS = 1;
const DEFAULT_DAILY_BARS = 252;
const MAX_INTRADAY_DAYS = 5;
const INTERVAL_MINUTES: Record<Exclude<BarInterval, '1d'>, number> = { '1m': 1, '5m': 5, '15m': 15, '1h': 60 };

const round2 = (v: number): number => Math.round(v * 100) / 100;

const serializedRows = new WeakMap<object, string>();

/** JSON of a row, computed once per row object (the session's rows live as long as the session). */
function serialized(row: object): string {
  let json = serializedRows.get(row);
  if (json === undefined) {
    json = JSON.stringify(row);
    serializedRows.set(row, json);
  }
  return json;
}

/** One answer per key and market minute: chains and quotes do not change faster than the data. */
class MinuteCache<T> {
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

export type MarketService = ReturnType<typeof createMarketService>;

/**
 * The sessions a live page can show at market time `at`, newest first: the one the "most recent
 * session" rule picks (marketStatusAt: the session trading, else the latest that has opened) and the
 * ones before it, as many as the history keeps.
 */
export function recentSessions(at: number, count = RETENTION_SESSIONS): IsoDate[] {
  return sessionsEndingAt(marketStatusAt(at).session, count).reverse();
}

/**
 * A requested session checked against the recent ones (undefined: the most recent rule's). An unknown
 * or too old date is refused with a field error that lists the sessions there are.
 */
export function resolveSession(at: number, requested: IsoDate | undefined): IsoDate {
  const sessions = recentSessions(at);
  if (requested === undefined) return sessions[0] as IsoDate;
  if (!sessions.includes(requested)) {
    throw new InputError({
      session: `No session on ${requested} to show: choose one of the last ${sessions.length} sessions (${sessions.join(', ')}).`,
    });
  }
  return requested;
}

/** What a live page reads: one session's rows and the instant its prices are read at. */
interface SessionView {
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

export function createMarketService(options: MarketServiceOptions) {
  const { engine, repository } = options;
  const source = engine.source.kind;
  const quoteCache = new MinuteCache<Promise<Map<string, SessionQuote>>>(4);
  /** Net flow lines and totals: recomputed when a trade arrives or the market minute turns, not per request. */
  const netFlowCache = new MinuteCache<Promise<Pick<NetFlowResponse, 'points' | 'totals'>>>(256);
  const gexCache = new MinuteCache<Promise<GammaExposureResponse>>(64);

  const marketTime = (): number => engine.marketTime ?? options.now();
  const minuteOf = (ms: number): number => Math.floor(ms / MINUTE_MS);
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

  async function flowPage(
    view: SessionView,
    filter: FlowFilter,
    cursor: number | undefined,
    limit: number,
  ): Promise<FlowTrade[]> {
    const before = cursor ?? Number.MAX_SAFE_INTEGER;
    const session = view.store;
    const items: FlowTrade[] = [];
    // The shown session is held in memory; the current one's older pages come from the database.
    if (session && before > session.trades.coverage) items.push(...session.pageTrades(filter, before, limit));
    if (!view.current && view.store) return items;
    const sqlBefore = session ? Math.min(before, session.trades.coverage) : before;
    if (items.length < limit && engine.storedBefore('trades', sqlBefore)) {
      items.push(...withinView(view, await repository.flowPage(filter, sqlBefore, limit - items.length)));
    }
    return items;
  }

  async function gex(
    ticker: string,
    expiry: string | null,
    rangePercent: number,
    at: number,
  ): Promise<GammaExposureResponse> {
    return gexCache.get(`${ticker}|${expiry ?? ''}|${rangePercent}`, minuteOf(at), async () => {
      const chain = await options.chain(ticker, at);
      if (!chain) throw new NotFoundError(`${ticker} has no listed options`);
      const expiries = [
        ...new Map(
          chain.contracts.map((c) => [c.expiry, { expiry: c.expiry, dte: c.dte, kind: c.expiryKind }]),
        ).values(),
      ];
      let contracts = chain.contracts;
      let expiryFilter: string | null = null;
      if (expiry === '0dte') {
        contracts = contracts.filter((c) => c.dte === 0);
        expiryFilter = expiries.find((e) => e.dte === 0)?.expiry ?? null;
        if (expiryFilter === null) throw new InputError({ expiry: `${ticker} has no contracts expiring today.` });
      } else if (expiry !== null) {
        contracts = contracts.filter((c) => c.expiry === expiry);
        if (contracts.length === 0)
          throw new InputError({ expiry: `${ticker} has no contracts expiring on ${expiry}.` });
        expiryFilter = expiry;
      }
      const gexContracts: GexContract[] = contracts.map((c) => ({
        type: c.type,
        strike: c.strike,
        expiry: c.expiry,
        time: c.time,
        volatility: c.iv,
        openInterest: c.openInterest,
      }));
      const market = { spot: chain.spot, rate: chain.rate };
      const result = gammaExposure(gexContracts, market);
      const profile = gammaProfile(gexContracts, market);
      const low = chain.spot * (1 - rangePercent / 100);
      const high = chain.spot * (1 + rangePercent / 100);
      const dteOf = new Map(expiries.map((e) => [e.expiry, e.dte]));
      const heatExpiries = result.byExpiry.slice(0, HEATMAP_EXPIRIES).map((e) => e.expiry);
      const heatStrikes = [
        ...new Set(gexContracts.filter((c) => c.strike >= low && c.strike <= high).map((c) => c.strike)),
      ].sort((a, b) => a - b);
      const strikeIndex = new Map(heatStrikes.map((k, i) => [k, i]));
      const expiryIndex = new Map(heatExpiries.map((e, i) => [e, i]));
      const values = heatStrikes.map(() => heatExpiries.map(() => 0));
      for (const contract of gexContracts) {
        const row = strikeIndex.get(contract.strike);
        const column = expiryIndex.get(contract.expiry);
        if (row === undefined || column === undefined) continue;
        const cells = values[row] as number[];
        cells[column] = (cells[column] as number) + contractGammaExposure(contract, market);
      }
      return {
        ...base(at),
        ticker,
        spot: chain.spot,
        convention: GEX_CONVENTION,
        expiry: expiryFilter,
        expiries,
        totals: { call: round2(result.totals.call), put: round2(result.totals.put), net: round2(result.totals.net) },
        callWall: result.callWall,
        putWall: result.putWall,
        zeroGamma: roundLevel(zeroCrossing(profile, chain.spot)),
        byStrike: result.byStrike
          .filter((r) => r.strike >= low && r.strike <= high)
          .map((r) => ({ strike: r.strike, call: round2(r.call), put: round2(r.put), net: round2(r.net) })),
        byExpiry: result.byExpiry.map((r) => ({
          expiry: r.expiry,
          dte: dteOf.get(r.expiry) ?? 0,
          call: round2(r.call),
          put: round2(r.put),
          net: round2(r.net),
        })),
        heatmap: { strikes: heatStrikes, expiries: heatExpiries, values: values.map((row) => row.map(round2)) },
        profile: profile.map((p) => ({ spot: round2(p.spot), net: round2(p.net) })),
        contracts: gexContracts.length,
      };
    });
  }

  async function gexLevels(ticker: string, at: number): Promise<GexLevels | null> {
    try {
      const full = await gex(ticker, null, DEFAULT_GEX_RANGE_PERCENT, at);
      return {
        spot: full.spot,
        netGex: full.totals.net,
        callWall: full.callWall,
        putWall: full.putWall,
        zeroGamma: full.zeroGamma,
      };
    } catch (error) {
      if (error instanceof NotFoundError) return null;
      throw error;
    }
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

  async function priceLine(
    view: SessionView,
    ticker: string,
    from: number,
    to: number,
  ): Promise<(ms: number) => number | null> {
    const bars = (await minuteBarsOf(ticker, [sessionDateAt(from)], to)).filter((b) => b.time >= from - MINUTE_MS);
    const closes = new Map(bars.map((b) => [minuteOf(b.time), b.close]));
    const trades = sessionTrades(view, ticker);
    return (ms) => {
      // The close of the minute before `ms`, else the last trade's underlying price.
      const close = closes.get(minuteOf(ms) - 1);
      if (close !== undefined) return close;
      let price: number | null = null;
      for (const t of trades) {
        if (Date.parse(t.time) >= ms) break;
        price = t.spot;
      }
      return price;
    };
  }

  async function netFlowFor(view: SessionView, ticker: string | null, dte: DteBucket, interval: number) {
    const times = sessionTimes(view.date);
    const to = Math.min(Math.max(marketTime(), times.open), times.close);
    const trades = sessionTrades(view, ticker);
    const priceAt = await priceLine(view, ticker ?? 'SPY', times.open, to);
    return netFlowSeries(trades, { from: times.open, to, intervalMinutes: interval, bucket: dte, priceAt });
  }

  async function snapshotBase(ticker: string, view: SessionView): Promise<FlowSnapshotResponse> {
    const at = view.at;
    const trades = sessionTrades(view, ticker);
    const prints = sessionPrints(view, ticker);
    const quote = await quoteOf(ticker, at);
    const levels = priceLevels(prints, levelStep(quote.last || prints[0]?.price || 1))
      .sort((a, b) => b.notional - a.notional)
      .slice(0, SNAPSHOT_LEVELS)
      .sort((a, b) => a.price - b.price);
    return {
      ...base(at),
      session: view.date,
      ticker,
      quote,
      summary: summarizeFlow(trades),
      topContracts: topContracts(trades, SNAPSHOT_TOP_CONTRACTS),
      darkPool: { ...darkPoolTotals(prints), levels },
      gex: oneSpot(await gexLevels(ticker, at), quote.last),
    };
  }

  return {
    source,

    /**
     * One page of flow, already serialised: rows held in memory are stringified once and reused, so a
     * page costs a join rather than a JSON.stringify of fifty objects (the flow budget is 1,000 req/s).
     */
    async flowJson(
      x: string | null,
      filter: FlowFilter,
      cursor: number | undefined,
      limit: number,
      session?: IsoDate,
    ): Promise<string> {
      if (x !== null) requireSymbol(x);
      for (const ticker of filter.tickers ?? []) requireSymbol(ticker);
      const view = await viewOf(session);
      const at = marketTime();
      const items = await flowPage(view, filter, cursor, limit + 1);
      const page = items.slice(0, limit);
      const nextCursor = items.length > limit ? (page[page.length - 1]?.id ?? null) : null;
      const head: Omit<FlowResponse, 'items' | 'nextCursor'> = base(at);
      return `{"source":${JSON.stringify(head.source)},"asOf":${JSON.stringify(head.asOf)},"items":[${page.map(serialized).join(',')}],"nextCursor":${JSON.stringify(nextCursor)}}`;
    },

    async gauges(ticker: string | null, session?: IsoDate): Promise<FlowGaugesResponse> {
      if (ticker) requireSymbol(ticker);
      const view = await viewOf(session);
      const at = view.at;
      const trades = sessionTrades(view, ticker);
      const summary = summarizeFlow(trades);
      const quoteSymbols = ticker ? [ticker] : ['SPY', 'VIX'].filter((s) => engine.instrument(s));
      return {
        ...base(at),
        session: view.date,
        phase: marketPhaseAt(marketTime()),
        ticker,
        summary,
        tide: round2(summary.net.netCallPremium - summary.net.netPutPremium),
        byDte: netByDte(trades),
        quotes: await Promise.all(quoteSymbols.map((s) => quoteOf(s, at))),
      };
    },

    async snapshot(ticker: string, session?: IsoDate): Promise<FlowSnapshotResponse> {
      requireSymbol(ticker);
      return snapshotBase(ticker, await viewOf(session));
    },

    async snapshotV2(ticker: string, session?: IsoDate): Promise<FlowSnapshotV2Response> {
      requireSymbol(ticker);
      const view = await viewOf(session);
      const snapshot = await snapshotBase(ticker, view);
      const at = marketTime();
      const trades = sessionTrades(view, ticker);
      return {
        ...snapshot,
        byDte: netByDte(trades),
        byExpiry: premiumByExpiry(trades),
        byStrike: premiumByStrike(trades, 20),
        byKind: premiumByKind(trades),
        netFlow: await netFlowFor(view, ticker, 'all', 5),
        recentTrades: trades.slice(-SNAPSHOT_RECENT_TRADES).reverse(),
        news: (view.store?.news ?? [])
          .filter((n) => n.symbol === ticker && n.time <= at)
          .map((n) => ({
            ticker: n.symbol,
            kind: n.kind,
            time: new Date(n.time).toISOString(),
            movePercent: round2((Math.exp(n.move) - 1) * 100),
          })),
      };
    },

    async darkPool(
      ticker: string | null,
      filter: DarkPoolFilter,
      cursor: number | undefined,
      limit: number,
      requested?: IsoDate,
    ): Promise<DarkPoolResponse> {
      if (ticker) requireSymbol(ticker);
      const view = await viewOf(requested);
      const at = view.at;
      const before = cursor ?? Number.MAX_SAFE_INTEGER;
      const session = view.store;
      const accept = (p: DarkPoolPrint): boolean =>
        (filter.minNotional === undefined || p.notional >= filter.minNotional) &&
        (filter.minSize === undefined || p.size >= filter.minSize) &&
        (!filter.lateOnly || p.late) &&
        (!filter.blocksOnly || p.tags.includes('block'));
      const items: DarkPoolPrint[] = [];
      if (session && before > session.prints.coverage) {
        items.push(...session.prints.page(before, limit + 1, accept, ticker ? [ticker] : undefined));
      }
      const sqlBefore = session ? Math.min(before, session.prints.coverage) : before;
      if ((view.current || !session) && items.length < limit + 1 && engine.storedBefore('prints', sqlBefore)) {
        const older = await repository.darkPoolPage(
          ticker ? [ticker] : null,
          filter,
          sqlBefore,
          limit + 1 - items.length,
        );
        items.push(...withinView(view, older));
      }
      const page = items.slice(0, limit);
      let summary: DarkPoolResponse['summary'] = null;
      if (cursor === undefined) {
        const prints = sessionPrints(view, ticker).filter(accept);
        const quote = ticker ? await quoteOf(ticker, at) : null;
        summary = {
          ...darkPoolTotals(prints),
          levels: ticker ? priceLevels(prints, levelStep(quote?.last || prints[0]?.price || 1)) : null,
          topTickers: ticker ? null : rankDarkPoolTickers(prints, DARK_POOL_TOP_TICKERS),
        };
      }
      return {
        ...base(marketTime()),
        session: view.date,
        items: page,
        nextCursor: items.length > limit ? (page[page.length - 1]?.id ?? null) : null,
        summary,
      };
    },

    async netFlow(
      ticker: string | null,
      dte: DteBucket,
      interval: number,
      session?: IsoDate,
    ): Promise<NetFlowResponse> {
      if (ticker) requireSymbol(ticker);
      const view = await viewOf(session);
      const at = marketTime();
      const trades = sessionTrades(view, ticker);
      const key = `${view.date} ${ticker ?? ''} ${dte} ${interval} ${trades.length}`;
      const lines = netFlowCache.get(key, minuteOf(at), async () => ({
        points: await netFlowFor(view, ticker, dte, interval),
        totals: netByDte(trades),
      }));
      lines.catch(() => netFlowCache.forget(key));
      return { ...base(at), session: view.date, ticker, dte, interval, ...(await lines) };
    },

    async gammaExposure(
      ticker: string,
      expiry: string | null,
      rangePercent: number,
      session?: IsoDate,
    ): Promise<GammaExposureResponse> {
      requireSymbol(ticker);
      const at = marketTime();
      const date = resolveSession(at, session);
      // The open interest and prices of the shown session: its close when it is an older one.
      return gex(ticker, expiry, rangePercent, date === marketStatusAt(at).session ? at : sessionTimes(date).close);
    },

    /**
     * Candles of one ticker. With `session` (one of the recent sessions, else 400) the chart ends at that
     * session's close: intraday bars of the sessions up to it, daily bars up to its own.
     */
    async bars(
      ticker: string,
      interval: BarInterval,
      days: number | undefined,
      session?: IsoDate,
    ): Promise<BarsResponse> {
      requireSymbol(ticker);
      const at = marketTime();
      const current = sessionDate(at);
      const picked = session === undefined ? null : resolveSession(at, session);
      // An older session than the one trading or shown: nothing after its close is drawn.
      const until = picked !== null && picked < current ? picked : null;
      // Every listed symbol has intraday bars (stored or from the source, see minuteBarsOf).
      const intraday = true;
      if (interval === '1d') {
        const limit = days ?? DEFAULT_DAILY_BARS;
        // Stored bars of this session or later may hold a whole day ahead of the market clock (the
        // reference history is seeded to the last session; SIM_START may start inside it): today's bar
        // is the session so far, from the live quote, once the regular session has opened.
        const stored = (await repository.dailyBars(ticker, limit + 1 + (until ? RETENTION_SESSIONS : 0))).filter((r) =>
          until ? r.date <= until : r.date < current,
        );
        const dayOf = (date: string) => new Date(`${date}T00:00:00Z`).toISOString();
        const bars: Bar[] = stored.reverse().map((r) => ({
          time: dayOf(r.date),
          open: r.open,
          high: r.high,
          low: r.low,
          close: r.close,
          volume: Number(r.volume),
          vwap: null,
        }));
        if (!until) {
          const today = await todayBarAt(ticker, at);
          if (today.bar) bars.push({ ...today.bar, time: dayOf(current), vwap: null });
        }
        return { ...base(at), ticker, interval, bars: bars.slice(-limit), intraday };
      }
      const sessionsBack = Math.min(days ?? DEFAULT_INTRADAY_DAYS, MAX_INTRADAY_DAYS);
      const end = until ? Math.min(at, sessionTimes(until).postClose) : at;
      const minutes = await minuteBarsOf(ticker, sessionsEndingAt(until ?? sessionDateAt(at), sessionsBack), end);
      return { ...base(at), ticker, interval, bars: aggregateBars(minutes, INTERVAL_MINUTES[interval]), intraday };
    },

    /** A requested session checked against the recent ones at the market clock (400 otherwise; see resolveSession). */
    pickSession(session: IsoDate): IsoDate {
      return resolveSession(marketTime(), session);
    },

    /** Today's daily bar so far for `ticker` at the market clock (see todayBarAt). */
    todayBar(ticker: string): Promise<TodayBar> {
      return todayBarAt(ticker, marketTime());
    },

    status(): MarketStatusResponse {
      const at = marketTime();
      const market = marketStatusAt(at);
      return {
        ...base(at),
        session: sessionDate(at),
        phase: marketPhaseAt(at),
        speed: engine.speed,
        live: engine.live,
        open: market.open,
        showing: market.session,
        sessions: recentSessions(at),
        nextOpen: new Date(market.nextOpen).toISOString(),
      };
    },
  };
}

/**
 * One price per symbol per instant: the gamma levels (priced once a market minute) show the quote's last
 * price as their spot, so a page never shows two prices for the same moment.
 */
function oneSpot(levels: GexLevels | null, last: number): GexLevels | null {
  return levels && last > 0 ? { ...levels, spot: last } : levels;
}

function roundLevel(value: number | null): number | null {
  return value === null ? null : round2(value);
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

/**
 * Minute bars → bars of `minutes`, aligned on the regular open (09:30, 09:35 … and 10:30 for hours), as
 * charts expect. VWAP is volume-weighted over the minutes.
 */
export function aggregateBars(minutes: readonly MinuteBar[], size: number): Bar[] {
  if (size === 1) {
    return minutes.map((m) => ({
      time: new Date(m.time).toISOString(),
      open: m.open,
      high: m.high,
      low: m.low,
      close: m.close,
      volume: m.volume,
      vwap: m.vwap,
    }));
  }
  const step = size * MINUTE_MS;
  const bars: Bar[] = [];
  let current: (Bar & { start: number; pv: number }) | null = null;
  for (const m of minutes) {
    const open = sessionTimes(sessionDateAt(m.time)).open;
    const start = open + Math.floor((m.time - open) / step) * step;
    if (!current || current.start !== start) {
      if (current) bars.push(finishBar(current));
      current = {
        start,
        time: new Date(start).toISOString(),
        open: m.open,
        high: m.high,
        low: m.low,
        close: m.close,
        volume: 0,
        vwap: null,
        pv: 0,
      };
    }
    current.high = Math.max(current.high, m.high);
    current.low = Math.min(current.low, m.low);
    current.close = m.close;
    current.volume += m.volume;
    current.pv += m.vwap * m.volume;
  }
  if (current) bars.push(finishBar(current));
  return bars;
}

function finishBar(bar: Bar & { start: number; pv: number }): Bar {
  const { start: _start, pv, ...rest } = bar;
  return { ...rest, vwap: rest.volume > 0 ? Math.round((pv / rest.volume) * 10_000) / 10_000 : rest.close };
}
