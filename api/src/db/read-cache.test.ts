import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import type { DatabaseConfig } from '../config.js';
import { testBackends } from '../test/harness.js';
import { openDatabase, type DatabaseHandle } from './database.js';
import { migrateToLatest } from './migrations/index.js';
import { createReadCache } from './read-cache.js';

const POLITICIAN = { name: 'Ada Lovelace', party: 'I', chamber: 'Senate', state: 'VT', district: null } as const;

for (const backend of await testBackends()) {
  describe(`read cache on ${backend.name}`, { skip: backend.skip }, () => {
    let handle: DatabaseHandle;
    let database: DatabaseConfig;
    let dispose: () => Promise<void>;
    let loads: number;
    const countPoliticians = async () => {
      loads++;
      const row = await handle.db
        .selectFrom('politicians')
        .select(sql<number>`count(*)`.as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    };
    let serial = 0;
    const addPolitician = (db = handle.db) =>
      db
        .insertInto('politicians')
        .values({ ...POLITICIAN, id: `p-${++serial}` })
        .execute();

    before(async () => {
      const provisioned = await backend.provision();
      dispose = provisioned.dispose;
      database = provisioned.database;
      handle = await openDatabase(database);
      await migrateToLatest(handle.db);
    });
    after(async () => {
      await handle?.close();
      await dispose?.();
    });

    it('answers again from memory while the tables are unchanged, and afresh after any write commits', async () => {
      const cache = createReadCache(handle.db);
      loads = 0;
      const read = () => cache.read(['politicians'], 'count', countPoliticians);
      const first = await read();
      assert.equal(await read(), first);
      assert.equal(await read(), first);
      assert.equal(loads, 1);

      await addPolitician();
      assert.equal(await read(), first + 1, 'an insert is seen by the next read');
      assert.equal(loads, 2);

      await handle.db.transaction().execute(async (trx) => {
        await addPolitician(trx);
        await addPolitician(trx);
        // Not committed yet: what another reader sees is still the old answer.
      });
      assert.equal(await read(), first + 3, 'a committed transaction is seen by the next read');
      await handle.db.deleteFrom('politicians').where('id', '=', `p-${serial}`).execute();
      assert.equal(await read(), first + 2, 'a delete is seen by the next read');
      assert.equal(loads, 4);

      // A write to a table the answer was not read from leaves it alone.
      await handle.db
        .insertInto('stock_splits')
        .values({
          id: 'test:x',
          symbol: 'X',
          ratio_to: 2,
          ratio_from: 1,
          ex_date: '2026-01-02',
          source: 'test',
          source_file: 'x.csv',
          imported_at: new Date(),
        })
        .execute();
      await read();
      assert.equal(loads, 4);
    });

    it('sees a write made through another connection (another API process on PostgreSQL)', async (t) => {
      // Skipped on PGlite: the embedded database lives inside the one API process, so there is no other
      // connection to write through; the PostgreSQL run of this test covers the case.
      if (handle.kind !== 'postgres') return t.skip('PGlite has one process by construction');
      const cache = createReadCache(handle.db);
      loads = 0;
      const before = await cache.read(['politicians'], 'count', countPoliticians);
      const other = await openDatabase(database);
      try {
        await addPolitician(other.db);
      } finally {
        await other.close();
      }
      assert.equal(await cache.read(['politicians'], 'count', countPoliticians), before + 1);
      assert.equal(loads, 2);
    });

    it('shares one load between concurrent readers and keeps no failed answer', async () => {
      const cache = createReadCache(handle.db);
      loads = 0;
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => cache.read(['politicians'], 'count', countPoliticians)),
      );
      assert.equal(new Set(answers).size, 1);
      assert.equal(loads, 1);

      let attempts = 0;
      const failing = () => {
        attempts++;
        return Promise.reject(new Error('database went away'));
      };
      await assert.rejects(cache.read(['politicians'], 'failing', failing), /went away/);
      await assert.rejects(cache.read(['politicians'], 'failing', failing), /went away/);
      assert.equal(attempts, 2, 'a failure is not served again');
    });

    it('holds at most its capacity, dropping the least recently used answer', async () => {
      const cache = createReadCache(handle.db, 2);
      loads = 0;
      await cache.read(['politicians'], 'a', countPoliticians);
      await cache.read(['politicians'], 'b', countPoliticians);
      await cache.read(['politicians'], 'a', countPoliticians); // a is now the most recent
      await cache.read(['politicians'], 'c', countPoliticians); // evicts b
      assert.equal(cache.size, 2);
      assert.equal(loads, 3);
      await cache.read(['politicians'], 'a', countPoliticians);
      assert.equal(loads, 3, 'a was kept');
      await cache.read(['politicians'], 'b', countPoliticians);
      assert.equal(loads, 4, 'b was dropped');
    });
  });
}
