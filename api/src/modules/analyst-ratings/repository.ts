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
  dates: string[];
  closes: number[];
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
      const bySymbol = new Map<string, SymbolCloses>(
        symbols.map((s) => [
          s.symbol,
          { symbol: s.symbol, name: s.name, assetType: s.asset_type, dates: [], closes: [] },
        ]),
      );
      for (const bar of bars) {
        const entry = bySymbol.get(bar.symbol);
        if (!entry) continue;
        entry.dates.push(bar.date);
        entry.closes.push(Number(bar.close));
      }
      return [...bySymbol.values()];
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
