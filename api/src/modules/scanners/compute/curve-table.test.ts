import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CurveTable } from './curve-table.js';
import { averageCurve } from './relative-volume.js';

const curve = (...values: number[]) => Float64Array.from(values);

describe('CurveTable', () => {
  it('holds each symbol’s mean curve, summed session by session: worked by hand', () => {
    const table = new CurveTable(['AAA', 'BBB', 'CCC'], 4);
    table.add(0, curve(100, 300, 300, 50));
    table.add(0, curve(200, 200, 500, 150));
    table.add(1, curve(0, 30, 30, 90));
    table.finish();
    assert.deepEqual(Array.from(table.get('AAA') ?? []), [150, 250, 400, 100]);
    assert.deepEqual(Array.from(table.get('BBB') ?? []), [0, 30, 30, 90]);
    assert.equal(table.get('CCC'), null); // no session: nothing to compare with
    assert.equal(table.get('ZZZ'), null);
  });

  it('equals averageCurve to the last bit, a shorter later session included', () => {
    const sessions = [
      curve(0.1, 0.2, 0.3, 7e6 + 0.7),
      curve(1 / 3, 2 / 3, 1e9 + 0.1, 3),
      curve(0.7, 0.11), // a shorter session (a half day): adds nothing beyond its end
    ];
    const table = new CurveTable(['AAA'], 6);
    for (const s of sessions) table.add(0, s);
    table.finish();
    assert.deepEqual(table.get('AAA'), averageCurve(sessions));
  });

  it('refuses to be read before its means are taken', () => {
    const table = new CurveTable(['AAA'], 2);
    table.add(0, curve(1, 2));
    assert.throws(() => table.get('AAA'));
  });
});
