/**
 * Idempotent bulk writes for importers of public records, many rows at a time: insert new ids, update a
 * row only when a compared column differs (`update`) or never (`keep`, for a poorer source that must not
 * overwrite a richer one), and count which — one statement per chunk, so a quarter's index stays quick.
 */
import { sql, type Insertable } from 'kysely';
import type { Executor } from './database.js';
import type { Database } from './schema.js';
import type { UpsertCounts } from './upsert.js';

/** Tables of public records keyed by a text `id`. */
export type RecordTable = 'sec_filings' | 'lobbying_filings' | 'gov_contract_actions';

/** Rows per statement: well under PostgreSQL's 65,535 parameters for the widest of these tables. */
const CHUNK = 500;

export async function upsertRows<T extends RecordTable>(
  executor: Executor,
  table: T,
  rows: ReadonlyArray<Insertable<Database[T]> & { id: string }>,
  options: { compared: ReadonlyArray<keyof Database[T] & string>; onConflict: 'update' | 'keep' },
): Promise<UpsertCounts> {
  // The last of several rows with one id wins (a file may list a filing twice): one statement cannot touch a row twice.
  const unique = [...new Map(rows.map((row) => [row.id, row])).values()];
  const counts: UpsertCounts = { inserted: 0, updated: 0, unchanged: 0 };
  // Kysely cannot follow a table chosen at run time: the caller's row type is the check, the name one table.
  const name = table as RecordTable as 'sec_filings';
  for (let start = 0; start < unique.length; start += CHUNK) {
    const chunk = unique.slice(start, start + CHUNK) as unknown as Array<Insertable<Database['sec_filings']>>;
    const compared = options.compared as ReadonlyArray<keyof Database['sec_filings'] & string>;
    const written = await executor
      .insertInto(name)
      .values(chunk)
      .onConflict((oc) => {
        const target = oc.column('id');
        if (options.onConflict === 'keep') return target.doNothing();
        const changes = Object.fromEntries(
          [...compared, 'imported_at'].map((column) => [column, sql`excluded.${sql.ref(column)}`]),
        );
        return target
          .doUpdateSet(changes)
          .where(
            sql<boolean>`(${sql.join(compared.map((c) => sql.ref(`${name}.${c}`)))}) is distinct from (${sql.join(
              compared.map((c) => sql.ref(`excluded.${c}`)),
            )})`,
          );
      })
      .returning(sql<boolean>`xmax = 0`.as('inserted'))
      .execute();
    const inserted = written.filter((row) => row.inserted).length;
    counts.inserted += inserted;
    counts.updated += written.length - inserted;
    counts.unchanged += chunk.length - written.length;
  }
  return counts;
}
