/** The politician tracker's contracts (see ./politicians.ts). */
import { defineContract } from '@flowdeck/endpoints/contract';
import {
  MAX_PAGE_SIZE,
  POLITICIAN,
  POLITICIAN_COUNT,
  POLITICIAN_TRADES,
  POLITICIANS,
  SORT_ORDERS,
  TRADE_SORTS,
  TRADE_TYPE_FILTERS,
} from '@flowdeck/endpoints/politicians';
import { isoDate, optional, pageNumber, pageSizeUpTo, queryBoolean, tickerText } from '@flowdeck/endpoints/validation';
import { z } from 'zod';

const upper = (value: unknown): unknown => (typeof value === 'string' ? value.trim().toUpperCase() : value);
const lower = (value: unknown): unknown => (typeof value === 'string' ? value.trim().toLowerCase() : value);
const capitalized = (value: unknown): unknown =>
  typeof value === 'string' ? value.trim().charAt(0).toUpperCase() + value.trim().slice(1).toLowerCase() : value;

export const tradesQuerySchema = z
  .object({
    politician: optional(z.string().trim().min(1).max(100)),
    party: optional(z.preprocess(upper, z.enum(['D', 'R', 'I'], { error: 'Party must be D, R or I.' }))),
    chamber: optional(
      z.preprocess(capitalized, z.enum(['House', 'Senate'], { error: 'Chamber must be House or Senate.' })),
    ),
    state: optional(z.preprocess(upper, z.string().regex(/^[A-Z]{2}$/, 'Use a two-letter state code.'))),
    ticker: optional(z.preprocess(upper, tickerText())),
    type: optional(
      z.preprocess(
        lower,
        z.enum(TRADE_TYPE_FILTERS, { error: `Type must be one of ${TRADE_TYPE_FILTERS.join(', ')}.` }),
      ),
    ),
    minAmount: optional(z.coerce.number({ error: 'Enter an amount in dollars.' }).min(0, 'Amount cannot be negative.')),
    from: optional(isoDate()),
    to: optional(isoDate()),
    lateOnly: optional(queryBoolean()),
    sort: optional(z.enum(TRADE_SORTS, { error: `Sort by one of ${TRADE_SORTS.join(', ')}.` })),
    order: optional(z.preprocess(lower, z.enum(SORT_ORDERS, { error: 'Order must be asc or desc.' }))),
    page: pageNumber(),
    pageSize: pageSizeUpTo(MAX_PAGE_SIZE),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { path: ['to'], message: '"to" must not be before "from".' });

export type TradesQuery = z.output<typeof tradesQuerySchema>;

export const politicianCountContract = defineContract(POLITICIAN_COUNT, {});
export const politicianTradesContract = defineContract(POLITICIAN_TRADES, { query: tradesQuerySchema });
export const politiciansContract = defineContract(POLITICIANS, {});
export const politicianContract = defineContract(POLITICIAN, {
  params: z.object({ x: z.string().trim().min(1).max(100) }),
  paramFields: { x: 'id' },
});
