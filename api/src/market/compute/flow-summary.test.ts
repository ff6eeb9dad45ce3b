import assert from 'node:assert/strict';
import type { DarkPoolPrint } from '@flowdeck/api-types';
import { describe, it } from 'node:test';
import {
  darkPoolTotals,
  levelStep,
  netByDte,
  netFlowSeries,
  premiumByExpiry,
  premiumByKind,
  premiumByStrike,
  priceLevels,
  rankDarkPoolTickers,
  summarizeFlow,
  topContracts,
} from './flow-summary.js';
import { flowTrade } from './test-trades.js';

const OPEN = Date.parse('2025-06-13T13:30:00Z');
const at = (minutes: number): string => new Date(OPEN + minutes * 60_000).toISOString();

const trades = [
  flowTrade({
    id: '1',
    time: at(0),
    type: 'call',
    side: 'ask',
    sentiment: 'bullish',
    premium: 10_000,
    size: 10,
    kind: 'sweep',
    tags: ['opening', 'unusual'],
  }),
  flowTrade({
    id: '2',
    time: at(0.5),
    type: 'call',
    side: 'bid',
    sentiment: 'bearish',
    premium: 4_000,
    size: 5,
    dte: 20,
    expiry: '2025-07-03',
    optionSymbol: 'SPY250703C00600000',
  }),
  flowTrade({
    id: '3',
    time: at(1),
    type: 'put',
    side: 'ask',
    sentiment: 'bearish',
    premium: 6_000,
    size: 20,
    strike: 590,
    optionSymbol: 'SPY250613P00590000',
    kind: 'block',
  }),
  flowTrade({
    id: '4',
    time: at(1.2),
    type: 'put',
    side: 'mid',
    sentiment: 'neutral',
    premium: 50_000,
    size: 30,
    strike: 590,
    optionSymbol: 'SPY250613P00590000',
    kind: 'multi_leg',
  }),
  flowTrade({
    id: '5',
    time: at(2.9),
    type: 'call',
    side: 'above_ask',
    sentiment: 'bullish',
    premium: 2_000,
    size: 5,
    dte: 45,
    expiry: '2025-07-28',
    optionSymbol: 'SPY250728C00600000',
  }),
];

describe('summarizeFlow', () => {
  it('totals premium, volume, sentiment, ratios and net premium by hand', () => {
    const s = summarizeFlow(trades);
    assert.equal(s.trades, 5);
    assert.equal(s.callVolume, 20);
    assert.equal(s.putVolume, 50);
    assert.equal(s.callPremium, 16_000);
    assert.equal(s.putPremium, 56_000);
    assert.equal(s.bullishPremium, 12_000);
    assert.equal(s.bearishPremium, 10_000);
    // 12,000 / 22,000 = 54.5 %.
    assert.equal(s.bullishPercent, 54.5);
    assert.equal(s.putCallVolumeRatio, 2.5);
    assert.equal(s.putCallPremiumRatio, 3.5);
    // Calls: 10,000 + 2,000 ask side − 4,000 bid side; puts: 6,000 ask side, the mid print ignored.
    assert.equal(s.net.netCallPremium, 8_000);
    assert.equal(s.net.netPutPremium, 6_000);
    assert.equal(s.sweepPremium, 10_000);
    assert.equal(s.blockPremium, 6_000);
    assert.equal(s.multiLegPremium, 50_000);
    assert.equal(s.unusualTrades, 1);
    assert.equal(s.openingPremium, 10_000);
    assert.equal(s.zeroDtePremium, 66_000);
  });

  it('no trades: ratios and share are null', () => {
    const s = summarizeFlow([]);
    assert.equal(s.bullishPercent, null);
    assert.equal(s.putCallVolumeRatio, null);
  });

  it('net premium by DTE bucket', () => {
    const byDte = netByDte(trades);
    assert.equal(byDte['0'].netCallPremium, 10_000);
    assert.equal(byDte['7'].netPutPremium, 6_000);
    assert.equal(byDte['30'].netCallPremium, 6_000);
    assert.equal(byDte.all.netCallPremium, 8_000);
  });
});

