/**
 * Makes an embedded PGlite database look like a `pg` Pool to Kysely's PostgresDialect.
 *
 * PGlite is a single connection. A "connection" handed out here holds an exclusive lock until it is
 * released, so a Kysely transaction (BEGIN … COMMIT on one acquired connection) cannot interleave with
 * other queries. Consequence: code running inside a transaction must use the transaction object only —
 * touching the outer Kysely instance there would wait for the lock the transaction itself holds.
 */
import type { PGlite, Results } from '@electric-sql/pglite';
import type { PostgresCursor, PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';

/** FIFO async lock. */
export class Mutex {
  private tail: Promise<void> = Promise.resolve();

  /** Resolves with a release function once every earlier holder has released. */
  lock(): Promise<() => void> {
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const acquired = this.tail.then(() => {
      let released = false;
      return () => {
        if (released) return;
        released = true;
        release();
      };
    });
    this.tail = this.tail.then(() => held);
    return acquired;
  }
}

/** `COPY … FROM '/dev/blob'` is PGlite's bulk-load path; the data travels as a Blob parameter. */
const COPY_FROM_BLOB = /^\s*copy\s[\s\S]+\sfrom\s+'\/dev\/blob'/i;

type QueryCommand = PostgresQueryResult<unknown>['command'];

function toQueryResult<R>(result: Results<R>): PostgresQueryResult<R> {
  return {
    // Kysely only inspects INSERT/UPDATE/DELETE/MERGE (affected rows) and COMMIT/ROLLBACK.
    command: (result.command ?? 'SELECT').toUpperCase() as QueryCommand,
    rowCount: result.affectedRows ?? result.rows.length,
    rows: result.rows,
  };
}

class PGliteClient implements PostgresPoolClient {
  constructor(
    private readonly db: PGlite,
    private readonly releaseLock: () => void,
  ) {}

  query<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>>;
  query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
  query<R>(
    sqlOrCursor: string | PostgresCursor<R>,
    parameters: ReadonlyArray<unknown> = [],
  ): Promise<PostgresQueryResult<R>> | PostgresCursor<R> {
    if (typeof sqlOrCursor !== 'string') {
      throw new Error('Streaming queries (cursors) are not supported on PGlite');
    }
    return this.run<R>(sqlOrCursor, parameters);
  }

  private async run<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>> {
    const blob = parameters[0];
    if (COPY_FROM_BLOB.test(sql) && blob instanceof Blob) {
      return toQueryResult(await this.db.query<R>(sql, [], { blob }));
    }
    return toQueryResult(await this.db.query<R>(sql, [...parameters]));
  }

  release(): void {
    this.releaseLock();
  }
}

export class PGlitePool implements PostgresPool {
  readonly options = {};
  private readonly mutex = new Mutex();
  private ended = false;

  constructor(private readonly db: PGlite) {}

  async connect(): Promise<PostgresPoolClient> {
    if (this.ended) throw new Error('PGlite pool has been closed');
    const release = await this.mutex.lock();
    return new PGliteClient(this.db, release);
  }

  async end(): Promise<void> {
    if (this.ended) return;
    this.ended = true;
    // Wait for the current holder (and everyone queued before us) so closing never cuts a query short.
    const release = await this.mutex.lock();
    try {
      await this.db.close();
    } finally {
      release();
    }
  }
}
