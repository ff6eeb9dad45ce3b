/** Reference endpoints: symbol search (spec §7 chart/?searchText=) and company profiles. Zod-free (see ./market.ts). */
import type { CompanyProfileResponse, SymbolSearchResponse } from '@flowdeck/api-types';
import type { Route } from '@flowdeck/endpoints/route';

/** The most matches one search answers. */
export const SEARCH_LIMIT = 20;
export const SEARCH_MAX_LENGTH = 50;

export const SYMBOL_SEARCH: Route<'GET', 'chart/', SymbolSearchResponse> = {
  method: 'GET',
  path: 'chart/',
  requirement: 'searchSymbols',
  summary: `Up to ${SEARCH_LIMIT} tickers matching a symbol or company name (open to lapsed users: it backs every search box).`,
};

export const COMPANY_PROFILE: Route<'GET', 'company-profile/{x}', CompanyProfileResponse> = {
  method: 'GET',
  path: 'company-profile/{x}',
  requirement: 'readMarketData',
  summary:
    'Profile, latest quote and daily bars of one symbol (404 for an unknown or malformed symbol); with `session` (one of the recent sessions) the quote and bars end at that session.',
};
