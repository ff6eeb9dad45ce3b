/** Worker thread of the export service: one POST excel body in, the workbook (or field errors) out. */
import { parentPort, workerData } from 'node:worker_threads';
import { InputError } from '../../errors.js';
import { XLSX_EXTENSION, parseExportBody } from './schemas.js';
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

const result = await run((workerData as { body: string }).body);
parentPort?.postMessage(result);
