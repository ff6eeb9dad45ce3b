import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { MINUTE_MS, sessionTimes } from '@flowdeck/market-calendar';
import { barColumns, breakLevels, findBreaks, findBreaksIn } from './breakouts.js';
import { MinuteStore } from './minute-store.js';
import { partVolumeCurve } from './relative-volume.js';
import { type ScanBar, sessionFigures } from './session-parts.js';
import { vwapFigures, vwapFiguresOf } from './vwap.js';

const FRIDAY = sessionTimes('2025-06-13');
const OPEN = 330; // 09:30 is 5 h 30 min after 04:00
const CLOSE = 720; // 16:00
const bar = (index: number, open: number, high: number, low: number, close: number, volume: number): ScanBar => ({
  time: FRIDAY.preOpen + index * MINUTE_MS,
  open,
  high,
  low,
  close,
  volume,
});

// Two symbols. A: a pre-market trade, an untraded pre-market minute, a halt at 09:32, an after-hours trade.
// B: no pre-market volume at all, a quiet regular minute.
const A: ScanBar[] = [
  bar(0, 10, 10.2, 9.9, 10.1, 1_000),
  bar(1, 10.1, 10.1, 10.1, 10.1, 0),
  bar(60, 10.1, 10.6, 10, 10.5, 2_000),
  bar(OPEN, 10.4, 10.9, 10.3, 10.8, 5_000),
  bar(OPEN + 1, 10.8, 11, 10.7, 10.9, 3_000),
  // 09:32: halted, no bar.
  bar(OPEN + 3, 10.9, 11.4, 10.9, 11.3, 4_000),
  bar(CLOSE, 11.3, 11.3, 11.1, 11.2, 700),
];
const B: ScanBar[] = [
  bar(OPEN, 50, 51, 49, 50.5, 10_000),
  bar(OPEN + 1, 50.5, 50.5, 50.5, 50.5, 0),
  bar(OPEN + 2, 50.5, 50.8, 49.6, 49.8, 6_000),
  bar(OPEN + 3, 49.8, 49.9, 49.2, 49.3, 2_000),
];

const until = (index: number) => FRIDAY.preOpen + (index + 1) * MINUTE_MS;
const upTo = (bars: readonly ScanBar[], index: number) => bars.filter((b) => b.time < until(index));
const regularUpTo = (bars: readonly ScanBar[], index: number) =>
  upTo(bars, index).filter((b) => b.time >= FRIDAY.open && b.time < FRIDAY.close);

/** A store filled to `index` in steps: every minute, or all at once. */
function filled(index: number, step: number): MinuteStore {
  const store = new MinuteStore(FRIDAY, 2);
  for (let to = Math.min(step - 1, index); ; to = Math.min(to + step, index)) {
    const from = FRIDAY.preOpen + store.filled * MINUTE_MS;
    store.appendSymbol(
      0,
      A.filter((b) => b.time >= from && b.time < until(to)),
      to,
    );
    store.appendSymbol(
      1,
      B.filter((b) => b.time >= from && b.time < until(to)),
      to,
    );
    store.advanceTo(to);
    if (to === index) return store;
  }
}

