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

/** Sessions of flow, prints and minute bars kept in the database. */
export const RETENTION_SESSIONS = 5;
/** Sessions of minute bars backfilled before the current one on first start. */
export const MINUTE_HISTORY_SESSIONS = 4;
/** Market time generated per step when catching up (bounded memory, regular database commits). */
const CATCH_UP_STEP_MS = 30 * 60_000;
const LIVE_TICK_MS = 1_000;
/** Minute-bar history is written this many symbols at a time (about 4,000 rows a statement). */
const HISTORY_SYMBOLS_PER_WRITE = 10;

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

  constructor(options: EngineOptions) {
    this.source = options.source;
    this.repository = options.repository;
    this.instruments = new Map(options.instruments.map((i) => [i.symbol, i]));
    this.intradaySymbols = options.intradaySymbols;
    this.nextEarnings = options.nextEarnings ?? (() => null);
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
    const before = this.volume.get(order.contract) ?? 0;
    this.volume.set(order.contract, before + order.size);
    const instrument = this.instruments.get(order.underlying);
    return toFlowTrade(order, {
      sessionDate: session.date,
      instrument: { sector: instrument?.sector ?? 'Unknown', marketCap: instrument?.marketCap ?? null },
      volumeBefore: before,
      earningsAhead: this.earningsAhead(order.underlying, order.expiry, session.date),
    });
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

    const seqs = sequencePrints(events.darkPoolPrints);
    const prints = events.darkPoolPrints.map((event, i) => {
      const instrument = this.instruments.get(event.symbol);
      return toDarkPoolPrint(event, seqs[i] as number, {
        sector: instrument?.sector ?? 'Unknown',
        marketCap: instrument?.marketCap ?? null,
      });
    });
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
