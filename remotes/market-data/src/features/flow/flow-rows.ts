import type { FlowTrade } from '@flowdeck/api-types';
import { Interner, internTrade } from './intern';

/** Rows the page holds at most; the oldest make room for new ones. */
export const MAX_ROWS = 100_000;

export type SortKey = 'time' | 'size' | 'premium';
export type SortDirection = 'asc' | 'desc';
export interface FlowSort {
  key: SortKey;
  direction: SortDirection;
}
export const DEFAULT_SORT: FlowSort = { key: 'time', direction: 'desc' };

type Compare = (a: FlowTrade, b: FlowTrade) => number;

/**
 * Newest first. Ids are sequence numbers (the order's first-fill epoch ms × 1000 + n) written without
 * leading zeros, so a longer id is newer and equal lengths compare as text — no number parsing per
 * comparison, which matters when 100,000 rows are merged every second.
 */
export const newestFirst: Compare = (a, b) => {
  if (a.id.length !== b.id.length) return b.id.length - a.id.length;
  return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
};

/** The order of a sort; ties (same size or premium) go newest first. */
export function comparatorFor({ key, direction }: FlowSort): Compare {
  if (key === 'time') return direction === 'desc' ? newestFirst : (a, b) => newestFirst(b, a);
  const sign = direction === 'desc' ? -1 : 1;
  return (a, b) => sign * (a[key] - b[key]) || newestFirst(a, b);
}

/**
 * Merges two lists sorted by `compare` into a new sorted list; `a`'s items come first on ties. Items of
 * `a` in `drop` are left out on the way (rows evicted by the cap), so merging and evicting is one pass.
 */
export function mergeSorted<T>(
  a: readonly T[],
  b: readonly T[],
  compare: (x: T, y: T) => number,
  drop?: ReadonlySet<T>,
): T[] {
  const out: T[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const x = a[i] as T;
    if (drop?.has(x)) {
      i++;
      continue;
    }
    const y = b[j] as T;
    if (compare(y, x) < 0) {
      out.push(y);
      j++;
    } else {
      out.push(x);
      i++;
    }
  }
  for (; i < a.length; i++) if (!drop?.has(a[i] as T)) out.push(a[i] as T);
  for (; j < b.length; j++) out.push(b[j] as T);
  return out;
}

export interface FlowRowsSnapshot {
  /** Held rows in the chosen sort. */
  rows: readonly FlowTrade[];
  /** Live trades held back while paused. */
  buffered: number;
  /** Ids the last live change added (they get the arrival highlight). */
  fresh: ReadonlySet<string>;
  /** The oldest held row's id: the place to continue from with older pages. */
  oldestId: string | null;
  /** Whether the cap has been reached (older pages would be dropped at once). */
  full: boolean;
}

const NONE: ReadonlySet<string> = new Set();

/**
 * The Flows page's rows: REST pages and live trades merged without repeats, newest first, capped at
 * `max` (the oldest go), with a second order kept for a size or premium sort. Each change merges
 * sorted runs (O(n)) rather than sorting again, and publishes an immutable snapshot for
 * useSyncExternalStore. Live trades wait in a buffer while paused.
 */
export class FlowRowStore {
  private byTime: FlowTrade[] = [];
  private view: FlowTrade[] = [];
  private readonly ids = new Set<string>();
  private readonly interner = new Interner();
  private readonly pages = new WeakSet<object>();
  private buffer: FlowTrade[] = [];
  private paused = false;
  private compare: Compare;
  private readonly listeners = new Set<() => void>();
  private snapshot: FlowRowsSnapshot;

  constructor(
    private sort: FlowSort = DEFAULT_SORT,
    private readonly max = MAX_ROWS,
  ) {
    this.compare = comparatorFor(sort);
    this.snapshot = this.makeSnapshot(NONE);
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = (): FlowRowsSnapshot => this.snapshot;

  /** Adds trades at once (REST pages, catch-up after a reconnect); returns how many were new. */
  add(trades: readonly FlowTrade[]): number {
    const added = this.merge(trades);
    if (added.length > 0) this.publish(NONE);
    return added.length;
  }

  /** A REST page, once per page object (a refetch brings new objects, merged without repeats). */
  addPage(page: { items: readonly FlowTrade[] }): void {
    if (this.pages.has(page)) return;
    this.pages.add(page);
    this.add(page.items);
  }

  /** Live trades: shown at once with the arrival highlight, or held while paused. */
  addLive(trades: readonly FlowTrade[]): void {
    if (trades.length === 0) return;
    if (this.paused) {
      this.buffer = this.buffer.concat(trades);
      if (this.buffer.length > this.max) this.buffer = this.buffer.slice(this.buffer.length - this.max);
      this.publish(this.snapshot.fresh);
      return;
    }
    const added = this.merge(trades);
    if (added.length > 0) this.publish(new Set(added.map((t) => t.id)));
  }

  setPaused(paused: boolean): void {
    if (paused === this.paused) return;
    this.paused = paused;
    if (paused) {
      this.publish(NONE);
      return;
    }
    const held = this.buffer;
    this.buffer = [];
    const added = this.merge(held);
    this.publish(new Set(added.map((t) => t.id)));
  }

  setSort(sort: FlowSort): void {
    if (sort.key === this.sort.key && sort.direction === this.sort.direction) return;
    this.sort = sort;
    this.compare = comparatorFor(sort);
    this.view = this.isTimeDesc() ? this.byTime : [...this.byTime].sort(this.compare);
    this.publish(NONE);
  }

  private isTimeDesc(): boolean {
    return this.sort.key === 'time' && this.sort.direction === 'desc';
  }

  /** Merges new trades into both orders and applies the cap; returns the trades that were new. */
  private merge(trades: readonly FlowTrade[]): FlowTrade[] {
    const fresh: FlowTrade[] = [];
    for (const trade of trades) {
      if (this.ids.has(trade.id)) continue;
      this.ids.add(trade.id);
      internTrade(trade, this.interner);
      fresh.push(trade);
    }
    if (fresh.length === 0) return fresh;
    fresh.sort(newestFirst);
    // Live trades are newer than everything held: then the merge is a concatenation.
    const newest = this.byTime[0];
    const oldestFresh = fresh[fresh.length - 1] as FlowTrade;
    this.byTime =
      newest === undefined || newestFirst(oldestFresh, newest) < 0
        ? fresh.concat(this.byTime)
        : mergeSorted(this.byTime, fresh, newestFirst);
    const evicted = new Set<FlowTrade>();
    if (this.byTime.length > this.max) {
      for (let i = this.max; i < this.byTime.length; i++) {
        const trade = this.byTime[i] as FlowTrade;
        this.ids.delete(trade.id);
        evicted.add(trade);
      }
      this.byTime.length = this.max;
    }
    const kept = evicted.size === 0 ? fresh : fresh.filter((t) => !evicted.has(t));
    if (this.isTimeDesc()) this.view = this.byTime;
    else this.view = mergeSorted(this.view, [...kept].sort(this.compare), this.compare, evicted);
    return kept;
  }

  private makeSnapshot(fresh: ReadonlySet<string>): FlowRowsSnapshot {
    return {
      rows: this.view,
      buffered: this.buffer.length,
      fresh,
      oldestId: this.byTime[this.byTime.length - 1]?.id ?? null,
      full: this.byTime.length >= this.max,
    };
  }

  private publish(fresh: ReadonlySet<string>): void {
    this.snapshot = this.makeSnapshot(fresh);
    for (const listener of this.listeners) listener();
  }
}
