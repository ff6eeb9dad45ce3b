import type { FlowTrade } from '@flowdeck/api-types';

/** Distinct values kept before the tables start over (a session trades some 20,000 contracts). */
const MAX_INTERNED = 50_000;

/**
 * Shares equal strings and lists between the rows held. Every trade parsed from JSON brings its own
 * copy of "SPY", "Information Technology", its expiry, its contract, ["otm"]…; with 100,000 rows that
 * is over a million small objects the garbage collector walks again and again. Interned, a row keeps
 * only its own id and time.
 */
export class Interner {
  private readonly strings = new Map<string, string>();
  private readonly lists = new Map<string, readonly string[]>();

  string<T extends string>(value: T): T {
    const known = this.strings.get(value);
    if (known !== undefined) return known as T;
    if (this.strings.size >= MAX_INTERNED) this.strings.clear();
    this.strings.set(value, value);
    return value;
  }

  list<T extends string>(values: T[]): T[] {
    const key = values.join('\u0000');
    const known = this.lists.get(key);
    if (known !== undefined) return known as T[];
    if (this.lists.size >= MAX_INTERNED) this.lists.clear();
    this.lists.set(key, values);
    return values;
  }
}

/** Replaces a trade's repeated values by shared ones, in place (the trade reads the same). */
export function internTrade(t: FlowTrade, interner: Interner): void {
  t.ticker = interner.string(t.ticker);
  t.sector = interner.string(t.sector);
  t.optionSymbol = interner.string(t.optionSymbol);
  t.expiry = interner.string(t.expiry);
  t.expiryKind = interner.string(t.expiryKind);
  t.type = interner.string(t.type);
  t.side = interner.string(t.side);
  t.sentiment = interner.string(t.sentiment);
  t.kind = interner.string(t.kind);
  t.tags = interner.list(t.tags);
  t.exchanges = interner.list(t.exchanges);
}
