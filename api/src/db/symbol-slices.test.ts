import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { pgliteBackend, startTestApp, type TestApp } from '../test/harness.js';
import { readBySymbolSlices } from './symbol-slices.js';

describe('reading every symbol a slice at a time', () => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp(pgliteBackend, { seed: { historyDays: 20, symbolLimit: 30, politicianTrades: 0 } });
  });
  after(async () => t?.close());

  const whole = () =>
    t.app.db.selectFrom('daily_bars').select(['symbol', 'date', 'close']).orderBy('symbol').orderBy('date').execute();
  const sliced = (size: number) =>
    readBySymbolSlices(
      t.app.db,
      (symbols) =>
        t.app.db
          .selectFrom('daily_bars')
          .select(['symbol', 'date', 'close'])
          .where('symbol', 'in', symbols)
          .orderBy('symbol')
          .orderBy('date')
          .execute(),
      size,
    );

  it('gives the rows of one query over every symbol, in the same order', async () => {
    const expected = await whole();
    assert.ok(expected.length > 100);
    assert.deepEqual(await sliced(7), expected);
  });

  it('lets the event loop turn between slices', async () => {
    let turned = false;
    setImmediate(() => (turned = true));
    const read = sliced(7);
    // A read in one piece would finish before any timer or I/O of this turn runs; this one has let them in.
    await read;
    assert.equal(turned, true);
  });
});
