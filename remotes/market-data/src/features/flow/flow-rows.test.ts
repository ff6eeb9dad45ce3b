import type { FlowTrade } from '@flowdeck/api-types';
import { type FlowSort, FlowRowStore, comparatorFor, newestFirst, sortedFromNewest, spliceSorted } from './flow-rows';
import { makeTrade } from './test/flow-trades';

const ids = (rows: readonly FlowTrade[]) => rows.map((t) => t.id);
/** Trades one second apart, oldest first (the order the socket delivers them). */
const tape = (count: number, overrides: (i: number) => Partial<FlowTrade> = () => ({})) =>
  Array.from({ length: count }, (_, i) => makeTrade(overrides(i)));

describe('ordering', () => {
  it('puts newer ids first, including a longer (later) id', () => {
    const a = makeTrade({ id: '999' });
    const b = makeTrade({ id: '1000' });
    const c = makeTrade({ id: '1001' });
    expect(ids([a, c, b].sort(newestFirst))).toEqual(['1001', '1000', '999']);
  });

  it('sorts by premium or size either way, ties newest first', () => {
    const [small, bigOld, bigNew] = [
      makeTrade({ premium: 10, size: 5 }),
      makeTrade({ premium: 99, size: 1 }),
      makeTrade({ premium: 99, size: 9 }),
    ] as [FlowTrade, FlowTrade, FlowTrade];
    const rows = [small, bigOld, bigNew];
    expect([...rows].sort(comparatorFor({ key: 'premium', direction: 'desc' }))).toEqual([bigNew, bigOld, small]);
    expect([...rows].sort(comparatorFor({ key: 'premium', direction: 'asc' }))).toEqual([small, bigNew, bigOld]);
    expect([...rows].sort(comparatorFor({ key: 'size', direction: 'desc' }))).toEqual([bigNew, small, bigOld]);
    expect([...rows].sort(comparatorFor({ key: 'time', direction: 'asc' }))).toEqual([small, bigOld, bigNew]);
  });

  it('puts a sorted batch into a sorted list where a full sort would, held items first on ties', () => {
    const compare = (x: { v: number }, y: { v: number }) => y.v - x.v;
    const held = [90, 70, 70, 10].map((v) => ({ v }));
    const batch = [100, 70, 50, 5, 1].map((v) => ({ v }));
    const out = spliceSorted(held, batch, compare);
    expect(out).toEqual([...held, ...batch].sort(compare)); // a stable sort keeps held items first on ties
    expect(out[2]).toBe(held[1]);
    expect(out[4]).toBe(batch[1]);
    expect(spliceSorted([], batch, compare)).toEqual(batch);
    expect(spliceSorted(held, [], compare)).toEqual(held);
  });

  it('leaves out removed items, found by identity among equal ones', () => {
    const compare = (x: { v: number }, y: { v: number }) => y.v - x.v;
    const held = [90, 70, 70, 10].map((v) => ({ v }));
    const out = spliceSorted(held, [{ v: 80 }, { v: 5 }], compare, [held[2]!, held[3]!, { v: 90 }]);
    expect(out.map((x) => x.v)).toEqual([90, 80, 70, 5]);
    expect(out[2]).toBe(held[1]);
  });

  it('always returns a new list', () => {
    const held = [3, 2, 1];
    expect(spliceSorted(held, [], (x, y) => y - x)).not.toBe(held);
  });
});

/** A deterministic generator (mulberry32), so a failing order can be reproduced. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const SORTS: FlowSort[] = (['time', 'size', 'premium'] as const).flatMap((key) =>
  (['desc', 'asc'] as const).map((direction) => ({ key, direction })),
);

describe.each(SORTS)('order after many changes, sorted by $key $direction', (sort) => {
  const compare = comparatorFor(sort);
  /** Few distinct sizes and premiums, so ties are common and their newest-first order is exercised. */
  const trade = (next: () => number) =>
    makeTrade({ size: 1 + Math.floor(next() * 20), premium: 100 * Math.floor(next() * 30) });

  it('gives the order of a full sort of every held row', () => {
    const next = random(7);
    const max = 300;
    const store = new FlowRowStore(sort, max);
    const older = Array.from({ length: 200 }, () => trade(next));
    store.add(older.slice(100)); // the newest page first, then an older one
    for (let batch = 0; batch < 60; batch++) {
      if (batch === 10) store.add(older.slice(0, 100));
      if (batch === 30) store.setPaused(true);
      if (batch === 40) store.setPaused(false);
      store.addLive(Array.from({ length: 1 + Math.floor(next() * 15) }, () => trade(next)));
      const rows = store.getSnapshot().rows;
      expect(ids(rows)).toEqual(ids([...rows].sort(compare)));
    }
    const rows = store.getSnapshot().rows;
    expect(rows).toHaveLength(max); // the cap was reached and the oldest went
    expect(new Set(ids(rows)).size).toBe(max);
    // The held rows are the newest `max` ones: the same set a time sort of the store holds.
    store.setSort({ key: 'time', direction: 'desc' });
    expect(ids([...rows].sort(newestFirst))).toEqual(ids(store.getSnapshot().rows));
  });

  it('sorts everything held into the same order when the sort changes to it', () => {
    const next = random(11);
    const byTime = Array.from({ length: 500 }, () => trade(next)).reverse();
    expect(ids(sortedFromNewest(byTime, sort))).toEqual(ids([...byTime].sort(compare)));

    const store = new FlowRowStore(sort === SORTS[0] ? SORTS[1] : SORTS[0]);
    store.add(byTime);
    store.setSort(sort);
    expect(ids(store.getSnapshot().rows)).toEqual(ids([...byTime].sort(compare)));
  });
});

