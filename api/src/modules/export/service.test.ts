import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { InputError, PayloadTooLargeError, RateLimitError } from '../../errors.js';
import { readXlsx } from './read-xlsx.js';
import { MESSAGES } from './schemas.js';
import { SERVICE_MESSAGES, createExportService, createFairQueue } from './service.js';

const body = (rows: unknown[]) =>
  JSON.stringify({ filename: 'f', columns: [{ key: 'a', header: 'A', type: 'integer' }], rows });

describe('export service', () => {
  it('writes the workbook in a worker and names the file', async () => {
    const { filename, file } = await createExportService().render(1, body([{ a: 1 }, { a: 2 }]));
    assert.equal(filename, 'f.xlsx');
    assert.deepEqual(readXlsx(file).rows, [['A'], [1], [2]]);
  });

  it('turns the worker’s validation failure into field errors', async () => {
    await assert.rejects(createExportService().render(1, body([{ a: 'x' }])), (error: unknown) => {
      assert.ok(error instanceof InputError);
      assert.deepEqual(error.errors, { 'rows.0.a': MESSAGES.integer });
      return true;
    });
  });

  it('queues exports beyond the concurrency limit and refuses more than the queue holds', async () => {
    const service = createExportService({ maxConcurrent: 1, maxQueued: 1 });
    const first = service.render(1, body([{ a: 1 }]));
    const second = service.render(2, body([{ a: 2 }]));
    await assert.rejects(service.render(3, body([{ a: 3 }])), (error: unknown) => {
      assert.ok(error instanceof RateLimitError);
      assert.equal(error.message, SERVICE_MESSAGES.busy);
      return true;
    });
    assert.deepEqual(readXlsx((await first).file).rows, [['A'], [1]]);
    assert.deepEqual(readXlsx((await second).file).rows, [['A'], [2]]);
    // The slots are free again.
    assert.deepEqual(readXlsx((await service.render(3, body([{ a: 4 }]))).file).rows, [['A'], [4]]);
  });

  it("refuses one user's export past their quota while another user's still gets a turn", async () => {
    const service = createExportService({ maxConcurrent: 1, maxQueued: 8, maxPerUser: 2 });
    const mine = [service.render(1, body([{ a: 1 }])), service.render(1, body([{ a: 2 }]))];
    await assert.rejects(service.render(1, body([{ a: 3 }])), (error: unknown) => {
      assert.ok(error instanceof RateLimitError);
      assert.equal(error.message, SERVICE_MESSAGES.userBusy);
      return true;
    });
    const theirs = await service.render(2, body([{ a: 9 }]));
    assert.deepEqual(readXlsx(theirs.file).rows, [['A'], [9]]);
    await Promise.all(mine);
  });
});

describe('export worker heap limit', () => {
  it('answers 413 for a body whose workbook does not fit the worker heap, and the next export still works', async () => {
    // A small heap so a 12 MB body overruns it (the production limit, WORKER_HEAP_LIMITS, holds 100,000 × 50 cells).
    const service = createExportService({ workerHeap: { maxOldGenerationSizeMb: 32, maxYoungGenerationSizeMb: 16 } });
    try {
      const columns = Array.from({ length: 50 }, (_, c) => ({ key: `c${c}`, header: `C${c}`, type: 'text' }));
      const rows = Array.from({ length: 20_000 }, (_, r) =>
        Object.fromEntries(columns.map((column, c) => [column.key, (r * 50 + c).toString(36)])),
      );
      await assert.rejects(service.render(1, JSON.stringify({ filename: 'wide', columns, rows })), (error: unknown) => {
        assert.ok(error instanceof PayloadTooLargeError, String(error));
        assert.equal(error.statusCode, 413);
        assert.equal(error.message, SERVICE_MESSAGES.tooLarge);
        return true;
      });
      assert.deepEqual(readXlsx((await service.render(1, body([{ a: 7 }]))).file).rows, [['A'], [7]]);
    } finally {
      await service.close();
    }
  });
});

describe('warm export workers', () => {
  it('reuses long-lived workers across exports, at most one per concurrent export, and replaces a timed-out one', async () => {
    const service = createExportService({ maxConcurrent: 2, maxPerUser: 10 });
    try {
      for (let i = 0; i < 3; i++) await service.render(1, body([{ a: i }]));
      assert.equal(service.workers(), 1, 'one export at a time: one worker, kept');
      await Promise.all([service.render(1, body([{ a: 1 }])), service.render(2, body([{ a: 2 }]))]);
      assert.equal(service.workers(), 2);
      await Promise.all(Array.from({ length: 6 }, (_, i) => service.render(i, body([{ a: i }]))));
      assert.equal(service.workers(), 2, 'never more than the concurrency');
    } finally {
      await service.close();
    }
    assert.equal(service.workers(), 0);

    const hurried = createExportService({ timeoutMs: 1 });
    try {
      await assert.rejects(hurried.render(1, body([{ a: 1 }])), /took too long/);
      assert.equal(hurried.workers(), 0, 'the overrunning worker is gone');
    } finally {
      await hurried.close();
    }
  });
});

describe('fair export queue', () => {
  it('hands freed slots to users in turn, not to whoever queued most', async () => {
    const queue = createFairQueue({ maxConcurrent: 1, maxQueued: 10, maxPerUser: 5 });
    const order: string[] = [];
    const take = (label: string, userId: number) =>
      queue.turn(userId).then((release) => {
        order.push(label);
        return release;
      });
    const a1 = await take('A1', 1);
    const waiting = [take('A2', 1), take('A3', 1), take('A4', 1), take('B1', 2), take('C1', 3)];
    assert.deepEqual(queue.stats(), { running: 1, queued: 5 });
    a1();
    (await waiting[0]!)();
    (await waiting[3]!)();
    (await waiting[4]!)();
    (await waiting[1]!)();
    (await waiting[2]!)();
    assert.deepEqual(order, ['A1', 'A2', 'B1', 'C1', 'A3', 'A4']);
    assert.deepEqual(queue.stats(), { running: 0, queued: 0 });
  });

  it('counts a user out once their exports are released, and a release twice frees one slot', async () => {
    const queue = createFairQueue({ maxConcurrent: 2, maxQueued: 0, maxPerUser: 1 });
    const release = await queue.turn(7);
    await assert.rejects(queue.turn(7), RateLimitError);
    release();
    release();
    assert.deepEqual(queue.stats(), { running: 0, queued: 0 });
    const again = await queue.turn(7);
    const other = await queue.turn(8);
    await assert.rejects(
      queue.turn(9),
      (error: unknown) => error instanceof RateLimitError && error.message === SERVICE_MESSAGES.busy,
    );
    again();
    other();
  });
});
