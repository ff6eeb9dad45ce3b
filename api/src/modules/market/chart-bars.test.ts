import assert from 'node:assert/strict';
import type { BarsResponse, FlowSnapshotResponse } from '@flowdeck/api-types';
import { after, before, describe, it } from 'node:test';
import { sessionTimes } from '@flowdeck/market-calendar';
import { bearer, pgliteBackend, signUp, startTestApp, type TestApp } from '../../test/harness.js';

/** Friday 10:30 New York: an hour into the session. */
const NOW = Date.parse('2025-06-13T14:30:00Z');
const FRIDAY = sessionTimes('2025-06-13');

// Bars of symbols without stored minutes come from the data source, not the database: one backend is enough.
describe('chart/bars/{x} for a symbol whose minutes are not stored', () => {
  let t: TestApp;
  let auth: Record<string, string>;
  const get = async <T>(url: string): Promise<T> => {
    const res = await t.request({ method: 'GET', url, headers: auth });
    assert.equal(res.statusCode, 200, `${url}: ${res.body}`);
    return res.json<T>();
  };

  before(async () => {
    t = await startTestApp(pgliteBackend, { seed: { historyDays: 30, symbolLimit: null, politicianTrades: 0 } });
    auth = bearer((await signUp(t, 'chartist')).access);
    t.app.market.beginAt(FRIDAY.open);
    await t.app.market.advanceTo(NOW);
  });
  after(async () => {
    await t?.close();
  });

  it('has intraday bars for a long-tail symbol, consistent with its live quote', async () => {
    const one = await get<BarsResponse>('/api/chart/bars/BBY?interval=1m&days=2');
    assert.equal(one.intraday, true);
    const today = one.bars.filter((b) => Date.parse(b.time) >= FRIDAY.open);
    const thursday = one.bars.filter((b) => Date.parse(b.time) < FRIDAY.preOpen);
    assert.equal(today.length, 60, 'one bar per minute of the session so far');
    assert.equal(thursday.length, 390, 'the whole regular session before');
    assert.ok(
      one.bars.every((b, i) => i === 0 || b.time > (one.bars[i - 1]?.time ?? '')),
      'oldest first',
    );
    const { quote } = await get<FlowSnapshotResponse>('/api/flow/snapshot/BBY');
    assert.equal(today.at(-1)?.close, quote.last);
    assert.equal(Math.max(...today.map((b) => b.high)), quote.high);

    // Today's pre-market minutes are there too, and the same minutes aggregate into 15-minute bars
    // aligned on the open, volume preserved.
    assert.ok(one.bars.some((b) => Date.parse(b.time) >= FRIDAY.preOpen && Date.parse(b.time) < FRIDAY.open));
    const fifteen = await get<BarsResponse>('/api/chart/bars/BBY?interval=15m&days=1');
    const regular = fifteen.bars.filter((b) => Date.parse(b.time) >= FRIDAY.open);
    assert.deepEqual(
      regular.map((b) => b.time),
      [0, 15, 30, 45].map((m) => new Date(FRIDAY.open + m * 60_000).toISOString()),
    );
    const volume = (bars: BarsResponse['bars']) => bars.reduce((sum, b) => sum + b.volume, 0);
    assert.equal(volume(regular), volume(today));
  });
});
