/** The Analyst Ratings contracts (see ./analyst-ratings.ts). */
import type { RatingAction } from '@flowdeck/api-types';
import {
  ALL_RATINGS,
  ANALYST_RATINGS,
  ANALYST_TRACK_RECORD,
  RATING_ACTIONS,
  RATINGS_MAX_PAGE_SIZE,
  RATINGS_MAX_WINDOW_DAYS,
  RECORD_HORIZONS,
} from '@flowdeck/endpoints/analyst-ratings';
import { defineContract } from '@flowdeck/endpoints/contract';
import { isoDate, optional, pageNumber, pageSizeUpTo, tickerText } from '@flowdeck/endpoints/validation';
import { z } from 'zod';
import { TICKER_PATTERN } from '@flowdeck/endpoints/ticker';

const DAY_MS = 86_400_000;

/** `action=upgrade,downgrade` or `action=upgrade&action=downgrade`. */
const list = (value: unknown): unknown => {
  if (value === undefined || value === null) return undefined;
  const parts = (Array.isArray(value) ? value : [value]).flatMap((v) => (typeof v === 'string' ? v.split(',') : [v]));
  const cleaned = parts.map((p) => (typeof p === 'string' ? p.trim() : p)).filter((p) => p !== '');
  return cleaned.length === 0 ? undefined : cleaned;
};
const percent = (label: string) =>
  optional(
    z.coerce
      .number({ error: `Enter ${label} as a percentage.` })
      .min(-100, 'At least -100 %.')
      .max(1000, 'At most 1000 %.'),
  );

export const analystRatingsQuerySchema = z
  .object({
    action: z.preprocess(
      (value) => (list(value) as unknown[] | undefined)?.map((v) => (typeof v === 'string' ? v.toLowerCase() : v)),
      z
        .array(z.string())
        .optional()
        .refine((actions) => actions === undefined || actions.every((a) => (RATING_ACTIONS as string[]).includes(a)), {
          message: `Actions are ${RATING_ACTIONS.join(', ')}.`,
        })
        .transform((actions) => actions as RatingAction[] | undefined),
    ),
    firm: z.preprocess(
      list,
      z.array(z.string().max(80, 'A firm name is at most 80 characters.')).max(50, 'At most 50 firms.').optional(),
    ),
    tickers: z.preprocess(
      (value) => (list(value) as unknown[] | undefined)?.map((v) => (typeof v === 'string' ? v.toUpperCase() : v)),
      z
        .array(z.string())
        .max(100, 'At most 100 tickers.')
        .optional()
        .refine((tickers) => tickers === undefined || tickers.every((t) => TICKER_PATTERN.test(t)), {
          message: 'Enter valid ticker symbols.',
        }),
    ),
    from: optional(isoDate()),
    to: optional(isoDate()),
    minUpside: percent('a minimum upside'),
    minSuccess: optional(
      z.coerce
        .number({ error: 'Enter a minimum success rate as a percentage.' })
        .min(0, 'At least 0 %.')
        .max(100, 'At most 100 %.'),
    ),
    page: pageNumber(),
    pageSize: pageSizeUpTo(RATINGS_MAX_PAGE_SIZE),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { path: ['to'], message: '"to" must not be before "from".' })
  .refine((q) => !q.from || !q.to || (Date.parse(q.to) - Date.parse(q.from)) / DAY_MS <= RATINGS_MAX_WINDOW_DAYS, {
    path: ['to'],
    message: `Ask for at most ${RATINGS_MAX_WINDOW_DAYS} days at a time.`,
  });

export type AnalystRatingsQuery = z.output<typeof analystRatingsQuerySchema>;

export const analystRatingsContract = defineContract(ANALYST_RATINGS, {
  params: z.object({
    x: z.preprocess(
      (value) => (typeof value === 'string' ? value.trim().toUpperCase() : value),
      z.union([z.literal(ALL_RATINGS.toUpperCase()), tickerText()]),
    ),
  }),
  paramFields: { x: 'ticker' },
  query: analystRatingsQuerySchema,
  refuseUnknownQuery: true,
});

export const trackRecordQuerySchema = z.object({
  by: optional(z.enum(['firm', 'analyst'], { error: 'Rank by firm or analyst.' })),
  horizon: optional(z.enum(RECORD_HORIZONS, { error: `Horizon is one of ${RECORD_HORIZONS.join(', ')}.` })),
  minCalls: optional(
    z.coerce
      .number({ error: 'Enter a number of calls.' })
      .int('Enter a whole number of calls.')
      .min(0, 'Calls cannot be negative.')
      .max(10_000, 'At most 10000 calls.'),
  ),
});

export type TrackRecordQuery = z.output<typeof trackRecordQuerySchema>;

export const trackRecordContract = defineContract(ANALYST_TRACK_RECORD, {
  query: trackRecordQuerySchema,
  refuseUnknownQuery: true,
});
