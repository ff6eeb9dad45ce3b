import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { bracketForAmount, bracketForLabel, PTR_BRACKETS } from './ptr-brackets.js';

describe('PTR amount brackets', () => {
  it('lists the ten brackets of the form, contiguous and ascending', () => {
    assert.equal(PTR_BRACKETS.length, 10);
    for (let i = 1; i < PTR_BRACKETS.length; i++) {
      assert.equal(PTR_BRACKETS[i]?.min, (PTR_BRACKETS[i - 1]?.max ?? 0) + 1);
    }
    assert.equal(PTR_BRACKETS[PTR_BRACKETS.length - 1]?.max, null);
  });

  it('maps amounts to brackets at the edges', () => {
    assert.equal(bracketForAmount(1_000), undefined);
    assert.equal(bracketForAmount(1_001)?.label, '$1,001 - $15,000');
    assert.equal(bracketForAmount(15_000)?.label, '$1,001 - $15,000');
    assert.equal(bracketForAmount(15_000.5)?.label, '$1,001 - $15,000');
    assert.equal(bracketForAmount(15_001)?.label, '$15,001 - $50,000');
    assert.equal(bracketForAmount(1_000_000)?.label, '$500,001 - $1,000,000');
    assert.equal(bracketForAmount(50_000_000)?.label, '$25,000,001 - $50,000,000');
    assert.equal(bracketForAmount(50_000_001)?.label, 'Over $50,000,000');
    assert.equal(bracketForAmount(Number.NaN), undefined);
  });

  it('finds a bracket from its printed label, tolerating spacing and dash variants', () => {
    assert.deepEqual(bracketForLabel('$100,001 - $250,000'), {
      min: 100_001,
      max: 250_000,
      label: '$100,001 - $250,000',
    });
    assert.equal(bracketForLabel('$100,001 – $250,000')?.min, 100_001);
    assert.equal(bracketForLabel('over $50,000,000')?.max, null);
    assert.equal(bracketForLabel('$1 - $2'), undefined);
  });
});
