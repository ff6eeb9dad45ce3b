import type { DarkPoolPrint, FlowTrade } from '@flowdeck/api-types';
import { type FlowFilter, matchesFlow } from '../../market/compute/flow-filter.js';
import type { NewsEvent } from '../../market/source.js';
import { SEQ_PER_MS } from '../../market/compute/sweeps.js';

/** Beyond this many trades a session drops its oldest quarter from memory (the database keeps them). */
export const MAX_SESSION_TRADES = 400_000;

/** Index of the first element ≥ `value` in an ascending array. */
function lowerBound(values: readonly number[], value: number): number {
  let lo = 0;
  let hi = values.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((values[mid] as number) < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

class Series<T extends { id: string; ticker: string }> {
  items: T[] = [];
  seqs: number[] = [];
  byTicker = new Map<string, number[]>();
  /** Every item with seq ≥ coverage is held (older ones live only in the database). */
  coverage: number;

  constructor(coverage: number) {
    this.coverage = coverage;
  }

  add(items: readonly T[]): void {
    for (const item of items) {
      const index = this.items.length;
      this.items.push(item);
      this.seqs.push(Number(item.id));
      let list = this.byTicker.get(item.ticker);
      if (!list) {
        list = [];
        this.byTicker.set(item.ticker, list);
      }
      list.push(index);
    }
    if (this.items.length > MAX_SESSION_TRADES) this.trim(Math.floor(MAX_SESSION_TRADES / 4));
  }

  private trim(count: number): void {
    const kept = this.items.slice(count);
    this.coverage = this.seqs[count] as number;
    this.items = [];
    this.seqs = [];
    this.byTicker = new Map();
    this.add(kept);
  }

  /** Newest first: up to `limit` items older than `before` that pass `accept`. */
  page(before: number, limit: number, accept: (item: T) => boolean, tickers?: readonly string[]): T[] {
    const result: T[] = [];
    if (tickers && tickers.length === 1) {
      const list = this.byTicker.get(tickers[0] as string) ?? [];
      for (let k = list.length - 1; k >= 0 && result.length < limit; k--) {
        const index = list[k] as number;
        if ((this.seqs[index] as number) >= before) continue;
        const item = this.items[index] as T;
        if (accept(item)) result.push(item);
      }
      return result;
    }
    for (let i = lowerBound(this.seqs, before) - 1; i >= 0 && result.length < limit; i--) {
      const item = this.items[i] as T;
      if (accept(item)) result.push(item);
    }
    return result;
  }

  /** All items of one ticker (or all), oldest first. */
  of(ticker: string | null): T[] {
    if (ticker === null) return this.items;
    return (this.byTicker.get(ticker) ?? []).map((i) => this.items[i] as T);
  }
}

/** The current session's flow and prints, in memory: the hot path of every flow query. */
export class SessionStore {
  readonly trades: Series<FlowTrade>;
  readonly prints: Series<DarkPoolPrint>;
  readonly news: NewsEvent[] = [];

  constructor(
    readonly date: string,
    /** Pre-market open of the session (epoch ms). */
    readonly start: number,
  ) {
    this.trades = new Series(start * SEQ_PER_MS);
    this.prints = new Series(start * SEQ_PER_MS);
  }

  pageTrades(filter: FlowFilter, before: number, limit: number): FlowTrade[] {
    return this.trades.page(before, limit, (t) => matchesFlow(t, filter), filter.tickers);
  }
}
