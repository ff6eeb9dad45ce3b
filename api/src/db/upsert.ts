/**
 * Idempotent writes for importers whose rows carry a stable `id`: new rows are inserted, changed ones
 * updated, identical ones left alone — and counted, for the import report.
 */
import type { Insertable, Updateable } from 'kysely';
import type { Executor } from './database.js';
import type { Database } from './schema.js';

export interface UpsertCounts {
  inserted: number;
  updated: number;
  unchanged: number;
}

/** Tables keyed by a text `id` that importers write. */
export type IdTable = 'economic_events' | 'stock_splits' | 'earnings_reports';

export async function upsertById<T extends IdTable>(
  executor: Executor,
  table: T,
  rows: ReadonlyArray<Insertable<Database[T]> & { id: string }>,
  same: (stored: Record<string, unknown>, row: Insertable<Database[T]>) => boolean,
): Promise<UpsertCounts> {
  const counts: UpsertCounts = { inserted: 0, updated: 0, unchanged: 0 };
  if (rows.length === 0) return counts;
  // Kysely cannot follow a table chosen at run time: the caller's row type is the check, the name one table.
  const name = table as IdTable as 'stock_splits';
  const ids = rows.map((row) => row.id);
  const stored = new Map<string, Record<string, unknown>>(
    (await executor.selectFrom(name).selectAll().where('id', 'in', ids).execute()).map((row) => [row.id, row]),
  );
  for (const row of rows) {
    const existing = stored.get(row.id);
    if (!existing) {
      await executor
        .insertInto(name)
        .values(row as unknown as Insertable<Database['stock_splits']>)
        .execute();
      counts.inserted++;
    } else if (same(existing, row)) counts.unchanged++;
    else {
      const { id, ...changes } = row;
      await executor
        .updateTable(name)
        .set(changes as unknown as Updateable<Database['stock_splits']>)
        .where('id', '=', id)
        .execute();
      counts.updated++;
    }
  }
  return counts;
}
