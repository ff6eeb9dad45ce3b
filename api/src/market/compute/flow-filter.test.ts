import assert from 'node:assert/strict';
import { it } from 'node:test';
import { type FlowFilter, matchesFlow } from './flow-filter.js';
import { flowTrade } from './test-trades.js';

const trade = flowTrade({
  ticker: 'NVDA',
  sector: 'Information Technology',
  marketCap: 4e12,
  premium: 50_000,
  size: 200,
  dte: 7,
  volume: 300,
  openInterest: 250,
  kind: 'sweep',
  tags: ['opening', 'unusual', 'otm'],
});

it('passes when every set filter matches and fails on each one that does not', () => {
  const passing: FlowFilter[] = [
    {},
    { tickers: ['NVDA', 'AMD'] },
    { contract: 'SPY250613C00600000' },
    { type: 'call' },
    { sides: ['ask', 'above_ask'] },
    { kinds: ['sweep'] },
    { sweepsOnly: true },
    { sentiment: 'bullish' },
    { minPremium: 50_000, maxPremium: 50_000 },
    { minSize: 200 },
    { minDte: 7, maxDte: 7 },
    { otmOnly: true, openingOnly: true, unusualOnly: true, volGtOi: true },
    { sectors: ['Information Technology'] },
    { minMarketCap: 1e12, maxMarketCap: 5e12 },
  ];
  for (const f of passing) assert.equal(matchesFlow(trade, f), true, JSON.stringify(f));
  const failing: FlowFilter[] = [
    { tickers: ['AMD'] },
    { contract: 'SPY250613P00600000' },
    { type: 'put' },
    { sides: ['bid'] },
    { kinds: ['block'] },
    { sentiment: 'bearish' },
    { minPremium: 50_001 },
    { maxPremium: 49_999 },
    { minSize: 201 },
    { minDte: 8 },
    { maxDte: 6 },
    { sectors: ['Energy'] },
    { minMarketCap: 5e12 },
    { maxMarketCap: 1e12 },
  ];
  for (const f of failing) assert.equal(matchesFlow(trade, f), false, JSON.stringify(f));
  assert.equal(matchesFlow({ ...trade, kind: 'block' }, { sweepsOnly: true }), false);
  assert.equal(matchesFlow({ ...trade, volume: 250 }, { volGtOi: true }), false, 'volume equal to OI is not over it');
  assert.equal(matchesFlow({ ...trade, tags: [] }, { otmOnly: true }), false);
  assert.equal(matchesFlow({ ...trade, tags: [] }, { unusualOnly: true }), false);
  assert.equal(matchesFlow({ ...trade, tags: [] }, { openingOnly: true }), false);
  // Indices have no market cap: a market-cap filter leaves them out.
  assert.equal(matchesFlow({ ...trade, marketCap: null }, { minMarketCap: 0 }), false);
});
