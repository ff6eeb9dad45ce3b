import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { BreakRow, BreaksResponse, GapperRow, RelativeVolumeRow } from '@flowdeck/api-types';
import { marketInstant } from '@flowdeck/market-calendar';
import { createScannerWatch, type ScannerEvent } from './watch.js';

const DATE = '2026-11-20';
const at = (hh: number, mm: number) => marketInstant(DATE, hh * 60 + mm);

function breakRow(symbol: string, over: Partial<BreakRow> = {}): BreakRow {
  return {
    symbol,
    name: symbol,
    sector: 'Technology',
    type: '20-day',
    direction: 'up',
    level: 182.4,
    time: new Date(at(10, 31)).toISOString(),
    price: 182.9,
    last: 183.1,
    travelledPercent: 0.4,
    relativeVolume: 2.43,
    confirmed: true,
    spark: [],
    ...over,
  };
}

const gapper = (symbol: string, gapPercent: number): GapperRow => ({
  symbol,
  name: symbol,
  sector: 'Energy',
  previousClose: 100,
  gapPrice: 100 + gapPercent,
  basis: 'open',
  gapPercent,
  fillPercent: 0,
  changeFromOpenPercent: 0,
  last: 100 + gapPercent,
  preMarketVolume: 1e5,
  volume: 1e6,
  relativeVolume: 2,
});

const volume = (symbol: string, relativeVolume: number): RelativeVolumeRow => ({
  symbol,
  name: symbol,
  sector: 'Health Care',
  last: 51.2,
  changePercent: -3.25,
  part: 'regular',
  volume: 4e6,
  usualVolume: 1e6,
  relativeVolume,
  dailyRatio: 1,
  averageDailyVolume: 4e6,
});

/** A scanner service whose answers the test changes between looks. */
function fakeService() {
  const state = {
    up: [] as BreakRow[],
    down: [] as BreakRow[],
    gaps: [] as GapperRow[],
    rvol: [] as RelativeVolumeRow[],
  };
  const page = <T>(items: T[]) => ({ items }) as unknown as BreaksResponse & { items: T[] };
  return {
    state,
    service: {
      breaks: async (direction: 'up' | 'down') => page(direction === 'up' ? state.up : state.down),
      gappers: async (direction: 'up' | 'down') =>
        page(state.gaps.filter((g) => (direction === 'up' ? g.gapPercent > 0 : g.gapPercent < 0))),
      relativeVolume: async () => page(state.rvol),
    } as never,
  };
}

describe('scanner watch', () => {
  it('reports what is new since the last look, once, and only learns on its first look', async () => {
    const { state, service } = fakeService();
    let now = at(10, 30);
    const heard: ScannerEvent[][] = [];
    const watch = createScannerWatch({
      service,
      marketNow: () => now,
      intervalMs: null,
      onEvents: (e) => heard.push(e),
    });
    state.up = [breakRow('AAPL')];
    assert.deepEqual(await watch.tick(), []); // already there when the process started: not replayed

    state.up = [breakRow('AAPL'), breakRow('NVDA')];
    state.down = [
      breakRow('TSLA', {
        direction: 'down',
        type: 'opening-range-15',
        level: 250.1,
        confirmed: false,
        relativeVolume: null,
      }),
    ];
    state.gaps = [gapper('XOM', 4.23), gapper('CVX', -2.5)];
    state.rvol = [volume('MRNA', 3.4), volume('PFE', 2.9)];
    now = at(10, 32);
    const fresh = await watch.tick();
    assert.deepEqual(
      fresh.map((e) => [e.event, e.line, e.confirmed]),
      [
        ['breakout', 'NVDA breakout: 20-day high 182.40, RVOL 2.4x', true],
        ['breakdown', 'TSLA breakdown: 15-min opening range low 250.10', false],
        ['gap-up', 'XOM gap up 4.2% (open 104.23)', true],
        ['gap-down', 'CVX gap down 2.5% (open 97.50)', true],
        ['rvol', 'MRNA relative volume 3.4x, -3.3% at 51.20', true],
      ],
    );
    assert.deepEqual(heard, [fresh]);
    // Nothing new: nothing said.
    now = at(10, 33);
    assert.deepEqual(await watch.tick(), []);
    assert.equal(heard.length, 1);
  });

  it('says nothing outside the pre-market and the regular session, and starts afresh each session', async () => {
    const { state, service } = fakeService();
    let now = marketInstant(DATE, 17 * 60);
    const watch = createScannerWatch({ service, marketNow: () => now, intervalMs: null, onEvents: () => {} });
    state.up = [breakRow('AAPL')];
    assert.deepEqual(await watch.tick(), []);
    now = at(10, 0);
    assert.deepEqual(await watch.tick(), []); // first look at this session
    state.up = [breakRow('AAPL'), breakRow('AMD')];
    now = at(10, 1);
    assert.deepEqual(
      (await watch.tick()).map((e) => e.symbol),
      ['AMD'],
    );
    // The next session: a first look again (the same symbol may break the same level anew).
    now = marketInstant('2026-11-23', 10 * 60);
    assert.deepEqual(await watch.tick(), []);
  });
});
