import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { type FlowTradeFigures, optionsFigures } from './options-flow.js';

const trade = (over: Partial<FlowTradeFigures>): FlowTradeFigures => ({
  ticker: 'AAA',
  type: 'call',
  size: 10,
  premium: 1_000,
  sentiment: 'neutral',
  kind: 'single',
  iv: 0.3,
  tags: [],
  ...over,
});

describe('screener options figures', () => {
  it('sums volume and premium by side, nets bullish against bearish premium, counts unusual trades and sweeps', () => {
    const figures = optionsFigures([
      trade({ size: 100, premium: 20_000, sentiment: 'bullish', kind: 'sweep', iv: 0.4, tags: ['unusual'] }),
      trade({ size: 50, premium: 5_000, sentiment: 'bearish', iv: 0.2 }),
      trade({ type: 'put', size: 75, premium: 15_000, sentiment: 'bearish', kind: 'sweep', iv: 0.5 }),
      trade({ type: 'put', size: 25, premium: 10_000, sentiment: 'neutral', iv: 0.3, tags: ['unusual', 'otm'] }),
      trade({ ticker: 'BBB', type: 'put', size: 5, premium: 500 }),
    ]);
    const a = figures.get('AAA');
    assert.ok(a);
    assert.equal(a.optionsVolume, 250);
    assert.equal(a.callVolume, 150);
    assert.equal(a.putVolume, 100);
    // 100 puts ÷ 150 calls.
    assert.ok(Math.abs((a.putCallRatio ?? 0) - 2 / 3) < 1e-12);
    assert.equal(a.optionsPremium, 50_000);
    assert.equal(a.callPremium, 25_000);
    assert.equal(a.putPremium, 25_000);
    // Bullish 20,000 − bearish (5,000 + 15,000); the neutral 10,000 counts for neither.
    assert.equal(a.netPremium, 0);
    assert.equal(a.unusualTrades, 2);
    assert.equal(a.sweeps, 2);
    // (0.4 × 20,000 + 0.2 × 5,000 + 0.5 × 15,000 + 0.3 × 10,000) ÷ 50,000 = 0.39 → 39 %.
    assert.ok(Math.abs((a.averageIv ?? 0) - 39) < 1e-9);
    // Only puts: no put/call ratio.
    assert.equal(figures.get('BBB')?.putCallRatio, null);
    assert.equal(figures.get('CCC'), undefined);
  });
});
