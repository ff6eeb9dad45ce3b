import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { CompiledQuery, Kysely, PostgresDialect, sql, type Transaction } from 'kysely';
import pg from 'pg';
import { PGLITE_MEMORY, type DatabaseConfig } from '../config.js';
import { countVersionsInMemory } from './data-versions.js';
import { PGlitePool } from './pglite-pool.js';
import type { Database } from './schema.js';

export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseKind;
  close(): Promise<void>;
}

/** Anything queries can run on: the database itself or an open transaction. */
export type Executor = Kysely<Database> | Transaction<Database>;

const OID_INT8 = 20;
const OID_NUMERIC = 1700;
const OID_DATE = 1082;

/**
 * Both drivers return the same JS types: BIGINT and NUMERIC as numbers (volumes, market caps and SUMs
 * stay far below 2^53), DATE as the 'YYYY-MM-DD' text — never a Date shifted by the server's time zone.
 */
/**
 * PostgreSQL's page cache inside PGlite's WebAssembly memory, which only grows: at the default 128 MB it
 * held 60 MB more for good in an API of 5,000 symbols (measured, bench/README.md "The listed universe").
 * PGlite's pages are files of this process's data directory (the OS caches them too) or, in tests, memory.
 */
export const PGLITE_SHARED_BUFFERS = '16MB';

const PARSERS: Record<number, (value: string) => unknown> = {
  [OID_INT8]: Number,
  [OID_NUMERIC]: Number,
  [OID_DATE]: (value) => value,
};

const pgTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    const parser = PARSERS[oid];
    if (parser && format !== 'binary') return parser;
    return pg.types.getTypeParser(oid, format ?? 'text');
  },
} as pg.CustomTypesConfig;

export async function openDatabase(config: DatabaseConfig): Promise<DatabaseHandle> {
  if (config.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: config.url,
      max: 10,
      connectionTimeoutMillis: 10_000,
      idleTimeoutMillis: 30_000,
      types: pgTypes,
    });
    // An idle client losing its connection must not crash the process; the pool replaces it.
    pool.on('error', () => undefined);
    // A client checked out of the pool has no listener of the pool's: a connection ending under it (a
    // restart, a cut) would be an uncaught 'error' event and end the process. The query itself still fails
    // (answered 503, errors.ts) and the pool drops the broken client when it is released.
    pool.on('connect', (client) => client.on('error', () => undefined));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    try {
      await ping(db);
    } catch (error) {
      await db.destroy();
      throw new Error(`Cannot connect to PostgreSQL at ${redactUrl(config.url)}: ${(error as Error).message}`, {
        cause: error,
      });
    }
    return { db, kind: 'postgres', close: () => db.destroy() };
  }

  if (config.dataDir !== PGLITE_MEMORY) mkdirSync(config.dataDir, { recursive: true });
  const pglite = await PGlite.create(config.dataDir, {
    parsers: PARSERS,
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
    ...(config.initialDump ? { loadDataDir: config.initialDump } : {}),
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: new PGlitePool(pglite) }) });
  await countVersionsInMemory(db, pglite);
  return { db, kind: 'pglite', close: () => db.destroy() };
}

/** One round trip to the database: throws when it cannot answer (the health check, the first connection). */
export async function ping(db: Kysely<Database>): Promise<void> {
  await sql`select 1`.execute(db);
}

export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '<invalid url>';
  }
}

type Cell = string | number | boolean | null;

function csvCell(value: Cell): string {
  if (value === null) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 't' : 'f';
  return `"${value.replace(/"/g, '""')}"`;
}

/** PostgreSQL accepts at most 65 535 bind parameters per statement. */
const MAX_PARAMETERS = 60_000;

/**
 * Inserts many rows fast. PGlite: one COPY from an in-memory CSV (several times faster than VALUES in
 * WASM). PostgreSQL: multi-row INSERT … VALUES in chunks that stay under the bind-parameter limit.
 */
export async function bulkInsert(
  executor: Executor,
  kind: DatabaseKind,
  table: keyof Database,
  columns: readonly string[],
  rows: ReadonlyArray<readonly Cell[]>,
): Promise<void> {
  if (rows.length === 0) return;
  if (kind === 'pglite') {
    const csv = rows.map((row) => row.map(csvCell).join(',')).join('\n');
    const columnList = columns.map((c) => `"${c}"`).join(', ');
    const copy = `COPY "${table}" (${columnList}) FROM '/dev/blob' WITH (FORMAT csv)`;
    await executor.executeQuery(CompiledQuery.raw(copy, [new Blob([csv])]));
    return;
  }
  const chunkSize = Math.max(1, Math.floor(MAX_PARAMETERS / columns.length));
  for (let start = 0; start < rows.length; start += chunkSize) {
    const chunk = rows.slice(start, start + chunkSize);
    const values = chunk.map((row) => sql`(${sql.join(row.map((cell) => sql`${cell}`))})`);
    await sql`insert into ${sql.table(table)} (${sql.join(columns.map((c) => sql.ref(c)))}) values ${sql.join(values)}`.execute(
      executor,
    );
  }
}
