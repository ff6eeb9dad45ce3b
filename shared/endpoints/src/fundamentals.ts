/**
 * Fundamentals and Ratio Analysis endpoints (spec §7: `fundamentals/{x}`, `pe/{x}`): `{x}` is a ticker.
 * Zod-free (see ./market.ts).
 */
import type { Fundamentals, RatioAnalysis } from '@flowdeck/api-types';
import type { Route } from '@flowdeck/endpoints/route';

/** Where imported figures come from (the importer's kind is `companyfacts`). */
export const COMPANY_FACTS_SOURCE = 'SEC XBRL company facts';

export const FUNDAMENTALS: Route<'GET', 'fundamentals/{x}', Fundamentals> = {
  method: 'GET',
  path: 'fundamentals/{x}',
  requirement: 'readTrackers',
  summary:
    'Income statement, balance sheet and cash flow of one company: fiscal years, quarters and TTM, each figure with its filing.',
};

export const PE: Route<'GET', 'pe/{x}', RatioAnalysis> = {
  method: 'GET',
  path: 'pe/{x}',
  requirement: 'readTrackers',
  summary:
    'Valuation (P/E and the other multiples), profitability, liquidity, leverage, efficiency and growth ratios of one company over its fiscal years and TTM, with sector medians.',
};
