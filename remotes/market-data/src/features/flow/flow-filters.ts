import { TICKER_PATTERN } from '@flowdeck/endpoints/ticker';
import type { FlowTrade, FlowTradeKind, OptionSide, TradeSide } from '@flowdeck/api-types';
import { FLOW, FLOW_KINDS, MAX_TICKERS as MAX_FILTER_TICKERS, TRADE_SIDES } from '@flowdeck/endpoints/market';
import { pathOf } from '@flowdeck/endpoints/route';
import { ALL_TICKERS } from '../../paths';

export type CallPut = 'both' | 'calls' | 'puts';

/**
 * Everything the Flows page can filter on. Empty lists and nulls mean "no constraint", so the default
 * shows every trade. The same value drives the GET flow/{x} query and the check of each live trade.
 */
export interface FlowFilters {
  tickers: string[];
  callPut: CallPut;
  /** Empty: every side. */
  sides: TradeSide[];
  /** Empty: every kind (the multi-leg preset narrows it). */
  kinds: FlowTradeKind[];
  minPremium: number | null;
  minSize: number | null;
  dteMin: number | null;
  dteMax: number | null;
  otmOnly: boolean;
  sweepsOnly: boolean;
  volumeOverOi: boolean;
  unusualOnly: boolean;
  /** Empty: every sector. */
  sectors: string[];
  marketCapMin: number | null;
  marketCapMax: number | null;
}

export const DEFAULT_FILTERS: FlowFilters = {
  tickers: [],
  callPut: 'both',
  sides: [],
  kinds: [],
  minPremium: null,
  minSize: null,
  dteMin: null,
  dteMax: null,
  otmOnly: false,
  sweepsOnly: false,
  volumeOverOi: false,
  unusualOnly: false,
  sectors: [],
  marketCapMin: null,
  marketCapMax: null,
};

/**
 * The sides, trade kinds and sectors the flow filter accepts, and its most tickers: the endpoint's contract
 * (shared with the API, which refuses anything else).
 */
export { FLOW_KINDS, FLOW_SECTORS, MAX_TICKERS as MAX_FILTER_TICKERS, TRADE_SIDES } from '@flowdeck/endpoints/market';

/** "spy, qqq  brk.b" → ['SPY', 'QQQ', 'BRK.B'] and the parts that are not tickers. */
export function parseTickers(text: string): { tickers: string[]; invalid: string[] } {
  const parts = text
    .split(/[\s,]+/)
    .map((part) => part.trim().toUpperCase())
    .filter(Boolean);
  const tickers = [...new Set(parts.filter((part) => TICKER_PATTERN.test(part)))].slice(0, MAX_FILTER_TICKERS);
  return { tickers, invalid: parts.filter((part) => !TICKER_PATTERN.test(part)) };
}

const CALL_PUT_TYPE: Record<CallPut, OptionSide | null> = { both: null, calls: 'call', puts: 'put' };

/** Query parameter values of GET flow/{x} (see FlowQuery in @flowdeck/api-types). */
export type FlowParams = Record<string, string | number | boolean>;

export interface FlowRequest {
  /** `flow/all` or `flow/<TICKER>` when exactly one ticker is chosen. */
  path: string;
  params: FlowParams;
}

/**
 * The page of GET flow/{x} these filters ask for: one ticker in the path, several as `ticker=`; `session`
 * names a session other than the most recent one.
 */
