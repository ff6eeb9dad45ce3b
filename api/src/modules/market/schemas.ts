import type { BarInterval, DteBucket, FlowTradeKind, OptionSide, Sentiment, TradeSide } from '@flowdeck/api-types';
import { z } from 'zod';
import { InputError, fieldErrorsFromZod } from '../../errors.js';
import { queryBoolean } from '../../lib/validation.js';
import type { FlowFilter } from '../../market/compute/flow-filter.js';
import { ETF_SECTOR, INDEX_SECTOR, SECTORS } from '../reference/industries.js';
import type { DarkPoolFilter } from './repository.js';

export const DEFAULT_FLOW_LIMIT = 100;
export const MAX_FLOW_LIMIT = 500;
export const MAX_TICKERS = 50;
/**
 * `all` in lower case means every ticker (flow/all, darkpool/all, net-flow?ticker=all, socket rooms);
 * tickers are otherwise case-insensitive, so `ALL` (or `All`) is Allstate.
 */
export const ALL = 'all';

export const TRADE_SIDES: readonly TradeSide[] = ['above_ask', 'ask', 'mid', 'bid', 'below_bid'];
export const FLOW_KINDS: readonly FlowTradeKind[] = ['sweep', 'block', 'split', 'multi_leg', 'single'];
export const SENTIMENTS: readonly Sentiment[] = ['bullish', 'bearish', 'neutral'];
/** The sectors flow rows carry: the universe's GICS sectors, and ETF and Index for funds and indices. */
export const FLOW_SECTORS: readonly string[] = [...SECTORS, ETF_SECTOR, INDEX_SECTOR];
const SECTOR_BY_LOWER_CASE = new Map(FLOW_SECTORS.map((sector) => [sector.toLowerCase(), sector]));
export const DTE_BUCKET_VALUES: readonly DteBucket[] = ['0', '7', '30', 'all'];
export const BAR_INTERVALS: readonly BarInterval[] = ['1m', '5m', '15m', '1h', '1d'];
export const NET_FLOW_INTERVALS = [1, 5, 15, 30, 60] as const;

const TICKER_PATTERN = /^[A-Z][A-Z0-9.]{0,9}$/;
const TICKER_MESSAGE = 'Enter a ticker symbol such as SPY.';

/** Query strings send "" for cleared filters: treat them as absent. */
function optional<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (value === '' ? undefined : value), schema.optional());
}

const upperTrim = (value: unknown): unknown => (typeof value === 'string' ? value.trim().toUpperCase() : value);

/** `all` (null: every ticker) or one ticker in any case (upper-cased). */
export const tickerOrAllSchema = z.preprocess(
  (value) => (value === ALL ? value : upperTrim(value)),
  z
    .string()
    .refine((v) => v === ALL || TICKER_PATTERN.test(v), TICKER_MESSAGE)
    .transform((v) => (v === ALL ? null : v)),
);

export const tickerSchema = z.preprocess(upperTrim, z.string().regex(TICKER_PATTERN, TICKER_MESSAGE));

/** A comma-separated list whose items must be among `allowed` (after `normalize`). */
function listOf<T extends string>(allowed: readonly T[], what: string, normalize: (s: string) => string = (s) => s) {
  return z.string().transform((value, ctx) => {
    const items = [
      ...new Set(
        value
          .split(',')
          .map((s) => normalize(s.trim()))
          .filter(Boolean),
      ),
    ];
    const bad = items.filter((i) => !allowed.includes(i as T));
    if (items.length === 0 || bad.length > 0) {
      ctx.addIssue({ code: 'custom', message: `${what} must be one or more of ${allowed.join(', ')}.` });
      return z.NEVER;
    }
    return items as T[];
  });
}

const tickerList = z.string().transform((value, ctx) => {
  const items = [
    ...new Set(
      value
        .split(',')
        .map((s) => s.trim().toUpperCase())
        .filter(Boolean),
    ),
  ];
  if (items.length === 0 || items.length > MAX_TICKERS || items.some((t) => !TICKER_PATTERN.test(t))) {
    ctx.addIssue({ code: 'custom', message: `Enter up to ${MAX_TICKERS} ticker symbols separated by commas.` });
    return z.NEVER;
  }
  return items;
});

const money = (label: string) =>
  z.coerce
    .number({ error: `${label} must be a number.` })
    .finite(`${label} must be a number.`)
    .min(0, `${label} cannot be negative.`);
const wholeNumber = (label: string, max = Number.MAX_SAFE_INTEGER) =>
  z.coerce
    .number({ error: `${label} must be a whole number.` })
    .int(`${label} must be a whole number.`)
    .min(0, `${label} cannot be negative.`)
    .max(max, `${label} must be at most ${max}.`);

