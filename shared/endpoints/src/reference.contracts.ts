/** The reference endpoints' contracts (see ./reference.ts). */
import { defineContract } from '@flowdeck/endpoints/contract';
import { COMPANY_PROFILE, SEARCH_MAX_LENGTH, SYMBOL_SEARCH } from '@flowdeck/endpoints/reference';
import { sessionParam } from '@flowdeck/endpoints/market/contracts';
import { optional, requiredText } from '@flowdeck/endpoints/validation';
import { z } from 'zod';

export const symbolSearchContract = defineContract(SYMBOL_SEARCH, {
  query: z.object({
    searchText: requiredText().max(SEARCH_MAX_LENGTH, `Search text must be at most ${SEARCH_MAX_LENGTH} characters.`),
  }),
});

/** Tickers: letters, digits and a class suffix (BRK.B); matched case-insensitively. */
export const companyProfileContract = defineContract(COMPANY_PROFILE, {
  params: z.object({
    x: z
      .string()
      .trim()
      .min(1)
      .max(12)
      .regex(/^[A-Za-z0-9.\-^]+$/, 'Symbols contain only letters, digits, "." and "-".')
      .transform((s) => s.toUpperCase()),
  }),
  query: z.object({ session: optional(sessionParam) }),
  refuseUnknownQuery: true,
});
