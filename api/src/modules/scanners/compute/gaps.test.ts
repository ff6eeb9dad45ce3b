import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { gapOf } from './gaps.js';
import type { PartFigures, SessionFigures } from './session-parts.js';

const NONE: PartFigures = { open: null, last: null, high: null, low: null, volume: 0 };

describe('gapOf', () => {
  it('gap up from the open: gap %, fill % and change from open', () => {
    // Previous close 50, open 55: +10 %. Low 53.5 gives back 1.5 of the 5 gap = 30 %. Last 56: +1.8182 % from the open.
    const f: SessionFigures = {
      pre: { open: 51, last: 54, high: 54, low: 51, volume: 90_000 },
      regular: { open: 55, last: 56, high: 56.5, low: 53.5, volume: 500_000 },
      post: NONE,
    };
    assert.deepEqual(gapOf(f, 50), {
      price: 55,
      basis: 'open',
      gapPercent: 10,
      fillPercent: 30,
      changeFromOpenPercent: 1.8182,
    });
  });

  it('gap down filled completely is 100 %', () => {
    // Close 40, open 38 (−5 %), high 40.5 went past the previous close.
    const f: SessionFigures = {
      pre: NONE,
      regular: { open: 38, last: 40.2, high: 40.5, low: 37.9, volume: 1 },
      post: NONE,
    };
    const gap = gapOf(f, 40);
    assert.equal(gap?.gapPercent, -5);
    assert.equal(gap?.fillPercent, 100);
  });

  it('before the open: the pre-market last, no fill yet', () => {
    const f: SessionFigures = {
      pre: { open: 20, last: 18, high: 20, low: 18, volume: 1_000 },
      regular: NONE,
      post: NONE,
    };
    assert.deepEqual(gapOf(f, 20), {
      price: 18,
      basis: 'pre-market',
      gapPercent: -10,
      fillPercent: null,
      changeFromOpenPercent: null,
    });
  });

  it('no pre-market trade before the open: no gap yet', () => {
    assert.equal(gapOf({ pre: NONE, regular: NONE, post: NONE }, 20), null);
  });
});
