/**
 * AI Pick endpoints (spec §7 `ai-pick/{x}`: one stock's score, explanation and history; plus `ai-pick`,
 * the page's ranked list with the track record). Zod-free; the schemas are in ./ai-pick.contracts.ts.
 */
import type { AiPickCapBucket, AiPickGroup, AiPickListResponse, AiPickSymbolResponse } from '@flowdeck/api-types';
import type { Route } from '@flowdeck/endpoints/route';

export const AI_PICK_GROUPS = [
  'momentum',
  'trend',
  'volume',
  'analysts',
  'insiders',
  'fundamentals',
  'news',
] as const satisfies readonly AiPickGroup[];

export const AI_PICK_GROUP_NAMES: Readonly<Record<AiPickGroup, string>> = {
  momentum: 'Momentum',
  trend: 'Trend',
  volume: 'Volume',
  analysts: 'Analysts',
  insiders: 'Insiders',
  fundamentals: 'Fundamentals',
  news: 'News',
};

export const AI_PICK_CAP_BUCKETS = [
  'mega',
  'large',
  'mid',
  'small',
  'micro',
] as const satisfies readonly AiPickCapBucket[];

/** Lower bound of each market-cap bucket in USD (the usual index-provider cut-offs). */
export const AI_PICK_CAP_FLOORS: Readonly<Record<AiPickCapBucket, number>> = {
  mega: 200e9,
  large: 10e9,
  mid: 2e9,
  small: 300e6,
  micro: 0,
};

export const AI_PICK_CAP_NAMES: Readonly<Record<AiPickCapBucket, string>> = {
  mega: 'Mega cap (≥ $200B)',
  large: 'Large cap ($10B–200B)',
  mid: 'Mid cap ($2B–10B)',
  small: 'Small cap ($300M–2B)',
  micro: 'Micro cap (< $300M)',
};

export const AI_PICK_DEFAULT_LIMIT = 10;
export const AI_PICK_MAX_LIMIT = 50;
/** The benchmark a pick must beat. */
export const AI_PICK_BENCHMARK = 'SPY';
/** Sessions of score history `ai-pick/{x}` returns at most. */
export const AI_PICK_HISTORY_SESSIONS = 252;

export const AI_PICK_LIST: Route<'GET', 'ai-pick', AiPickListResponse> = {
  method: 'GET',
  path: 'ai-pick',
  requirement: 'readMarketData',
  summary:
    'Today’s highest and lowest AI Pick scores (filtered by sector, market cap and score), the model and its out-of-sample track record.',
};

export const AI_PICK_SYMBOL: Route<'GET', 'ai-pick/{x}', AiPickSymbolResponse> = {
  method: 'GET',
  path: 'ai-pick/{x}',
  requirement: 'readMarketData',
  summary:
    'One stock’s AI Pick score and probability, each feature’s contribution to it, and its score history against its price.',
};
