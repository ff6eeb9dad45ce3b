/** The market endpoints' contracts: their routes (./market.ts) with the schemas the API validates. */
import { TICKER_PATTERN } from '@flowdeck/endpoints/ticker';
import type { BarInterval, DteBucket, OptionSide, Sentiment } from '@flowdeck/api-types';
import { z } from 'zod';
import { defineContract } from '@flowdeck/endpoints/contract';
import {
  ALL,
  BAR_INTERVALS,
  BARS_MAX_DAYS,
  CHART_BARS,
  DARK_POOL,
  DTE_BUCKET_VALUES,
  FLOW,
  FLOW_GAUGES,
  FLOW_KINDS,
  FLOW_SECTORS,
  FLOW_SNAPSHOT,
  FLOW_SNAPSHOT_V2,
  GAMMA_EXPOSURE,
  GEX_RANGE_MAX_PERCENT,
  GEX_RANGE_MIN_PERCENT,
  MARKET_STATUS,
  MAX_FLOW_LIMIT,
  MAX_TICKERS,
  NET_FLOW,
  NET_FLOW_INTERVALS,
  SENTIMENTS,
  TRADE_SIDES,
} from '@flowdeck/endpoints/market';
import { optional, queryBoolean } from '@flowdeck/endpoints/validation';

const TICKER_MESSAGE = 'Enter a ticker symbol such as SPY.';
const TICKER_OR_ALL_MESSAGE = 'Enter a ticker symbol such as SPY, or all.';
const SECTOR_BY_LOWER_CASE = new Map<string, string>(FLOW_SECTORS.map((sector) => [sector.toLowerCase(), sector]));

const upperTrim = (value: unknown): unknown => (typeof value === 'string' ? value.trim().toUpperCase() : value);

/** `all` (null: every ticker) or one ticker in any case (upper-cased). */
function tickerOrAll(message: string) {
  return z.preprocess(
    (value) => (value === ALL ? value : upperTrim(value)),
    z
      .string()
      .refine((v) => v === ALL || TICKER_PATTERN.test(v), message)
      .transform((v) => (v === ALL ? null : v)),
  );
}

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

/**
 * `session`: a session date (YYYY-MM-DD) among the last ones the live pages keep; the API answers 400
 * for a date that is not one of them (it depends on the market clock, so it is checked there).
 */
export const sessionParam = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Session must be a date (YYYY-MM-DD).')
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), 'Session must be a date (YYYY-MM-DD).');

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
  z.enum(['call', 'put'] satisfies OptionSide[], { error: 'Type must be call or put.' }),
);

/** A path's one ticker (`x`), reported as `ticker`. */
const tickerPath = { params: z.object({ x: tickerSchema }), paramFields: { x: 'ticker' } } as const;
/** A path's ticker or `all` (null), reported as `ticker`. */
const tickerOrAllPath = {
  params: z.object({ x: tickerOrAll(TICKER_OR_ALL_MESSAGE) }),
  paramFields: { x: 'ticker' },
} as const;

/** GET flow/{x}: every filter of the Flows page. */
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
    session: optional(sessionParam),
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

export const darkPoolQuerySchema = z.object({
  minNotional: optional(money('Minimum notional')),
  minSize: optional(wholeNumber('Minimum size')),
  lateOnly: optional(queryBoolean()),
  blocksOnly: optional(queryBoolean()),
  session: optional(sessionParam),
  cursor: optional(cursor),
  limit: optional(limit),
});

export type DarkPoolQueryInput = z.output<typeof darkPoolQuerySchema>;

export const flowGaugesContract = defineContract(FLOW_GAUGES, {
  query: z.object({ ticker: optional(tickerSchema), session: optional(sessionParam) }),
  refuseUnknownQuery: true,
});

const sessionQuery = z.object({ session: optional(sessionParam) });

export const flowSnapshotV2Contract = defineContract(FLOW_SNAPSHOT_V2, {
  ...tickerPath,
  query: sessionQuery,
  refuseUnknownQuery: false,
});

export const flowSnapshotContract = defineContract(FLOW_SNAPSHOT, {
  ...tickerPath,
  query: sessionQuery,
  refuseUnknownQuery: false,
});

export const flowContract = defineContract(FLOW, {
  ...tickerOrAllPath,
  query: flowQuerySchema,
  refuseUnknownQuery: true,
});

export const darkPoolContract = defineContract(DARK_POOL, {
  ...tickerOrAllPath,
  query: darkPoolQuerySchema,
  refuseUnknownQuery: true,
});

export const netFlowContract = defineContract(NET_FLOW, {
  query: z.object({
    ticker: optional(tickerOrAll(TICKER_MESSAGE)),
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
    session: optional(sessionParam),
  }),
  refuseUnknownQuery: true,
});

export const gammaExposureContract = defineContract(GAMMA_EXPOSURE, {
  query: z.object({
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
        .min(GEX_RANGE_MIN_PERCENT, `Range must be at least ${GEX_RANGE_MIN_PERCENT} %.`)
        .max(GEX_RANGE_MAX_PERCENT, `Range must be at most ${GEX_RANGE_MAX_PERCENT} %.`),
    ),
    session: optional(sessionParam),
  }),
  refuseUnknownQuery: true,
});

export const chartBarsContract = defineContract(CHART_BARS, {
  ...tickerPath,
  query: z.object({
    interval: optional(
      z.enum(BAR_INTERVALS as [BarInterval, ...BarInterval[]], { error: 'Interval must be 1m, 5m, 15m, 1h or 1d.' }),
    ),
    days: optional(
      z.coerce
        .number({ error: 'Days must be a whole number.' })
        .int('Days must be a whole number.')
        .min(1, 'Days must be at least 1.')
        .max(BARS_MAX_DAYS, `Days must be at most ${BARS_MAX_DAYS}.`),
    ),
    session: optional(sessionParam),
  }),
  refuseUnknownQuery: true,
});

export const marketStatusContract = defineContract(MARKET_STATUS, { refuseUnknownQuery: false });
