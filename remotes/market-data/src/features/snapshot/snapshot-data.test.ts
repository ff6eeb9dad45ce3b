import { makePrint } from '../../test/dark-pool-fixtures';
import {
  MAX_RECENT_TRADES,
  addToNet,
  addToSummary,
  addToTopContracts,
  applyLive,
  contractLabel,
  gammaRegime,
  gexLevelRows,
  kindRows,
  leanOf,
  moveQuote,
  nearestExpiries,
  strikeBars,
  symbolFromParams,
} from './snapshot-data';
import { emptyNet, makeContract, makeSnapshot, makeSummary, makeTrade } from './testing/snapshot-fixtures';

describe('symbolFromParams', () => {
  it('reads ?symbol= upper-cased, with AAPL by default', () => {
    expect(symbolFromParams(new URLSearchParams('symbol=nvda'))).toBe('NVDA');
    expect(symbolFromParams(new URLSearchParams(''))).toBe('AAPL');
    expect(symbolFromParams(new URLSearchParams('symbol=%20'))).toBe('AAPL');
  });
});

describe('live trades on the summary', () => {
  it('adds premium by type and sentiment and recomputes the ratios and the bullish share', () => {
    const summary = makeSummary({
      callPremium: 1000,
      putPremium: 1000,
      callVolume: 10,
      putVolume: 10,
      bullishPremium: 500,
      bearishPremium: 500,
      bullishPercent: 50,
      trades: 2,
      net: emptyNet(),
      zeroDtePremium: 0,
      sweepPremium: 0,
    });
    const next = addToSummary(summary, [
      makeTrade({ type: 'call', size: 5, price: 2, sentiment: 'bullish', kind: 'sweep', dte: 0 }),
      makeTrade({ type: 'put', size: 10, price: 0.5, sentiment: 'neutral', side: 'mid', dte: 3, tags: ['unusual'] }),
    ]);
    expect(next).toMatchObject({
      trades: 4,
      callPremium: 2000,
      putPremium: 1500,
      callVolume: 15,
      putVolume: 20,
      bullishPremium: 1500,
      bearishPremium: 500,
      bullishPercent: 75,
      putCallPremiumRatio: 0.75,
      putCallVolumeRatio: 1.333,
      sweepPremium: 1000,
      zeroDtePremium: 1000,
      unusualTrades: 1,
    });
    // Bought at the ask counts; the mid print does not.
    expect(next.net).toMatchObject({ callAskPremium: 1000, netCallPremium: 1000, netPutPremium: 0 });
  });

  it('counts net premium as ask side minus bid side, per option type', () => {
    const net = addToNet(emptyNet(), [
      makeTrade({ type: 'call', side: 'above_ask', size: 1, price: 3 }),
      makeTrade({ type: 'call', side: 'bid', size: 1, price: 1 }),
      makeTrade({ type: 'put', side: 'below_bid', size: 1, price: 2 }),
      makeTrade({ type: 'put', side: 'ask', size: 1, price: 0.5 }),
    ]);
    expect(net).toEqual({
      callAskPremium: 300,
      callBidPremium: 100,
      putAskPremium: 50,
      putBidPremium: 200,
      netCallPremium: 200,
      netPutPremium: -150,
    });
  });

  it('re-ranks top contracts it knows and leaves others to the next fetch', () => {
    const contracts = [
      makeContract({ premium: 1000, volume: 10, openInterest: 20 }),
      makeContract({ optionSymbol: 'B', premium: 900 }),
    ];
    const next = addToTopContracts(contracts, [
      makeTrade({ optionSymbol: 'B', size: 1, price: 5, sentiment: 'bearish' }),
      makeTrade({ optionSymbol: 'UNKNOWN', size: 100, price: 50 }),
    ]);
    expect(next.map((c) => c.optionSymbol)).toEqual(['B', contracts[0]!.optionSymbol]);
    expect(next[0]).toMatchObject({ premium: 1400, trades: 22, lastPrice: 5, bearishPremium: 40_272 + 500 });
  });
});

