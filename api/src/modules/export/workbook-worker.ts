/**
 * Worker thread of the export service, kept warm: it serves one POST excel body at a time, for as long as
 * the pool keeps it (no module loading per export). Each message `{ id, body }` is answered with
 * `{ id, …WorkerResult }`: the workbook, or the request's field errors (a 400).
 */
import { parentPort } from 'node:worker_threads';
import { XLSX_EXTENSION } from '@flowdeck/endpoints/export';
import { InputError } from '../../errors.js';
import { parseExportBody } from './schemas.js';
import type { WorkerResult } from './service.js';
import { writeWorkbook } from './workbook.js';

async function run(body: string): Promise<WorkerResult> {
  try {
    const request = parseExportBody(body);
    const file = await writeWorkbook(request);
    return { ok: true, filename: `${request.filename}${XLSX_EXTENSION}`, file };
  } catch (error) {
    if (error instanceof InputError) return { ok: false, errors: error.errors };
    throw error;
  }
}

parentPort?.on('message', (job: { id: number; body: string }) => {
  void run(job.body).then(
    (result) => parentPort?.postMessage({ id: job.id, result }),
    (error: unknown) => parentPort?.postMessage({ id: job.id, crashed: String(error) }),
  );
});
