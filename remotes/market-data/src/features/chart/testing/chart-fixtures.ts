import type {
  Bar,
  BarInterval,
  BarsResponse,
  DarkPoolPrint,
  DarkPoolResponse,
  FlowResponse,
  FlowTrade,
} from '@flowdeck/api-types';

const MINUTE = 60_000;

/** `count` bars of `minutes` from `start` (ISO), stepping up by 0.1 a bar from `price`. */
export function makeBars(start: string, count: number, minutes: number, price = 100): Bar[] {
  const first = Date.parse(start);
  return Array.from({ length: count }, (_, i) => {
    const open = Number((price + i * 0.1).toFixed(2));
    const close = Number((open + 0.1).toFixed(2));
    return {
      time: new Date(first + i * minutes * MINUTE).toISOString(),
      open,
      high: Number((close + 0.05).toFixed(2)),
      low: Number((open - 0.05).toFixed(2)),
      close,
      volume: 1_000 * (i + 1),
      vwap: Number(((open + close) / 2).toFixed(4)),
    };
  });
}

export function makeBarsResponse(
  ticker: string,
  interval: BarInterval,
  bars: Bar[],
  { asOf, intraday = true, source = 'simulated' }: { asOf: string; intraday?: boolean; source?: 'simulated' | 'live' },
): BarsResponse {
  return { source, asOf, ticker, interval, bars, intraday };
}

let nextId = 1_795_000_000_000_000;

export function makeTrade(ticker: string, time: string, overrides: Partial<FlowTrade> = {}): FlowTrade {
  nextId += 1;
  return {
    id: String(nextId),
    time,
    ticker,
    sector: 'Information Technology',
    marketCap: 3e12,
    optionSymbol: `${ticker}261127C00215000`,
    expiry: '2026-11-27',
    expiryKind: 'weekly',
    dte: 7,
    strike: 215,
    type: 'call',
    side: 'ask',
    sentiment: 'bullish',
    kind: 'sweep',
    spot: 100,
    size: 100,
    price: 6,
    premium: 60_000,
    bid: 5.9,
    ask: 6,
    iv: 0.3,
    delta: 0.5,
    volume: 500,
    openInterest: 10_000,
    fills: 3,
    exchanges: ['CBOE'],
    legGroup: null,
    tags: [],
    ...overrides,
  };
}

export function makePrint(ticker: string, time: string, overrides: Partial<DarkPoolPrint> = {}): DarkPoolPrint {
  nextId += 1;
  return {
    id: String(nextId),
    time,
    executedAt: time,
    ticker,
    sector: 'Information Technology',
    marketCap: 3e12,
    price: 100,
    size: 10_000,
    notional: 1_000_000,
    bid: 99.99,
    ask: 100.01,
    side: 'mid',
    venue: 'FINRA ADF',
    late: false,
    extendedHours: false,
    tags: [],
    ...overrides,
  };
}

export function makeFlowResponse(items: FlowTrade[]): FlowResponse {
  return { source: 'simulated', asOf: '2026-11-20T15:30:20Z', items, nextCursor: null };
}

export function makeDarkPoolResponse(items: DarkPoolPrint[]): DarkPoolResponse {
  return {
    source: 'simulated',
    asOf: '2026-11-20T15:30:20Z',
    session: '2026-11-20',
    items,
    nextCursor: null,
    summary: null,
  };
}
