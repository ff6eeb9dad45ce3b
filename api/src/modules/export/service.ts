import type { ResourceLimits, Worker } from 'node:worker_threads';
import { startSiblingWorker } from '../../lib/module-worker.js';
import {
  InputError,
  PayloadTooLargeError,
  RateLimitError,
  ServiceUnavailableError,
  type FieldErrors,
} from '../../errors.js';

/** Workbooks written at once per process; each takes a core while it runs (≈ 9 s for 100,000 × 15 cells). */
export const MAX_CONCURRENT_EXPORTS = 2;
/** Exports allowed to wait for a turn; beyond that the caller is asked to come back. */
export const MAX_QUEUED_EXPORTS = 8;
/**
 * Exports one user may have running or waiting at once (issue 22 point 2): beyond it that user alone is
 * asked to come back, so one account's burst can never fill the queue and turn another user's export away.
 */
export const MAX_EXPORTS_PER_USER = 2;
export const EXPORT_TIMEOUT_MS = 120_000;
/**
 * Each workbook worker's own heap (issue 22 point 2): the largest legitimate export (100,000 × 15 cells,
 * 29 MB of JSON) fits with room to spare, and two running at once stay under the pod's 1 GiB on top of the
 * API's idle size (bench/export-load.mjs --database postgres). A body that would need more — a 64 MB body of
 * tiny cells parses into far more objects than its size — ends its worker and is answered 413.
 */
export const WORKER_HEAP_LIMITS = { maxOldGenerationSizeMb: 160, maxYoungGenerationSizeMb: 16 } as const;
export const RETRY_AFTER_SECONDS = 10;

export const SERVICE_MESSAGES = {
  busy: 'Too many exports at once; try again in a few seconds.',
  userBusy: 'Your previous exports are still being written; try again when they are done.',
  timeout: 'The export took too long; export fewer rows.',
  failed: 'The workbook could not be written.',
  tooLarge: 'This export is too large to write; export fewer rows or columns.',
} as const;

/** What the worker posts back: the file, or the request's field errors (a 400). */
export type WorkerResult =
  { ok: true; filename: string; file: Uint8Array } | { ok: false; errors: FieldErrors | string };

export interface RenderedExport {
  /** With the .xlsx extension. */
  filename: string;
  file: Buffer;
}

function startWorker(heap: ResourceLimits): Worker {
  return startSiblingWorker(import.meta.url, 'workbook-worker', heap);
}

interface PooledWorker {
  worker: Worker;
  /** The job in hand: settles it (a message, a crash, the timeout). */
  settle: ((outcome: { result?: WorkerResult; error?: Error }) => void) | null;
}

/**
 * Long-lived workers, started on first use and reused (issue 22 point 2: no loader bootstrap per export).
 * The fair queue bounds how many exports run, so the pool holds at most that many workers. A
 * worker that crashes or overruns the timeout is terminated and replaced by the next export. Idle workers
 * do not keep the process alive; `close` ends them.
 */
