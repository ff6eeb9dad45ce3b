import { extname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker, type ResourceLimits } from 'node:worker_threads';

/**
 * Starts a worker thread on the module `name` beside the caller (`import.meta.url`), with the caller's own
 * extension: `.ts` under tsx (development, tests, `npm start`), `.js` once compiled. Node 20 does not hand
 * its `--import tsx` loader to worker threads, so under tsx the worker registers it before importing.
 * `resourceLimits` caps the worker's own heap (a worker past it ends with ERR_WORKER_OUT_OF_MEMORY).
 */
export function startSiblingWorker(callerUrl: string, name: string, resourceLimits?: ResourceLimits): Worker {
  const extension = extname(fileURLToPath(callerUrl));
  const url = new URL(`./${name}${extension}`, callerUrl);
  if (extension !== '.ts') return new Worker(url, { resourceLimits });
  const tsx = import.meta.resolve('tsx/esm/api');
  const bootstrap = `import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(url.href)}); })`;
  return new Worker(bootstrap, { eval: true, resourceLimits });
}
