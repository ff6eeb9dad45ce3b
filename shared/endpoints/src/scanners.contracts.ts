/** The scanner endpoints' contracts (see ./scanners.ts). */
import { defineContract } from '@flowdeck/endpoints/contract';
import { tickerSchema } from '@flowdeck/endpoints/market/contracts';
import {
  BIGGEST_GAINERS,
  BIGGEST_LOSERS,
  BREAK_TYPES,
  BREAKDOWN,
  BREAKOUT,
  GAP_DIRECTIONS,
  GAPPERS,
  MAX_MIN_GAP_PERCENT,
  MAX_SCANNER_LIMIT,
  RELATIVE_VOLUME,
  RELATIVE_VOLUME_CURVE,
  STOCK_BEEP,
  SCANNER_SESSION_PARTS,
  VWAP_BANDS,
  VWAP_DEVIATION,
  VWAP_SIDES,
} from '@flowdeck/endpoints/scanners';
import { optional, queryBoolean } from '@flowdeck/endpoints/validation';
import { z } from 'zod';

const limit = z.coerce
  .number({ error: 'Limit must be a whole number.' })
  .int('Limit must be a whole number.')
  .min(1, 'Limit must be at least 1.')
  .max(MAX_SCANNER_LIMIT, `Limit must be at most ${MAX_SCANNER_LIMIT}.`);

const part = z.enum(SCANNER_SESSION_PARTS, { error: 'Session must be regular, pre-market or after-hours.' });

const moversQuery = z.object({
  session: optional(part),
  noiseFilters: optional(queryBoolean()),
  limit: optional(limit),
});

export const biggestGainersContract = defineContract(BIGGEST_GAINERS, { query: moversQuery, refuseUnknownQuery: true });
export const biggestLosersContract = defineContract(BIGGEST_LOSERS, { query: moversQuery, refuseUnknownQuery: true });

export const gappersContract = defineContract(GAPPERS, {
  query: z.object({
    direction: optional(z.enum(GAP_DIRECTIONS, { error: 'Direction must be up or down.' })),
    minGap: optional(
      z.coerce
        .number({ error: 'Minimum gap must be a percentage.' })
        .min(0, 'Minimum gap must not be negative.')
        .max(MAX_MIN_GAP_PERCENT, `Minimum gap must be at most ${MAX_MIN_GAP_PERCENT} %.`),
    ),
    noiseFilters: optional(queryBoolean()),
    limit: optional(limit),
  }),
  refuseUnknownQuery: true,
});

export const relativeVolumeContract = defineContract(RELATIVE_VOLUME, {
  query: z.object({ noiseFilters: optional(queryBoolean()), limit: optional(limit) }),
  refuseUnknownQuery: true,
});

export const relativeVolumeCurveContract = defineContract(RELATIVE_VOLUME_CURVE, {
  params: z.object({ x: tickerSchema }),
  paramFields: { x: 'ticker' },
  query: z.object({}),
  refuseUnknownQuery: true,
});

export const vwapDeviationContract = defineContract(VWAP_DEVIATION, {
  query: z.object({
    side: optional(z.enum(VWAP_SIDES, { error: 'Side must be above or below.' })),
    noiseFilters: optional(queryBoolean()),
    limit: optional(limit),
  }),
  refuseUnknownQuery: true,
});

export const vwapBandsContract = defineContract(VWAP_BANDS, {
  params: z.object({ x: tickerSchema }),
  paramFields: { x: 'ticker' },
  query: z.object({}),
  refuseUnknownQuery: true,
});

const breaksQuery = z.object({
  type: optional(z.enum(BREAK_TYPES, { error: `Type must be one of ${BREAK_TYPES.join(', ')}.` })),
  confirmedOnly: optional(queryBoolean()),
  noiseFilters: optional(queryBoolean()),
  limit: optional(limit),
});

export const breakoutContract = defineContract(BREAKOUT, { query: breaksQuery, refuseUnknownQuery: true });
export const breakdownContract = defineContract(BREAKDOWN, { query: breaksQuery, refuseUnknownQuery: true });

export const stockBeepContract = defineContract(STOCK_BEEP, {
  params: z.object({ x: tickerSchema }),
  paramFields: { x: 'ticker' },
  query: z.object({}),
  refuseUnknownQuery: true,
});
