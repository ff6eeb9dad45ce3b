import { extname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { InputError, RateLimitError, ServiceUnavailableError, type FieldErrors } from '../../errors.js';

/** Workbooks written at once per process; each takes a core while it runs (≈ 9 s for 100,000 × 15 cells). */
export const MAX_CONCURRENT_EXPORTS = 2;
/** Exports allowed to wait for a turn; beyond that the caller is asked to come back. */
export const MAX_QUEUED_EXPORTS = 8;
export const EXPORT_TIMEOUT_MS = 120_000;
export const RETRY_AFTER_SECONDS = 10;

export const SERVICE_MESSAGES = {
  busy: 'Too many exports at once; try again in a few seconds.',
  timeout: 'The export took too long; export fewer rows.',
  failed: 'The workbook could not be written.',
} as const;

/** What the worker posts back: the file, or the request's field errors (a 400). */
export type WorkerResult =
  { ok: true; filename: string; file: Uint8Array } | { ok: false; errors: FieldErrors | string };

export interface RenderedExport {
  /** With the .xlsx extension. */
  filename: string;
  file: Buffer;
}

// The worker is a sibling module with this module's own extension (.ts under tsx, .js once compiled).
const MODULE_EXTENSION = extname(fileURLToPath(import.meta.url));
const WORKER_URL = new URL(`./workbook-worker${MODULE_EXTENSION}`, import.meta.url);

function startWorker(workerData: { body: string }): Worker {
  if (MODULE_EXTENSION !== '.ts') return new Worker(WORKER_URL, { workerData });
  // Node 20 does not hand its `--import tsx` loader to worker threads: the worker registers it first.
  const tsx = import.meta.resolve('tsx/esm/api');
  const bootstrap = `import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(WORKER_URL.href)}); })`;
  return new Worker(bootstrap, { eval: true, workerData });
}

/**
 * Parses, validates and writes POST excel bodies in worker threads: a large workbook takes seconds of
 * CPU, which on the main thread would stall every request and the live market feed meanwhile.
 */
export function createExportService({
  maxConcurrent = MAX_CONCURRENT_EXPORTS,
  maxQueued = MAX_QUEUED_EXPORTS,
  timeoutMs = EXPORT_TIMEOUT_MS,
}: { maxConcurrent?: number; maxQueued?: number; timeoutMs?: number } = {}) {
  let running = 0;
  const waiting: Array<() => void> = [];

  async function turn(): Promise<void> {
    if (running < maxConcurrent) {
      running++;
      return;
    }
    if (waiting.length >= maxQueued) throw new RateLimitError(RETRY_AFTER_SECONDS, SERVICE_MESSAGES.busy);
    // The finishing export hands its slot over directly, so `running` stays counted.
    await new Promise<void>((resolve) => waiting.push(resolve));
  }

  function release(): void {
    const next = waiting.shift();
    if (next) next();
    else running--;
  }

  function runWorker(body: string): Promise<WorkerResult> {
    return new Promise((resolve, reject) => {
      const worker = startWorker({ body });
      const timer = setTimeout(() => {
        void worker.terminate();
        reject(new ServiceUnavailableError(SERVICE_MESSAGES.timeout));
      }, timeoutMs);
      worker.once('message', (result: WorkerResult) => {
        clearTimeout(timer);
        resolve(result);
      });
      worker.once('error', (error) => {
        clearTimeout(timer);
        reject(error);
      });
      worker.once('exit', (code) => {
        clearTimeout(timer);
        // After a message this settles nothing; without one the worker died.
        reject(new Error(`${SERVICE_MESSAGES.failed} (worker exit code ${code})`));
      });
    });
  }

  return {
    /** The workbook of a raw JSON body; InputError (400) with field errors when the body is not valid. */
    async render(body: string): Promise<RenderedExport> {
      await turn();
      try {
        const result = await runWorker(body);
        if (!result.ok) throw new InputError(result.errors);
        return {
          filename: result.filename,
          file: Buffer.from(result.file.buffer, result.file.byteOffset, result.file.byteLength),
        };
      } finally {
        release();
      }
    },
  };
}
