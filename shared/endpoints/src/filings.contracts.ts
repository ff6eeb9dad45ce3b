/** The Filings feed's contract (see ./filings.ts). */
import { defineContract } from '@flowdeck/endpoints/contract';
import { ALL_FILINGS, FILING_FEED, FILING_FORM_GROUPS, FILINGS_MAX_PAGE_SIZE } from '@flowdeck/endpoints/filings';
import { isoDate, optional, pageNumber, pageSizeUpTo, tickerText } from '@flowdeck/endpoints/validation';
import { z } from 'zod';

export const filingQuerySchema = z
  .object({
    form: optional(
      z.enum(FILING_FORM_GROUPS as [string, ...string[]], {
        error: `Form must be one of ${FILING_FORM_GROUPS.join(', ')}.`,
      }),
    ),
    from: optional(isoDate()),
    to: optional(isoDate()),
    page: pageNumber(),
    pageSize: pageSizeUpTo(FILINGS_MAX_PAGE_SIZE),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { path: ['to'], message: '"to" must not be before "from".' });

export type FilingQuery = z.output<typeof filingQuerySchema>;

export const filingFeedContract = defineContract(FILING_FEED, {
  params: z.object({
    x: z.preprocess(
      (value) => (typeof value === 'string' ? value.trim().toUpperCase() : value),
      z.union([z.literal(ALL_FILINGS.toUpperCase()), tickerText()]),
    ),
  }),
  paramFields: { x: 'ticker' },
  query: filingQuerySchema,
  refuseUnknownQuery: true,
});