const cursor = z
  .string()
  .regex(/^\d{1,17}$/, 'Invalid cursor: use the nextCursor of the previous page.')
  .transform(Number);

const limit = z.coerce
  .number({ error: 'Limit must be a whole number.' })
  .int('Limit must be a whole number.')
  .min(1, 'Limit must be at least 1.')
  .max(MAX_FLOW_LIMIT, `Limit must be at most ${MAX_FLOW_LIMIT}.`);

const optionType = z.preprocess(
  (v) => {
    if (typeof v !== 'string') return v;
    const s = v.trim().toLowerCase();
    return s === 'calls' || s === 'c' ? 'call' : s === 'puts' || s === 'p' ? 'put' : s;
  },
  z.enum(['call', 'put'], { error: 'Type must be call or put.' }),
);

/** GET flow/{x}: every filter of the Flows page. Unknown parameters are refused. */
export const flowQuerySchema = z
  .object({
    ticker: optional(tickerList),
    contract: optional(
      z.preprocess(
        upperTrim,
        z.string().regex(/^[A-Z]{1,6}\d{6}[CP]\d{8}$/, 'Enter an OCC option symbol such as SPY250620C00600000.'),
      ),
    ),
    type: optional(optionType),
    side: optional(listOf(TRADE_SIDES, 'Side', (s) => s.toLowerCase())),
    kind: optional(listOf(FLOW_KINDS, 'Kind', (s) => s.toLowerCase().replace('-', '_'))),
    sentiment: optional(
      z.preprocess(
        (v) => (typeof v === 'string' ? v.trim().toLowerCase() : v),
        z.enum(SENTIMENTS as [Sentiment, ...Sentiment[]], { error: 'Sentiment must be bullish, bearish or neutral.' }),
      ),
    ),
    minPremium: optional(money('Minimum premium')),
    maxPremium: optional(money('Maximum premium')),
    minSize: optional(wholeNumber('Minimum size')),
    minDte: optional(wholeNumber('Minimum DTE', 3650)),
    maxDte: optional(wholeNumber('Maximum DTE', 3650)),
    otmOnly: optional(queryBoolean()),
    sweepsOnly: optional(queryBoolean()),
    volGtOi: optional(queryBoolean()),
    openingOnly: optional(queryBoolean()),
    unusualOnly: optional(queryBoolean()),
    // An unknown sector would match nothing: refused like any bad filter rather than an empty page.
    sector: optional(listOf(FLOW_SECTORS, 'Sector', (s) => SECTOR_BY_LOWER_CASE.get(s.toLowerCase()) ?? s)),
    minMarketCap: optional(money('Minimum market cap')),
    maxMarketCap: optional(money('Maximum market cap')),
    cursor: optional(cursor),
    limit: optional(limit),
  })
  .superRefine((q, ctx) => {
    if (q.minPremium !== undefined && q.maxPremium !== undefined && q.minPremium > q.maxPremium) {
      ctx.addIssue({ code: 'custom', path: ['maxPremium'], message: 'Maximum premium must not be below the minimum.' });
    }
    if (q.minDte !== undefined && q.maxDte !== undefined && q.minDte > q.maxDte) {
      ctx.addIssue({ code: 'custom', path: ['maxDte'], message: 'Maximum DTE must not be below the minimum.' });
    }
    if (q.minMarketCap !== undefined && q.maxMarketCap !== undefined && q.minMarketCap > q.maxMarketCap) {
      ctx.addIssue({
        code: 'custom',
        path: ['maxMarketCap'],
        message: 'Maximum market cap must not be below the minimum.',
      });
    }
  });

export type FlowQueryInput = z.output<typeof flowQuerySchema>;

/** The filter part of a parsed query (cursor and limit aside). */
export function toFlowFilter(q: FlowQueryInput, pathTickers: string[] | null): FlowFilter {
  const filter: FlowFilter = {};
  const tickers = pathTickers ?? q.ticker;
  if (tickers) filter.tickers = tickers;
  if (q.contract) filter.contract = q.contract as string;
  if (q.type) filter.type = q.type as OptionSide;
  if (q.side) filter.sides = q.side;
  if (q.kind) filter.kinds = q.kind;
  if (q.sentiment) filter.sentiment = q.sentiment;
  if (q.minPremium !== undefined) filter.minPremium = q.minPremium;
  if (q.maxPremium !== undefined) filter.maxPremium = q.maxPremium;
  if (q.minSize !== undefined) filter.minSize = q.minSize;
  if (q.minDte !== undefined) filter.minDte = q.minDte;
  if (q.maxDte !== undefined) filter.maxDte = q.maxDte;
  if (q.otmOnly) filter.otmOnly = true;
  if (q.sweepsOnly) filter.sweepsOnly = true;
  if (q.volGtOi) filter.volGtOi = true;
  if (q.openingOnly) filter.openingOnly = true;
  if (q.unusualOnly) filter.unusualOnly = true;
  if (q.sector) filter.sectors = q.sector;
  if (q.minMarketCap !== undefined) filter.minMarketCap = q.minMarketCap;
  if (q.maxMarketCap !== undefined) filter.maxMarketCap = q.maxMarketCap;
  return filter;
}

