/**
 * Scanner endpoints (spec §7: biggestMovers/gainers, biggestMovers/losers; plus one per scanner page:
 * gappers, relative-volume, relative-volume/{x}, vwap-deviation, vwap-deviation/{x}, breakout,
 * breakdown; and stockBeep/{x}, one ticker's signals). Zod-free (see
 * ./market.ts); the schemas are in ./scanners.contracts.ts.
 */
import type {
  BiggestMoversResponse,
  BreakType,
  BreaksResponse,
  GapDirection,
  GappersResponse,
  RelativeVolumeResponse,
  ScannerSessionPart,
  StockBeepResponse,
  VolumeCurveResponse,
  VwapBandsResponse,
  VwapDeviationResponse,
  VwapSide,
} from '@flowdeck/api-types';
import type { Route } from '@flowdeck/endpoints/route';

export const SCANNER_SESSION_PARTS = [
  'regular',
  'pre-market',
  'after-hours',
] as const satisfies readonly ScannerSessionPart[];
export const DEFAULT_SCANNER_SESSION_PART: ScannerSessionPart = 'regular';
export const VWAP_SIDES = ['above', 'below'] as const satisfies readonly VwapSide[];
/** The σ bands around VWAP. */
export const VWAP_BAND_SIGMAS = [1, 2, 3] as const;
/** The levels the Breakout and Breakdown pages watch. */
export const BREAK_TYPES = [
  '20-day',
  'donchian-55',
  '52-week',
  'all-time',
  'opening-range-5',
  'opening-range-15',
  'opening-range-30',
  'pre-market',
] as const satisfies readonly BreakType[];
/** A break is volume-confirmed when the relative volume at its minute is at least this. */
/** A break type in words, as alerts and signal lists name it ("20-day high", "5-min opening range low"). */
export const BREAK_TYPE_LABELS: Record<BreakType, string> = {
  '20-day': '20-day',
  'donchian-55': '55-day Donchian',
  '52-week': '52-week',
  'all-time': 'all-time',
  'opening-range-5': '5-min opening range',
  'opening-range-15': '15-min opening range',
  'opening-range-30': '30-min opening range',
  'pre-market': 'pre-market',
};
export const BREAK_RVOL_THRESHOLD = 1.5;
export const GAP_DIRECTIONS = ['up', 'down'] as const satisfies readonly GapDirection[];
/** Noise filters, on by default: a price of at least $1 and 50,000 shares traded. */
export const NOISE_MIN_PRICE = 1;
export const NOISE_MIN_VOLUME = 50_000;
/** Sessions the time-of-day relative volume averages over (three months), when the source keeps them. */
export const RVOL_LOOKBACK_SESSIONS = 63;
/** Sessions the average daily volume is taken over. */
export const AVERAGE_VOLUME_SESSIONS = 63;
/** Rows per scanner answer. */
export const DEFAULT_SCANNER_LIMIT = 25;
export const MAX_SCANNER_LIMIT = 100;
/** Catalysts shown per mover (a report, headlines, analyst actions). */
export const MOVER_CATALYSTS_MAX = 3;
/** Gappers list moves of at least this much by default (in %). */
export const DEFAULT_MIN_GAP_PERCENT = 2;
export const MAX_MIN_GAP_PERCENT = 100;

export const BIGGEST_GAINERS: Route<'GET', 'biggestMovers/gainers', BiggestMoversResponse> = {
  method: 'GET',
  path: 'biggestMovers/gainers',
  requirement: 'readMarketData',
  summary: 'The biggest gainers in the regular session, pre-market or after-hours, with sector heat.',
};

export const BIGGEST_LOSERS: Route<'GET', 'biggestMovers/losers', BiggestMoversResponse> = {
  method: 'GET',
  path: 'biggestMovers/losers',
  requirement: 'readMarketData',
  summary: 'The biggest losers in the regular session, pre-market or after-hours, with sector heat.',
};

export const GAPPERS: Route<'GET', 'gappers', GappersResponse> = {
  method: 'GET',
  path: 'gappers',
  requirement: 'readMarketData',
  summary: 'Symbols gapping up or down against the previous close: gap %, fill %, change from open, volume, RVOL.',
};

export const RELATIVE_VOLUME: Route<'GET', 'relative-volume', RelativeVolumeResponse> = {
  method: 'GET',
  path: 'relative-volume',
  requirement: 'readMarketData',
  summary: 'Symbols ranked by time-of-day relative volume, with the ratio to average daily volume.',
};

export const RELATIVE_VOLUME_CURVE: Route<'GET', 'relative-volume/{x}', VolumeCurveResponse> = {
  method: 'GET',
  path: 'relative-volume/{x}',
  requirement: 'readMarketData',
  summary: "One symbol's intraday volume curve against its average curve.",
};

export const VWAP_DEVIATION: Route<'GET', 'vwap-deviation', VwapDeviationResponse> = {
  method: 'GET',
  path: 'vwap-deviation',
  requirement: 'readMarketData',
  summary: 'Symbols furthest above or below their session VWAP, in σ and %.',
};

export const VWAP_BANDS: Route<'GET', 'vwap-deviation/{x}', VwapBandsResponse> = {
  method: 'GET',
  path: 'vwap-deviation/{x}',
  requirement: 'readMarketData',
  summary: "One symbol's price, session VWAP and σ bands through the regular session.",
};

export const BREAKOUT: Route<'GET', 'breakout', BreaksResponse> = {
  method: 'GET',
  path: 'breakout',
  requirement: 'readMarketData',
  summary: 'New 20-day and 52-week highs, opening-range and pre-market high breaks, each with its volume confirmation.',
};

export const BREAKDOWN: Route<'GET', 'breakdown', BreaksResponse> = {
  method: 'GET',
  path: 'breakdown',
  requirement: 'readMarketData',
  summary: 'New 20-day and 52-week lows, opening-range and pre-market low breaks, each with its volume confirmation.',
};

export const STOCK_BEEP: Route<'GET', 'stockBeep/{x}', StockBeepResponse> = {
  method: 'GET',
  path: 'stockBeep/{x}',
  requirement: 'readMarketData',
  summary:
    "One ticker's signals through its regular session, newest first: breakouts and breakdowns (with their volume confirmation), the gap at the open, relative-volume spikes and VWAP crosses.",
};
