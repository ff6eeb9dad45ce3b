/**
 * The scanners: every listed stock and ETF scanned from its one-minute bars for the session shown, read
 * once per market minute and shared by every scanner (movers, gappers, relative volume). The figures
 * come from the pure definitions in ./compute; this module only gathers bars and history for them.
 *
 * A session's bars live in one MinuteStore (typed-array columns with running figures): a new minute
 * appends only that minute's bars of each symbol, and each scan is a view of the store at its minute.
 */
import type {
  BiggestMoversResponse,
  BreakDirection,
  BreakRow,
  BreaksResponse,
  BreakType,
  GapDirection,
  GapperRow,
  GappersResponse,
  MoverRow,
  MoveCatalyst,
  RelativeVolumeResponse,
  RelativeVolumeRow,
  ScannerResponse,
  ScannerSessionPart,
  StockBeep,
  StockBeepResponse,
  VolumeCurveResponse,
  VwapBandsResponse,
  VwapDeviationResponse,
  VwapRow,
  VwapSide,
} from '@flowdeck/api-types';
import {
  type IsoDate,
  MINUTE_MS,
  marketStatusAt,
  previousTradingDay,
  sessionDateAt,
  sessionsEndingAt,
  sessionTimes,
  type SessionTimes,
} from '@flowdeck/market-calendar';
import { NotFoundError } from '../../errors.js';
import type { MarketEngine } from '../market/engine.js';
import type { MarketRepository } from '../market/repository.js';
import {
  type BarColumns,
  breakLevels,
  type BreakLevels,
  type DailyRange,
  FIFTY_TWO_WEEK_SESSIONS,
  adjustedRanges,
  type AllTimeRange,
  findBreaks,
  findBreaksIn,
  BreakScan,
  type BreakSignal,
  type SplitFactor,
  volumeConfirmed,
} from './compute/breakouts.js';
import { gapOf } from './compute/gaps.js';
import { moveOf, passesNoiseFilters, sectorHeat } from './compute/movers.js';
import { rvolSpikes, vwapCrosses } from './compute/beeps.js';
import { RVOL_ALERT_THRESHOLD } from '@flowdeck/endpoints/sms-alerts';
import {
  AVERAGE_VOLUME_SESSIONS,
  BREAK_RVOL_THRESHOLD,
  BREAK_TYPE_LABELS,
  BREAK_TYPES,
  DEFAULT_MIN_GAP_PERCENT,
  RVOL_LOOKBACK_SESSIONS,
  VWAP_BAND_SIGMAS,
} from '@flowdeck/endpoints/scanners';
import {
  averageDailyVolume,
  dailyVolumeRatio,
  partVolumeCurve,
  sessionMinutes,
  timeOfDayRvol,
} from './compute/relative-volume.js';
import { vwapCurve, vwapFiguresOf, type VwapSums } from './compute/vwap.js';
import { MinuteStore } from './compute/minute-store.js';
import { CurveTable } from './compute/curve-table.js';
import { slicer } from '../../lib/event-loop.js';
import { moveWindow, partOf, partSessionAt, type ScanBar, type SessionFigures } from './compute/session-parts.js';
import { type CatalystSources, catalystsFor } from './compute/catalysts.js';
import { SIMULATED_SOURCE } from '@flowdeck/endpoints/simulated';

export interface ScannerServiceOptions {
  engine: MarketEngine;
  repository: MarketRepository;
  /** Fallback market time before the engine has run (the app's clock). */
  now: () => number;
  /** Where the movers' catalysts are read (the earnings, news and analyst services); none: no catalysts. */
  catalysts?: CatalystSources;
}

/** A scanned symbol of a session: what does not change during it. */
interface Listed {
  symbol: string;
  name: string;
  sector: string;
  assetType: 'stock' | 'etf';
  marketCap: number | null;
  prevClose: number;
}

/** One session's store and the symbols in it (slot i of the store is `listed[i]`). */
interface SessionBars {
  store: MinuteStore;
  listed: Listed[];
  /** Appends run one after another. */
  queue: Promise<unknown>;
}

interface SymbolScan extends Listed {
  store: MinuteStore;
  slot: number;
  figures: SessionFigures;
  vwap: VwapSums;
  /** Volume of each minute's part so far (see partVolumeCurve), valid to the scan's minute. */
  curve: Float64Array;
  /** Last price of the day so far, any part. */
  last: number | null;
  dayVolume: number;
}

/** One session scanned to one instant. */
interface DayScan {
  date: IsoDate;
  times: SessionTimes;
  /** The instant read (the session's end once it is over). */
  at: number;
  /** Index of the last minute ended since 04:00 (−1 before the first). */
  index: number;
  symbols: SymbolScan[];
}

