import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql } from 'kysely';
import { Mutex, PGlitePool } from './pglite-pool.js';

describe('Mutex', () => {
  it('grants the lock in request order, one holder at a time', async () => {
    const mutex = new Mutex();
    const events: string[] = [];
    await Promise.all(
      [1, 2, 3].map(async (n) => {
        const release = await mutex.lock();
        events.push(`in ${n}`);
        await new Promise((resolve) => setTimeout(resolve, 5));
        events.push(`out ${n}`);
        release();
      }),
    );
    assert.deepEqual(events, ['in 1', 'out 1', 'in 2', 'out 2', 'in 3', 'out 3']);
  });
});

interface Db {
  items: { id: number; label: string };
}

describe('PGlite as a Kysely pool', () => {
  let db: Kysely<Db>;
  before(async () => {
    db = new Kysely<Db>({ dialect: new PostgresDialect({ pool: new PGlitePool(await PGlite.create('memory://')) }) });
    await sql`create table items (id integer primary key, label text not null)`.execute(db);
  });
  after(async () => {
    await db.destroy();
  });

  it('reports affected rows like pg', async () => {
    const inserted = await db
      .insertInto('items')
      .values([
        { id: 1, label: 'a' },
        { id: 2, label: 'b' },
      ])
      .executeTakeFirst();
    assert.equal(inserted.numInsertedOrUpdatedRows, 2n);
    const updated = await db.updateTable('items').set({ label: 'z' }).where('id', '>', 0).executeTakeFirst();
    assert.equal(updated.numUpdatedRows, 2n);
  });

  it('keeps other queries out while a transaction holds the connection', async () => {
    const seen: string[] = [];
    const tx = db.transaction().execute(async (trx) => {
      await trx.insertInto('items').values({ id: 10, label: 'pending' }).execute();
      await new Promise((resolve) => setTimeout(resolve, 30));
      seen.push('tx done');
    });
    // Queued behind the transaction, so it sees the committed row.
    const outside = db
      .selectFrom('items')
      .select('label')
      .where('id', '=', 10)
      .execute()
      .then((rows) => {
        seen.push(`outside saw ${rows.length}`);
      });
    await Promise.all([tx, outside]);
    assert.deepEqual(seen, ['tx done', 'outside saw 1']);
  });

  it('rolls back a failed transaction and stays usable', async () => {
    await assert.rejects(
      db.transaction().execute(async (trx) => {
        await trx.insertInto('items').values({ id: 20, label: 'doomed' }).execute();
        await trx.insertInto('items').values({ id: 20, label: 'duplicate' }).execute();
      }),
      (error: unknown) => (error as { code?: string }).code === '23505',
    );
    const rows = await db.selectFrom('items').select('id').where('id', '=', 20).execute();
    assert.deepEqual(rows, []);
  });

  it('bulk-loads with COPY from a Blob', async () => {
    const { CompiledQuery } = await import('kysely');
    await db.executeQuery(
      CompiledQuery.raw(`COPY items (id, label) FROM '/dev/blob' WITH (FORMAT csv)`, [
        new Blob(['100,"x, y"\n101,"q ""uoted"""']),
      ]),
    );
    const rows = await db.selectFrom('items').select(['id', 'label']).where('id', '>=', 100).orderBy('id').execute();
    assert.deepEqual(rows, [
      { id: 100, label: 'x, y' },
      { id: 101, label: 'q "uoted"' },
    ]);
  });
});
