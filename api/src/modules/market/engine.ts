/**
 * The market engine: drives a MarketDataSource through market time, turns raw prints into flow rows
 * (sweep detection, aggressor side, running volume, opening and unusual tags), stores everything, keeps the
 * current session in memory for fast queries, and tells listeners what is new.
 *
 * Market time only moves through `advanceTo`: live, a timer calls it with the clock's time every second;
 * tests call it with the instants they want, so nothing depends on waiting.
 */
import type { DarkPoolPrint, FlowTrade } from '@flowdeck/api-types';
import { sequencePrints, toDarkPoolPrint } from '../../market/compute/dark-pool.js';
import { toFlowTrade } from '../../market/compute/flow-trade.js';
import { SweepDetector, type AggregatedOrder } from '../../market/compute/sweeps.js';
import type { MarketClock } from '../../market/clock.js';
import type { MarketDataSource, MarketEvents, MinuteBar } from '../../market/source.js';
import {
  type IsoDate,
  nextSessionStart,
  previousTradingDay,
  SECOND_MS,
  sessionDateAt,
  sessionTimes,
} from '@flowdeck/market-calendar';
import type { MarketRepository, StoredExtent } from './repository.js';
import { SessionStore } from './session-store.js';
import { nextTurn } from '../../lib/event-loop.js';

/** Sessions of flow, prints and minute bars kept in the database. */
export const RETENTION_SESSIONS = 5;
/** Sessions of minute bars backfilled before the current one on first start. */
export const MINUTE_HISTORY_SESSIONS = 4;
/** Market time generated per step when catching up (bounded memory, regular database commits). */
const CATCH_UP_STEP_MS = 30 * 60_000;
const LIVE_TICK_MS = 1_000;
/** Minute-bar history is written this many symbols at a time (about 4,000 rows a statement). */
const HISTORY_SYMBOLS_PER_WRITE = 10;
/**
 * Past sessions rebuilt from the source and held in memory for the session picker and the closed-market
 * view: at most this many at a time (about 50,000 trades and 20,000 prints each), the least recently
 * used dropped first, so memory stays bounded however many sessions are looked at.
 */
export const ARCHIVED_SESSIONS_HELD = 2;

export interface EngineInstrument {
  symbol: string;
  name: string;
  sector: string;
  assetType: 'stock' | 'etf' | 'index';
  marketCap: number | null;
}

export interface EngineUpdate {
  asOf: number;
  trades: FlowTrade[];
  prints: DarkPoolPrint[];
}

interface Logger {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface EngineOptions {
  source: MarketDataSource;
  repository: MarketRepository;
  instruments: readonly EngineInstrument[];
  /** Symbols whose minute bars are stored (the liquid subset). */
  intradaySymbols: readonly string[];
  /** Next earnings session after a date, when the source knows it. */
  nextEarnings?: (symbol: string, date: IsoDate) => IsoDate | null;
  /** 30-day at-the-money implied volatility of each session at its open, when the source knows it (IV rank). */
  impliedVolatility30?: (symbol: string, dates: readonly IsoDate[]) => (number | null)[];
  logger?: Logger;
}

function timeRange(bars: readonly MinuteBar[]): { first: number; last: number } | null {
  if (bars.length === 0) return null;
  let first = Infinity;
  let last = -Infinity;
  for (const bar of bars) {
    if (bar.time < first) first = bar.time;
    if (bar.time > last) last = bar.time;
  }
  return { first, last };
}

export class MarketEngine {
  readonly source: MarketDataSource;
  private readonly repository: MarketRepository;
  private readonly instruments: Map<string, EngineInstrument>;
  private readonly intradaySymbols: readonly string[];
  private readonly nextEarnings: (symbol: string, date: IsoDate) => IsoDate | null;
  private readonly impliedVolatility30: (symbol: string, dates: readonly IsoDate[]) => (number | null)[];
  private readonly logger: Logger | undefined;
  private processed: number | null = null;
  private session: SessionStore | null = null;
  private detector = new SweepDetector();
  private volume = new Map<string, number>();
  private earningsCache = new Map<string, IsoDate | null>();
  private stored: StoredExtent = {
    firstTradeSeq: null,
    lastTradeSeq: null,
    firstPrintSeq: null,
    lastPrintSeq: null,
    lastMinute: null,
    firstMinute: null,
  };
  private queue: Promise<void> = Promise.resolve();
  private readonly listeners = new Set<(update: EngineUpdate) => void>();
  private timer: NodeJS.Timeout | null = null;
  private clock: MarketClock | null = null;
  /** Rebuilt past sessions, least recently used first (see ARCHIVED_SESSIONS_HELD). */
  private readonly archive = new Map<IsoDate, Promise<SessionStore>>();