export function createWorkerPool(timeoutMs: number, heap: ResourceLimits = WORKER_HEAP_LIMITS) {
  const idle: PooledWorker[] = [];
  const all = new Set<PooledWorker>();
  let nextId = 0;

  function spawn(): PooledWorker {
    const pooled: PooledWorker = { worker: startWorker(heap), settle: null };
    const retire = (error: Error) => {
      all.delete(pooled);
      const index = idle.indexOf(pooled);
      if (index >= 0) idle.splice(index, 1);
      // Past its heap limit the worker is ended by V8: the body needed more memory than any export may take.
      const outOfMemory = (error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY';
      pooled.settle?.({ error: outOfMemory ? new PayloadTooLargeError(SERVICE_MESSAGES.tooLarge) : error });
      void pooled.worker.terminate();
    };
    pooled.worker.on('message', (message: { result?: WorkerResult; crashed?: string }) => {
      if (message.crashed !== undefined) pooled.settle?.({ error: new Error(message.crashed) });
      else pooled.settle?.({ result: message.result! });
    });
    pooled.worker.on('error', retire);
    pooled.worker.on('exit', (code) => retire(new Error(`${SERVICE_MESSAGES.failed} (worker exit code ${code})`)));
    all.add(pooled);
    return pooled;
  }

  return {
    run(body: string): Promise<WorkerResult> {
      const pooled = idle.pop() ?? spawn();
      pooled.worker.ref();
      const id = nextId++;
      return new Promise<WorkerResult>((resolve, reject) => {
        const timer = setTimeout(() => {
          all.delete(pooled);
          pooled.settle?.({ error: new ServiceUnavailableError(SERVICE_MESSAGES.timeout) });
          void pooled.worker.terminate();
        }, timeoutMs);
        pooled.settle = ({ result, error }) => {
          clearTimeout(timer);
          pooled.settle = null;
          if (all.has(pooled)) {
            pooled.worker.unref();
            idle.push(pooled);
          }
          if (error) reject(error);
          else resolve(result!);
        };
        pooled.worker.postMessage({ id, body });
      });
    },
    /** Workers started and alive (for tests and the benchmark). */
    size: () => all.size,
    async close(): Promise<void> {
      const workers = [...all];
      all.clear();
      idle.length = 0;
      await Promise.all(workers.map((pooled) => pooled.worker.terminate()));
    },
  };
}

/**
 * Parses, validates and writes POST excel bodies in worker threads: a large workbook takes seconds of
 * CPU, which on the main thread would stall every request and the live market feed meanwhile.
 */
export function createExportService({
  maxConcurrent = MAX_CONCURRENT_EXPORTS,
  maxQueued = MAX_QUEUED_EXPORTS,
  maxPerUser = MAX_EXPORTS_PER_USER,
  timeoutMs = EXPORT_TIMEOUT_MS,
  workerHeap = WORKER_HEAP_LIMITS,
}: {
  maxConcurrent?: number;
  maxQueued?: number;
  maxPerUser?: number;
  timeoutMs?: number;
  workerHeap?: ResourceLimits;
} = {}) {
  const queue = createFairQueue({ maxConcurrent, maxQueued, maxPerUser });
  const pool = createWorkerPool(timeoutMs, workerHeap);

  async function write(body: string): Promise<RenderedExport> {
    const result = await pool.run(body);
    if (!result.ok) throw new InputError(result.errors);
    return {
      filename: result.filename,
      file: Buffer.from(result.file.buffer, result.file.byteOffset, result.file.byteLength),
    };
  }

  return {
    /**
     * The workbook of a raw JSON body for `userId`; InputError (400) with field errors when the body is not
     * valid, RateLimitError (429) when that user already has their quota in hand or the queue is full.
     */
    async render(userId: number, body: string): Promise<RenderedExport> {
      const release = await queue.turn(userId);
      try {
        return await write(body);
      } finally {
        release();
      }
    },
    /**
     * A turn for `userId` before its body is read (the route waits here in onRequest, so waiting exports
     * leave their bodies in the socket, unread): resolves to the release once a slot is free.
     */
    turn: (userId: number) => queue.turn(userId),
    /** Writes a body whose turn is already held. */
    write,
    /** Workers kept warm (started on first use, at most one per concurrent export). */
    workers: () => pool.size(),
    close: () => pool.close(),
  };
}

export interface FairQueueLimits {
  maxConcurrent: number;
  maxQueued: number;
  maxPerUser: number;
}

/**
 * Turns to run an export, shared fairly between users: each user has their own line, and a freed slot goes
 * to the next user in round-robin order (not to whoever queued most), so one user's many requests make
 * another user's export wait for at most one of theirs. A user past `maxPerUser` running or waiting is
 * refused at once; the whole queue past `maxQueued` waiting too. `turn` resolves to the slot's release.
 */
export function createFairQueue(limits: FairQueueLimits) {
  let running = 0;
  let queued = 0;
  /** Users with exports waiting, in round-robin order; each with their waiters in arrival order. */
  const lines = new Map<number, Array<() => void>>();
  /** Running or waiting exports per user. */
  const held = new Map<number, number>();

  function grant(): void {
    // The user first in line is served once, then goes to the back (a Map keeps insertion order).
    const [userId, line] = lines.entries().next().value ?? [];
    if (userId === undefined || !line) return;
    lines.delete(userId);
    const next = line.shift()!;
    if (line.length > 0) lines.set(userId, line);
    queued--;
    running++;
    next();
  }

  return {
    async turn(userId: number): Promise<() => void> {
      const mine = held.get(userId) ?? 0;
      if (mine >= limits.maxPerUser) throw new RateLimitError(RETRY_AFTER_SECONDS, SERVICE_MESSAGES.userBusy);
      if (running >= limits.maxConcurrent && queued >= limits.maxQueued)
        throw new RateLimitError(RETRY_AFTER_SECONDS, SERVICE_MESSAGES.busy);
      held.set(userId, mine + 1);
      if (running < limits.maxConcurrent) running++;
      else {
        queued++;
        await new Promise<void>((resolve) => {
          const line = lines.get(userId);
          if (line) line.push(resolve);
          else lines.set(userId, [resolve]);
        });
      }
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const left = (held.get(userId) ?? 1) - 1;
        if (left > 0) held.set(userId, left);
        else held.delete(userId);
        running--;
        grant();
      };
    },
    /** Running and waiting exports (for tests and the benchmark). */
    stats: () => ({ running, queued }),
  };
}
