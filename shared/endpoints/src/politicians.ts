/**
 * Politician trading tracker endpoints (spec §7: politician/count, politician/{x}; plus politician/trades
 * and politician/politicians), with the trades filter's value lists and paging limits. Zod-free (see ./market.ts).
 */
import type { PoliticianCount, PoliticianDetail, PoliticianSummary, TradesPage } from '@flowdeck/api-types';
import type { Route } from '@flowdeck/endpoints/route';

/** The columns the trades table sorts by. */
export const TRADE_SORTS = [
  'transactionDate',
  'disclosureDate',
  'amount',
  'ticker',
  'politician',
  'filedAfterDays',
] as const;
export type TradeSort = (typeof TRADE_SORTS)[number];
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];
/** The `type` filter: one word per kind of transaction (a sale, full or partial, is `sale`). */
export const TRADE_TYPE_FILTERS = ['purchase', 'sale', 'exchange'] as const;
export type TradeTypeFilter = (typeof TRADE_TYPE_FILTERS)[number];
export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;
/** How many trades the politician detail page lists. */
export const POLITICIAN_DETAIL_TRADES = 200;

export const POLITICIAN_COUNT: Route<'GET', 'politician/count', PoliticianCount> = {
  method: 'GET',
  path: 'politician/count',
  requirement: 'readTrackers',
  summary: 'How many politicians, trades and late filings the tracker holds.',
};

export const POLITICIAN_TRADES: Route<'GET', 'politician/trades', TradesPage> = {
  method: 'GET',
  path: 'politician/trades',
  requirement: 'readTrackers',
  summary: 'One page of disclosed trades, filtered, sorted and paged on the server.',
};

export const POLITICIANS: Route<'GET', 'politician/politicians', { items: PoliticianSummary[] }> = {
  method: 'GET',
  path: 'politician/politicians',
  requirement: 'readTrackers',
  summary: 'Every politician with their trading summary, most active first.',
};

export const POLITICIAN: Route<'GET', 'politician/{x}', PoliticianDetail> = {
  method: 'GET',
  path: 'politician/{x}',
  requirement: 'readTrackers',
  summary: `One politician and their latest ${POLITICIAN_DETAIL_TRADES} trades (404 for an unknown id).`,
};
