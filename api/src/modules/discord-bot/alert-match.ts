/**
 * Saved alert filters (user/settings/alert-filters) applied to live flow. A saved filter is translated to
 * the flow page's own filter (`FlowFilter`), so a filter means exactly the same trades on the flow page and
 * in a Discord channel.
 */
import type { FlowTrade } from '@flowdeck/api-types';
import { type FlowFilter, matchesFlow } from '../../market/compute/flow-filter.js';
import { TRADE_SIDES, type AlertFilter } from '../user-settings/schemas.js';

/** The alert filter's criteria as a flow filter; absent criteria (null, empty lists, "both") set nothing. */
export function toFlowFilter(filter: AlertFilter): FlowFilter {
  const flow: FlowFilter = {};
  if (filter.tickers.length > 0) flow.tickers = filter.tickers;
  if (filter.callPut !== 'both') flow.type = filter.callPut === 'calls' ? 'call' : 'put';
  if (filter.sides.length < TRADE_SIDES.length) flow.sides = filter.sides;
  if (filter.minPremium !== null) flow.minPremium = filter.minPremium;
  if (filter.minSize !== null) flow.minSize = filter.minSize;
  if (filter.dteMin !== null) flow.minDte = filter.dteMin;
  if (filter.dteMax !== null) flow.maxDte = filter.dteMax;
  if (filter.otmOnly) flow.otmOnly = true;
  if (filter.sweepsOnly) flow.sweepsOnly = true;
  if (filter.volumeOverOi) flow.volGtOi = true;
  if (filter.sectors.length > 0) flow.sectors = filter.sectors;
  if (filter.marketCapMin !== null) flow.minMarketCap = filter.marketCapMin;
  if (filter.marketCapMax !== null) flow.maxMarketCap = filter.marketCapMax;
  if (filter.unusualOnly) flow.unusualOnly = true;
  return flow;
}

/** Saved filters are checked against every live trade: each is translated once. */
const translated = new WeakMap<AlertFilter, FlowFilter>();

/** Whether a flow trade passes every criterion of a saved alert filter. */
export function matchesAlertFilter(trade: FlowTrade, filter: AlertFilter): boolean {
  let flow = translated.get(filter);
  if (!flow) {
    flow = toFlowFilter(filter);
    translated.set(filter, flow);
  }
  return matchesFlow(trade, flow);
}
