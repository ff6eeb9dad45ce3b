import { bulkInsert, type DatabaseKind, type Executor } from '../../db/database.js';
import { simulateBars, type DailyBar } from '../../sources/simulator/market/price-model.js';
import { lastCompletedSession, sessionsBetween, sessionsEndingAt } from '@flowdeck/market-calendar';
import { instrumentModel, universe, type UniverseEntry } from '../../sources/simulator/universe/universe.js';
import { listingEntry, simulatedListings, simulatedUniverse } from '../../sources/simulator/universe/listed.js';
import { createReferenceSeedRepository } from './repository.js';

export interface ReferenceSeedOptions {
  simSeed: number;
  historyDays: number;
  symbolLimit: number | null;
  /**
   * How many symbols a first start lists in all: the hand-written core, then simulated listings from a
   * symbol directory in the real format up to this size. Absent or not above the core's size: the core alone.
   */
  listedSymbols?: number;
  now: Date;
}

export interface ReferenceSeedResult {
  symbolsInserted: number;
  barsInserted: number;
  lastSession: string;
}

const SYMBOL_COLUMNS = [
  'symbol',
  'name',
  'exchange',
  'asset_type',
  'sector',
  'industry',
  'market_cap',
  'shares_outstanding',
  'float_shares',
  'description',
  'ceo',
  'headquarters',
  'founded',
  'employees',
  'website',
] as const;
const BAR_COLUMNS = ['symbol', 'date', 'open', 'high', 'low', 'close', 'volume'] as const;

function symbolRow(e: UniverseEntry): Array<string | number | null> {
  return [
    e.symbol,
    e.name,
    e.exchange,
    e.assetType,
    e.sector,
    e.industry,
    e.marketCap,
    e.sharesOutstanding,
    e.floatShares,
    e.description,
    e.ceo,
    e.headquarters,
    e.founded,
    e.employees,
    e.website,
  ];
}

type BarCells = Array<string | number>;

function withLatestMarketCap(entry: UniverseEntry, lastClose: number | undefined): UniverseEntry {
  if (entry.sharesOutstanding === null || lastClose === undefined) return entry;
  return { ...entry, marketCap: Math.round(entry.sharesOutstanding * lastClose) };
}

function barRow(symbol: string, b: DailyBar): BarCells {
  return [symbol, b.date, b.open, b.high, b.low, b.close, b.volume];
}

/**
 * The universe as a first start seeds it: the core (tests may seed only its first N rows), then simulated
 * directory listings up to `listedSymbols` in all.
 */
export function seededUniverse(symbolLimit: number | null, listedSymbols = 0, now = new Date()): UniverseEntry[] {
  const core = universe();
  if (symbolLimit !== null) return core.slice(0, symbolLimit);
  const more = listedSymbols - core.length;
  return more > 0 ? [...core, ...simulatedListings(more, now).map((listing) => listingEntry(listing, true))] : core;
}

/**
 * Seeds symbols and daily bars when missing, and tops bars up to the last completed session when the
 * stored history ends earlier (a server restarted days later). Idempotent: a second run finds nothing to do.
 */
export async function seedReferenceData(
  tx: Executor,
  kind: DatabaseKind,
  options: ReferenceSeedOptions,
): Promise<ReferenceSeedResult> {
  const lastSession = lastCompletedSession(options.now);
  const result: ReferenceSeedResult = { symbolsInserted: 0, barsInserted: 0, lastSession };

  const repository = createReferenceSeedRepository(tx);
  const latest = await repository.latestSession();

  if ((await repository.symbolCount()) === 0) {
    // First start: simulate first so market caps can be stored at the latest close in one pass.
    const entries = seededUniverse(options.symbolLimit, options.listedSymbols, options.now);
    const sessions = sessionsEndingAt(lastSession, options.historyDays);
    const rows: BarCells[] = [];
    const seededEntries = entries.map((entry) => {
      const bars = simulateBars(instrumentModel(entry), sessions, entry.referencePrice, options.simSeed);
      for (const bar of bars) rows.push(barRow(entry.symbol, bar));
      return withLatestMarketCap(entry, bars[bars.length - 1]?.close);
    });
    await bulkInsert(tx, kind, 'symbols', SYMBOL_COLUMNS, seededEntries.map(symbolRow));
    result.symbolsInserted = seededEntries.length;
    if (latest === null) {
      await bulkInsert(tx, kind, 'daily_bars', BAR_COLUMNS, rows);
      result.barsInserted = rows.length;
    }
    return result;
  }

  // Stored symbols: the core as written, the rest (imported or simulated listings) from their rows.
  const stored = simulatedUniverse(await repository.storedListings());
  const rows: BarCells[] = [];
  const history = sessionsEndingAt(lastSession, options.historyDays);
  const since = latest !== null && latest < lastSession ? sessionsBetween(latest, lastSession) : [];
  const lastCloses = new Map(
    since.length > 0 ? (await repository.lastCloses()).map((row) => [row.symbol, row.close] as const) : [],
  );
  // Symbols without a bar: every symbol on an empty table, or listings imported since the last start.
  const bare = latest === null ? null : new Set(await repository.symbolsWithoutBars());
  for (const entry of stored) {
    const close = lastCloses.get(entry.symbol);
    const bars =
      bare === null || bare.has(entry.symbol)
        ? simulateBars(instrumentModel(entry), history, entry.referencePrice, options.simSeed)
        : close !== undefined
          ? simulateBars(instrumentModel(entry), since, close, options.simSeed)
          : [];
    for (const bar of bars) rows.push(barRow(entry.symbol, bar));
  }

  if (rows.length > 0) {
    await bulkInsert(tx, kind, 'daily_bars', BAR_COLUMNS, rows);
    result.barsInserted = rows.length;
    await repository.capsAtLatestClose();
  }
  return result;
}
