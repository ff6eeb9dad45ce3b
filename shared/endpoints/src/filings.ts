/**
 * Filings endpoint (spec §7: filing/{x}): `{x}` is a ticker or `all`. The form groups of the feed and the
 * paging limits. Zod-free (see ./market.ts).
 */
import type { FilingFeed, FilingFormGroup } from '@flowdeck/api-types';
import type { Route } from '@flowdeck/endpoints/route';

/** The label of every row the simulator made. */
export { SIMULATED_SOURCE } from '@flowdeck/endpoints/simulated';

/** `{x}` for the market-wide feed. */
export const ALL_FILINGS = 'all';

/** The feed's form filters, in the order the page shows them. */
export const FILING_FORM_GROUPS: readonly FilingFormGroup[] = [
  '8-K',
  '10-K',
  '10-Q',
  'S-1',
  '13D/13G',
  '4',
  '144',
  'other',
];

export const FILINGS_DEFAULT_PAGE_SIZE = 50;
export const FILINGS_MAX_PAGE_SIZE = 200;
/** How far back the simulated feed goes, in days. */
export const SIMULATED_FILING_DAYS = 365;

export const FILING_FEED: Route<'GET', 'filing/{x}', FilingFeed> = {
  method: 'GET',
  path: 'filing/{x}',
  requirement: 'readTrackers',
  summary:
    'SEC filings newest first, by form (8-K with its items in words, 10-K, 10-Q, S-1, 13D/13G, 4, 144), for one ticker or all.',
};
