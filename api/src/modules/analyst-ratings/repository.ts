/** SQL for analyst ratings: imported actions, and the names and closes the record is judged against. */
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Executor } from '../../db/database.js';
import type { AnalystRatingsTable, Database } from '../../db/schema.js';
import type { UpsertCounts } from '../../db/upsert.js';
import { readBySymbolSlices } from '../../db/symbol-slices.js';

export type AnalystRatingRow = Selectable<AnalystRatingsTable>;
export type NewAnalystRating = Insertable<AnalystRatingsTable> & { id: string };

const COMPARED = [
  'date',
  'time',
  'ticker',
  'firm',
  'analyst',
  'action',
  'target_action',
  'rating_prior',
  'rating_current',
  'target_prior',
  'target_current',
  'source',
] as const;

export interface SymbolCloses {
  symbol: string;
  name: string;
  assetType: string;
  /** Shared between symbols with the same sessions (see `closes()`): read, never change. */
  dates: readonly string[];
  closes: Float64Array;
}

/**
 * One array for every list of dates with the same content, each date one string: the driver gives every
 * row its own date string, and the analyst book keeps these lists for as long as the day's market holds.
 * At 5,000 symbols that was 1.26 million copies of 252 dates (34 MB) in 5,000 arrays (14 MB); the symbols
 * share one calendar, so it is now one array of 252 strings.
 */
function dateSharing() {
  const strings = new Map<string, string>();
  const lists = new Map<string, string[][]>();
  return {
    date(date: string): string {
      const held = strings.get(date);
      if (held !== undefined) return held;
      strings.set(date, date);
      return date;
    },
    list(dates: string[]): readonly string[] {
      const key = `${dates[0]} ${dates[dates.length - 1]} ${dates.length}`;
      const seen = lists.get(key);
      const same = seen?.find((list) => list.every((date, i) => date === dates[i]));
      if (same) return same;
      if (seen) seen.push(dates);
      else lists.set(key, [dates]);
      return dates;
    },
  };
}

export function createAnalystRatingRepository(db: Kysely<Database>) {
  return {
    imported(): Promise<AnalystRatingRow[]> {
      return db.selectFrom('analyst_ratings').selectAll().orderBy('seq').execute();
    },

    importedSince(seq: number): Promise<AnalystRatingRow[]> {
      return db.selectFrom('analyst_ratings').selectAll().where('seq', '>', seq).orderBy('seq').execute();
    },

    async lastSeq(): Promise<number> {
      const row = await db
        .selectFrom('analyst_ratings')
        .select((eb) => eb.fn.max('seq').as('seq'))
        .executeTakeFirst();
      return Number(row?.seq ?? 0);
    },

    /** Every symbol with its daily closes, oldest first. */
    async closes(): Promise<SymbolCloses[]> {
      const symbols = await db
        .selectFrom('symbols')
        .select(['symbol', 'name', 'asset_type'])
        .orderBy('symbol')
        .execute();
      const bars = await readBySymbolSlices(db, (slice) =>
        db
          .selectFrom('daily_bars')
          .select(['symbol', 'date', 'close'])
          .where('symbol', 'in', slice)
          .orderBy('symbol')
          .orderBy('date')
          .execute(),
      );
      const sharing = dateSharing();
      const bySymbol = new Map(symbols.map((s) => [s.symbol, { dates: [] as string[], closes: [] as number[] }]));
      for (const bar of bars) {
        const entry = bySymbol.get(bar.symbol);
        if (!entry) continue;
        entry.dates.push(sharing.date(bar.date));
        entry.closes.push(Number(bar.close));
      }
      // Closes in typed arrays of their exact length: an array grown by push keeps up to half as many slots again.
      return symbols.map((s) => {
        const built = bySymbol.get(s.symbol) as { dates: string[]; closes: number[] };
        return {
          symbol: s.symbol,
          name: s.name,
          assetType: s.asset_type,
          dates: sharing.list(built.dates),
          closes: Float64Array.from(built.closes),
        };
      });
    },
  };
}

/** Inserts new actions, updates changed ones, leaves identical ones: the counts say which. */
export async function upsertAnalystRatings(
  executor: Executor,
  rows: readonly NewAnalystRating[],
): Promise<UpsertCounts> {
  const counts: UpsertCounts = { inserted: 0, updated: 0, unchanged: 0 };
  if (rows.length === 0) return counts;
  const stored = new Map(
    (
      await executor
        .selectFrom('analyst_ratings')
        .selectAll()
        .where(
          'id',
          'in',
          rows.map((row) => row.id),
        )
        .execute()
    ).map((row) => [row.id, row]),
  );
  for (const row of rows) {
    const existing = stored.get(row.id);
    if (!existing) {
      await executor.insertInto('analyst_ratings').values(row).execute();
      counts.inserted++;
    } else if (COMPARED.every((column) => (existing[column] ?? null) === (row[column] ?? null))) counts.unchanged++;
    else {
      const { id, ...changes } = row;
      await executor.updateTable('analyst_ratings').set(changes).where('id', '=', id).execute();
      counts.updated++;
    }
  }
  return counts;
}
