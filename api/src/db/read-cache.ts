/**
 * Answers computed from tables that rarely change (public records, calendars, a user's journal) are kept
 * with the versions of the tables they were read from (data-versions.ts) and served again while those
 * versions hold: one small query instead of the list's joins, sorts and counts. Any write, by any process,
 * moves a version when it commits, so the next request reads afresh — never an answer older than the data.
 * Concurrent requests for the same missing answer share one load; a failed load is not kept.
 */
import type { Kysely } from 'kysely';
import { versionsReader, type TrackedTable } from './data-versions.js';
import type { Database } from './schema.js';

/** How many answers one process keeps (the least recently used go first). */
export const READ_CACHE_ENTRIES = 2_000;

export interface ReadCache {
  /** `load()`'s answer for `key`, from the cache while every table of `tables` is unchanged. */
  read<T>(tables: readonly TrackedTable[], key: string, load: () => Promise<T>): Promise<T>;
  /** How many answers are held (for tests and the bench). */
  readonly size: number;
}

interface Entry {
  versions: string;
  value: Promise<unknown>;
}

export function createReadCache(db: Kysely<Database>, capacity = READ_CACHE_ENTRIES): ReadCache {
  const entries = new Map<string, Entry>();
  const versionsOf = versionsReader(db);

  return {
    async read<T>(tables: readonly TrackedTable[], key: string, load: () => Promise<T>): Promise<T> {
      const versions = await versionsOf(tables);
      const id = `${tables.join('+')}\u0000${key}`;
      const held = entries.get(id);
      if (held && held.versions === versions) {
        // Most recently used last: a Map keeps insertion order, so the first key is the one to evict.
        entries.delete(id);
        entries.set(id, held);
        return held.value as Promise<T>;
      }
      const value = load();
      const entry: Entry = { versions, value };
      entries.delete(id);
      entries.set(id, entry);
      while (entries.size > capacity) entries.delete(entries.keys().next().value as string);
      value.catch(() => {
        if (entries.get(id) === entry) entries.delete(id);
      });
      return value;
    },
    get size() {
      return entries.size;
    },
  };
}

const caches = new WeakMap<Kysely<Database>, ReadCache>();

/** The one read cache of a database handle (routes reach it through the handle they already have). */
export function readCacheFor(db: Kysely<Database>): ReadCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = createReadCache(db);
    caches.set(db, cache);
  }
  return cache;
}
