import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { type UnusualInput, isUnusual, toFlowTrade } from './flow-trade.js';
import type { AggregatedOrder } from './sweeps.js';

const order = (overrides: Partial<AggregatedOrder> = {}): AggregatedOrder => ({
  seq: 1_749_823_200_000_000,
  time: 1_749_823_200_000,
  underlying: 'NVDA',
  contract: 'NVDA250620C00180000',
  expiry: '2025-06-20',
  expiryKind: 'monthly',
  strike: 180,
  type: 'call',
  kind: 'sweep',
  size: 600,
  price: 1.2,
  premium: 72_000,
  fills: 3,
  exchanges: ['CBOE', 'ISE', 'PHLX'],
  bid: 1.1,
  ask: 1.2,
  spot: 172,
  iv: 0.45,
  delta: 0.25,
  openInterest: 500,
  legGroup: null,
  ...overrides,
});

const context = {
  sessionDate: '2025-06-13',
  instrument: { sector: 'Information Technology', marketCap: 4.2e12 },
  volumeBefore: 0,
  earningsAhead: false,
};

describe('toFlowTrade', () => {
  it('classifies the side, sums the day volume, infers opening and tags an unusual out-of-the-money sweep', () => {
    const trade = toFlowTrade(order(), context);
    assert.equal(trade.id, '1749823200000000');
    assert.equal(trade.time, '2025-06-13T14:00:00.000Z');
    assert.equal(trade.side, 'ask');
    assert.equal(trade.sentiment, 'bullish');
    assert.equal(trade.dte, 7);
    assert.equal(trade.volume, 600);
    // 600 > 500 − (600 − 600): opening.
    assert.deepEqual(trade.tags, ['opening', 'unusual', 'otm', 'vol_gt_oi']);
  });

  it('counts earlier volume: with 450 traded before, 100 more on 500 open interest is opening (100 > 50)', () => {
    const trade = toFlowTrade(order({ size: 100, premium: 12_000, kind: 'single' }), { ...context, volumeBefore: 450 });
    assert.equal(trade.volume, 550);
    assert.ok(trade.tags.includes('opening'));
    assert.ok(trade.tags.includes('vol_gt_oi'));
    // $12k is below the unusual threshold.
    assert.ok(!trade.tags.includes('unusual'));
  });

  it('a sold put at the bid, in the money, same day: bullish, closing-possible, 0DTE', () => {
    const trade = toFlowTrade(
      order({
        type: 'put',
        strike: 180,
        expiry: '2025-06-13',
        price: 8.1,
        bid: 8.1,
        ask: 8.3,
        size: 20,
        premium: 16_200,
        kind: 'single',
      }),
      { ...context, earningsAhead: true },
    );
    assert.equal(trade.side, 'bid');
    assert.equal(trade.sentiment, 'bullish');
    assert.equal(trade.dte, 0);
    assert.deepEqual(trade.tags, ['zero_dte', 'earnings']);
  });

  it('a print through the offer is tagged above ask', () => {
    const trade = toFlowTrade(order({ price: 1.25 }), context);
    assert.equal(trade.side, 'above_ask');
    assert.ok(trade.tags.includes('above_ask'));
  });
});

describe('isUnusual', () => {
  const base: UnusualInput = {
    side: 'ask',
    kind: 'single',
    premium: 30_000,
    size: 100,
    volume: 600,
    openInterest: 500,
    opening: true,
    dte: 14,
  };
  it('aggressive, opening, ≥ $25k, ≤ 60 days, volume over open interest', () => {
    assert.equal(isUnusual(base), true);
  });
  it('or a single order worth half the open interest', () => {
    assert.equal(isUnusual({ ...base, volume: 300, size: 250 }), true);
    assert.equal(isUnusual({ ...base, volume: 300, size: 249 }), false);
  });
  it('never when sold, at the midpoint, closing, small or far-dated', () => {
    assert.equal(isUnusual({ ...base, side: 'bid' }), false);
    assert.equal(isUnusual({ ...base, side: 'mid' }), false);
    assert.equal(isUnusual({ ...base, opening: false }), false);
    assert.equal(isUnusual({ ...base, premium: 24_999 }), false);
    assert.equal(isUnusual({ ...base, dte: 61 }), false);
  });
  it('a $1M aggressive sweep is unusual on its own', () => {
    assert.equal(isUnusual({ ...base, kind: 'sweep', premium: 1_000_000, opening: false, volume: 10, dte: 300 }), true);
    assert.equal(
      isUnusual({ ...base, kind: 'block', premium: 1_000_000, opening: false, volume: 10, dte: 300 }),
      false,
    );
  });
});
