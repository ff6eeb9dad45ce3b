/**
 * Earnings endpoint (spec §7: `earnings/{x}`): `{x}` is a ticker or `all`. Zod-free (see ./market.ts).
 */
import type { EarningsCalendar } from '@flowdeck/api-types';
import type { Route } from '@flowdeck/endpoints/route';

/** `{x}` for every ticker. */
export const ALL_EARNINGS = 'all';
/** The widest window one request may ask for, in days. */
export const MAX_EARNINGS_WINDOW_DAYS = 400;
/** The most tickers one request may list (a watchlist holds at most 100). */
export const MAX_EARNINGS_SYMBOLS = 100;
/** The number of earlier reports whose moves are shown beside the implied move. */
export const PAST_MOVES_SHOWN = 8;
export const EARNINGS_TIMES = ['before-open', 'after-close', 'unknown'] as const;

/** Market-cap buckets of the filter, lower bound inclusive, in dollars. */
export const MARKET_CAP_BUCKETS = {
  mega: { label: 'Mega ($200B+)', min: 200e9, max: Infinity },
  large: { label: 'Large ($10B–$200B)', min: 10e9, max: 200e9 },
  mid: { label: 'Mid ($2B–$10B)', min: 2e9, max: 10e9 },
  small: { label: 'Small (under $2B)', min: 0, max: 2e9 },
} as const;
export type MarketCapBucket = keyof typeof MARKET_CAP_BUCKETS;
export const MARKET_CAP_BUCKET_IDS = Object.keys(MARKET_CAP_BUCKETS) as MarketCapBucket[];

export const EARNINGS: Route<'GET', 'earnings/{x}', EarningsCalendar> = {
  method: 'GET',
  path: 'earnings/{x}',
  requirement: 'readTrackers',
  summary: `Earnings reports between two dates (at most ${MAX_EARNINGS_WINDOW_DAYS} days) for one ticker or all: EPS and revenue estimate vs actual, the options-implied move and the last ${PAST_MOVES_SHOWN} post-earnings moves.`,
};
