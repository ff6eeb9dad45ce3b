/** The Earnings endpoint's contract (see ./earnings.ts). */
import { defineContract } from '@flowdeck/endpoints/contract';
import {
  ALL_EARNINGS,
  EARNINGS,
  MARKET_CAP_BUCKET_IDS,
  MAX_EARNINGS_SYMBOLS,
  MAX_EARNINGS_WINDOW_DAYS,
} from '@flowdeck/endpoints/earnings';
import { isoDate, optional, tickerText } from '@flowdeck/endpoints/validation';
import { z } from 'zod';
import { TICKER_PATTERN } from '@flowdeck/endpoints/ticker';

const DAY_MS = 86_400_000;

export const earningsQuerySchema = z
  .object({
    from: isoDate(),
    to: isoDate(),
    cap: optional(
      z.enum(MARKET_CAP_BUCKET_IDS as [string, ...string[]], {
        error: 'Market cap must be mega, large, mid or small.',
      }),
    ),
    sector: optional(z.string().trim().min(1).max(60, 'A sector name is at most 60 characters.')),
    /** A watchlist: comma-separated tickers. */
    symbols: optional(
      z
        .string()
        .transform((text) =>
          text
            .split(',')
            .map((s) => s.trim().toUpperCase())
            .filter(Boolean),
        )
        .refine((list) => list.every((s) => TICKER_PATTERN.test(s)), 'List tickers separated by commas.')
        .refine((list) => list.length <= MAX_EARNINGS_SYMBOLS, `At most ${MAX_EARNINGS_SYMBOLS} tickers.`),
    ),
  })
  .refine((q) => q.from <= q.to, { path: ['to'], message: '"to" must not be before "from".' })
  .refine((q) => (Date.parse(q.to) - Date.parse(q.from)) / DAY_MS < MAX_EARNINGS_WINDOW_DAYS, {
    path: ['to'],
    message: `Ask for at most ${MAX_EARNINGS_WINDOW_DAYS} days at a time.`,
  });

export type EarningsQuery = z.output<typeof earningsQuerySchema>;

export const earningsContract = defineContract(EARNINGS, {
  params: z.object({
    x: z.preprocess(
      (value) => (typeof value === 'string' ? value.trim().toUpperCase() : value),
      z.union([z.literal(ALL_EARNINGS.toUpperCase()), tickerText()]),
    ),
  }),
  paramFields: { x: 'ticker' },
  query: earningsQuerySchema,
  refuseUnknownQuery: true,
});
