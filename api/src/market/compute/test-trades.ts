import type { FlowTrade } from '@flowdeck/api-types';

/** A flow row with sensible defaults, for the compute tests. */
export function flowTrade(overrides: Partial<FlowTrade> = {}): FlowTrade {
  return {
    id: '1',
    time: '2025-06-13T13:30:00.000Z',
    ticker: 'SPY',
    sector: 'ETF',
    marketCap: 600e9,
    optionSymbol: 'SPY250613C00600000',
    expiry: '2025-06-13',
    expiryKind: 'weekly',
    dte: 0,
    strike: 600,
    type: 'call',
    side: 'ask',
    sentiment: 'bullish',
    kind: 'single',
    spot: 598,
    size: 10,
    price: 1,
    premium: 1_000,
    bid: 0.95,
    ask: 1,
    iv: 0.2,
    delta: 0.4,
    volume: 10,
    openInterest: 100,
    fills: 1,
    exchanges: ['CBOE'],
    legGroup: null,
    tags: ['otm', 'zero_dte'],
    ...overrides,
  };
}
