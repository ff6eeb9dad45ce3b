/**
 * Lobbying endpoint (spec §7: lobbying/{x}): `{x}` is a ticker or `all`; `quarter` picks the quarter
 * (YYYY-Qn, default the latest with filings). Zod-free (see ./market.ts).
 */
import type { LobbyingReport } from '@flowdeck/api-types';
import type { Route } from '@flowdeck/endpoints/route';

export const ALL_LOBBYING = 'all';
/** The label of every row the simulator made. */
export { SIMULATED_SOURCE } from '@flowdeck/endpoints/simulated';
/** How many quarters of spend the history shows. */
export const LOBBYING_QUARTERS_SHOWN = 8;
/** How many rows the top lists (spenders, changes, issues, registrants…) hold. */
export const LOBBYING_TOP = 15;
/** The most filings one answer lists (largest first). */
export const LOBBYING_MAX_FILINGS = 200;

export const LOBBYING: Route<'GET', 'lobbying/{x}', LobbyingReport> = {
  method: 'GET',
  path: 'lobbying/{x}',
  requirement: 'readTrackers',
  summary:
    'Lobbying disclosed under the LDA for a quarter: spend per company and per quarter, top spenders and biggest changes, issues, registrants, lobbyists and government entities — for one ticker or all.',
};