  constructor(options: EngineOptions) {
    this.source = options.source;
    this.repository = options.repository;
    this.instruments = new Map(options.instruments.map((i) => [i.symbol, i]));
    this.intradaySymbols = options.intradaySymbols;
    this.nextEarnings = options.nextEarnings ?? (() => null);
    this.impliedVolatility30 = options.impliedVolatility30 ?? ((_symbol, dates) => dates.map(() => null));
    this.logger = options.logger;
  }

  /** Reads what is already stored, so nothing is written twice after a restart. */
  async init(): Promise<void> {
    this.stored = await this.repository.extent();
  }

  /** Market time up to which events exist (null before the first advance). */
  get marketTime(): number | null {
    return this.processed;
  }

  /** The latest stored event, to resume after it (a faster-than-real clock may have run ahead). */
  get lastStoredTime(): number | null {
    const seqs = [this.stored.lastTradeSeq, this.stored.lastPrintSeq].filter((s): s is number => s !== null);
    const fromSeq = seqs.length > 0 ? Math.max(...seqs) / 1000 : null;
    const candidates = [fromSeq, this.stored.lastMinute].filter((t): t is number => t !== null);
    return candidates.length > 0 ? Math.max(...candidates) : null;
  }

  get currentSession(): SessionStore | null {
    return this.session;
  }

  get live(): boolean {
    return this.timer !== null;
  }

  get speed(): number {
    return this.clock?.speed ?? 1;
  }

  instrument(symbol: string): EngineInstrument | undefined {
    return this.instruments.get(symbol);
  }

  /** The next earnings session on or after `date`, when the source knows it (the Screener's days to earnings). */
  nextEarningsOf(symbol: string, date: IsoDate): IsoDate | null {
    return this.nextEarnings(symbol, date);
  }

  /** Each session's 30-day at-the-money implied volatility (a fraction), or null where the source has none. */
  impliedVolatility30Of(symbol: string, dates: readonly IsoDate[]): (number | null)[] {
    return this.impliedVolatility30(symbol, dates);
  }

  allInstruments(): EngineInstrument[] {
    return [...this.instruments.values()];
  }

