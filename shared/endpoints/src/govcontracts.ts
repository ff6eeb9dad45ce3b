/**
 * Govt. Contracts endpoint (spec §7: govcontract/{x}): `{x}` is a ticker or `all`; `quarter` picks the
 * quarter (YYYY-Qn, default the latest with awards). Zod-free (see ./market.ts).
 */
import type { GovContractReport } from '@flowdeck/api-types';
import type { Route } from '@flowdeck/endpoints/route';

export const ALL_GOV_CONTRACTS = 'all';
/** The label of every row the simulator made. */
export { SIMULATED_SOURCE } from '@flowdeck/endpoints/simulated';
/** How many quarters of totals the history shows. */
export const GOV_QUARTERS_SHOWN = 8;
/** How many rows the top lists (recipients, agencies, largest awards) hold. */
export const GOV_TOP = 15;
/** The most awards one answer lists (newest action first). */
export const GOV_MAX_AWARDS = 200;
/** USAspending's page of an award, by its unique key. */
export const USASPENDING_AWARD_URL = 'https://www.usaspending.gov/award/';

export const GOV_CONTRACTS: Route<'GET', 'govcontract/{x}', GovContractReport> = {
  method: 'GET',
  path: 'govcontract/{x}',
  requirement: 'readTrackers',
  summary:
    'Federal contract awards (USAspending) for a quarter: awards per company with amount, agency, dates and NAICS/PSC, totals per quarter and the largest awards — for one ticker or all.',
};
