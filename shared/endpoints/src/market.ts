/**
 * Market endpoints (spec §7: flow/{x}, flow/guages (sic), flow/snapshot/{x}, flow/snapshot/v2/{x},
 * darkpool/{x}, net-flow, gamma-exposure; plus chart/bars/{x} and
 * market/status), and the facts their filters accept. Zod-free: client fetchers import this; the server
 * imports `./market.contracts.ts`, which adds the schemas.
 */
import type {
  BarInterval,
  BarsResponse,
  DarkPoolResponse,
  DteBucket,
  FlowGaugesResponse,
  FlowResponse,
  FlowSnapshotResponse,
  FlowSnapshotV2Response,
  FlowTradeKind,
  GammaExposureResponse,
  MarketStatusResponse,
  NetFlowResponse,
  Sentiment,
  TradeSide,
} from '@flowdeck/api-types';
import type { Route } from '@flowdeck/endpoints/route';

/**
 * `all` in lower case means every ticker (flow/all, darkpool/all, net-flow?ticker=all, socket rooms);
 * tickers are otherwise case-insensitive, so `ALL` (or `All`) is Allstate.
 */
export const ALL = 'all';

export const DEFAULT_FLOW_LIMIT = 100;
/** The largest page of flow/{x} and darkpool/{x}. */
export const MAX_FLOW_LIMIT = 500;
/** The most tickers one flow query (`ticker=`) or saved filter names. */
export const MAX_TICKERS = 50;

/** Where a print traded against the quote, from the most to the least aggressive buyer. */
export const TRADE_SIDES = ['above_ask', 'ask', 'mid', 'bid', 'below_bid'] as const satisfies readonly TradeSide[];
export const FLOW_KINDS = [
  'sweep',
  'block',
  'split',
  'multi_leg',
  'single',
] as const satisfies readonly FlowTradeKind[];
export const SENTIMENTS: readonly Sentiment[] = ['bullish', 'bearish', 'neutral'];

/** The universe's GICS sectors. */
export const SECTORS = [
  'Information Technology',
  'Health Care',
  'Financials',
  'Consumer Discretionary',
  'Communication Services',
  'Industrials',
  'Consumer Staples',
  'Energy',
  'Utilities',
  'Real Estate',
  'Materials',
] as const;
export type GicsSector = (typeof SECTORS)[number];
/** ETFs and indices have no GICS sector; they are grouped under these labels instead. */
export const ETF_SECTOR = 'ETF';
export const INDEX_SECTOR = 'Index';
/** The sectors flow rows carry, and the flow filter and saved alert filters accept. */
export const FLOW_SECTORS = [...SECTORS, ETF_SECTOR, INDEX_SECTOR] as const;
export type FlowSector = (typeof FLOW_SECTORS)[number];

export const DTE_BUCKET_VALUES: readonly DteBucket[] = ['0', '7', '30', 'all'];
export const BAR_INTERVALS: readonly BarInterval[] = ['1m', '5m', '15m', '1h', '1d'];
export const NET_FLOW_INTERVALS = [1, 5, 15, 30, 60] as const;
export const GEX_RANGE_MIN_PERCENT = 1;
export const GEX_RANGE_MAX_PERCENT = 50;
export const BARS_MAX_DAYS = 2520;

export const FLOW_GAUGES: Route<'GET', 'flow/guages', FlowGaugesResponse> = {
  method: 'GET',
  path: 'flow/guages',
  requirement: 'readMarketData',
  summary: "The session's premium totals, market tide and DTE buckets (one ticker with ?ticker=).",
};

export const FLOW_SNAPSHOT_V2: Route<'GET', 'flow/snapshot/v2/{x}', FlowSnapshotV2Response> = {
  method: 'GET',
  path: 'flow/snapshot/v2/{x}',
  requirement: 'readMarketData',
  summary: 'One ticker at a glance, with net flow, recent trades and premium by kind.',
};

export const FLOW_SNAPSHOT: Route<'GET', 'flow/snapshot/{x}', FlowSnapshotResponse> = {
  method: 'GET',
  path: 'flow/snapshot/{x}',
  requirement: 'readMarketData',
  summary: 'One ticker at a glance: summary, top contracts, GEX levels, dark pool.',
};

export const FLOW: Route<'GET', 'flow/{x}', FlowResponse> = {
  method: 'GET',
  path: 'flow/{x}',
  requirement: 'readMarketData',
  summary: 'A page of options orders, newest first; x is a ticker or `all`.',
};

export const DARK_POOL: Route<'GET', 'darkpool/{x}', DarkPoolResponse> = {
  method: 'GET',
  path: 'darkpool/{x}',
  requirement: 'readMarketData',
  summary: 'A page of dark pool prints; x is a ticker or `all`.',
};

export const NET_FLOW: Route<'GET', 'net-flow', NetFlowResponse> = {
  method: 'GET',
  path: 'net-flow',
  requirement: 'readMarketData',
  summary: 'Net call and put premium per interval since the open.',
};

export const GAMMA_EXPOSURE: Route<'GET', 'gamma-exposure', GammaExposureResponse> = {
  method: 'GET',
  path: 'gamma-exposure',
  requirement: 'readMarketData',
  summary: "Dealers' gamma exposure by strike and expiry.",
};

export const CHART_BARS: Route<'GET', 'chart/bars/{x}', BarsResponse> = {
  method: 'GET',
  path: 'chart/bars/{x}',
  requirement: 'readMarketData',
  summary:
    'Candles of one ticker for the chart page; with `session` (one of the recent sessions) they end at that session.',
};

export const MARKET_STATUS: Route<'GET', 'market/status', MarketStatusResponse> = {
  method: 'GET',
  path: 'market/status',
  requirement: 'readMarketData',
  summary: 'The market clock: phase and session.',
};
