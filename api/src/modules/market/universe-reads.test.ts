import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { SYMBOL_SLICE } from '../../db/symbol-slices.js';
import { pgliteBackend, startTestApp, type TestApp } from '../../test/harness.js';
import { createNewsRepository } from '../news/repository.js';
import { createReferenceSeedRepository } from '../reference/repository.js';
import { createMarketRepository } from './repository.js';

/**
 * The reads over every symbol's daily bars that run after a start (the news list's bars, the scanners' history
 * extremes, the seed's last closes) go a slice of symbols at a time, so requests are answered between slices
 * (on the embedded database one query holds the API's one thread from start to end). Each still answers what
 * one query over every symbol would.
 */
describe('reads over the whole universe', () => {
  let t: TestApp;
  let bars: Array<{ symbol: string; date: string; open: number; high: number; low: number; close: number }>;
  before(async () => {
    t = await startTestApp(pgliteBackend, {
      seed: { historyDays: 15, symbolLimit: SYMBOL_SLICE + 12, politicianTrades: 0 },
    });
    bars = (
      await t.app.db
        .selectFrom('daily_bars')
        .select(['symbol', 'date', 'open', 'high', 'low', 'close'])
        .orderBy('symbol')
        .orderBy('date')
        .execute()
    ).map((r) => ({ ...r, date: iso(r.date) }));
  });
  after(async () => t?.close());

  const iso = (date: unknown) => (typeof date === 'string' ? date : (date as Date).toISOString().slice(0, 10));
  const symbols = () => [...new Set(bars.map((b) => b.symbol))];

  /** Runs `read` and says whether a callback queued before it ran before it finished: the loop turned. */
  async function turnsTheLoop<T>(read: () => Promise<T>): Promise<{ result: T; turned: boolean }> {
    let turned = false;
    setImmediate(() => (turned = true));
    const result = await read();
    return { result, turned };
  }

  it('has more symbols than one slice', () => {
    assert.ok(symbols().length > SYMBOL_SLICE, `${symbols().length} symbols`);
  });

  it("news: every symbol's bars since a date, by symbol then date", async () => {
    const from = bars[Math.floor(bars.length / 2)]!.date;
    const { result, turned } = await turnsTheLoop(() => createNewsRepository(t.app.db).barsSince(from));
    assert.deepEqual(
      result,
      bars.filter((b) => b.date >= from).map(({ symbol, date, open, close }) => ({ symbol, date, open, close })),
    );
    assert.equal(turned, true);
  });

  it("scanners: every symbol's first date, session count, high and low before a date", async () => {
    const before = bars.map((b) => b.date).sort()[Math.floor(bars.length / 2)]!;
    const { result, turned } = await turnsTheLoop(() =>
      createMarketRepository(t.app.db, 'pglite').historyExtremes(before),
    );
    const expected = symbols().flatMap((symbol) => {
      const own = bars.filter((b) => b.symbol === symbol && b.date < before);
      if (own.length === 0) return [];
      return [
        {
          symbol,
          since: own[0]!.date,
          sessions: own.length,
          high: Math.max(...own.map((b) => b.high)),
          low: Math.min(...own.map((b) => b.low)),
        },
      ];
    });
    assert.deepEqual(
      result.map((r) => ({ ...r, since: iso(r.since) })).sort((a, b) => a.symbol.localeCompare(b.symbol)),
      expected.sort((a, b) => a.symbol.localeCompare(b.symbol)),
    );
    assert.equal(turned, true);
  });

  it("reference: every symbol's last close", async () => {
    const { result, turned } = await turnsTheLoop(() => createReferenceSeedRepository(t.app.db).lastCloses());
    const expected = symbols().map((symbol) => ({
      symbol,
      close: bars.filter((b) => b.symbol === symbol).at(-1)!.close,
    }));
    assert.deepEqual(
      result.map(({ symbol, close }) => ({ symbol, close: Number(close) })),
      expected,
    );
    assert.equal(turned, true);
  });
});