describe('net flow over time', () => {
  it('buckets by interval from the open with running totals and the price at each interval end', () => {
    const points = netFlowSeries(trades, {
      from: OPEN,
      to: OPEN + 3 * 60_000,
      intervalMinutes: 1,
      bucket: 'all',
      priceAt: (ms) => (ms - OPEN) / 60_000,
    });
    assert.deepEqual(
      points.map((p) => [
        p.netCallPremium,
        p.netPutPremium,
        p.cumulativeNetCallPremium,
        p.cumulativeNetPutPremium,
        p.price,
      ]),
      [
        [6_000, 0, 6_000, 0, 1],
        [0, 6_000, 6_000, 6_000, 2],
        [2_000, 0, 8_000, 6_000, 3],
      ],
    );
    assert.equal(points[0]?.time, at(0));
    assert.equal(points[1]?.putVolume, 50);
  });

  it('a DTE bucket keeps only its trades; nothing before the open or after `to`', () => {
    const points = netFlowSeries(trades, { from: OPEN, to: OPEN + 2 * 60_000, intervalMinutes: 5, bucket: '0' });
    assert.equal(points.length, 1);
    assert.equal(points[0]?.netCallPremium, 10_000);
    assert.equal(points[0]?.netPutPremium, 6_000);
    assert.equal(points[0]?.price, null);
  });
});

describe('breakdowns', () => {
  it('top contracts by premium', () => {
    const top = topContracts(trades, 2);
    assert.deepEqual(
      top.map((c) => [c.optionSymbol, c.premium, c.trades]),
      [
        ['SPY250613P00590000', 56_000, 2],
        ['SPY250613C00600000', 10_000, 1],
      ],
    );
    assert.equal(top[0]?.volumeOiRatio, 0.1);
  });

  it('by expiry, by strike and by kind', () => {
    assert.deepEqual(
      premiumByExpiry(trades).map((e) => [e.expiry, e.callPremium, e.putPremium]),
      [
        ['2025-06-13', 10_000, 56_000],
        ['2025-07-03', 4_000, 0],
        ['2025-07-28', 2_000, 0],
      ],
    );
    assert.deepEqual(
      premiumByStrike(trades, 1).map((s) => [s.strike, s.putPremium]),
      [[590, 56_000]],
    );
    const byKind = premiumByKind(trades);
    assert.deepEqual(byKind.single, { trades: 2, premium: 6_000 });
    assert.deepEqual(byKind.multi_leg, { trades: 1, premium: 50_000 });
  });
});

describe('dark-pool aggregates', () => {
  const print = (ticker: string, price: number, size: number): DarkPoolPrint => ({
    id: '1',
    time: at(0),
    executedAt: at(0),
    ticker,
    sector: 'x',
    marketCap: null,
    price,
    size,
    notional: price * size,
    bid: price,
    ask: price,
    side: 'mid',
    venue: 'FINRA ADF',
    late: false,
    extendedHours: false,
    tags: [],
  });
  const prints = [
    print('AAPL', 200.04, 100),
    print('AAPL', 200.26, 300),
    print('AAPL', 200.3, 100),
    print('MSFT', 500, 1_000),
  ];

  it('level step is about 0.1 % of the price on a round number', () => {
    assert.equal(levelStep(5), 0.01);
    assert.equal(levelStep(200), 0.25);
    assert.equal(levelStep(620), 1);
    assert.equal(levelStep(6_600), 10);
  });

  it('notional by price level, ranking by notional, totals', () => {
    const levels = priceLevels(prints.slice(0, 3), 0.25);
    assert.deepEqual(
      levels.map((l) => [l.price, l.size, l.prints]),
      [
        [200, 100, 1],
        [200.25, 400, 2],
      ],
    );
    const ranking = rankDarkPoolTickers(prints, 5);
    assert.deepEqual(
      ranking.map((r) => r.ticker),
      ['MSFT', 'AAPL'],
    );
    // (20,004 + 60,078 + 20,030) / 500 shares = 200.224.
    assert.equal(ranking[1]?.vwap, 200.224);
    assert.deepEqual(darkPoolTotals(prints), { notional: 600_112, volume: 1_500, prints: 4 });
  });
});
