/** The disclosure timeline's contract (see ./disclosure-timeline.ts). */
import type { DisclosureSource } from '@flowdeck/api-types';
import { defineContract } from '@flowdeck/endpoints/contract';
import {
  DISCLOSURE_MAX_DAYS,
  DISCLOSURE_MAX_LIMIT,
  DISCLOSURE_SOURCES,
  DISCLOSURE_TIMELINE,
} from '@flowdeck/endpoints/disclosure-timeline';
import { isoDate, optional, tickerText } from '@flowdeck/endpoints/validation';
import { z } from 'zod';

const DAY_MS = 86_400_000;

/** `sources=insider,13f` or `sources=insider&sources=13f`. */
const sourceList = (value: unknown): unknown => {
  if (value === undefined || value === null) return undefined;
  const parts = (Array.isArray(value) ? value : [value]).flatMap((v) => (typeof v === 'string' ? v.split(',') : [v]));
  const cleaned = parts.map((p) => (typeof p === 'string' ? p.trim().toLowerCase() : p)).filter((p) => p !== '');
  return cleaned.length === 0 ? undefined : cleaned;
};

export const disclosureTimelineQuerySchema = z
  .object({
    from: optional(isoDate()),
    to: optional(isoDate()),
    sources: z.preprocess(
      sourceList,
      z
        .array(z.string())
        .optional()
        .refine((list) => list === undefined || list.every((s) => (DISCLOSURE_SOURCES as string[]).includes(s)), {
          message: `Sources are ${DISCLOSURE_SOURCES.join(', ')}.`,
        })
        .transform((list) => (list ? [...new Set(list)] : undefined) as DisclosureSource[] | undefined),
    ),
    limit: optional(
      z.coerce
        .number({ error: 'Enter a number of events.' })
        .int('Enter a whole number of events.')
        .min(1, 'The limit must be at least 1.')
        .max(DISCLOSURE_MAX_LIMIT, `The limit must be at most ${DISCLOSURE_MAX_LIMIT}.`),
    ),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { path: ['to'], message: '"to" must not be before "from".' })
  .refine((q) => !q.from || !q.to || (Date.parse(q.to) - Date.parse(q.from)) / DAY_MS <= DISCLOSURE_MAX_DAYS, {
    path: ['from'],
    message: `The window may span at most ${DISCLOSURE_MAX_DAYS} days.`,
  });

export type DisclosureTimelineQuery = z.output<typeof disclosureTimelineQuerySchema>;

export const disclosureTimelineContract = defineContract(DISCLOSURE_TIMELINE, {
  params: z.object({
    x: z.preprocess((value) => (typeof value === 'string' ? value.trim().toUpperCase() : value), tickerText()),
  }),
  paramFields: { x: 'ticker' },
  query: disclosureTimelineQuerySchema,
  refuseUnknownQuery: true,
});
