/** The insider tracker's contracts (see ./insiders.ts). */
import type { InsiderCode } from '@flowdeck/api-types';
import { defineContract } from '@flowdeck/endpoints/contract';
import {
  INSIDER,
  INSIDER_CODES,
  INSIDER_COUNT,
  INSIDER_MAX_PAGE_SIZE,
  INSIDER_PLANS,
  INSIDER_PRESETS,
  INSIDER_ROLES,
  INSIDER_SORTS,
  INSIDER_TRADES,
} from '@flowdeck/endpoints/insiders';
import { isoDate, optional, pageNumber, pageSizeUpTo, tickerText } from '@flowdeck/endpoints/validation';
import { z } from 'zod';

const upper = (value: unknown): unknown => (typeof value === 'string' ? value.trim().toUpperCase() : value);
const lower = (value: unknown): unknown => (typeof value === 'string' ? value.trim().toLowerCase() : value);
/** `codes=P,S` or `codes=P&codes=S`. */
const codeList = (value: unknown): unknown => {
  if (value === undefined || value === null) return undefined;
  const parts = (Array.isArray(value) ? value : [value]).flatMap((v) => (typeof v === 'string' ? v.split(',') : [v]));
  const cleaned = parts.map((p) => (typeof p === 'string' ? p.trim().toUpperCase() : p)).filter((p) => p !== '');
  return cleaned.length === 0 ? undefined : cleaned;
};
const dollars = (label: string) =>
  optional(z.coerce.number({ error: `Enter ${label} in dollars.` }).min(0, 'Amounts cannot be negative.'));
const days = optional(
  z.coerce.number({ error: 'Enter a number of days.' }).int('Enter whole days.').min(0, 'Days cannot be negative.'),
);

export const insiderTradesQuerySchema = z
  .object({
    ticker: optional(z.preprocess(upper, tickerText())),
    insider: optional(
      z
        .string()
        .trim()
        .regex(/^\d{1,10}$/, 'An insider is named by their CIK (digits).'),
    ),
    codes: z.preprocess(
      codeList,
      z
        .array(z.string())
        .optional()
        .refine((codes) => codes === undefined || codes.every((c) => (INSIDER_CODES as string[]).includes(c)), {
          message: `Codes are SEC transaction codes: ${INSIDER_CODES.join(', ')}.`,
        })
        .transform((codes) => codes as InsiderCode[] | undefined),
    ),
    minValue: dollars('a minimum value'),
    maxValue: dollars('a maximum value'),
    role: optional(z.enum(INSIDER_ROLES, { error: `Role must be one of ${INSIDER_ROLES.join(', ')}.` })),
    filedFrom: optional(isoDate()),
    filedTo: optional(isoDate()),
    tradedFrom: optional(isoDate()),
    tradedTo: optional(isoDate()),
    minDelay: days,
    maxDelay: days,
    plan: optional(z.preprocess(lower, z.enum(INSIDER_PLANS, { error: 'Plan must be 10b5-1 or discretionary.' }))),
    preset: optional(
      z.preprocess(lower, z.enum(INSIDER_PRESETS, { error: `Preset must be one of ${INSIDER_PRESETS.join(', ')}.` })),
    ),
    sort: optional(z.enum(INSIDER_SORTS, { error: `Sort by one of ${INSIDER_SORTS.join(', ')}.` })),
    order: optional(z.preprocess(lower, z.enum(['asc', 'desc'], { error: 'Order must be asc or desc.' }))),
    page: pageNumber(),
    pageSize: pageSizeUpTo(INSIDER_MAX_PAGE_SIZE),
  })
  .refine((q) => q.minValue === undefined || q.maxValue === undefined || q.minValue <= q.maxValue, {
    path: ['maxValue'],
    message: 'The maximum must not be below the minimum.',
  })
  .refine((q) => !q.filedFrom || !q.filedTo || q.filedFrom <= q.filedTo, {
    path: ['filedTo'],
    message: '"filedTo" must not be before "filedFrom".',
  })
  .refine((q) => !q.tradedFrom || !q.tradedTo || q.tradedFrom <= q.tradedTo, {
    path: ['tradedTo'],
    message: '"tradedTo" must not be before "tradedFrom".',
  })
  .refine((q) => q.minDelay === undefined || q.maxDelay === undefined || q.minDelay <= q.maxDelay, {
    path: ['maxDelay'],
    message: 'The longest delay must not be below the shortest.',
  });

export type InsiderTradesQuery = z.output<typeof insiderTradesQuerySchema>;

export const insiderCountContract = defineContract(INSIDER_COUNT, {});
export const insiderTradesContract = defineContract(INSIDER_TRADES, {
  query: insiderTradesQuerySchema,
  refuseUnknownQuery: true,
});
export const insiderContract = defineContract(INSIDER, {
  params: z.object({
    x: z.preprocess(
      upper,
      z.string().regex(/^(\d{1,10}|[A-Z0-9.-]{1,12})$/, 'Name an insider by CIK or a company by ticker.'),
    ),
  }),
  paramFields: { x: 'id' },
  query: z.object({ page: pageNumber() }),
  refuseUnknownQuery: true,
});