export function flowRequest(filters: FlowFilters, session?: string): FlowRequest {
  const params: FlowParams = {};
  if (session !== undefined) params.session = session;
  const one = filters.tickers.length === 1 ? filters.tickers[0] : undefined;
  if (filters.tickers.length > 1) params.ticker = filters.tickers.join(',');
  const type = CALL_PUT_TYPE[filters.callPut];
  if (type) params.type = type;
  // Every side chosen is no constraint at all; keep the request (and its cache key) the same.
  if (filters.sides.length > 0 && filters.sides.length < TRADE_SIDES.length)
    params.side = inOrderOf(TRADE_SIDES, filters.sides).join(',');
  if (filters.kinds.length > 0 && filters.kinds.length < FLOW_KINDS.length)
    params.kind = inOrderOf(FLOW_KINDS, filters.kinds).join(',');
  if (filters.minPremium !== null) params.minPremium = filters.minPremium;
  if (filters.minSize !== null) params.minSize = filters.minSize;
  if (filters.dteMin !== null) params.minDte = filters.dteMin;
  if (filters.dteMax !== null) params.maxDte = filters.dteMax;
  if (filters.otmOnly) params.otmOnly = true;
  if (filters.sweepsOnly) params.sweepsOnly = true;
  if (filters.volumeOverOi) params.volGtOi = true;
  if (filters.unusualOnly) params.unusualOnly = true;
  if (filters.sectors.length > 0) params.sector = [...filters.sectors].sort().join(',');
  if (filters.marketCapMin !== null) params.minMarketCap = filters.marketCapMin;
  if (filters.marketCapMax !== null) params.maxMarketCap = filters.marketCapMax;
  return { path: pathOf(FLOW, { x: one ?? ALL_TICKERS }), params };
}

/** The socket room to join: one ticker's, or every ticker's (several tickers are picked client-side). */
export function streamTicker(filters: FlowFilters): string {
  return filters.tickers.length === 1 ? (filters.tickers[0] ?? ALL_TICKERS) : ALL_TICKERS;
}

/** The chosen items in the reference order, so one choice always makes the same request. */
function inOrderOf<T>(reference: readonly T[], chosen: readonly T[]): T[] {
  return reference.filter((item) => chosen.includes(item));
}

/**
 * Whether a live trade passes the filters: the API's own rule (market/compute/flow-filter.ts), applied to
 * what the socket pushes, since the room carries every trade of its ticker(s).
 */
export function matchesFilters(t: FlowTrade, f: FlowFilters): boolean {
  if (f.tickers.length > 0 && !f.tickers.includes(t.ticker)) return false;
  const type = CALL_PUT_TYPE[f.callPut];
  if (type && t.type !== type) return false;
  if (f.sides.length > 0 && !f.sides.includes(t.side)) return false;
  if (f.kinds.length > 0 && !f.kinds.includes(t.kind)) return false;
  if (f.sweepsOnly && t.kind !== 'sweep') return false;
  if (f.minPremium !== null && t.premium < f.minPremium) return false;
  if (f.minSize !== null && t.size < f.minSize) return false;
  if (f.dteMin !== null && t.dte < f.dteMin) return false;
  if (f.dteMax !== null && t.dte > f.dteMax) return false;
  if (f.otmOnly && !t.tags.includes('otm')) return false;
  if (f.volumeOverOi && !(t.volume > t.openInterest)) return false;
  if (f.unusualOnly && !t.tags.includes('unusual')) return false;
  if (f.sectors.length > 0 && !f.sectors.includes(t.sector)) return false;
  if (f.marketCapMin !== null && (t.marketCap === null || t.marketCap < f.marketCapMin)) return false;
  if (f.marketCapMax !== null && (t.marketCap === null || t.marketCap > f.marketCapMax)) return false;
  return true;
}

/** How many filters narrow the flow (the ticker scope aside): the count on the Filters button. */
export function activeFilterCount(f: FlowFilters): number {
  return [
    f.callPut !== 'both',
    f.sides.length > 0,
    f.kinds.length > 0,
    f.minPremium !== null,
    f.minSize !== null,
    f.dteMin !== null || f.dteMax !== null,
    f.otmOnly,
    f.sweepsOnly,
    f.volumeOverOi,
    f.unusualOnly,
    f.sectors.length > 0,
    f.marketCapMin !== null || f.marketCapMax !== null,
  ].filter(Boolean).length;
}

/** Same filters, whatever order the lists were picked in. */
export function sameFilters(a: FlowFilters, b: FlowFilters): boolean {
  const request = (f: FlowFilters) => JSON.stringify(flowRequest({ ...f, tickers: [...f.tickers].sort() }));
  return request(a) === request(b);
}
