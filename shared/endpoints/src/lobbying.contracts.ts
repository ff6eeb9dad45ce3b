/** The Lobbying endpoint's contract (see ./lobbying.ts). */
import { defineContract } from '@flowdeck/endpoints/contract';
import { ALL_LOBBYING, LOBBYING } from '@flowdeck/endpoints/lobbying';
import { optional, tickerText } from '@flowdeck/endpoints/validation';
import { z } from 'zod';

export const lobbyingQuerySchema = z.object({
  quarter: optional(
    z
      .string()
      .trim()
      .regex(/^\d{4}-Q[1-4]$/, 'Enter a quarter such as 2025-Q1.'),
  ),
});

export type LobbyingQuery = z.output<typeof lobbyingQuerySchema>;

export const lobbyingContract = defineContract(LOBBYING, {
  params: z.object({
    x: z.preprocess(
      (value) => (typeof value === 'string' ? value.trim().toUpperCase() : value),
      z.union([z.literal(ALL_LOBBYING.toUpperCase()), tickerText()]),
    ),
  }),
  paramFields: { x: 'ticker' },
  query: lobbyingQuerySchema,
  refuseUnknownQuery: true,
});
