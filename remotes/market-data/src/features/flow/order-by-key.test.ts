import { orderByKey } from './order-by-key';

/** What a comparison sort gives: by key, ties in position order. */
function byComparison(keys: readonly number[], descending: boolean): number[] {
  const sign = descending ? -1 : 1;
  return keys.map((_, i) => i).sort((i, j) => sign * ((keys[i] as number) - (keys[j] as number)) || i - j);
}

/** A deterministic generator (mulberry32). */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

describe('orderByKey', () => {
  it('orders positions by key either way, ties in position order', () => {
    const keys = [250, 10, 250, 3.5, 0, 10, 1e9];
    expect([...orderByKey(Float64Array.from(keys))]).toEqual([4, 3, 1, 5, 0, 2, 6]);
    expect([...orderByKey(Float64Array.from(keys), true)]).toEqual([6, 0, 2, 1, 5, 3, 4]);
  });

  it('orders negative, fractional, tiny and huge numbers, with −0 equal to 0', () => {
    const keys = [-1.5, 0, -0, 2 ** -40, -(2 ** 60), 1e15 + 0.5, -(2 ** -40), 7, 7.000001, -7];
    for (const descending of [false, true])
      expect([...orderByKey(Float64Array.from(keys), descending)]).toEqual(byComparison(keys, descending));
  });

  it('gives what a comparison sort gives on many keys with many ties', () => {
    const next = random(3);
    const sizes = Array.from({ length: 5_000 }, () => Math.floor(next() * 40));
    const premiums = Array.from({ length: 5_000 }, () => Math.round(next() * 1e8) / 100);
    for (const keys of [sizes, premiums])
      for (const descending of [false, true])
        expect([...orderByKey(Float64Array.from(keys), descending)]).toEqual(byComparison(keys, descending));
  });

  it('handles no keys and one key', () => {
    expect([...orderByKey(new Float64Array(0))]).toEqual([]);
    expect([...orderByKey(Float64Array.from([42]), true)]).toEqual([0]);
  });
});
