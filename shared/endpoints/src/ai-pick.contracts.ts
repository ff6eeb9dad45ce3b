/** The AI Pick endpoints' contracts (see ./ai-pick.ts). */
import { AI_PICK_CAP_BUCKETS, AI_PICK_LIST, AI_PICK_MAX_LIMIT, AI_PICK_SYMBOL } from '@flowdeck/endpoints/ai-pick';
import { defineContract } from '@flowdeck/endpoints/contract';
import { tickerSchema } from '@flowdeck/endpoints/market/contracts';
import { optional } from '@flowdeck/endpoints/validation';
import { z } from 'zod';

const score = (what: string) =>
  z.coerce
    .number({ error: `${what} must be a whole number from 1 to 10.` })
    .int(`${what} must be a whole number from 1 to 10.`)
    .min(1, `${what} must be a whole number from 1 to 10.`)
    .max(10, `${what} must be a whole number from 1 to 10.`);

export const aiPickListContract = defineContract(AI_PICK_LIST, {
  query: z
    .object({
      sector: optional(z.string().trim().min(1, 'Sector must not be empty.').max(80, 'Sector is too long.')),
      cap: optional(
        z.enum(AI_PICK_CAP_BUCKETS, { error: `Market cap must be one of ${AI_PICK_CAP_BUCKETS.join(', ')}.` }),
      ),
      minScore: optional(score('Minimum score')),
      maxScore: optional(score('Maximum score')),
      limit: optional(
        z.coerce
          .number({ error: 'Limit must be a whole number.' })
          .int('Limit must be a whole number.')
          .min(1, 'Limit must be at least 1.')
          .max(AI_PICK_MAX_LIMIT, `Limit must be at most ${AI_PICK_MAX_LIMIT}.`),
      ),
    })
    .refine((q) => q.minScore === undefined || q.maxScore === undefined || q.minScore <= q.maxScore, {
      message: 'Maximum score must not be below the minimum score.',
      path: ['maxScore'],
    }),
  refuseUnknownQuery: true,
});

export type AiPickListQuery = z.infer<typeof aiPickListContract.query>;

export const aiPickSymbolContract = defineContract(AI_PICK_SYMBOL, {
  params: z.object({ x: tickerSchema }),
  paramFields: { x: 'ticker' },
  query: z.object({}),
  refuseUnknownQuery: true,
});
