/**
 * Analyst ratings: the simulated record and imported actions in one book, each firm's and analyst's track
 * record judged on the stored closes, consensus per ticker, and the filtered, paged lists the pages ask for.
 * The book is rebuilt only when closes, names or imports change (read cache) or the market day turns.
 */
import type {
  AnalystDaySummary,
  AnalystRating,
  AnalystRatingsPage,
  AnalystTrackRecords,
  RatingAction,
  RatingStance,
  TargetAction,
  TickerConsensus,
} from '@flowdeck/api-types';
import type { AnalystRatingsQuery, TrackRecordQuery } from '@flowdeck/endpoints/analyst-ratings/contracts';
import {
  BRIEF_RECORD_HORIZON,
  CONSENSUS_PRICE_DAYS,
  INITIATING_ACTIONS,
  LEADERBOARD_MAX_ROWS,
  LEADERBOARD_MIN_CALLS,
  RATINGS_DEFAULT_PAGE_SIZE,
  RECORD_BENCHMARK,
} from '@flowdeck/endpoints/analyst-ratings';
import { SIMULATED_SOURCE } from '@flowdeck/endpoints/simulated';
import { marketInstant, marketLocalTime, sessionsBetween } from '@flowdeck/market-calendar';
import type { Kysely } from 'kysely';
import { createReadCache, readCacheFor } from '../../db/read-cache.js';
import type { Database } from '../../db/schema.js';
import { NotFoundError } from '../../errors.js';
import { createAnalystRatingRepository, type AnalystRatingRow, type SymbolCloses } from './repository.js';
import { actionsInSlices, type AnalystActionSource, type SourceAction } from './source.js';
import {
  briefOf,
  consensusOf,
  rankRecords,
  trackRecords,
  type CloseSeries,
  type TrackRecords,
} from './track-record.js';
import { stanceOf } from './vocabulary.js';

