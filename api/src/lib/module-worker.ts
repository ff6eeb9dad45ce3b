import { extname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';

/**
 * Starts a worker thread on the module `name` beside the caller (`import.meta.url`), with the caller's own
 * extension: `.ts` under tsx (development, tests, `npm start`), `.js` once compiled. Node 20 does not hand
 * its `--import tsx` loader to worker threads, so under tsx the worker registers it before importing.
 */
export function startSiblingWorker(callerUrl: string, name: string): Worker {
  const extension = extname(fileURLToPath(callerUrl));
  const url = new URL(`./${name}${extension}`, callerUrl);
  if (extension !== '.ts') return new Worker(url);
  const tsx = import.meta.resolve('tsx/esm/api');
  const bootstrap = `import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(url.href)}); })`;
  return new Worker(bootstrap, { eval: true });
}