describe('FlowRowStore', () => {
  it('holds REST pages and live trades newest first, without repeats', () => {
    const store = new FlowRowStore();
    const [t1, t2, t3, t4] = tape(4) as [FlowTrade, FlowTrade, FlowTrade, FlowTrade];
    store.addPage({ items: [t3, t2, t1] });
    store.addLive([t3, t4]); // the socket repeats a trade the page already had
    expect(ids(store.getSnapshot().rows)).toEqual(ids([t4, t3, t2, t1]));
    expect([...store.getSnapshot().fresh]).toEqual([t4.id]);
  });

  it('merges a page object once, and a refetched page without repeats', () => {
    const store = new FlowRowStore();
    const listener = jest.fn();
    store.subscribe(listener);
    const page = { items: tape(3) };
    store.addPage(page);
    store.addPage(page);
    store.addPage({ items: [...page.items] });
    expect(store.getSnapshot().rows).toHaveLength(3);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('keeps at most its cap, dropping the oldest', () => {
    const store = new FlowRowStore(undefined, 5);
    const first = tape(4);
    store.add(first);
    const next = tape(3);
    store.addLive(next);
    const snapshot = store.getSnapshot();
    expect(ids(snapshot.rows)).toEqual(ids([...first, ...next].reverse().slice(0, 5)));
    expect(snapshot.full).toBe(true);
    expect(snapshot.oldestId).toBe(first[2]?.id);
    // A dropped trade may come back (an older page) and is dropped again, not duplicated.
    store.add([first[0] as FlowTrade]);
    expect(store.getSnapshot().rows).toHaveLength(5);
  });

  it('keeps a premium sort through live merges and evictions', () => {
    const store = new FlowRowStore({ key: 'premium', direction: 'desc' }, 4);
    store.add(tape(4, (i) => ({ premium: [500, 100, 900, 300][i] })));
    expect(store.getSnapshot().rows.map((t) => t.premium)).toEqual([900, 500, 300, 100]);
    // Two newer trades push out the two oldest (500 and 100), whatever their premium.
    store.addLive(tape(2, (i) => ({ premium: [50, 700][i] })));
    expect(store.getSnapshot().rows.map((t) => t.premium)).toEqual([900, 700, 300, 50]);
  });

  it('re-sorts what it holds when the sort changes', () => {
    const store = new FlowRowStore();
    const trades = tape(3, (i) => ({ size: [5, 50, 1][i] }));
    store.add(trades);
    store.setSort({ key: 'size', direction: 'asc' });
    expect(store.getSnapshot().rows.map((t) => t.size)).toEqual([1, 5, 50]);
    store.setSort({ key: 'time', direction: 'desc' });
    expect(ids(store.getSnapshot().rows)).toEqual(ids([...trades].reverse()));
  });

  it('holds live trades back while paused and shows them on resume', () => {
    const store = new FlowRowStore();
    store.add(tape(2));
    store.setPaused(true);
    const during = tape(3);
    store.addLive(during);
    expect(store.getSnapshot().rows).toHaveLength(2);
    expect(store.getSnapshot().buffered).toBe(3);
    // REST pages (older rows) still load while paused.
    store.add([makeTrade({ id: '1' })]);
    expect(store.getSnapshot().rows).toHaveLength(3);
    store.setPaused(false);
    expect(store.getSnapshot().rows).toHaveLength(6);
    expect(store.getSnapshot().buffered).toBe(0);
    expect([...store.getSnapshot().fresh].sort()).toEqual(ids(during).sort());
  });
});