  onUpdate(listener: (update: EngineUpdate) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Starts market time at `ms` instead of at the pre-market open of its session: nothing earlier is
   * generated (tests and benchmarks that need only a window of the day).
   */
  beginAt(ms: number): void {
    if (this.processed !== null) throw new Error('The market engine has already started');
    const start = Math.floor(ms / SECOND_MS) * SECOND_MS;
    this.session = new SessionStore(sessionDateAt(start), start);
    this.processed = start;
  }

  /**
   * Generates, stores and indexes everything up to `target` (whole seconds), starting at the pre-market
   * open of its session the first time. Calls run one after another.
   */
  advanceTo(target: number, options: { publish?: boolean } = {}): Promise<void> {
    const run = this.queue.then(() => this.run(Math.floor(target / SECOND_MS) * SECOND_MS, options.publish ?? false));
    this.queue = run.catch(() => undefined);
    return run;
  }

  private async run(target: number, publish: boolean): Promise<void> {
    let from = this.processed ?? sessionTimes(sessionDateAt(target)).preOpen;
    while (from < target) {
      const date = sessionDateAt(from);
      if (this.session?.date !== date) await this.rollover(date);
      const to = Math.min(target, nextSessionStart(date), publish ? target : from + CATCH_UP_STEP_MS);
      await this.step(from, to, publish);
      from = to;
      this.processed = to;
    }
  }

  private async rollover(date: IsoDate): Promise<void> {
    if (this.session) {
      // Nothing trades between the close and the next pre-market; flush whatever is held anyway.
      const leftovers = this.detector.drain();
      if (leftovers.length > 0)
        await this.storeTrades(
          this.session,
          leftovers.map((o) => this.enrich(this.session as SessionStore, o)),
        );
    }
    this.detector = new SweepDetector();
    this.volume = new Map();
    this.earningsCache = new Map();
    this.session = new SessionStore(date, sessionTimes(date).preOpen);
    let oldest = date;
    for (let i = 0; i < RETENTION_SESSIONS - 1; i++) oldest = previousTradingDay(oldest);
    await this.repository.prune(sessionTimes(oldest).preOpen);
    this.stored = await this.repository.extent();
  }

  /** Whether the database holds trades (or prints) older than `seq`: if not, a query need not look. */
  storedBefore(kind: 'trades' | 'prints', seq: number): boolean {
    const first = kind === 'trades' ? this.stored.firstTradeSeq : this.stored.firstPrintSeq;
    return first !== null && first < seq;
  }

  private earningsAhead(symbol: string, expiry: IsoDate, date: IsoDate): boolean {
    let next = this.earningsCache.get(symbol);
    if (next === undefined) {
      next = this.nextEarnings(symbol, date);
      this.earningsCache.set(symbol, next);
    }
    return next !== null && next <= expiry;
  }

  private enrich(session: SessionStore, order: AggregatedOrder): FlowTrade {
    return this.enrichWith(session.date, this.volume, order, (symbol, expiry) =>
      this.earningsAhead(symbol, expiry, session.date),
    );
  }

  /** An aggregated order → a flow row, counting its size into the day's running `volume` by contract. */
  private enrichWith(
    date: IsoDate,
    volume: Map<string, number>,
    order: AggregatedOrder,
    earningsAhead: (symbol: string, expiry: IsoDate) => boolean,
  ): FlowTrade {
    const before = volume.get(order.contract) ?? 0;
    volume.set(order.contract, before + order.size);
    const instrument = this.instruments.get(order.underlying);
    return toFlowTrade(order, {
      sessionDate: date,
      instrument: { sector: instrument?.sector ?? 'Unknown', marketCap: instrument?.marketCap ?? null },
      volumeBefore: before,
      earningsAhead: earningsAhead(order.underlying, order.expiry),
    });
  }

  private toPrints(events: MarketEvents): DarkPoolPrint[] {
    const seqs = sequencePrints(events.darkPoolPrints);
    return events.darkPoolPrints.map((event, i) => {
      const instrument = this.instruments.get(event.symbol);
      return toDarkPoolPrint(event, seqs[i] as number, {
        sector: instrument?.sector ?? 'Unknown',
        marketCap: instrument?.marketCap ?? null,
      });
    });
  }

  /**
   * One session's flow, prints and news up to `until` (its whole day when it is over), held in memory:
   * the current session as the engine keeps it, an earlier one rebuilt from the data source (a
   * deterministic source gives the same rows it gave live; nothing is written to the database). The
   * last ARCHIVED_SESSIONS_HELD rebuilt sessions are kept.
   */
  sessionView(date: IsoDate, until: number): Promise<SessionStore> {
    if (this.session?.date === date) return Promise.resolve(this.session);
    const end = Math.min(until, sessionTimes(date).postClose);
    const hit = this.archive.get(date);
    if (hit) {
      this.archive.delete(date);
      this.archive.set(date, hit);
      return hit;
    }
    const built = this.rebuild(date, end);
    this.archive.set(date, built);
    built.catch(() => this.archive.delete(date));
    while (this.archive.size > ARCHIVED_SESSIONS_HELD) {
      const oldest = this.archive.keys().next().value as IsoDate;
      this.archive.delete(oldest);
    }
    return built;
  }

  private async rebuild(date: IsoDate, end: number): Promise<SessionStore> {
    const times = sessionTimes(date);
    const store = new SessionStore(date, times.preOpen);
    const detector = new SweepDetector();
    const volume = new Map<string, number>();
    const earnings = new Map<string, IsoDate | null>();
    const earningsAhead = (symbol: string, expiry: IsoDate): boolean => {
      let next = earnings.get(symbol);
      if (next === undefined) {
        next = this.nextEarnings(symbol, date);
        earnings.set(symbol, next);
      }
      return next !== null && next <= expiry;
    };
    for (let from = times.preOpen; from < end;) {
      const to = Math.min(end, from + CATCH_UP_STEP_MS);
      const events = await this.source.advance(from, to);
      for (const print of events.optionPrints) detector.push(print);
      store.trades.add(detector.flush(to).map((o) => this.enrichWith(date, volume, o, earningsAhead)));
      store.prints.add(this.toPrints(events));
      store.news.push(...events.news);
      from = to;
      // Let requests in between steps: a whole session takes a few seconds to rebuild.
      await nextTurn();
    }
    if (end >= times.postClose)
      store.trades.add(detector.drain().map((o) => this.enrichWith(date, volume, o, earningsAhead)));
    return store;
  }

  private async storeTrades(session: SessionStore, trades: FlowTrade[]): Promise<FlowTrade[]> {
    const last = this.stored.lastTradeSeq;
    const fresh = last === null ? trades : trades.filter((t) => Number(t.id) > last);
    await this.repository.insertTrades(fresh, session.date);
    const oldest = fresh[0];
    if (oldest && (this.stored.firstTradeSeq === null || Number(oldest.id) < this.stored.firstTradeSeq)) {
      this.stored.firstTradeSeq = Number(oldest.id);
    }
    const newest = trades[trades.length - 1];
    if (newest && (last === null || Number(newest.id) > last)) this.stored.lastTradeSeq = Number(newest.id);
    session.trades.add(trades);
    return trades;
  }

  private async step(from: number, to: number, publish: boolean): Promise<void> {
    const session = this.session as SessionStore;
    const events: MarketEvents = await this.source.advance(from, to);

    for (const print of events.optionPrints) this.detector.push(print);
    const trades = this.detector.flush(to).map((order) => this.enrich(session, order));
    await this.storeTrades(session, trades);

    const prints = this.toPrints(events);
    const lastPrint = this.stored.lastPrintSeq;
    const freshPrints = lastPrint === null ? prints : prints.filter((p) => Number(p.id) > lastPrint);
    await this.repository.insertPrints(freshPrints, session.date);
    const oldestPrint = freshPrints[0];
    if (oldestPrint && (this.stored.firstPrintSeq === null || Number(oldestPrint.id) < this.stored.firstPrintSeq)) {
      this.stored.firstPrintSeq = Number(oldestPrint.id);
    }
    const newestPrint = prints[prints.length - 1];
    if (newestPrint && (lastPrint === null || Number(newestPrint.id) > lastPrint))
      this.stored.lastPrintSeq = Number(newestPrint.id);
    session.prints.add(prints);

    await this.storeMinuteBars(events.minuteBars);
    await this.repository.insertDailyBars(events.dailyBars);
    await this.repository.insertNews(events.news);
    session.news.push(...events.news);

    if (publish && (trades.length > 0 || prints.length > 0)) {
      const update: EngineUpdate = { asOf: to, trades, prints };
      for (const listener of this.listeners) {
        try {
          listener(update);
        } catch (error) {
          this.logger?.error({ err: error }, 'market update listener failed');
        }
      }
    }
  }

  private async storeMinuteBars(bars: readonly MinuteBar[]): Promise<void> {
    const last = this.stored.lastMinute;
    const fresh = last === null ? bars : bars.filter((b) => b.time > last);
    if (fresh.length === 0) return;
    await this.repository.insertMinuteBars(fresh);
    const range = timeRange(fresh) as { first: number; last: number };
    this.stored.lastMinute = range.last;
    this.stored.firstMinute ??= range.first;
  }

  /**
   * Minute bars of the sessions before `date` that are not stored yet (first start): the chart then has
   * several days of intraday history. Kept to the liquid subset and the regular session; written a
   * few symbols at a time so queries interleave, and stopped early when `stop` says so.
   */
  async backfillMinuteHistory(
    date: IsoDate,
    sessions = MINUTE_HISTORY_SESSIONS,
    stop: () => boolean = () => false,
  ): Promise<number> {
    const probe = this.intradaySymbols[0];
    if (probe === undefined) return 0;
    const dates: IsoDate[] = [];
    let day = date;
    for (let i = 0; i < sessions; i++) {
      day = previousTradingDay(day);
      dates.unshift(day);
    }
    let inserted = 0;
    for (const session of dates) {
      const times = sessionTimes(session);
      if (await this.repository.hasMinuteBars(probe, times.preOpen, times.postClose)) continue;
      for (let i = 0; i < this.intradaySymbols.length; i += HISTORY_SYMBOLS_PER_WRITE) {
        if (stop()) return inserted;
        const bars: MinuteBar[] = [];
        for (const symbol of this.intradaySymbols.slice(i, i + HISTORY_SYMBOLS_PER_WRITE)) {
          // Regular-session minutes only: half the rows, and what a multi-day intraday chart shows.
          for (const bar of await this.source.minuteBars(symbol, session, times.postClose)) {
            if (bar.time >= times.open && bar.time < times.close) bars.push(bar);
          }
        }
        await this.repository.insertMinuteBars(bars);
        inserted += bars.length;
      }
    }
    return inserted;
  }

  /** Runs the market at the clock: catches up first, then one step per tick, published. */
  startLive(clock: MarketClock, tickMs = LIVE_TICK_MS): void {
    if (this.timer) return;
    this.clock = clock;
    this.timer = setInterval(() => {
      this.advanceTo(clock.now(), { publish: true }).catch((error: unknown) =>
        this.logger?.error({ err: error }, 'market tick failed'),
      );
    }, tickMs);
    this.timer.unref();
  }

  /** Stops the clock and waits for the step in progress. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.queue;
  }
}