export const darkPoolQuerySchema = z.object({
  minNotional: optional(money('Minimum notional')),
  minSize: optional(wholeNumber('Minimum size')),
  lateOnly: optional(queryBoolean()),
  blocksOnly: optional(queryBoolean()),
  cursor: optional(cursor),
  limit: optional(limit),
});

export type DarkPoolQueryInput = z.output<typeof darkPoolQuerySchema>;

export function toDarkPoolFilter(q: DarkPoolQueryInput): DarkPoolFilter {
  const filter: DarkPoolFilter = {};
  if (q.minNotional !== undefined) filter.minNotional = q.minNotional;
  if (q.minSize !== undefined) filter.minSize = q.minSize;
  if (q.lateOnly) filter.lateOnly = true;
  if (q.blocksOnly) filter.blocksOnly = true;
  return filter;
}

export const gaugesQuerySchema = z.object({ ticker: optional(tickerSchema) });

export const netFlowQuerySchema = z.object({
  ticker: optional(tickerOrAllSchema),
  dte: optional(
    z.enum(DTE_BUCKET_VALUES as [DteBucket, ...DteBucket[]], { error: 'DTE bucket must be 0, 7, 30 or all.' }),
  ),
  interval: optional(
    z.coerce
      .number({ error: 'Interval must be 1, 5, 15, 30 or 60 minutes.' })
      .refine(
        (v) => (NET_FLOW_INTERVALS as readonly number[]).includes(v),
        'Interval must be 1, 5, 15, 30 or 60 minutes.',
      ),
  ),
});

export const gammaQuerySchema = z.object({
  ticker: z.preprocess(
    (v) => (v === '' ? undefined : upperTrim(v)),
    z.string({ error: 'This field is required.' }).regex(TICKER_PATTERN, TICKER_MESSAGE),
  ),
  expiry: optional(
    z.preprocess(
      (v) => (typeof v === 'string' ? v.trim().toLowerCase() : v),
      z.string().regex(/^(0dte|\d{4}-\d{2}-\d{2})$/, 'Expiry must be a date (YYYY-MM-DD) or 0dte.'),
    ),
  ),
  range: optional(
    z.coerce
      .number({ error: 'Range must be a percentage.' })
      .min(1, 'Range must be at least 1 %.')
      .max(50, 'Range must be at most 50 %.'),
  ),
});

export const moversQuerySchema = z.object({
  limit: optional(
    z.coerce
      .number({ error: 'Limit must be a whole number.' })
      .int('Limit must be a whole number.')
      .min(1, 'Limit must be at least 1.')
      .max(100, 'Limit must be at most 100.'),
  ),
  assetType: optional(z.enum(['stock', 'etf', 'all'], { error: 'Asset type must be stock, etf or all.' })),
  minMarketCap: optional(money('Minimum market cap')),
});

export const barsQuerySchema = z.object({
  interval: optional(
    z.enum(BAR_INTERVALS as [BarInterval, ...BarInterval[]], { error: 'Interval must be 1m, 5m, 15m, 1h or 1d.' }),
  ),
  days: optional(
    z.coerce
      .number({ error: 'Days must be a whole number.' })
      .int('Days must be a whole number.')
      .min(1, 'Days must be at least 1.')
      .max(2520, 'Days must be at most 2520.'),
  ),
});

export const UNKNOWN_PARAMETER = 'Unknown parameter.';

/**
 * Parses a query string against an object schema, refusing parameters it does not know (a misspelt filter
 * must not silently return unfiltered data). Every problem is reported at once, per field.
 */
export function parseQuery<S extends z.ZodObject>(schema: S, input: unknown): z.output<S> {
  const query = (input ?? {}) as Record<string, unknown>;
  const errors: Record<string, string> = {};
  for (const key of Object.keys(query)) if (!(key in schema.shape)) errors[key] = UNKNOWN_PARAMETER;
  const result = schema.safeParse(query);
  if (!result.success) Object.assign(errors, fieldErrorsFromZod(result.error));
  if (Object.keys(errors).length > 0 || !result.success) throw new InputError(errors);
  return result.data;
}
