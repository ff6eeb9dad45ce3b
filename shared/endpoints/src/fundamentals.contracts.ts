/** The Fundamentals and Ratio Analysis contracts (see ./fundamentals.ts). */
import { defineContract } from '@flowdeck/endpoints/contract';
import { FUNDAMENTALS, PE } from '@flowdeck/endpoints/fundamentals';
import { z } from 'zod';
import { tickerText } from '@flowdeck/endpoints/validation';

const tickerParams = z.object({
  x: z.preprocess((value) => (typeof value === 'string' ? value.trim().toUpperCase() : value), tickerText()),
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
