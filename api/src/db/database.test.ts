import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sql } from 'kysely';
import { PGLITE_MEMORY } from '../config.js';
import { openDatabase, PGLITE_SHARED_BUFFERS } from './database.js';

describe('the embedded database', () => {
  it('runs with a small page cache, since PGlite never gives its memory back', async () => {
    const handle = await openDatabase({ kind: 'pglite', dataDir: PGLITE_MEMORY });
    try {
      const { rows } = await sql<{ shared_buffers: string }>`show shared_buffers`.execute(handle.db);
      assert.equal(rows[0]?.shared_buffers, PGLITE_SHARED_BUFFERS);
      // The defaults PGlite starts with are kept: one process, no parallel workers.
      const workers = await sql<{ max_worker_processes: string }>`show max_worker_processes`.execute(handle.db);
      assert.equal(workers.rows[0]?.max_worker_processes, '0');
    } finally {
      await handle.close();
    }
  });
});
