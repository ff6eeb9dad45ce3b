/** The Institutional Tracker endpoints' contracts (see ./institutional.ts), one per endpoint. */
import { defineContract } from '@flowdeck/endpoints/contract';
import {
  ETF_STOCK_EXPOSURE,
  INSTITUTIONAL_POSITIONS,
  INSTITUTIONAL_SEGMENTATION,
  INSTITUTIONAL_STOCK_HOLDERS,
  INSTITUTIONAL_SUMMARIES,
  INSTITUTIONAL_SUMMARY,
  POSITION_CHANGES,
  POSITIONS_MAX_PAGE_SIZE,
} from '@flowdeck/endpoints/institutional';
import { optional, pageNumber, pageSizeUpTo, REQUIRED_MESSAGE } from '@flowdeck/endpoints/validation';
import { z } from 'zod';
import { TICKER_MESSAGE, TICKER_PATTERN } from '@flowdeck/endpoints/ticker';

const quarter = optional(
  z
    .string()
    .trim()
    .regex(/^\d{4}-Q[1-4]$/, 'Enter a quarter such as 2025-Q1.'),
);

const cik = z
  .string({ error: REQUIRED_MESSAGE })
  .trim()
  .min(1, REQUIRED_MESSAGE)
  .regex(/^\d{1,10}$/, 'Enter a CIK (up to 10 digits).')
  .transform((value) => String(Number(value)));

const ticker = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().toUpperCase() : value),
  z.string({ error: REQUIRED_MESSAGE }).regex(TICKER_PATTERN, TICKER_MESSAGE),
);

export const institutionalPositionsQuerySchema = z.object({
  cik,
  quarter,
  change: optional(z.enum(POSITION_CHANGES, { error: `Use one of ${POSITION_CHANGES.join(', ')}.` })),
  page: pageNumber(),
  pageSize: pageSizeUpTo(POSITIONS_MAX_PAGE_SIZE),
});
export type InstitutionalPositionsQuery = z.output<typeof institutionalPositionsQuerySchema>;

export const institutionalSummaryQuerySchema = z.object({ cik, quarter });
export type InstitutionalSummaryQuery = z.output<typeof institutionalSummaryQuerySchema>;

export const institutionalSummariesQuerySchema = z.object({
  quarter,
  search: optional(z.string().trim().max(80, 'Use at most 80 characters.')),
});
export type InstitutionalSummariesQuery = z.output<typeof institutionalSummariesQuerySchema>;

export const institutionalStockHoldersQuerySchema = z.object({ ticker, quarter });
export type InstitutionalStockHoldersQuery = z.output<typeof institutionalStockHoldersQuerySchema>;

export const institutionalSegmentationQuerySchema = z.object({ quarter });
export type InstitutionalSegmentationQuery = z.output<typeof institutionalSegmentationQuerySchema>;

export const etfStockExposureQuerySchema = z
  .object({ etf: optional(ticker), ticker: optional(ticker) })
  .refine((query) => query.etf !== undefined || query.ticker !== undefined, {
    path: ['etf'],
    message: 'Give an ETF, a ticker or both.',
  });
export type EtfStockExposureQuery = z.output<typeof etfStockExposureQuerySchema>;

export const institutionalPositionsContract = defineContract(INSTITUTIONAL_POSITIONS, {
  query: institutionalPositionsQuerySchema,
  refuseUnknownQuery: true,
});
export const institutionalSummaryContract = defineContract(INSTITUTIONAL_SUMMARY, {
  query: institutionalSummaryQuerySchema,
  refuseUnknownQuery: true,
});
export const institutionalSummariesContract = defineContract(INSTITUTIONAL_SUMMARIES, {
  query: institutionalSummariesQuerySchema,
  refuseUnknownQuery: true,
});
export const institutionalStockHoldersContract = defineContract(INSTITUTIONAL_STOCK_HOLDERS, {
  query: institutionalStockHoldersQuerySchema,
  refuseUnknownQuery: true,
});
export const institutionalSegmentationContract = defineContract(INSTITUTIONAL_SEGMENTATION, {
  query: institutionalSegmentationQuerySchema,
  refuseUnknownQuery: true,
});
export const etfStockExposureContract = defineContract(ETF_STOCK_EXPOSURE, {
  query: etfStockExposureQuerySchema,
  refuseUnknownQuery: true,
});
