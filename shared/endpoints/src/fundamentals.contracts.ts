/** The Fundamentals and Ratio Analysis contracts (see ./fundamentals.ts). */
import { defineContract } from '@flowdeck/endpoints/contract';
import { FUNDAMENTALS, PE } from '@flowdeck/endpoints/fundamentals';
import { z } from 'zod';

const tickerParams = z.object({
  x: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim().toUpperCase() : value),
    z.string().regex(/^[A-Z0-9.-]{1,12}$/, 'Enter a valid ticker symbol.'),
  ),
});

export const fundamentalsContract = defineContract(FUNDAMENTALS, {
  params: tickerParams,
  paramFields: { x: 'ticker' },
  query: z.object({}),
  refuseUnknownQuery: true,
});

export const peContract = defineContract(PE, {
  params: tickerParams,
  paramFields: { x: 'ticker' },
  query: z.object({}),
  refuseUnknownQuery: true,
});
