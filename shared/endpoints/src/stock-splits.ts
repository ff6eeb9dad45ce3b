/**
 * Stock Split Calendar endpoint (spec §7: stock-split-calander/{x}, spelt as the spec spells it): `{x}` is a
 * ticker or `all`. Zod-free (see ./market.ts).
 */
import type { StockSplitCalendar } from '@flowdeck/api-types';
import type { Route } from '@flowdeck/endpoints/route';

/** `{x}` for every ticker. */
export const ALL_SPLITS = 'all';
/** The widest window one request may ask for, in days. */
export const MAX_SPLIT_WINDOW_DAYS = 400;
export const SPLIT_TYPE_FILTERS = ['forward', 'reverse'] as const;

export const STOCK_SPLIT_CALENDAR: Route<'GET', 'stock-split-calander/{x}', StockSplitCalendar> = {
  method: 'GET',
  path: 'stock-split-calander/{x}',
  requirement: 'readTrackers',
  summary: `Forward and reverse splits with ex-dates between two dates (at most ${MAX_SPLIT_WINDOW_DAYS} days), for one ticker or all.`,
};
