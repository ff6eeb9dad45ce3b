/**
 * Data versions: each write to a tracked table bumps that table's row in `data_versions`, from a statement
 * trigger, so every writer counts — importers, seeds, the market engine, a script, another API process.
 * A reader that remembers the versions it computed an answer from knows whether the answer still holds
 * (read-cache.ts). The version moves when the writing transaction commits, with its rows.
 *
 * On PostgreSQL a reader asks `data_versions` (one small query; other processes write too). The embedded
 * PGlite has one process by construction, so there the trigger's notification (delivered before the
 * committing statement returns) bumps counters held in memory and a reader asks nothing: on PGlite each
 * query costs ~0.3–0.8 ms of the API's only thread, as much as a whole cached answer.
 */
import type { PGlite } from '@electric-sql/pglite';
import { sql, type Kysely } from 'kysely';
import type { Database } from './schema.js';

/** The channel the trigger notifies with the table's name. */
export const DATA_VERSIONS_CHANNEL = 'data_versions';

export type TrackedTable = keyof Database;

/** The versions of `tables`, as one comparable string. */
export type VersionsReader = (tables: readonly TrackedTable[]) => Promise<string>;

// Migrations call these with the database as it was then (`Kysely<unknown>`); readers with today's schema.
type AnyDb = Kysely<unknown>;

/** Creates `data_versions` and the trigger function; then `trackChanges` per table (migration 0016). */
export async function createDataVersions(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('data_versions')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('version', 'bigint', (c) => c.notNull())
    .execute();
  await sql`
    create function bump_data_version() returns trigger language plpgsql as $$
    begin
      insert into data_versions (name, version) values (tg_table_name, 1)
        on conflict (name) do update set version = data_versions.version + 1;
      perform pg_notify('data_versions', tg_table_name);
      return null;
    end
    $$
  `.execute(db);
}

/** Every later insert, update, delete or truncate on `table` bumps its version (once per statement). */
export async function trackChanges(db: AnyDb, table: string): Promise<void> {
  await sql`
    create trigger ${sql.id(`${table}_data_version`)}
    after insert or update or delete or truncate on ${sql.table(table)}
    for each statement execute function bump_data_version()
  `.execute(db);
}

/** Undoes `createDataVersions` and the triggers of `tables`. */
export async function dropDataVersions(db: AnyDb, tables: readonly string[]): Promise<void> {
  for (const table of tables)
    await sql`drop trigger if exists ${sql.id(`${table}_data_version`)} on ${sql.table(table)}`.execute(db);
  await sql`drop function if exists bump_data_version()`.execute(db);
  await db.schema.dropTable('data_versions').ifExists().execute();
}

const inMemory = new WeakMap<Kysely<Database>, VersionsReader>();

/** PGlite: versions counted in memory from the trigger's notifications (see the top of this file). */
export async function countVersionsInMemory(db: Kysely<Database>, pglite: PGlite): Promise<void> {
  const counts = new Map<string, number>();
  await pglite.listen(DATA_VERSIONS_CHANNEL, (table) => counts.set(table, (counts.get(table) ?? 0) + 1));
  inMemory.set(db, (tables) => Promise.resolve(tables.map((t) => counts.get(t) ?? 0).join(',')));
}

/** How a reader learns the versions of tables on this database handle. */
export function versionsReader(db: Kysely<Database>): VersionsReader {
  return (
    inMemory.get(db) ??
    (async (tables) => {
      const rows = await db
        .selectFrom('data_versions')
        .select(['name', 'version'])
        .where('name', 'in', tables)
        .execute();
      const byName = new Map(rows.map((r) => [r.name, Number(r.version)]));
      return tables.map((t) => byName.get(t) ?? 0).join(',');
    })
  );
}
