import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { hashString, Rng, rngFor, unitHash } from './rng.js';

describe('seeded randomness', () => {
  it('repeats exactly for the same key and differs across keys', () => {
    const a = rngFor(42, 'AAPL', '2025-01-02');
    const b = rngFor(42, 'AAPL', '2025-01-02');
    const c = rngFor(43, 'AAPL', '2025-01-02');
    const seqA = Array.from({ length: 5 }, () => a.next());
    assert.deepEqual(
      seqA,
      Array.from({ length: 5 }, () => b.next()),
    );
    assert.notDeepEqual(
      seqA,
      Array.from({ length: 5 }, () => c.next()),
    );
    assert.notEqual(hashString('ab'), hashString('ba'));
  });

  it('draws uniforms in [0, 1) with the right mean', () => {
    const rng = new Rng(7);
    let sum = 0;
    for (let i = 0; i < 20_000; i++) {
      const x = rng.next();
      assert.ok(x >= 0 && x < 1);
      sum += x;
    }
    assert.ok(Math.abs(sum / 20_000 - 0.5) < 0.01);
  });

  it('draws standard normals', () => {
    const rng = new Rng(11);
    const n = 20_000;
    const xs = Array.from({ length: n }, () => rng.normal());
    const mean = xs.reduce((s, x) => s + x, 0) / n;
    const variance = xs.reduce((s, x) => s + (x - mean) ** 2, 0) / n;
    assert.ok(Math.abs(mean) < 0.03, `mean ${mean}`);
    assert.ok(Math.abs(variance - 1) < 0.05, `variance ${variance}`);
  });

  it('respects integer bounds and weights', () => {
    const rng = new Rng(3);
    const seen = new Set<number>();
    for (let i = 0; i < 1000; i++) seen.add(rng.int(1, 3));
    assert.deepEqual([...seen].sort(), [1, 2, 3]);
    let heavy = 0;
    for (let i = 0; i < 10_000; i++) if (rng.weightedIndex([1, 9]) === 1) heavy++;
    assert.ok(heavy > 8_700 && heavy < 9_300, String(heavy));
    assert.equal(rng.weightedIndex([0, 0, 5]), 2);
  });

  it('maps keys to stable unit values', () => {
    assert.equal(unitHash('float', 'MSFT'), unitHash('float', 'MSFT'));
    assert.ok(unitHash('x') >= 0 && unitHash('x') < 1);
  });
});
