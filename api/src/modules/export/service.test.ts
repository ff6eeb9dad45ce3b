import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { InputError, RateLimitError } from '../../errors.js';
import { readXlsx } from './read-xlsx.js';
import { MESSAGES } from './schemas.js';
import { SERVICE_MESSAGES, createExportService } from './service.js';

const body = (rows: unknown[]) =>
  JSON.stringify({ filename: 'f', columns: [{ key: 'a', header: 'A', type: 'integer' }], rows });

describe('export service', () => {
  it('writes the workbook in a worker and names the file', async () => {
    const { filename, file } = await createExportService().render(body([{ a: 1 }, { a: 2 }]));
    assert.equal(filename, 'f.xlsx');
    assert.deepEqual(readXlsx(file).rows, [['A'], [1], [2]]);
  });

  it('turns the worker’s validation failure into field errors', async () => {
    await assert.rejects(createExportService().render(body([{ a: 'x' }])), (error: unknown) => {
      assert.ok(error instanceof InputError);
      assert.deepEqual(error.errors, { 'rows.0.a': MESSAGES.integer });
      return true;
    });
  });

  it('queues exports beyond the concurrency limit and refuses more than the queue holds', async () => {
    const service = createExportService({ maxConcurrent: 1, maxQueued: 1 });
    const first = service.render(body([{ a: 1 }]));
    const second = service.render(body([{ a: 2 }]));
    await assert.rejects(service.render(body([{ a: 3 }])), (error: unknown) => {
      assert.ok(error instanceof RateLimitError);
      assert.equal(error.message, SERVICE_MESSAGES.busy);
      return true;
    });
    assert.deepEqual(readXlsx((await first).file).rows, [['A'], [1]]);
    assert.deepEqual(readXlsx((await second).file).rows, [['A'], [2]]);
    // The slots are free again.
    assert.deepEqual(readXlsx((await service.render(body([{ a: 4 }]))).file).rows, [['A'], [4]]);
  });
});
