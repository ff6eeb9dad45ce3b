/** The Stock Split Calendar's contract (see ./stock-splits.ts). */
import { defineContract } from '@flowdeck/endpoints/contract';
import {
  ALL_SPLITS,
  MAX_SPLIT_WINDOW_DAYS,
  SPLIT_TYPE_FILTERS,
  STOCK_SPLIT_CALENDAR,
} from '@flowdeck/endpoints/stock-splits';
import { isoDate, optional, tickerText } from '@flowdeck/endpoints/validation';
import { z } from 'zod';

const DAY_MS = 86_400_000;

export const stockSplitQuerySchema = z
  .object({
    from: isoDate(),
    to: isoDate(),
    type: optional(z.enum(SPLIT_TYPE_FILTERS, { error: 'Type must be forward or reverse.' })),
  })
  .refine((q) => q.from <= q.to, { path: ['to'], message: '"to" must not be before "from".' })
  .refine((q) => (Date.parse(q.to) - Date.parse(q.from)) / DAY_MS < MAX_SPLIT_WINDOW_DAYS, {
    path: ['to'],
    message: `Ask for at most ${MAX_SPLIT_WINDOW_DAYS} days at a time.`,
  });

export type StockSplitQuery = z.output<typeof stockSplitQuerySchema>;

export const stockSplitCalendarContract = defineContract(STOCK_SPLIT_CALENDAR, {
  params: z.object({
    x: z.preprocess(
      (value) => (typeof value === 'string' ? value.trim().toUpperCase() : value),
      z.union([z.literal(ALL_SPLITS.toUpperCase()), tickerText()]),
    ),
  }),
  paramFields: { x: 'ticker' },
  query: stockSplitQuerySchema,
  refuseUnknownQuery: true,
});
