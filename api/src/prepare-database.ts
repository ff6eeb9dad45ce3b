/**
 * Migrating and seeding an embedded database in a child process (issue 14: the API's memory stays under
 * 1 GiB). PGlite's WebAssembly memory only grows: the first start's initdb and the seed's bulk COPY of every
 * daily bar left about 500 MB in the API for the rest of its life (a fresh data directory opened, migrated
 * and seeded in-process: 830 MB resident; the same directory opened again: 320 MB). The child does that
 * work and exits, and the API then opens a directory that is ready.
 *
 * Run as a script it is the child: it is sent the database and the seed's settings over the IPC channel and
 * answers with what it migrated and seeded, or the error.
 */
import { fork } from 'node:child_process';
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
interface Request {
  database: DatabaseConfig;
  simSeed: number;
  seed: SeedConfig;
  now: string;
}

type Answer = { ok: true; prepared: Prepared } | { ok: false; message: string };

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
async function prepareDatabase(request: Request, records: RecordSources): Promise<Prepared> {
  const db = await openDatabase(request.database);
  try {
    return await migrateAndSeed(db, request, records, new Date(request.now));
  } finally {
    await db.close();
  }
}

/**
 * Runs prepareDatabase on the simulator's records in a child process with the same Node options (the
 * TypeScript loader included); `now` is passed so the child seeds the same "today" as the API.
 */
export function prepareDatabaseInChild(config: Config, now: Date): Promise<Prepared> {
  const request: Request = {
    database: config.database,
    simSeed: config.simSeed,
    seed: config.seed,
    now: now.toISOString(),
  };
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(import.meta.url), [], { stdio: 'inherit' });
    let answer: Answer | null = null;
    child.on('message', (message) => {
      answer = message as Answer;
    });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (answer?.ok) resolve(answer.prepared);
      else if (answer) reject(new Error(answer.message));
      else reject(new Error(`preparing the database ended without an answer (exit ${signal ?? code})`));
    });
    child.send(request);
  });
}

function runAsChild(): void {
  const send = (answer: Answer) => new Promise<void>((done) => process.send!(answer, () => done()));
  process.once('message', (message) => {
    const request = message as Request;
    prepareDatabase(request, simulatedRecords(request.simSeed))
      .then(
        (prepared) => send({ ok: true, prepared }),
        (error: unknown) => send({ ok: false, message: error instanceof Error ? error.message : String(error) }),
      )
      .finally(() => process.disconnect());
  });
}

if (process.send && process.argv[1] === fileURLToPath(import.meta.url)) runAsChild();
