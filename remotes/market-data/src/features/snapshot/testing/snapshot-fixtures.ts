import type {
  FlowSnapshotV2Response,
  FlowSummary,
  FlowTrade,
  NetPremiumTotals,
  TopContract,
} from '@flowdeck/api-types';

export const SNAPSHOT_AS_OF = '2026-11-20T15:30:00.000Z';
const START_MS = Date.parse(SNAPSHOT_AS_OF);
let seq = 1;

/** An options trade `secondsAfter` the snapshot's asOf (negative: before it). */
export function makeTrade(overrides: Partial<FlowTrade> & { secondsAfter?: number } = {}): FlowTrade {
  const { secondsAfter = 0, ...rest } = overrides;
  const ms = START_MS + secondsAfter * 1000;
  const type = rest.type ?? 'call';
  const strike = rest.strike ?? 690;
  const size = rest.size ?? 10;
  const price = rest.price ?? 2;
  return {
    id: String(ms * 1000 + (seq++ % 1000)),
    time: new Date(ms).toISOString(),
    ticker: 'SPY',
    sector: 'ETF',
    marketCap: null,
    optionSymbol: `SPY261120${type === 'call' ? 'C' : 'P'}00${strike}000`,
    expiry: '2026-11-20',
    expiryKind: 'monthly',
    dte: 0,
    strike,
    type,
    side: 'ask',
    sentiment: type === 'call' ? 'bullish' : 'bearish',
    kind: 'single',
    spot: 689.9,
    size,
    price,
    premium: size * price * 100,
    bid: price - 0.05,
    ask: price,
    iv: 0.12,
    delta: 0.5,
    volume: 100,
    openInterest: 1000,
    fills: 1,
    exchanges: ['CBOE'],
    legGroup: null,
    tags: [],
    ...rest,
  };
}

export function emptyNet(): NetPremiumTotals {
  return {
    callAskPremium: 0,
    callBidPremium: 0,
    putAskPremium: 0,
    putBidPremium: 0,
    netCallPremium: 0,
    netPutPremium: 0,
  };
}

export function makeSummary(overrides: Partial<FlowSummary> = {}): FlowSummary {
  return {
    trades: 1106,
    callVolume: 18_602,
    putVolume: 27_836,
    callPremium: 4_594_252,
    putPremium: 3_335_301,
    bullishPremium: 3_326_884,
    bearishPremium: 3_475_105,
    bullishPercent: 48.9,
    putCallVolumeRatio: 1.496,
    putCallPremiumRatio: 0.726,
    net: {
      callAskPremium: 2_111_875,
      callBidPremium: 1_986_699,
      putAskPremium: 1_488_406,
      putBidPremium: 1_215_009,
      netCallPremium: 125_176,
      netPutPremium: 273_397,
    },
    sweepPremium: 954_555,
    blockPremium: 2_481_446,
    multiLegPremium: 2_162_263,
    unusualTrades: 0,
    openingPremium: 0,
    zeroDtePremium: 3_314_938,
    ...overrides,
  };
}

export function makeContract(overrides: Partial<TopContract> = {}): TopContract {
  return {
    optionSymbol: 'SPY261120C00686000',
    expiry: '2026-11-20',
    dte: 0,
    strike: 686,
    type: 'call',
    volume: 962,
    premium: 347_121,
    openInterest: 25_806,
    volumeOiRatio: 0.04,
    lastPrice: 3.16,
    bullishPremium: 177_274,
    bearishPremium: 40_272,
    trades: 21,
    ...overrides,
  };
}

/** A v2 snapshot shaped like the simulator's SPY at 10:30. */
export function makeSnapshot(ticker = 'SPY', overrides: Partial<FlowSnapshotV2Response> = {}): FlowSnapshotV2Response {
  const net = makeSummary().net;
  return {
    source: 'simulated',
    asOf: SNAPSHOT_AS_OF,
    session: '2026-11-20',
    ticker,
    quote: {
      symbol: ticker,
      name: ticker === 'SPY' ? 'SPDR S&P 500 ETF Trust' : `${ticker} Inc.`,
      last: 689.88,
      previousClose: 691.26,
      change: -1.38,
      changePercent: -0.2,
      open: 689.56,
      high: 691.38,
      low: 687.85,
      volume: 28_848_964,
    },
    summary: makeSummary(),
    topContracts: [
      makeContract(),
      makeContract({
        optionSymbol: 'SPY261120P00695000',
        strike: 695,
        type: 'put',
        volume: 340,
        premium: 186_827,
        openInterest: 111_308,
        volumeOiRatio: 0,
        lastPrice: 6.92,
        bullishPremium: 46_434,
        bearishPremium: 71_593,
        trades: 12,
      }),
    ],
    darkPool: {
      notional: 330_418_615.31,
      volume: 478_931,
      prints: 297,
      levels: [
        { price: 688, size: 133_981, notional: 92_261_565.21, prints: 94 },
        { price: 689, size: 130_003, notional: 89_639_675.78, prints: 89 },
        { price: 690, size: 159_720, notional: 110_322_554.13, prints: 76 },
        { price: 691, size: 30_534, notional: 21_105_659.66, prints: 33 },
      ],
    },
    gex: { spot: 689.92, netGex: -22_412_045_405.37, callWall: 695, putWall: 689, zeroGamma: 692.98 },
    byDte: { '0': { ...net, netCallPremium: 68_553, netPutPremium: 172_742 }, '7': net, '30': net, all: net },
    byExpiry: [
      { expiry: '2026-11-20', dte: 0, callPremium: 1_662_721, putPremium: 1_652_217, net },
      { expiry: '2026-11-27', dte: 7, callPremium: 500_000, putPremium: 250_000, net },
    ],
    byStrike: [
      { strike: 686, callPremium: 347_121, putPremium: 10_000, callVolume: 962, putVolume: 20 },
      { strike: 695, callPremium: 50_000, putPremium: 186_827, callVolume: 100, putVolume: 340 },
    ],
    byKind: {
      sweep: { trades: 70, premium: 954_555 },
      block: { trades: 75, premium: 2_481_446 },
      split: { trades: 28, premium: 66_987 },
      multi_leg: { trades: 160, premium: 2_162_263 },
      single: { trades: 773, premium: 2_264_302 },
    },
    netFlow: [
      {
        time: '2026-11-20T14:30:00.000Z',
        netCallPremium: -392_757,
        netPutPremium: 335_692,
        cumulativeNetCallPremium: -392_757,
        cumulativeNetPutPremium: 335_692,
        callVolume: 3891,
        putVolume: 3836,
        price: 689.5,
      },
    ],
    recentTrades: [
      makeTrade({
        secondsAfter: -2,
        type: 'put',
        strike: 694,
        side: 'above_ask',
        size: 6,
        price: 4.22,
        tags: ['zero_dte'],
      }),
      makeTrade({
        secondsAfter: -60,
        type: 'call',
        strike: 702,
        side: 'bid',
        sentiment: 'bearish',
        size: 13,
        price: 1.62,
      }),
    ],
    news: [{ ticker, kind: 'earnings', time: '2026-11-20T13:00:00.000Z', movePercent: -1.8 }],
    ...overrides,
  };
}
