import { z } from 'zod';
import { isoDate, queryBoolean } from '../../lib/validation.js';
import { TRANSACTION_TYPE_FILTERS, type TransactionTypeFilter } from './ptr-brackets.js';

export const TRADE_SORTS = [
  'transactionDate',
  'disclosureDate',
  'amount',
  'ticker',
  'politician',
  'filedAfterDays',
] as const;
export type TradeSort = (typeof TRADE_SORTS)[number];
export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;
/** How many trades the politician detail page lists. */
export const POLITICIAN_DETAIL_TRADES = 200;

/** Query strings send "" for cleared filters: treat them as absent. */
function optional<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (value === '' ? undefined : value), schema.optional());
}

const upper = (value: unknown): unknown => (typeof value === 'string' ? value.trim().toUpperCase() : value);
const lower = (value: unknown): unknown => (typeof value === 'string' ? value.trim().toLowerCase() : value);
const capitalized = (value: unknown): unknown =>
  typeof value === 'string' ? value.trim().charAt(0).toUpperCase() + value.trim().slice(1).toLowerCase() : value;

const typeFilters = Object.keys(TRANSACTION_TYPE_FILTERS) as [TransactionTypeFilter, ...TransactionTypeFilter[]];

export const tradesQuerySchema = z
  .object({
    politician: optional(z.string().trim().min(1).max(100)),
    party: optional(z.preprocess(upper, z.enum(['D', 'R', 'I'], { error: 'Party must be D, R or I.' }))),
    chamber: optional(
      z.preprocess(capitalized, z.enum(['House', 'Senate'], { error: 'Chamber must be House or Senate.' })),
    ),
    state: optional(z.preprocess(upper, z.string().regex(/^[A-Z]{2}$/, 'Use a two-letter state code.'))),
    ticker: optional(z.preprocess(upper, z.string().regex(/^[A-Z0-9.-]{1,12}$/, 'Enter a valid ticker symbol.'))),
    type: optional(
      z.preprocess(lower, z.enum(typeFilters, { error: `Type must be one of ${typeFilters.join(', ')}.` })),
    ),
    minAmount: optional(z.coerce.number({ error: 'Enter an amount in dollars.' }).min(0, 'Amount cannot be negative.')),
    from: optional(isoDate()),
    to: optional(isoDate()),
    lateOnly: optional(queryBoolean()),
    sort: optional(z.enum(TRADE_SORTS, { error: `Sort by one of ${TRADE_SORTS.join(', ')}.` })),
    order: optional(z.preprocess(lower, z.enum(['asc', 'desc'], { error: 'Order must be asc or desc.' }))),
    page: optional(
      z.coerce.number({ error: 'Enter a page number.' }).int('Enter a whole page number.').min(1, 'Pages start at 1.'),
    ),
    pageSize: optional(
      z.coerce
        .number({ error: 'Enter a page size.' })
        .int('Enter a whole page size.')
        .min(1, 'Page size must be at least 1.')
        .max(MAX_PAGE_SIZE, `Page size must be at most ${MAX_PAGE_SIZE}.`),
    ),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { path: ['to'], message: '"to" must not be before "from".' });

export type TradesQuery = z.output<typeof tradesQuerySchema>;

export const politicianIdSchema = z.object({ id: z.string().trim().min(1).max(100) });

/** Response shapes are declared once, in @flowdeck/api-types, for the API and its clients. */
export type { PoliticianSummary, PoliticianTrade as TradeItem } from '@flowdeck/api-types';
