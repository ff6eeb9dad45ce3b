import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { buildApp } from './app.js';
import { API_ROOT } from './config.js';
import { openDatabase } from './db/database.js';
import { prepareDatabaseInChild } from './prepare-child.js';
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
    const first = await buildApp(config, {
      now: () => TEST_NOW,
      prepared: await prepareDatabaseInChild(config, TEST_NOW),
    });
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

    const second = await buildApp(config, {
      now: () => TEST_NOW,
      prepared: await prepareDatabaseInChild(config, TEST_NOW),
    });
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
      prepareDatabaseInChild(testConfig({ kind: 'pglite', dataDir: path.join(file, 'data') }), TEST_NOW),
      /ENOTDIR/,
    );
  });

  it('main.ts runs the child before it loads the app: the API holds little while the child seeds', async () => {
    // The first start's initdb peaks at about 850 MB in the child; an API that had loaded the app first held
    // 240 MB beside it (over the 1 GiB budget, bench/listed-universe.mjs), one that has not holds under 100.
    const api = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: API_ROOT,
      env: {
        ...process.env,
        PGLITE_DIR: path.join(dir, 'main'),
        PORT: '0',
        LOG_LEVEL: 'warn',
        SEED_HISTORY_DAYS: '60',
      },
      stdio: 'ignore',
    });
    const read = (file: string) => {
      try {
        return readFileSync(file, 'utf8');
      } catch {
        return '';
      }
    };
    const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+) kB/.exec(read(`/proc/${pid}/status`))?.[1] ?? 0) / 1024;
    const preparing = () =>
      read(`/proc/${api.pid}/task/${api.pid}/children`)
        .split(/\s+/)
        .some((pid) => pid !== '' && read(`/proc/${pid}/cmdline`).includes('prepare-database'));
    let samples = 0;
    let peak = 0;
    try {
      // Until the child has come and gone (or the API has ended, or a minute went by without a child: the
      // assertion below then says so instead of the test hanging).
      const giveUp = Date.now() + 60_000;
      while (api.exitCode === null && (samples === 0 ? Date.now() < giveUp : preparing())) {
        if (preparing()) {
          samples++;
          peak = Math.max(peak, rssMb(api.pid as number));
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    } finally {
      api.kill('SIGKILL');
    }
    assert.ok(samples > 0, 'the child was never seen');
    assert.ok(peak > 0 && peak < 160, `the API held ${peak.toFixed(0)} MB while its child prepared the database`);
  });
});
