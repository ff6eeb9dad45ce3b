/**
 * What the market routes make of their parsed queries. The endpoints' facts and schemas live in their
 * contracts (@flowdeck/endpoints/market, …/market/contracts), shared with the clients.
 */
import type { OptionSide } from '@flowdeck/api-types';
import type { DarkPoolQueryInput, FlowQueryInput } from '@flowdeck/endpoints/market/contracts';
import { FLOW_SECTORS as SECTORS_OF_FLOW } from '@flowdeck/endpoints/market';
import type { FlowFilter } from '../../market/compute/flow-filter.js';
import type { DarkPoolFilter } from './repository.js';

export {
  ALL,
  BAR_INTERVALS,
  DEFAULT_FLOW_LIMIT,
  DTE_BUCKET_VALUES,
  FLOW_KINDS,
  MAX_FLOW_LIMIT,
  MAX_TICKERS,
  NET_FLOW_INTERVALS,
  SENTIMENTS,
  TRADE_SIDES,
} from '@flowdeck/endpoints/market';
/** The sectors flow rows carry (GICS sectors, ETF and Index), as plain strings for look-ups. */
export const FLOW_SECTORS: readonly string[] = SECTORS_OF_FLOW;

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

export function toDarkPoolFilter(q: DarkPoolQueryInput): DarkPoolFilter {
  const filter: DarkPoolFilter = {};
  if (q.minNotional !== undefined) filter.minNotional = q.minNotional;
  if (q.minSize !== undefined) filter.minSize = q.minSize;
  if (q.lateOnly) filter.lateOnly = true;
  if (q.blocksOnly) filter.blocksOnly = true;
  return filter;
}
