/**
 * Institutional Tracker endpoints (spec §7: institutional-tracker/positions, /summary, /summaries,
 * /etf-stock-exposure, /stock-ownership-holders, /segmentation). A quarter is written YYYY-Qn (the quarter
 * a 13F reports, not the one it is filed in); the default is the latest quarter whose 13Fs are due.
 * Zod-free (see ./market.ts).
 */
import type {
  EtfStockExposure,
  InstitutionalPositionsResponse,
  InstitutionalSegmentation,
  InstitutionalStockHolders,
  InstitutionalSummaries,
  InstitutionalSummary,
} from '@flowdeck/api-types';
import type { Route } from '@flowdeck/endpoints/route';

/** The label of every row the simulator made. */
export { SIMULATED_SOURCE } from '@flowdeck/endpoints/simulated';
/** 13F-HR reports are due this many days after the quarter ends. */
export const THIRTEEN_F_DUE_DAYS = 45;
/** How many quarters of history the simulated filers carry (the ones shown plus one to compare). */
export const INSTITUTIONAL_QUARTERS = 9;
/** The rows of each market-wide list (top buys, top sells, new positions, sell-outs). */
export const INSTITUTIONAL_TOP = 15;
/** A filer's largest buys and sells in its summary. */
export const FILER_TOP_MOVES = 8;
/** The largest holdings of a filer shown in the list of filers. */
export const FILER_TOP_HOLDINGS = 3;
/** The most constituents an ETF answer lists. */
export const ETF_TOP_HOLDINGS = 25;
/** Position filters of the positions list (`change`). */
/** Positions per page of `institutional-tracker/positions` (an index manager holds thousands). */
export const POSITIONS_PAGE_SIZE = 100;
export const POSITIONS_MAX_PAGE_SIZE = 500;
export const POSITION_CHANGES = ['all', 'new', 'added', 'reduced', 'sold-out', 'unchanged'] as const;
export type PositionChangeFilter = (typeof POSITION_CHANGES)[number];

export const INSTITUTIONAL_POSITIONS: Route<'GET', 'institutional-tracker/positions', InstitutionalPositionsResponse> =
  {
    method: 'GET',
    path: 'institutional-tracker/positions',
    requirement: 'readTrackers',
    summary:
      "One filer's 13F holdings for a quarter with the change against its previous quarter (new, added, reduced, sold out; Δshares, Δvalue).",
  };

export const INSTITUTIONAL_SUMMARY: Route<'GET', 'institutional-tracker/summary', InstitutionalSummary> = {
  method: 'GET',
  path: 'institutional-tracker/summary',
  requirement: 'readTrackers',
  summary: "One filer's quarter: reported value history, sector allocation, change counts and largest buys and sells.",
};

export const INSTITUTIONAL_SUMMARIES: Route<'GET', 'institutional-tracker/summaries', InstitutionalSummaries> = {
  method: 'GET',
  path: 'institutional-tracker/summaries',
  requirement: 'readTrackers',
  summary: 'Every 13F filer of a quarter: reported value, positions, change counts and largest holdings.',
};

export const INSTITUTIONAL_STOCK_HOLDERS: Route<
  'GET',
  'institutional-tracker/stock-ownership-holders',
  InstitutionalStockHolders
> = {
  method: 'GET',
  path: 'institutional-tracker/stock-ownership-holders',
  requirement: 'readTrackers',
  summary: "A stock's 13F holders for a quarter and their changes, with holders, shares and value per quarter.",
};

export const INSTITUTIONAL_SEGMENTATION: Route<'GET', 'institutional-tracker/segmentation', InstitutionalSegmentation> =
  {
    method: 'GET',
    path: 'institutional-tracker/segmentation',
    requirement: 'readTrackers',
    summary: 'Market-wide 13F activity of a quarter: top buys, top sells, new positions, sell-outs and sector flows.',
  };

export const ETF_STOCK_EXPOSURE: Route<'GET', 'institutional-tracker/etf-stock-exposure', EtfStockExposure> = {
  method: 'GET',
  path: 'institutional-tracker/etf-stock-exposure',
  requirement: 'readTrackers',
  summary:
    "An ETF's exposure to a stock (weight, shares, value), the ETF's largest holdings, or the ETFs holding a stock.",
};
