import type { FlowTrade } from '@flowdeck/api-types';
import { FlowRowStore, comparatorFor, mergeSorted, newestFirst } from './flow-rows';
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

  it('merges two sorted lists into the list a full sort gives', () => {
    const compare = (x: number, y: number) => y - x;
    const a = [90, 70, 70, 10];
    const b = [100, 70, 50, 5, 1];
    expect(mergeSorted(a, b, compare)).toEqual([...a, ...b].sort(compare));
    expect(mergeSorted([], b, compare)).toEqual(b);
  });

  it('leaves out dropped items of the first list while merging', () => {
    const compare = (x: number, y: number) => y - x;
    expect(mergeSorted([90, 70, 10], [80, 5], compare, new Set([70, 10]))).toEqual([90, 80, 5]);
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