/** How many of `entries` (oldest first) happened by `now`: the index of the first later one. */
function visibleCount(entries: readonly BookEntry[], now: number): number {
  let low = 0;
  let high = entries.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if ((entries[mid] as BookEntry).at <= now) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** One action in the book, simulated or imported. */
export type BookEntry = Omit<SourceAction, 'analyst' | 'company' | 'time'> & {
  analyst: string | null;
  company: string | null;
  time: string | null;
  source: string;
  /** Imported rows' arrival order (the live feed's cursor); null for simulated ones. */
  seq: number | null;
};

interface Market {
  closes: Map<string, CloseSeries>;
  names: Map<string, string>;
  simulated: BookEntry[];
}

export interface Book {
  today: string;
  /** Every action, oldest first (by time, then id). */
  entries: BookEntry[];
  /** The same, per ticker. */
  byTicker: Map<string, BookEntry[]>;
  /** Imported entries by id (storedAfter's lookup; simulated ones are never looked up by id). */
  byId: Map<string, BookEntry>;
  records: TrackRecords;
  closes: Map<string, CloseSeries>;
  names: Map<string, string>;
  hasSimulated: boolean;
}

function minutesOf(time: string | null): number {
  if (!time) return 0;
  const [h, m] = time.split(':').map(Number) as [number, number];
  return h * 60 + m;
}

export function importedEntry(row: AnalystRatingRow, names: ReadonlyMap<string, string>): BookEntry {
  return {
    id: row.id,
    at: marketInstant(row.date, minutesOf(row.time)),
    date: row.date,
    time: row.time,
    ticker: row.ticker,
    company: names.get(row.ticker) ?? null,
    firm: row.firm,
    analyst: row.analyst,
    action: row.action as RatingAction,
    targetAction: row.target_action as TargetAction | null,
    ratingPrior: row.rating_prior,
    ratingCurrent: row.rating_current,
    stance: stanceOf(row.rating_current) as RatingStance | null,
    targetPrior: row.target_prior === null ? null : Number(row.target_prior),
    targetCurrent: row.target_current === null ? null : Number(row.target_current),
    source: row.source,
    seq: row.seq,
  };
}

async function simulatedMarket(
  symbols: readonly SymbolCloses[],
  today: string,
  source: AnalystActionSource,
): Promise<Market> {
  const closes = new Map<string, CloseSeries>();
  const names = new Map<string, string>();
  for (const s of symbols) {
    names.set(s.symbol, s.name);
    if (s.dates.length > 0) closes.set(s.symbol, { dates: s.dates, closes: s.closes });
  }
  const first = symbols.find((s) => s.dates.length > 0)?.dates[0];
  const sessions = first && first < today ? sessionsBetween(first, today) : [];
  const stocks = symbols.filter((s) => s.assetType === 'stock' && s.dates.length > 0);
  // A source makes a string per action for its time and analyst, though there are some 600 minutes and a
  // hundred analysts: one instance of each is kept (2–3 MB of the 87,000 actions at 5,000 symbols).
  const strings = new Map<string, string>();
  const shared = (text: string): string => {
    const held = strings.get(text);
    if (held !== undefined) return held;
    strings.set(text, text);
    return text;
  };
  // Every field named, in importedEntry's order: built with a spread (`{ ...a, source, seq }`) each entry
  // had a hidden class of its own, 37.6 MB of them at 5,000 symbols; written out, all entries share one.
  const simulated = (await actionsInSlices(source, stocks, sessions)).map((a): BookEntry => ({
    id: a.id,
    at: a.at,
    date: a.date,
    time: shared(a.time),
    ticker: a.ticker,
    company: a.company,
    firm: a.firm,
    analyst: shared(a.analyst),
    action: a.action,
    targetAction: a.targetAction,
    ratingPrior: a.ratingPrior,
    ratingCurrent: a.ratingCurrent,
    stance: a.stance,
    targetPrior: a.targetPrior,
    targetCurrent: a.targetCurrent,
    source: SIMULATED_SOURCE,
    seq: null,
  }));
  return { closes, names, simulated };
}

export function createAnalystRatingService(db: Kysely<Database>, source: AnalystActionSource, marketNow: () => number) {
  const repo = createAnalystRatingRepository(db);
  const reads = readCacheFor(db);
  // The market in a cache of its own that holds one: in the shared one each day's market (36 MB at 5,000
  // symbols) stayed under its day's key after the day turned, until 2,000 other answers pushed it out.
  const marketReads = createReadCache(db, 1);
  let held: { market: Market; imported: AnalystRatingRow[]; book: Book } | null = null;

  /** The session day at the market clock (a weekend or holiday shows up to the last session). */
  const todayAt = (ms: number) => marketLocalTime(new Date(ms)).date;

  async function book(): Promise<Book> {
    const today = todayAt(marketNow());
    const market = await marketReads.read(['symbols', 'daily_bars'], `analyst market ${today}`, async () =>
      simulatedMarket(await repo.closes(), today, source),
    );
    const imported = await reads.read(['analyst_ratings'], 'analyst imported', () => repo.imported());
    if (held && held.market === market && held.imported === imported) return held.book;
    const entries = [...market.simulated, ...imported.map((row) => importedEntry(row, market.names))].sort(
      (a, b) => a.at - b.at || a.id.localeCompare(b.id),
    );
    // Calls before today: no window after today's calls has a close yet.
    const records = trackRecords(
      entries.filter((e) => e.date < today),
      market.closes,
      RECORD_BENCHMARK,
    );
    const byTicker = new Map<string, BookEntry[]>();
    for (const entry of entries) {
      const list = byTicker.get(entry.ticker);
      if (list) list.push(entry);
      else byTicker.set(entry.ticker, [entry]);
    }
    const result: Book = {
      today,
      entries,
      byTicker,
      // Imported entries only: a map of all 87,000 at 5,000 symbols held 3.5 MB for lookups of imported ids.
      byId: new Map(entries.filter((e) => e.seq !== null).map((e) => [e.id, e])),
      records,
      closes: market.closes,
      names: market.names,
      hasSimulated: market.simulated.length > 0,
    };
    held = { market, imported, book: result };
    return result;
  }

  const lastClose = (b: Book, ticker: string): number | null => {
    const series = b.closes.get(ticker);
    return series && series.closes.length > 0 ? (series.closes[series.closes.length - 1] as number) : null;
  };

  /** An entry as the pages show it: last close, upside of the current target, the firm's record. */
  function present(b: Book, entry: BookEntry): AnalystRating {
    const price = lastClose(b, entry.ticker);
    return {
      id: entry.id,
      date: entry.date,
      time: entry.time,
      ticker: entry.ticker,
      company: entry.company,
      firm: entry.firm,
      analyst: entry.analyst,
      action: entry.action,
      targetAction: entry.targetAction,
      ratingPrior: entry.ratingPrior,
      ratingCurrent: entry.ratingCurrent,
      stance: entry.stance,
      targetPrior: entry.targetPrior,
      targetCurrent: entry.targetCurrent,
      price,
      upside: price !== null && price > 0 && entry.targetCurrent !== null ? entry.targetCurrent / price - 1 : null,
      source: entry.source,
      firmRecord: briefOf(b.records.firms.get(entry.firm), BRIEF_RECORD_HORIZON),
    };
  }

  /** The latest day's upgrades, downgrades and initiations among the first `end` entries (those visible). */
  function daySummary(entries: readonly BookEntry[], end: number): AnalystDaySummary {
    const date = end > 0 ? (entries[end - 1] as BookEntry).date : null;
    const summary = { date, upgrades: 0, downgrades: 0, initiations: 0 };
    for (let i = end - 1; i >= 0 && (entries[i] as BookEntry).date === date; i--) {
      const action = (entries[i] as BookEntry).action;
      if (action === 'upgrade') summary.upgrades++;
      else if (action === 'downgrade') summary.downgrades++;
      else if (INITIATING_ACTIONS.includes(action)) summary.initiations++;
    }
    return summary;
  }

  return {
    book,
    present,

    async list(x: string, query: AnalystRatingsQuery): Promise<AnalystRatingsPage> {
      const now = marketNow();
      const b = await book();
      const ticker = x === 'ALL' ? null : x;
      if (ticker && !b.names.has(ticker) && !b.byTicker.has(ticker))
        throw new NotFoundError(`No analyst ratings for ${ticker}: it is not in the universe and none was imported.`);
      // Only what has happened by now is shown: the entries before the first later one.
      const visibleEnd = visibleCount(b.entries, now);
      const own = ticker ? (b.byTicker.get(ticker) ?? []) : b.entries;
      const ownEnd = ticker ? visibleCount(own, now) : visibleEnd;
      const page = query.page ?? 1;
      const pageSize = query.pageSize ?? RATINGS_DEFAULT_PAGE_SIZE;
      const first = (page - 1) * pageSize;
      const firms = query.firm ? new Set(query.firm.map((f) => f.toLowerCase())) : null;
      const actions = query.action ? new Set(query.action) : null;
      const tickers = query.tickers ? new Set(query.tickers) : null;
      // Rows are presented (price, upside, the firm's record) only where a filter needs it, and for the page.
      const byPresented = query.minUpside !== undefined || query.minSuccess !== undefined;
      // Newest first; only the page's rows are kept, the others counted.
      const items: BookEntry[] = [];
      let total = 0;
      for (let i = ownEnd - 1; i >= 0; i--) {
        const entry = own[i] as BookEntry;
        if (actions && !actions.has(entry.action)) continue;
        if (tickers && !tickers.has(entry.ticker)) continue;
        if (firms && !firms.has(entry.firm.toLowerCase())) continue;
        if (query.from && entry.date < query.from) continue;
        if (query.to && entry.date > query.to) continue;
        if (byPresented) {
          const rating = present(b, entry);
          if (query.minUpside !== undefined && (rating.upside === null || rating.upside * 100 < query.minUpside))
            continue;
          if (
            query.minSuccess !== undefined &&
            (rating.firmRecord.successRate === null || rating.firmRecord.successRate * 100 < query.minSuccess)
          )
            continue;
        }
        if (total >= first && total < first + pageSize) items.push(entry);
        total++;
      }
      let consensus: TickerConsensus | null = null;
      if (ticker) {
        const price = lastClose(b, ticker);
        const series = b.closes.get(ticker);
        const start = series ? Math.max(0, series.dates.length - CONSENSUS_PRICE_DAYS) : 0;
        consensus = {
          ticker,
          company: b.names.get(ticker) ?? null,
          price,
          ...consensusOf(own.slice(0, ownEnd), b.today, price),
          prices: series
            ? series.dates.slice(start).map((date, i) => ({ date, close: series.closes[start + i] as number }))
            : [],
        };
      }
      return {
        items: items.map((entry) => present(b, entry)),
        total,
        page,
        pageSize,
        asOf: new Date(now).toISOString(),
        simulated: b.hasSimulated,
        consensus,
        day: daySummary(b.entries, visibleEnd),
      };
    },

    async trackRecord(query: TrackRecordQuery): Promise<AnalystTrackRecords> {
      const b = await book();
      const by = query.by ?? 'firm';
      const horizon = query.horizon ?? BRIEF_RECORD_HORIZON;
      const minCalls = query.minCalls ?? LEADERBOARD_MIN_CALLS;
      const records = rankRecords((by === 'firm' ? b.records.firms : b.records.analysts).values(), horizon, minCalls);
      return { by, horizon, minCalls, records: records.slice(0, LEADERBOARD_MAX_ROWS), simulated: b.hasSimulated };
    },

    /** Entries that happened in (after, until]: the live feed's simulated arrivals. */
    async simulatedBetween(after: number, until: number): Promise<AnalystRating[]> {
      const b = await book();
      return b.entries.filter((e) => e.seq === null && e.at > after && e.at <= until).map((e) => present(b, e));
    },

    /** Every action (simulated or imported) in (after, until], by ticker and kind: the Screener's counts. */
    async actionsBetween(after: number, until: number): Promise<{ ticker: string; action: string }[]> {
      const b = await book();
      return b.entries
        .filter((e) => e.at > after && e.at <= until)
        .map((e) => ({ ticker: e.ticker, action: e.action }));
    },

    /** Imported actions that arrived after `seq`, and the newest seq. */
    async storedAfter(seq: number): Promise<{ items: AnalystRating[]; seq: number }> {
      const rows = await repo.importedSince(seq);
      if (rows.length === 0) return { items: [], seq };
      const b = await book();
      const items = rows.map((row) => present(b, b.byId.get(row.id) ?? importedEntry(row, b.names)));
      return { items, seq: Math.max(...rows.map((r) => r.seq)) };
    },

    lastStoredSeq: () => repo.lastSeq(),
  };
}

export type AnalystRatingService = ReturnType<typeof createAnalystRatingService>;