describe('applyLive', () => {
  it('moves quote, premiums, trades and dark pool with what arrived after asOf, and nothing twice', () => {
    const snapshot = makeSnapshot();
    const known = snapshot.recentTrades[0]!;
    const fresh = makeTrade({ secondsAfter: 5, spot: 692.5, type: 'call', size: 10, price: 3, sentiment: 'bullish' });
    const stale = makeTrade({ secondsAfter: -30 });
    const otherTicker = makeTrade({ secondsAfter: 6, ticker: 'QQQ' });
    const print = makePrint({ secondsAfter: 7, ticker: 'SPY', price: 690.5, size: 1000 });
    const next = applyLive(snapshot, [otherTicker, fresh, stale, known], [print]);

    expect(next.recentTrades[0]?.id).toBe(fresh.id);
    expect(next.recentTrades).toHaveLength(3);
    expect(next.summary.trades).toBe(snapshot.summary.trades + 1);
    expect(next.summary.callPremium).toBe(snapshot.summary.callPremium + 3000);
    expect(next.quote).toMatchObject({ last: 692.5, change: 1.24, changePercent: 0.18, high: 692.5 });
    // One price per instant: the gamma levels' spot is the header's last price.
    expect(snapshot.gex?.spot).toBe(689.92);
    expect(next.gex?.spot).toBe(692.5);
    expect(next.darkPool.prints).toBe(298);
    expect(next.darkPool.levels.find((l) => l.price === 690)?.notional).toBeCloseTo(110_322_554.13 + 690_500);
    // Nothing new: the same object comes back.
    expect(applyLive(snapshot, [stale, known], [])).toBe(snapshot);
  });

  it('keeps the list of recent trades bounded', () => {
    const many = Array.from({ length: 100 }, (_, i) => makeTrade({ secondsAfter: i + 1 }));
    expect(applyLive(makeSnapshot(), many, []).recentTrades).toHaveLength(MAX_RECENT_TRADES);
  });

  it('keeps the twelve biggest dark-pool levels', () => {
    const snapshot = makeSnapshot();
    const prints = Array.from({ length: 12 }, (_, i) =>
      makePrint({ secondsAfter: 1 + i, ticker: 'SPY', price: 700 + i, size: 10 }),
    );
    const levels = applyLive(snapshot, [], prints).darkPool.levels;
    expect(levels).toHaveLength(12);
    expect(levels.map((l) => l.price)).toEqual([...levels.map((l) => l.price)].sort((a, b) => a - b));
    expect(levels.some((l) => l.price === 690)).toBe(true);
  });

  it('recomputes a move from the previous close', () => {
    const quote = makeSnapshot().quote;
    expect(moveQuote(quote, 680)).toMatchObject({ change: -11.26, changePercent: -1.63, low: 680, high: 691.38 });
  });
});

describe('reading the figures', () => {
  it('names the lean with a dead band around even', () => {
    expect(leanOf(null)).toBe('balanced');
    expect(leanOf(55)).toBe('balanced');
    expect(leanOf(55.1)).toBe('bullish');
    expect(leanOf(44.9)).toBe('bearish');
  });

  it('lists gamma levels high to low with their distance from spot', () => {
    const rows = gexLevelRows({ spot: 689.92, netGex: -1, callWall: 695, putWall: 689, zeroGamma: null });
    expect(rows.map((r) => r.id)).toEqual(['callWall', 'spot', 'putWall']);
    expect(rows[0]?.fromSpot).toBeCloseTo(0.736, 2);
  });

  it('says what the gamma regime means', () => {
    expect(gammaRegime({ spot: 689.92, netGex: -1, callWall: 695, putWall: 689, zeroGamma: 692.98 })).toEqual({
      regime: 'negative',
      text: 'Negative gamma: dealer hedging amplifies moves; spot is below zero gamma',
    });
    expect(gammaRegime({ spot: 700, netGex: 5, callWall: null, putWall: null, zeroGamma: null }).regime).toBe(
      'positive',
    );
  });

  it('writes contracts as traders say them', () => {
    expect(contractLabel({ expiry: '2026-11-20', strike: 686, type: 'call' })).toBe('Nov 20 686C');
    expect(contractLabel({ expiry: '2026-12-18', strike: 252.5, type: 'put' })).toBe('Dec 18 252.5P');
  });

  it('orders kinds by premium with their share', () => {
    const rows = kindRows(makeSnapshot().byKind);
    expect(rows[0]).toMatchObject({ kind: 'block', label: 'Blocks' });
    expect(rows.reduce((sum, r) => sum + r.share, 0)).toBeCloseTo(1);
  });

  it('keeps the nearest expiries and mirrors puts below the axis', () => {
    const byExpiry = makeSnapshot().byExpiry;
    expect(nearestExpiries([...byExpiry].reverse(), 1).map((e) => e.expiry)).toEqual(['2026-11-20']);
    expect(strikeBars(makeSnapshot().byStrike)[1]).toEqual({ strike: 695, callPremium: 50_000, putPremium: -186_827 });
  });
});
