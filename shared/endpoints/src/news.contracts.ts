/** The News contract (see ./news.ts). */
import { defineContract } from '@flowdeck/endpoints/contract';
import {
  ALL_NEWS,
  NEWS,
  NEWS_MAX_LIMIT,
  NEWS_MAX_SEARCH_LENGTH,
  NEWS_MAX_SOURCE_LENGTH,
  NEWS_MAX_TICKERS,
  NEWS_SENTIMENTS,
} from '@flowdeck/endpoints/news';
import { optional, queryBoolean, tickerText } from '@flowdeck/endpoints/validation';
import { z } from 'zod';
import { TICKER_PATTERN } from '@flowdeck/endpoints/ticker';

/** A cursor is the last item's time (epoch ms) and id: `1749830400000_ab12…`. */
export const NEWS_CURSOR_PATTERN = /^\d{1,15}_[A-Za-z0-9:._-]{1,80}$/;

/** `tickers=NVDA,AMD` or `tickers=NVDA&tickers=AMD`, upper-cased; blank parts dropped. */
const tickerList = (value: unknown): unknown => {
  if (value === undefined || value === null) return undefined;
  const parts = (Array.isArray(value) ? value : [value]).flatMap((v) => (typeof v === 'string' ? v.split(',') : [v]));
  const cleaned = parts.map((p) => (typeof p === 'string' ? p.trim().toUpperCase() : p)).filter((p) => p !== '');
  return cleaned.length === 0 ? undefined : cleaned;
};

export const newsQuerySchema = z.object({
  /** Only headlines naming at least one of these (the subscriber's watchlist). */
  tickers: z.preprocess(
    tickerList,
    z
      .array(z.unknown())
      .max(NEWS_MAX_TICKERS, `At most ${NEWS_MAX_TICKERS} tickers.`)
      .optional()
      // One message for the list (not one per item), so the field is `tickers`.
      .refine((list) => list === undefined || list.every((t) => typeof t === 'string' && TICKER_PATTERN.test(t)), {
        message: 'Enter valid ticker symbols.',
      })
      .transform((list) => list as string[] | undefined),
  ),
  source: optional(
    z
      .string({ error: 'Enter a source name.' })
      .trim()
      .max(NEWS_MAX_SOURCE_LENGTH, `A source name is at most ${NEWS_MAX_SOURCE_LENGTH} characters.`),
  ),
  sentiment: optional(
    z.preprocess(
      (value) => (typeof value === 'string' ? value.trim().toLowerCase() : value),
      z.enum(NEWS_SENTIMENTS as [string, ...string[]], { error: `Sentiment is one of ${NEWS_SENTIMENTS.join(', ')}.` }),
    ),
  ),
  major: optional(queryBoolean()),
  searchText: optional(
    z
      .string({ error: 'Enter search text.' })
      .trim()
      .max(NEWS_MAX_SEARCH_LENGTH, `Search text is at most ${NEWS_MAX_SEARCH_LENGTH} characters.`),
  ),
  cursor: optional(z.string().regex(NEWS_CURSOR_PATTERN, 'The cursor is not one this endpoint gave out.')),
  limit: optional(
    z.coerce
      .number({ error: 'Enter a number of items.' })
      .int('Enter a whole number of items.')
      .min(1, 'Ask for at least 1 item.')
      .max(NEWS_MAX_LIMIT, `Ask for at most ${NEWS_MAX_LIMIT} items.`),
  ),
});

export type NewsQuery = z.output<typeof newsQuerySchema>;

export const newsContract = defineContract(NEWS, {
  params: z.object({
    x: z.preprocess(
      (value) => (typeof value === 'string' ? value.trim().toUpperCase() : value),
      z.union([z.literal(ALL_NEWS.toUpperCase()), tickerText()]),
    ),
  }),
  paramFields: { x: 'ticker' },
  query: newsQuerySchema,
  refuseUnknownQuery: true,
});
