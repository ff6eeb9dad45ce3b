/** The Govt. Contracts endpoint's contract (see ./govcontracts.ts). */
import { defineContract } from '@flowdeck/endpoints/contract';
import { ALL_GOV_CONTRACTS, GOV_CONTRACTS } from '@flowdeck/endpoints/govcontracts';
import { optional, tickerText } from '@flowdeck/endpoints/validation';
import { z } from 'zod';

export const govContractQuerySchema = z.object({
  quarter: optional(
    z
      .string()
      .trim()
      .regex(/^\d{4}-Q[1-4]$/, 'Enter a quarter such as 2025-Q1.'),
  ),
});

export type GovContractQuery = z.output<typeof govContractQuerySchema>;

export const govContractContract = defineContract(GOV_CONTRACTS, {
  params: z.object({
    x: z.preprocess(
      (value) => (typeof value === 'string' ? value.trim().toUpperCase() : value),
      z.union([z.literal(ALL_GOV_CONTRACTS.toUpperCase()), tickerText()]),
    ),
  }),
  paramFields: { x: 'ticker' },
  query: govContractQuerySchema,
  refuseUnknownQuery: true,
});
