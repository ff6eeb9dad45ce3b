import { REGISTRY_SCHEMA_VERSION, type Registry } from '@flowdeck/contract';
import { randomUUID } from 'node:crypto';
import { open, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export const REGISTRY_FILE = 'registry.json';

export class RegistryConflictError extends Error {
  constructor(expected: number, actual: number) {
    super(`The registry changed while you were writing (expected revision ${expected}, found ${actual}). Try again.`);
    this.name = 'RegistryConflictError';
  }
}

export function emptyRegistry(): Registry {
  return { schemaVersion: REGISTRY_SCHEMA_VERSION, revision: 0, updatedAt: new Date(0).toISOString(), remotes: {} };
}

export async function readRegistry(site: string): Promise<Registry> {
  try {
    return JSON.parse(await readFile(join(site, REGISTRY_FILE), 'utf8')) as Registry;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return emptyRegistry();
    throw error;
  }
}

const LOCK_FILE = '.registry.lock';
const LOCK_WAIT_MS = 10_000;
/** A lock older than this was left by a writer that died; it is broken. */
const STALE_LOCK_MS = 30_000;

/** Holds an exclusive lock file for the check-and-write, so two writers never interleave it. */
async function withLock<T>(site: string, work: () => Promise<T>): Promise<T> {
  const path = join(site, LOCK_FILE);
  const deadline = Date.now() + LOCK_WAIT_MS;
  for (;;) {
    try {
      const handle = await open(path, 'wx');
      await handle.close();
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const age = await stat(path).then(
        (s) => Date.now() - s.mtimeMs,
        () => 0,
      );
      if (age > STALE_LOCK_MS) await rm(path, { force: true });
      else if (Date.now() > deadline)
        throw new Error('Another registry writer is still busy; try again.', { cause: error });
      else await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
  try {
    return await work();
  } finally {
    await rm(path, { force: true });
  }
}

/**
 * Applies one change to the registry as a conditional write: the change is computed from the
 * revision read, and the write is refused if another writer landed in the meantime. The new
 * document is written to a temporary file and renamed over the old one, so a half-written registry
 * is never served.
 */
export async function updateRegistry(
  site: string,
  change: (registry: Registry) => Registry | Promise<Registry>,
): Promise<Registry> {
  const current = await readRegistry(site);
  const next = await change(structuredClone(current));
  next.revision = current.revision + 1;
  next.updatedAt = new Date().toISOString();
  return withLock(site, async () => {
    const latest = await readRegistry(site);
    if (latest.revision !== current.revision) throw new RegistryConflictError(current.revision, latest.revision);
    const temporary = join(site, `.${REGISTRY_FILE}.${randomUUID()}.tmp`);
    await writeFile(temporary, `${JSON.stringify(next, null, 2)}\n`);
    await rename(temporary, join(site, REGISTRY_FILE));
    return next;
  });
}

/**
 * updateRegistry, re-reading and re-applying the change when another writer got in first: two
 * deploys at once both land, one after the other, and neither overwrites the other.
 */
export async function updateRegistryRetrying(
  site: string,
  change: (registry: Registry) => Registry | Promise<Registry>,
  attempts = 8,
): Promise<Registry> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await updateRegistry(site, change);
    } catch (error) {
      if (!(error instanceof RegistryConflictError) || attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, 10 + Math.random() * 40 * attempt));
    }
  }
}
