/**
 * Migrating and seeding an embedded database in a child process (issue 14: the API's memory stays under
 * 1 GiB). PGlite's WebAssembly memory only grows: the first start's initdb and the seed's bulk COPY of every
 * daily bar left about 500 MB in the API for the rest of its life (a fresh data directory opened, migrated
 * and seeded in-process: 830 MB resident; the same directory opened again: 320 MB). The child does that
 * work and exits, and the API then opens a directory that is ready.
 *
 * Run as a script it is the child: it is sent the database and the seed's settings over the IPC channel and
 * answers with what it migrated and seeded, or the error. The API's side, which starts it, is
 * ./prepare-child.ts.
 */
import { fileURLToPath } from 'node:url';
import type { Config, DatabaseConfig, SeedConfig } from './config.js';
import { openDatabase, type DatabaseHandle } from './db/database.js';
import { migrateToLatest } from './db/migrations/index.js';
import { seedDatabase, type SeedResult } from './seed.js';
import type { RecordSources } from './sources/records.js';
import { simulatedRecords } from './sources/simulator/records/index.js';

export interface Prepared {
  migrated: string[];
  seedResult: SeedResult;
}

/** What the child is given: the database to prepare and the seed's settings, as the API has them. */
export interface PrepareRequest {
  database: DatabaseConfig;
  simSeed: number;
  seed: SeedConfig;
  now: string;
}

export type PrepareAnswer = { ok: true; prepared: Prepared } | { ok: false; message: string };

/** Migrates an open database and seeds it: what every start does, in the API or in the child. */
export async function migrateAndSeed(
  db: DatabaseHandle,
  settings: Pick<Config, 'simSeed' | 'seed'>,
  records: RecordSources,
  now: Date,
): Promise<Prepared> {
  const migrated = await migrateToLatest(db.db);
  const seedResult = await seedDatabase(db, { simSeed: settings.simSeed, seed: settings.seed, now, records });
  return { migrated, seedResult };
}

/** Opens the database, migrates it and seeds it, then closes it. */
async function prepareDatabase(request: PrepareRequest, records: RecordSources): Promise<Prepared> {
  const db = await openDatabase(request.database);
  try {
    return await migrateAndSeed(db, request, records, new Date(request.now));
  } finally {
    await db.close();
  }
}

function runAsChild(): void {
  const send = (answer: PrepareAnswer) => new Promise<void>((done) => process.send!(answer, () => done()));
  process.once('message', (message) => {
    const request = message as PrepareRequest;
    prepareDatabase(request, simulatedRecords(request.simSeed))
      .then(
        (prepared) => send({ ok: true, prepared }),
        (error: unknown) => send({ ok: false, message: error instanceof Error ? error.message : String(error) }),
      )
      .finally(() => process.disconnect());
  });
}

if (process.send && process.argv[1] === fileURLToPath(import.meta.url)) runAsChild();
