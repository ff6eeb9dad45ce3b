import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { moveOf, passesNoiseFilters, sectorHeat } from './movers.js';
import type { SessionFigures } from './session-parts.js';

const FIGURES: SessionFigures = {
  pre: { open: 20, last: 21, high: 21.5, low: 19.8, volume: 60_000 },
  regular: { open: 21.2, last: 22, high: 22.4, low: 20.9, volume: 1_000_000 },
  post: { open: 22, last: 21.45, high: 22.1, low: 21.4, volume: 40_000 },
};

describe('moveOf', () => {
  it('pre-market: pre-market last against the previous close', () => {
    // (21 − 20) / 20 = +5 %
    assert.deepEqual(moveOf(FIGURES, 20, 'pre-market'), {
      price: 21,
      reference: 20,
      change: 1,
      changePercent: 5,
      volume: 60_000,
    });
  });

  it('regular: last against the previous close', () => {
    // (22 − 20) / 20 = +10 %
    assert.equal(moveOf(FIGURES, 20, 'regular')?.changePercent, 10);
  });

  it('after-hours: after-hours last against the regular close', () => {
    // (21.45 − 22) / 22 = −2.5 %
    const move = moveOf(FIGURES, 20, 'after-hours');
    assert.equal(move?.reference, 22);
    assert.equal(move?.changePercent, -2.5);
    assert.equal(move?.volume, 40_000);
  });

  it('a part that has not traded has no move', () => {
    const quiet: SessionFigures = { ...FIGURES, pre: { open: null, last: null, high: null, low: null, volume: 0 } };
    assert.equal(moveOf(quiet, 20, 'pre-market'), null);
    assert.equal(moveOf(FIGURES, 0, 'regular'), null);
  });
});

describe('noise filters', () => {
  it('need $1 and 50,000 shares', () => {
    assert.equal(passesNoiseFilters({ price: 1, volume: 50_000 }), true);
    assert.equal(passesNoiseFilters({ price: 0.99, volume: 900_000 }), false);
    assert.equal(passesNoiseFilters({ price: 50, volume: 49_999 }), false);
  });
});

describe('sectorHeat', () => {
  it('averages each sector and counts advancers and decliners, hottest first', () => {
    const heat = sectorHeat([
      { sector: 'Energy', changePercent: 2 },
      { sector: 'Energy', changePercent: -1 },
      { sector: 'Utilities', changePercent: 3 },
      { sector: 'Energy', changePercent: 0 },
    ]);
    assert.deepEqual(heat, [
      { sector: 'Utilities', changePercent: 3, advancers: 1, decliners: 0, symbols: 1 },
      // (2 − 1 + 0) / 3 = 0.3333
      { sector: 'Energy', changePercent: 0.3333, advancers: 1, decliners: 1, symbols: 3 },
    ]);
  });
});
