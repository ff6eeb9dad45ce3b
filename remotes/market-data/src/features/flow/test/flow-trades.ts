import type { FlowTrade } from '@flowdeck/api-types';

let sequence = 0;
/** Order ids as the API makes them: first-fill epoch ms × 1000 + n (16 digits, newer is larger). */
const BASE_ID = 1_795_188_600_000_000;

/** A flow row with sensible defaults; each call is one second newer than the last unless `id`/`time` say otherwise. */
export function makeTrade(overrides: Partial<FlowTrade> = {}): FlowTrade {
  sequence += 1;
  const id = overrides.id ?? String(BASE_ID + sequence * 1_000_000);
  const time = overrides.time ?? new Date(Number(id) / 1000).toISOString();
  return {
    id,
    time,
    ticker: 'SPY',
    sector: 'ETF',
    marketCap: 674_896_969_801,
    optionSymbol: 'SPY261218C00700000',
    expiry: '2026-12-18',
    expiryKind: 'monthly',
    dte: 28,
    strike: 700,
    type: 'call',
    side: 'ask',
    sentiment: 'bullish',
    kind: 'single',
    spot: 689.67,
    size: 10,
    price: 2.5,
    premium: 2_500,
    bid: 2.4,
    ask: 2.5,
    iv: 0.15,
    delta: 0.3,
    volume: 100,
    openInterest: 1_000,
    fills: 1,
    exchanges: ['CBOE'],
    legGroup: null,
    tags: ['otm'],
    ...overrides,
  };
}
