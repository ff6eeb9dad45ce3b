/**
 * The API's side of preparing an embedded database in a child process (./prepare-database.ts is the child).
 * It is a module of its own, which loads neither the seed nor the simulator, so that main.ts can run the
 * child before it loads the app: the first start's initdb peaks at about 850 MB in the child (PGlite runs
 * two instances of PostgreSQL for it), and an API that had loaded every module held 240 MB beside it, over
 * the 1 GiB budget at the default universe (bench/listed-universe.mjs).
 */
import { fork } from 'node:child_process';
import { extname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGLITE_MEMORY, type Config } from './config.js';
import type { PrepareAnswer, PrepareRequest, Prepared } from './prepare-database.js';

/** Whether `config`'s database is prepared in a child: an embedded one kept in a directory, not loaded from a dump. */
export function preparesInChild(config: Config): boolean {
  return (
    config.database.kind === 'pglite' &&
    config.database.dataDir !== PGLITE_MEMORY &&
    config.database.initialDump === undefined
  );
}

/**
 * Migrates and seeds `config`'s database on the simulator's records in a child process with the same Node
 * options (the TypeScript loader included); `now` is passed so the child seeds the same "today" as the API.
 */
export function prepareDatabaseInChild(config: Config, now: Date): Promise<Prepared> {
  const request: PrepareRequest = {
    database: config.database,
    simSeed: config.simSeed,
    seed: config.seed,
    now: now.toISOString(),
  };
  // Beside this file, with its extension: .ts under tsx, .js once compiled.
  const script = fileURLToPath(
    new URL(`./prepare-database${extname(fileURLToPath(import.meta.url))}`, import.meta.url),
  );
  return new Promise((resolve, reject) => {
    const child = fork(script, [], { stdio: 'inherit' });
    let answer: PrepareAnswer | null = null;
    child.on('message', (message) => {
      answer = message as PrepareAnswer;
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
