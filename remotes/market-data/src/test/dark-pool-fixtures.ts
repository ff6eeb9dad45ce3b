import type { DarkPoolPrint, DarkPoolResponse, DarkPoolTicker, PriceLevel } from '@flowdeck/api-types';

/** Report times of fixture prints count up from here (10:30:00 New York). */
export const FIXTURE_START_MS = Date.parse('2026-11-20T15:30:00Z');
export const FIXTURE_AS_OF = '2026-11-20T15:30:00.000Z';

let nextSeq = 1;

/** A print `secondsAfter` the fixture start; its id sorts by that time like the API's. */
export function makePrint(overrides: Partial<DarkPoolPrint> & { secondsAfter?: number } = {}): DarkPoolPrint {
  const { secondsAfter = 0, ...rest } = overrides;
  const reported = FIXTURE_START_MS + secondsAfter * 1000;
  const time = new Date(reported).toISOString();
  const price = rest.price ?? 100;
  const size = rest.size ?? 500;
  return {
    id: String(reported * 1000 + (nextSeq++ % 1000)),
    time,
    executedAt: time,
    ticker: 'SPY',
    sector: 'ETF',
    marketCap: 600_000_000_000,
    price,
    size,
    notional: Math.round(price * size * 100) / 100,
    bid: price - 0.02,
    ask: price + 0.02,
    side: 'mid',
    venue: 'FINRA TRF Carteret',
    late: false,
    extendedHours: false,
    tags: [],
    ...rest,
  };
}

export function makeLevels(...rows: Array<[price: number, notional: number]>): PriceLevel[] {
  return rows.map(([price, notional]) => ({ price, notional, size: Math.round(notional / price), prints: 3 }));
}

export function makeTicker(ticker: string, notional: number, volume = 1000, vwap = 100): DarkPoolTicker {
  return { ticker, notional, volume, prints: 10, vwap };
}

/** A first page (with summary) for `all` or a ticker. */
export function makeDarkPoolResponse(
  items: DarkPoolPrint[],
  {
    ticker = null,
    levels = [],
    topTickers = [],
    asOf = FIXTURE_AS_OF,
    nextCursor = null,
    withSummary = true,
  }: {
    ticker?: string | null;
    levels?: PriceLevel[];
    topTickers?: DarkPoolTicker[];
    asOf?: string;
    nextCursor?: string | null;
    withSummary?: boolean;
  } = {},
): DarkPoolResponse {
  const notional = items.reduce((sum, p) => sum + p.notional, 0);
  const volume = items.reduce((sum, p) => sum + p.size, 0);
  return {
    source: 'simulated',
    asOf,
    session: '2026-11-20',
    items,
    nextCursor,
    summary: withSummary
      ? {
          notional,
          volume,
          prints: items.length,
          levels: ticker ? levels : null,
          topTickers: ticker ? null : topTickers,
        }
      : null,
  };
}