describe('MinuteStore', () => {
  it('keeps the running figures of each part, worked by hand', () => {
    const store = filled(CLOSE, 1);
    assert.deepEqual(store.figures(0), {
      // The untraded 04:01 minute sets no price.
      pre: { open: 10, last: 10.5, high: 10.6, low: 9.9, volume: 3_000 },
      regular: { open: 10.4, last: 11.3, high: 11.4, low: 10.3, volume: 12_000 },
      post: { open: 11.3, last: 11.2, high: 11.3, low: 11.1, volume: 700 },
    });
    assert.deepEqual(store.figures(1).pre, { open: null, last: null, high: null, low: null, volume: 0 });
    assert.deepEqual(store.figures(1).regular, { open: 50, last: 49.3, high: 51, low: 49, volume: 18_000 });
  });

  it('keeps each part’s volume so far, starting again at the open and at the close', () => {
    const store = filled(CLOSE, 1);
    const a = store.curveOf(0);
    assert.equal(a[0], 1_000);
    assert.equal(a[59], 1_000);
    assert.equal(a[OPEN - 1], 3_000);
    assert.equal(a[OPEN], 5_000);
    assert.equal(a[OPEN + 2], 8_000); // the halted minute carries the total
    assert.equal(a[OPEN + 3], 12_000);
    assert.equal(a[CLOSE], 700);
  });

  it('keeps the regular session’s VWAP sums: Σv, Σtp·v, Σtp²·v over minutes with volume', () => {
    const sums = filled(OPEN + 3, 1).vwapSums(1);
    // Typical prices 50.1666…, 50.0666…, 49.4666…; the quiet minute has no volume.
    const tp = [(51 + 49 + 50.5) / 3, (50.8 + 49.6 + 49.8) / 3, (49.9 + 49.2 + 49.3) / 3];
    assert.equal(sums.volume, 18_000);
    assert.equal(sums.pv, tp[0]! * 10_000 + tp[1]! * 6_000 + tp[2]! * 2_000);
    assert.equal(sums.ppv, tp[0]! * tp[0]! * 10_000 + tp[1]! * tp[1]! * 6_000 + tp[2]! * tp[2]! * 2_000);
    // VWAP = (501,666.67 + 300,400 + 98,933.33) ÷ 18,000 = 901,000 ÷ 18,000 = 50.0556; last 49.3 is 1.51 % below.
    const figures = vwapFiguresOf(sums, 49.3);
    assert.equal(figures?.vwap, 50.0556);
    assert.equal(figures?.deviationPercent, -1.5094);
  });

  it('appended minute by minute equals the definitions over the whole session so far, at every minute', () => {
    for (const index of [0, 1, 59, 60, OPEN - 1, OPEN, OPEN + 1, OPEN + 2, OPEN + 3, OPEN + 40, CLOSE - 1, CLOSE]) {
      for (const step of [1, 7, index + 1]) {
        const store = filled(index, step);
        for (const [slot, bars] of [A, B].entries()) {
          const label = `minute ${index}, steps of ${step}, symbol ${slot}`;
          assert.deepEqual(store.figures(slot), sessionFigures(upTo(bars, index), FRIDAY, until(index)), label);
          const curve = partVolumeCurve(upTo(bars, index), FRIDAY);
          assert.deepEqual(store.curveOf(slot).subarray(0, index + 1), curve.subarray(0, index + 1), label);
          const regular = regularUpTo(bars, index);
          assert.deepEqual(store.regularBars(slot, index), regular, label);
          const last = store.figures(slot).regular.last ?? 1;
          assert.deepEqual(vwapFiguresOf(store.vwapSums(slot), last), vwapFigures(regular, last), label);
          const levels = breakLevels([{ high: 10.95, low: 10.35 }], store.figures(slot).pre);
          for (const direction of ['up', 'down'] as const)
            assert.deepEqual(
              findBreaksIn(store.regularColumns(slot, index), FRIDAY.open, levels, direction),
              findBreaks(regular, FRIDAY.open, levels, direction),
              label,
            );
        }
      }
    }
  });

  it('an update cut short (some symbols appended, then an error) can be run again without counting twice', () => {
    const store = filled(OPEN, 1);
    const from = until(OPEN);
    store.appendSymbol(
      0,
      A.filter((b) => b.time >= from && b.time < until(CLOSE)),
      CLOSE,
    );
    // Symbol 1's read failed: the update runs again for every symbol from the store's minute.
    store.appendSymbol(
      0,
      A.filter((b) => b.time >= from && b.time < until(CLOSE)),
      CLOSE,
    );
    store.appendSymbol(
      1,
      B.filter((b) => b.time >= from && b.time < until(CLOSE)),
      CLOSE,
    );
    store.advanceTo(CLOSE);
    const whole = filled(CLOSE, CLOSE + 1);
    for (const slot of [0, 1]) {
      assert.deepEqual(store.figures(slot), whole.figures(slot));
      assert.deepEqual(store.vwapSums(slot), whole.vwapSums(slot));
      assert.deepEqual(store.curveOf(slot), whole.curveOf(slot));
    }
  });

  it('what is appended stays as it was: a view at an earlier minute still reads the same', () => {
    const store = filled(OPEN + 1, 1);
    const before = Array.from(store.curveOf(0).subarray(0, OPEN + 2));
    const bars = store.regularBars(0, OPEN + 1);
    store.appendSymbol(
      0,
      A.filter((b) => b.time >= until(OPEN + 1)),
      CLOSE,
    );
    store.appendSymbol(
      1,
      B.filter((b) => b.time >= until(OPEN + 1)),
      CLOSE,
    );
    store.advanceTo(CLOSE);
    assert.deepEqual(Array.from(store.curveOf(0).subarray(0, OPEN + 2)), before);
    assert.deepEqual(store.regularBars(0, OPEN + 1), bars);
  });
});

describe('findBreaksIn', () => {
  it('skips the minutes without a bar, as findBreaks does', () => {
    const bars = [bar(OPEN, 10, 10.5, 9.8, 10, 1), bar(OPEN + 6, 10, 12, 9, 11, 1)];
    const columns = {
      length: 7,
      time: Array.from({ length: 7 }, (_, j) => FRIDAY.open + j * MINUTE_MS),
      high: [10.5, 0, 0, 0, 0, 0, 12],
      low: [9.8, 0, 0, 0, 0, 0, 9],
      close: [10, Number.NaN, Number.NaN, Number.NaN, Number.NaN, Number.NaN, 11],
    };
    const levels = breakLevels([], { high: null, low: null });
    assert.deepEqual(findBreaksIn(columns, FRIDAY.open, levels, 'up'), findBreaks(bars, FRIDAY.open, levels, 'up'));
    // The 5-minute opening range (high 10.5) broken by the 09:36 close of 11.
    assert.deepEqual(findBreaksIn(barColumns(bars), FRIDAY.open, levels, 'up'), [
      { type: 'opening-range-5', direction: 'up', level: 10.5, time: FRIDAY.open + 6 * MINUTE_MS, price: 11 },
    ]);
  });
});
