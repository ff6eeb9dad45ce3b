import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { buildApp } from './app.js';
import { openDatabase } from './db/database.js';
import { prepareDatabaseInChild } from './prepare-database.js';
import { TEST_NOW, testConfig } from './test/harness.js';

describe('an embedded database in a directory, migrated and seeded in a child process', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'flowdeck-prepare-'));
  after(() => rmSync(dir, { recursive: true, force: true }));
  const config = testConfig({ kind: 'pglite', dataDir: path.join(dir, 'data') });

  it('the child migrates and seeds the directory, which this process has not opened, and reports what it did', async () => {
    const own = testConfig({ kind: 'pglite', dataDir: path.join(dir, 'direct') });
    const prepared = await prepareDatabaseInChild(own, TEST_NOW);
    assert.ok(prepared.migrated.length > 0);
    assert.ok(prepared.seedResult.reference.barsInserted > 0);
    const db = await openDatabase(own.database);
    try {
      const stored = await db.db
        .selectFrom('daily_bars')
        .select((eb) => eb.fn.countAll<number>().as('rows'))
        .executeTakeFirstOrThrow();
      assert.equal(Number(stored.rows), prepared.seedResult.reference.barsInserted);
    } finally {
      await db.close();
    }
  });

  it('seeds a fresh directory in the child, then serves from it; a second start finds it ready', async () => {
    const first = await buildApp(config, { now: () => TEST_NOW, prepareInChild: true });
    try {
      // The child's report: what it migrated and seeded (the API itself did neither).
      const { symbolsInserted, barsInserted } = first.seedResult.reference;
      assert.ok(symbolsInserted > 0 && barsInserted > 0);
      // The API reads what the child wrote.
      const stored = await first.db
        .selectFrom('daily_bars')
        .select((eb) => eb.fn.countAll<number>().as('rows'))
        .executeTakeFirstOrThrow();
      assert.equal(Number(stored.rows), barsInserted);
    } finally {
      await first.close();
    }

    const second = await buildApp(config, { now: () => TEST_NOW, prepareInChild: true });
    try {
      assert.equal(second.seedResult.reference.symbolsInserted, 0);
      assert.equal(second.seedResult.reference.barsInserted, 0);
    } finally {
      await second.close();
    }
  });

  it("refuses to start with the child's own error when the directory cannot be made", async () => {
    const file = path.join(dir, 'a-file');
    writeFileSync(file, 'not a directory');
    await assert.rejects(
      buildApp(testConfig({ kind: 'pglite', dataDir: path.join(file, 'data') }), {
        now: () => TEST_NOW,
        prepareInChild: true,
      }),
      /ENOTDIR/,
    );
  });
});