/** Per symbol: the average part-volume curve over earlier sessions, and the average daily volume. */
interface History {
  sessions: number;
  curves: CurveTable;
  averageDailyVolume: Map<string, number | null>;
  /**
   * The levels from earlier sessions (20-day, Donchian, 52-week and all-time, split-adjusted), without
   * the day's pre-market high and low, which each scan adds.
   */
  levels: Map<string, BreakLevels>;
  /** Each symbol's whole stored history before the session, split-adjusted. */
  allTime: Map<string, AllTimeRange>;
}

/** Scans kept: a few (date, minute) views of the stores — each scanner page asks for the current minute. */
const SCANS_HELD = 4;
/** Sessions whose bars are kept: today's and the last regular session's (shown before the open). */
const SESSIONS_HELD = 2;
const HISTORIES_HELD = 2;
/** A row's mini chart takes a close every this many minutes (at most 78 points a session). */
const SPARK_STEP_MINUTES = 5;

class Lru<T> {
  private readonly entries = new Map<string, T>();
  constructor(private readonly capacity: number) {}
  get(key: string, compute: () => T): T {
    const hit = this.entries.get(key);
    if (hit !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit;
    }
    const value = compute();
    this.entries.set(key, value);
    if (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    return value;
  }
}

export type ScannerService = ReturnType<typeof createScannerService>;

/** A source that can give one symbol's bars of a stretch of a session (the simulator does). */
export interface RangedMinuteBars {
  minuteBarsBetween(symbol: string, date: string, fromMs: number, untilMs: number): ScanBar[] | Promise<ScanBar[]>;
}

const NO_PRE_MARKET = { high: null, low: null };

const NO_LEVELS = breakLevels([], NO_PRE_MARKET, null);

type Bars = ScanBar[] | Promise<ScanBar[]>;

export function createScannerService(options: ScannerServiceOptions) {
  const { engine, repository } = options;
  const source = engine.source.kind;
  const scans = new Lru<Promise<DayScan>>(SCANS_HELD);
  const histories = new Lru<Promise<History>>(HISTORIES_HELD);
  const sessions = new Lru<Promise<SessionBars>>(SESSIONS_HELD);
  /** Each store's breaks found so far, per direction and slot, against the history they were found with. */
  const breakScans = new WeakMap<MinuteStore, { history: History; up: BreakScan[]; down: BreakScan[] }>();

  const marketTime = (): number => engine.marketTime ?? options.now();

  function scanned() {
    return engine
      .allInstruments()
      .filter((i): i is typeof i & { assetType: 'stock' | 'etf' } => i.assetType !== 'index');
  }

  /** Minute bars of one symbol's session to `until`. */
  async function barsOf(symbol: string, date: IsoDate, until: number): Promise<ScanBar[]> {
    return engine.source.minuteBars(symbol, date, until);
  }

  /**
   * Minute bars of one symbol's session from `from` to `until`: only those, when the source can say (a
   * source that answers at once is not awaited: a minute's update reads every symbol).
   */
  function barsBetween(symbol: string, date: IsoDate, from: number, until: number): Bars {
    const ranged = engine.source as Partial<RangedMinuteBars>;
    if (typeof ranged.minuteBarsBetween === 'function') return ranged.minuteBarsBetween(symbol, date, from, until);
    const bars = engine.source.minuteBars(symbol, date, until);
    const since = (list: ScanBar[]) => (from > Number.NEGATIVE_INFINITY ? list.filter((b) => b.time >= from) : list);
    return Array.isArray(bars) ? since(bars) : bars.then(since);
  }

  /** The symbols of a session and their previous close (read once: neither changes during it). */
  async function listedOn(date: IsoDate, at: number): Promise<Listed[]> {
    const times = sessionTimes(date);
    const quoteAt = Math.max(times.preOpen, Math.min(at, times.postClose - 1));
    const quotes = new Map((await engine.source.quotes(quoteAt)).map((q) => [q.symbol, q]));
    const listed: Listed[] = [];
    for (const instrument of scanned()) {
      const quote = quotes.get(instrument.symbol);
      if (!quote || !(quote.prevClose > 0)) continue;
      listed.push({
        symbol: instrument.symbol,
        name: instrument.name,
        sector: instrument.sector,
        assetType: instrument.assetType,
        marketCap: instrument.marketCap,
        prevClose: quote.prevClose,
      });
    }
    return listed;
  }

  /** Appends every symbol's minutes from the store's end to `index`. */
  async function fill(store: MinuteStore, listed: readonly Listed[], date: IsoDate, index: number): Promise<void> {
    if (index < store.filled) return;
    const { times } = store;
    const from = store.filled === 0 ? Number.NEGATIVE_INFINITY : times.preOpen + store.filled * MINUTE_MS;
    const until = times.preOpen + (index + 1) * MINUTE_MS;
    const checkpoint = slicer();
    for (const [slot, row] of listed.entries()) {
      const bars = barsBetween(row.symbol, date, from, until);
      store.appendSymbol(slot, Array.isArray(bars) ? bars : await bars, index);
      await checkpoint();
    }
    store.advanceTo(index);
  }

  /** The scan of a store at its last appended minute. */
  function viewOf(store: MinuteStore, listed: readonly Listed[], date: IsoDate, at: number, index: number): DayScan {
    const symbols = new Array<SymbolScan>(listed.length);
    for (let slot = 0; slot < listed.length; slot++) {
      const row = listed[slot] as Listed;
      const figures = store.figures(slot);
      symbols[slot] = {
        symbol: row.symbol,
        name: row.name,
        sector: row.sector,
        assetType: row.assetType,
        marketCap: row.marketCap,
        prevClose: row.prevClose,
        store,
        slot,
        figures,
        vwap: store.vwapSums(slot),
        curve: store.curveOf(slot),
        last: figures.post.last ?? figures.regular.last ?? figures.pre.last,
        dayVolume: figures.pre.volume + figures.regular.volume + figures.post.volume,
      };
    }
    return { date, times: store.times, at, index, symbols };
  }

  function sessionBars(date: IsoDate, at: number): Promise<SessionBars> {
    return sessions.get(date, async () => {
      const listed = await listedOn(date, at);
      return { store: new MinuteStore(sessionTimes(date), listed.length), listed, queue: Promise.resolve() };
    });
  }

  function dayScan(date: IsoDate, requestedAt: number): Promise<DayScan> {
    const times = sessionTimes(date);
    const at = Math.min(requestedAt, times.postClose);
    const index = Math.min(Math.floor((at - times.preOpen) / MINUTE_MS), sessionMinutes(times)) - 1;
    return scans.get(`${date}|${index}`, async () => {
      const session = await sessionBars(date, at);
      const task = session.queue.then(async () => {
        const { store, listed } = session;
        // A minute before the store's end (a clock set back): a store of its own, read from the start.
        if (index + 1 < store.filled) {
          const own = new MinuteStore(times, listed.length);
          await fill(own, listed, date, index);
          return viewOf(own, listed, date, at, index);
        }
        await fill(store, listed, date, index);
        return viewOf(store, listed, date, at, index);
      });
      session.queue = task.catch(() => undefined);
      return task;
    });
  }

  /**
   * The history a session is compared with: the part-volume curves of up to RVOL_LOOKBACK_SESSIONS earlier
   * sessions — as many as the source can give minute bars for (the simulator rebuilds the last few) — and
   * the average daily volume over AVERAGE_VOLUME_SESSIONS stored daily bars.
   */
  function historyOf(date: IsoDate): Promise<History> {
    return histories.get(date, async () => {
      const symbols = scanned().map((i) => i.symbol);
      const probe = symbols.includes('SPY') ? 'SPY' : symbols[0];
      const earlier = sessionsEndingAt(previousTradingDay(date), RVOL_LOOKBACK_SESSIONS).reverse();
      // One running sum per symbol and minute, not every session's curve: the mean is taken at the end.
      const curves = new CurveTable(symbols);
      let count = 0;
      const checkpoint = slicer();
      for (const session of earlier) {
        const times = sessionTimes(session);
        if (probe === undefined || (await barsOf(probe, session, times.postClose)).length === 0) break;
        count += 1;
        for (const [slot, symbol] of symbols.entries()) {
          const bars = await barsOf(symbol, session, times.postClose);
          if (bars.length > 0) curves.add(slot, partVolumeCurve(bars, times));
          await checkpoint();
        }
      }
      curves.finish();
      const from = sessionsEndingAt(previousTradingDay(date), FIFTY_TWO_WEEK_SESSIONS)[0] ?? date;
      const volumes = new Map<string, number[]>();
      const dated = new Map<string, Array<DailyRange & { date: string }>>();
      for (const bar of await repository.dailyBarsSince(from)) {
        if (bar.date >= date) continue;
        const list = volumes.get(bar.symbol) ?? [];
        list.push(bar.volume);
        volumes.set(bar.symbol, list);
        const range = dated.get(bar.symbol) ?? [];
        range.push({ date: bar.date, high: bar.high, low: bar.low });
        dated.set(bar.symbol, range);
      }
      const adv = new Map<string, number | null>(
        symbols.map((s) => [s, averageDailyVolume(volumes.get(s) ?? [], AVERAGE_VOLUME_SESSIONS)]),
      );
      // Earlier prices in today's shares: a split since a bar divides it.
      const splits = new Map<string, SplitFactor[]>();
      for (const split of await repository.splitsUpTo(date)) {
        const list = splits.get(split.symbol) ?? [];
        list.push(split);
        splits.set(split.symbol, list);
      }
      const allTime = await allTimeRanges(date, splits);
      const levels = new Map<string, BreakLevels>();
      for (const symbol of symbols) {
        const list = dated.get(symbol);
        const ranges: DailyRange[] = list ? adjustedRanges(list, splits.get(symbol) ?? [], date) : [];
        levels.set(symbol, breakLevels(ranges, NO_PRE_MARKET, allTime.get(symbol) ?? null));
      }
      return { sessions: count, curves, averageDailyVolume: adv, levels, allTime };
    });
  }

  /**
   * Each symbol's whole stored history before `date`: its range from one grouped query, or — for a symbol
   * with a split in it — from its bars, each in today's shares.
   */
  async function allTimeRanges(date: IsoDate, splits: ReadonlyMap<string, SplitFactor[]>) {
    const out = new Map<string, AllTimeRange>();
    const split = new Set<string>();
    for (const row of await repository.historyExtremes(date)) {
      const list = splits.get(row.symbol) ?? [];
      if (list.some((s) => s.exDate > row.since)) split.add(row.symbol);
      out.set(row.symbol, row);
    }
    const bars = new Map<string, Array<DailyRange & { date: string }>>();
    for (const bar of await repository.dailyRangesOf([...split], date)) {
      const list = bars.get(bar.symbol) ?? [];
      list.push(bar);
      bars.set(bar.symbol, list);
    }
    for (const [symbol, list] of bars) {
      const adjusted = adjustedRanges(list, splits.get(symbol) ?? [], date);
      const row = out.get(symbol);
      if (!row || adjusted.length === 0) continue;
      out.set(symbol, {
        ...row,
        high: Math.max(...adjusted.map((r) => r.high)),
        low: Math.min(...adjusted.map((r) => r.low)),
      });
    }
    return out;
  }

  /** The index of the last minute of `part` counted in the scan (−1: none yet). */
  function partIndex(scan: DayScan, part: ScannerSessionPart): number {
    const { times } = scan;
    const start = part === 'pre-market' ? times.preOpen : part === 'regular' ? times.open : times.close;
    const end = part === 'pre-market' ? times.open : part === 'regular' ? times.close : times.postClose;
    const first = Math.round((start - times.preOpen) / MINUTE_MS);
    const last = Math.round((end - times.preOpen) / MINUTE_MS) - 1;
    const index = Math.min(scan.index, last);
    return index >= first ? index : -1;
  }

  function rvolOf(row: SymbolScan, history: History, index: number): number | null {
    return timeOfDayRvol(row.curve, history.curves.get(row.symbol), index);
  }

  function header(scan: DayScan, live: boolean): ScannerResponse {
    const barsTo = scan.index >= 0 ? scan.times.preOpen + (scan.index + 1) * MINUTE_MS : null;
    return {
      source,
      asOf: new Date(marketTime()).toISOString(),
      session: scan.date,
      live,
      barsTo: barsTo === null ? null : new Date(barsTo).toISOString(),
      scanned: scan.symbols.length,
    };
  }

  return {
    source,

    async movers(
      direction: 'gainers' | 'losers',
      part: ScannerSessionPart,
      noiseFilters: boolean,
      limit: number,
    ): Promise<BiggestMoversResponse> {
      const at = marketTime();
      const { date, live } = partSessionAt(part, at, sessionDateAt(at));
      const [scan, history] = await Promise.all([dayScan(date, at), historyOf(date)]);
      const index = partIndex(scan, part);
      const rows: Array<Omit<MoverRow, 'catalysts'>> = [];
      for (const s of scan.symbols) {
        const move = moveOf(s.figures, s.prevClose, part);
        if (!move || (noiseFilters && !passesNoiseFilters(move))) continue;
        rows.push({
          symbol: s.symbol,
          name: s.name,
          sector: s.sector,
          assetType: s.assetType,
          marketCap: s.marketCap,
          price: move.price,
          reference: move.reference,
          change: move.change,
          changePercent: move.changePercent,
          volume: move.volume,
          relativeVolume: rvolOf(s, history, index),
        });
      }
      const sign = direction === 'gainers' ? -1 : 1;
      const items = rows
        .filter((r) => (direction === 'gainers' ? r.changePercent > 0 : r.changePercent < 0))
        .sort((a, b) => sign * (a.changePercent - b.changePercent) || (a.symbol < b.symbol ? -1 : 1))
        .slice(0, limit);
      const window = { part, date, ...moveWindow(part, date, scan.at) };
      // Options trade in the regular session only: its unusual orders are a catalyst of that part.
      const session = options.catalysts && part === 'regular' ? await engine.sessionView(date, scan.at) : null;
      const catalysts = options.catalysts
        ? await catalystsFor(
            options.catalysts,
            items.map((r) => r.symbol),
            window,
            session
              ? {
                  trades: (symbol) => session.trades.of(symbol),
                  flowSource: source === 'simulated' ? SIMULATED_SOURCE : 'Options flow',
                  moves: new Map(items.map((r) => [r.symbol, r.changePercent])),
                }
              : undefined,
          )
        : new Map<string, MoveCatalyst[]>();
      return {
        ...header(scan, live),
        part,
        noiseFilters,
        items: items.map((row) => ({ ...row, catalysts: catalysts.get(row.symbol) ?? [] })),
        sectors: sectorHeat(rows),
      };
    },

    async gappers(
      direction: GapDirection,
      minGapPercent: number,
      noiseFilters: boolean,
      limit: number,
    ): Promise<GappersResponse> {
      const at = marketTime();
      const date = sessionDateAt(at);
      const [scan, history] = await Promise.all([dayScan(date, at), historyOf(date)]);
      const times = scan.times;
      const opened = scan.at >= times.open + MINUTE_MS;
      const index = partIndex(scan, opened ? 'regular' : 'pre-market');
      const rows: GapperRow[] = [];
      for (const s of scan.symbols) {
        const gap = gapOf(s.figures, s.prevClose);
        if (!gap || s.last === null) continue;
        if (direction === 'up' ? gap.gapPercent < minGapPercent : gap.gapPercent > -minGapPercent) continue;
        if (noiseFilters && !passesNoiseFilters({ price: s.last, volume: s.dayVolume })) continue;
        rows.push({
          symbol: s.symbol,
          name: s.name,
          sector: s.sector,
          previousClose: s.prevClose,
          gapPrice: gap.price,
          basis: gap.basis,
          gapPercent: gap.gapPercent,
          fillPercent: gap.fillPercent,
          changeFromOpenPercent: gap.changeFromOpenPercent,
          last: s.last,
          preMarketVolume: s.figures.pre.volume,
          volume: s.dayVolume,
          relativeVolume: rvolOf(s, history, index),
        });
      }
      const sign = direction === 'up' ? -1 : 1;
      rows.sort((a, b) => sign * (a.gapPercent - b.gapPercent) || (a.symbol < b.symbol ? -1 : 1));
      const live = at >= times.preOpen && at < times.postClose;
      return {
        ...header(scan, live),
        direction,
        basis: opened ? 'open' : 'pre-market',
        minGapPercent,
        noiseFilters,
        items: rows.slice(0, limit),
      };
    },

    async relativeVolume(noiseFilters: boolean, limit: number): Promise<RelativeVolumeResponse> {
      const at = marketTime();
      const date = sessionDateAt(at);
      const [scan, history] = await Promise.all([dayScan(date, at), historyOf(date)]);
      const { part, index, live } = shownPart(scan, at);
      const rows: RelativeVolumeRow[] = [];
      for (const s of scan.symbols) {
        if (part === null || s.last === null) continue;
        const average = history.curves.get(s.symbol);
        const rvol = timeOfDayRvol(s.curve, average, index);
        if (rvol === null || !average) continue;
        if (noiseFilters && !passesNoiseFilters({ price: s.last, volume: s.dayVolume })) continue;
        const adv = history.averageDailyVolume.get(s.symbol) ?? null;
        rows.push({
          symbol: s.symbol,
          name: s.name,
          sector: s.sector,
          last: s.last,
          changePercent: Math.round(((s.last - s.prevClose) / s.prevClose) * 1e6) / 1e4,
          part,
          volume: s.curve[index] ?? 0,
          usualVolume: Math.round(average[index] ?? 0),
          relativeVolume: rvol,
          dailyRatio: dailyVolumeRatio(s.dayVolume, adv),
          averageDailyVolume: adv === null ? null : Math.round(adv),
        });
      }
      rows.sort((a, b) => b.relativeVolume - a.relativeVolume || (a.symbol < b.symbol ? -1 : 1));
      return {
        ...header(scan, live),
        part,
        historySessions: history.sessions,
        lookbackSessions: RVOL_LOOKBACK_SESSIONS,
        averageVolumeSessions: AVERAGE_VOLUME_SESSIONS,
        noiseFilters,
        items: rows.slice(0, limit),
      };
    },

    async volumeCurve(ticker: string): Promise<VolumeCurveResponse> {
      const instrument = engine.instrument(ticker);
      if (!instrument || instrument.assetType === 'index') throw new NotFoundError(`Unknown symbol ${ticker}`);
      const at = marketTime();
      const date = sessionDateAt(at);
      const [scan, history] = await Promise.all([dayScan(date, at), historyOf(date)]);
      const row = scan.symbols.find((s) => s.symbol === ticker);
      if (!row) throw new NotFoundError(`No bars for ${ticker} in the session of ${date}`);
      const { part, index } = shownPart(scan, at);
      const average = history.curves.get(ticker);
      const { times } = scan;
      const points = [];
      for (let i = 0; part !== null && i < sessionMinutes(times); i++) {
        const time = times.preOpen + i * MINUTE_MS;
        if (partOf(time, times) !== part) continue;
        points.push({
          time: new Date(time).toISOString(),
          today: i <= index ? (row.curve[i] ?? 0) : null,
          average: Math.round(average?.[i] ?? 0),
        });
      }
      return { ...header(scan, shownPart(scan, at).live), ticker, historySessions: history.sessions, points };
    },
    async vwapDeviation(side: VwapSide, noiseFilters: boolean, limit: number): Promise<VwapDeviationResponse> {
      const at = marketTime();
      const scan = await regularScan(at);
      const rows: VwapRow[] = [];
      for (const s of scan.symbols) {
        const last = s.figures.regular.last;
        if (last === null) continue;
        if (noiseFilters && !passesNoiseFilters({ price: last, volume: s.figures.regular.volume })) continue;
        const figures = vwapFiguresOf(s.vwap, last);
        if (!figures) continue;
        rows.push({
          symbol: s.symbol,
          name: s.name,
          sector: s.sector,
          last,
          changePercent: Math.round(((last - s.prevClose) / s.prevClose) * 1e6) / 1e4,
          // Spelt out, not spread: a row per symbol each minute, and spread objects are slow to make.
          vwap: figures.vwap,
          sigma: figures.sigma,
          deviationPercent: figures.deviationPercent,
          deviationSigma: figures.deviationSigma,
          volume: s.figures.regular.volume,
        });
      }
      // Ranked in σ (how unusual the stretch is for this symbol today), % breaking ties and σ-less rows last.
      const sign = side === 'above' ? -1 : 1;
      const key = (r: VwapRow) => r.deviationSigma ?? 0;
      const items = rows
        .filter((r) => (side === 'above' ? r.deviationPercent > 0 : r.deviationPercent < 0))
        .sort(
          (a, b) =>
            sign * (key(a) - key(b)) ||
            sign * (a.deviationPercent - b.deviationPercent) ||
            (a.symbol < b.symbol ? -1 : 1),
        )
        .slice(0, limit);
      return { ...header(scan, regularLive(scan, at)), side, noiseFilters, items };
    },

    async vwapBands(ticker: string): Promise<VwapBandsResponse> {
      const instrument = engine.instrument(ticker);
      if (!instrument || instrument.assetType === 'index') throw new NotFoundError(`Unknown symbol ${ticker}`);
      const at = marketTime();
      const scan = await regularScan(at);
      const row = scan.symbols.find((s) => s.symbol === ticker);
      if (!row) throw new NotFoundError(`No bars for ${ticker} in the session of ${scan.date}`);
      const bars = regularBars(row, scan);
      const closes = new Map(bars.map((b) => [b.time, b.close]));
      const points = vwapCurve(bars).map((p) => ({
        time: new Date(p.time).toISOString(),
        price: closes.get(p.time) ?? p.vwap,
        vwap: Math.round(p.vwap * 1e4) / 1e4,
        sigma: Math.round(p.sigma * 1e4) / 1e4,
      }));
      return { ...header(scan, regularLive(scan, at)), ticker, bands: [...VWAP_BAND_SIGMAS], points };
    },
    /**
     * One ticker's signals through its regular session so far (the last session when the market is closed),
     * newest first, by the scanners' own rules: its breaks (as the breakout and breakdown scanners find them,
     * with their volume confirmation), its gap at the open when at least DEFAULT_MIN_GAP_PERCENT, the minutes
     * its time-of-day relative volume reached RVOL_ALERT_THRESHOLD, and its VWAP crosses that held.
     */
    async stockBeep(ticker: string): Promise<StockBeepResponse> {
      const instrument = engine.instrument(ticker);
      if (!instrument || instrument.assetType === 'index') throw new NotFoundError(`Unknown symbol ${ticker}`);
      const at = marketTime();
      const scan = await regularScan(at);
      const history = await historyOf(scan.date);
      const { times } = scan;
      const row = scan.symbols.find((s) => s.symbol === ticker);
      if (!row) throw new NotFoundError(`No bars for ${ticker} in the session of ${scan.date}`);
      const bars = regularBars(row, scan);
      const average = history.curves.get(ticker);
      const minute = (time: number) => Math.round((time - times.preOpen) / MINUTE_MS);
      const rvolAt = (time: number) => timeOfDayRvol(row.curve, average, minute(time));
      const iso = (time: number) => new Date(time).toISOString();
      const price = (value: number) => value.toFixed(2);
      const items: StockBeep[] = [];

      const levels = levelsOf(history, row);
      for (const direction of ['up', 'down'] as const)
        for (const signal of findBreaks(bars, times.open, levels, direction)) {
          const relativeVolume = rvolAt(signal.time);
          const side = direction === 'up' ? 'high' : 'low';
          items.push({
            kind: direction === 'up' ? 'breakout' : 'breakdown',
            time: iso(signal.time),
            price: signal.price,
            text: `Broke the ${BREAK_TYPE_LABELS[signal.type]} ${side} ${price(signal.level)}`,
            level: signal.level,
            relativeVolume,
            confirmed: volumeConfirmed(relativeVolume, BREAK_RVOL_THRESHOLD),
          });
        }

      const gap = gapOf(row.figures, row.prevClose);
      const first = bars[0];
      if (gap && gap.basis === 'open' && first && Math.abs(gap.gapPercent) >= DEFAULT_MIN_GAP_PERCENT) {
        const up = gap.gapPercent > 0;
        items.push({
          kind: up ? 'gap-up' : 'gap-down',
          time: iso(first.time),
          price: gap.price,
          text: `Opened ${up ? 'up' : 'down'} ${Math.abs(gap.gapPercent).toFixed(1)}% from the previous close ${price(row.prevClose)}`,
          level: row.prevClose,
          relativeVolume: rvolAt(first.time),
          confirmed: true,
        });
      }

      const series = bars.map((bar) => rvolAt(bar.time));
      for (const index of rvolSpikes(series, RVOL_ALERT_THRESHOLD)) {
        const bar = bars[index];
        const relativeVolume = series[index] ?? null;
        if (!bar || relativeVolume === null) continue;
        items.push({
          kind: 'rvol',
          time: iso(bar.time),
          price: bar.close,
          text: `Relative volume reached ${relativeVolume.toFixed(1)}x the usual for the time of day`,
          level: null,
          relativeVolume,
          confirmed: true,
        });
      }

      for (const cross of vwapCrosses(bars))
        items.push({
          kind: cross.direction === 'up' ? 'vwap-up' : 'vwap-down',
          time: iso(cross.time),
          price: cross.price,
          text: `Crossed ${cross.direction === 'up' ? 'above' : 'below'} VWAP ${price(cross.vwap)}`,
          level: cross.vwap,
          relativeVolume: rvolAt(cross.time),
          confirmed: true,
        });

      items.sort((a, b) => (a.time < b.time ? 1 : a.time > b.time ? -1 : a.kind < b.kind ? -1 : 1));
      return { ...header(scan, regularLive(scan, at)), ticker, name: instrument.name, items };
    },
    async breaks(
      direction: BreakDirection,
      type: BreakType | undefined,
      confirmedOnly: boolean,
      noiseFilters: boolean,
      limit: number,
    ): Promise<BreaksResponse> {
      const at = marketTime();
      const scan = await regularScan(at);
      const history = await historyOf(scan.date);
      const { times } = scan;
      const counts = Object.fromEntries(BREAK_TYPES.map((t) => [t, 0])) as Record<BreakType, number>;
      // Every break is counted; rows are built for the newest `limit` only.
      const found: Array<{
        s: SymbolScan;
        bars: BarColumns;
        signal: BreakSignal;
        rvol: number | null;
        confirmed: boolean;
      }> = [];
      let sessions52 = 0;
      let allTimeSince: string | null = null;
      const keptBreaks = breaksKept(scan, history, direction);
      for (const s of scan.symbols) {
        const last = s.figures.regular.last;
        if (last === null) continue;
        if (noiseFilters && !passesNoiseFilters({ price: last, volume: s.figures.regular.volume })) continue;
        const bars = s.store.regularColumns(s.slot, scan.index);
        // The earlier sessions' levels: today's pre-market adds only its own two.
        const earlier = history.levels.get(s.symbol) ?? NO_LEVELS;
        sessions52 = Math.max(sessions52, earlier.sessions52);
        if (earlier.highAll !== null) {
          const since = history.allTime.get(s.symbol)?.since ?? null;
          if (since && (allTimeSince === null || since < allTimeSince)) allTimeSince = since;
        }
        const average = history.curves.get(s.symbol);
        const signals = keptBreaks
          ? (keptBreaks[s.slot] ??= new BreakScan(levelsOf(history, s), times.open, direction)).signals(bars)
          : findBreaksIn(bars, times.open, levelsOf(history, s), direction);
        for (const signal of signals) {
          counts[signal.type] += 1;
          const rvol = timeOfDayRvol(s.curve, average, Math.round((signal.time - times.preOpen) / MINUTE_MS));
          const confirmed = volumeConfirmed(rvol, BREAK_RVOL_THRESHOLD);
          if ((type !== undefined && signal.type !== type) || (confirmedOnly && !confirmed)) continue;
          found.push({ s, bars, signal, rvol, confirmed });
        }
      }
      // The newest breaks first: the list reads like a tape (epoch order is the order of the ISO times).
      found.sort((a, b) =>
        a.signal.time < b.signal.time ? 1 : a.signal.time > b.signal.time ? -1 : a.s.symbol < b.s.symbol ? -1 : 1,
      );
      const sparks = new Map<string, number[]>();
      const rows = found.slice(0, limit).map(({ s, bars, signal, rvol, confirmed }): BreakRow => {
        const last = s.figures.regular.last ?? signal.price;
        const travelled = ((last - signal.level) / signal.level) * 100;
        const spark = sparks.get(s.symbol) ?? sparkOf(bars);
        sparks.set(s.symbol, spark);
        return {
          symbol: s.symbol,
          name: s.name,
          sector: s.sector,
          type: signal.type,
          direction,
          level: signal.level,
          time: new Date(signal.time).toISOString(),
          price: signal.price,
          last,
          travelledPercent: Math.round(travelled * 1e4) / 1e4,
          relativeVolume: rvol,
          confirmed,
          spark,
        };
      });
      return {
        ...header(scan, regularLive(scan, at)),
        direction,
        rvolThreshold: BREAK_RVOL_THRESHOLD,
        sessions52,
        allTimeSince,
        noiseFilters,
        counts,
        items: rows,
      };
    },
  };

  /** VWAP reads the regular session: the one trading, else the latest that has opened (the last session). */
  function regularScan(at: number): Promise<DayScan> {
    return dayScan(marketStatusAt(at).session, at);
  }

  function regularLive(scan: DayScan, at: number): boolean {
    return at >= scan.times.open && at < scan.times.close;
  }

  /** Closes every SPARK_STEP_MINUTES of the regular session so far, and the last one. */
  function sparkOf(bars: BarColumns): number[] {
    const closes: number[] = [];
    for (let i = 0; i < bars.length; i++) {
      const close = bars.close[i] as number;
      if (!Number.isNaN(close)) closes.push(close);
    }
    const spark = closes.filter((_, i) => i % SPARK_STEP_MINUTES === 0);
    const last = closes.at(-1);
    if (last !== undefined && (closes.length - 1) % SPARK_STEP_MINUTES !== 0) spark.push(last);
    return spark;
  }

  function regularBars(row: SymbolScan, scan: DayScan): ScanBar[] {
    return row.store.regularBars(row.slot, scan.index);
  }

  /**
   * The breaks a scan's store has found so far, to carry on from (null before the open: the pre-market
   * levels are only final then, and there is nothing to break yet).
   */
  function breaksKept(scan: DayScan, history: History, direction: BreakDirection): BreakScan[] | null {
    const store = scan.symbols[0]?.store;
    if (!store || scan.index < store.openIndex) return null;
    let kept = breakScans.get(store);
    if (!kept || kept.history !== history) {
      kept = { history, up: [], down: [] };
      breakScans.set(store, kept);
    }
    return direction === 'up' ? kept.up : kept.down;
  }

  /** The levels a symbol can break today: its earlier sessions' and its pre-market's. */
  function levelsOf(history: History, row: SymbolScan): BreakLevels {
    const earlier = history.levels.get(row.symbol) ?? NO_LEVELS;
    return { ...earlier, preMarketHigh: row.figures.pre.high, preMarketLow: row.figures.pre.low };
  }

  /**
   * The part the relative-volume scanner ranks: the one trading, its last ended minute; when the market
   * is closed, the last session's regular session at the close (its whole day against the usual day).
   */
  function shownPart(scan: DayScan, at: number): { part: ScannerSessionPart | null; index: number; live: boolean } {
    const { times } = scan;
    const live = at >= times.preOpen && at < times.postClose && scan.index >= 0;
    if (!live) return { part: 'regular', index: partIndex(scan, 'regular'), live: false };
    const part = partOf(times.preOpen + scan.index * MINUTE_MS, times);
    return { part, index: part === null ? -1 : scan.index, live };
  }
}
