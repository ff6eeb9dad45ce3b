/**
 * From an aggregated order to the flow row a subscriber sees: aggressor side from the price against the
 * quote, sentiment, the contract's running volume, opening-trade inference, and the tags (opening, unusual,
 * above ask, out of the money, volume over open interest, 0DTE, ahead of earnings).
 */
import type { DteBucket, FlowTag, FlowTrade } from '@flowdeck/api-types';
import { classifySide, isOpeningTrade, isOutOfTheMoney, sentimentOf, type TradeSide } from '@flowdeck/options-math';
import type { AggregatedOrder } from './sweeps.js';

/** What counts as unusual: an aggressive, opening order that is large against what is already open. */
export const UNUSUAL_MIN_PREMIUM = 25_000;
export const UNUSUAL_MAX_DTE = 60;
/** Premium that is unusual on its own when bought aggressively across exchanges. */
export const UNUSUAL_SWEEP_PREMIUM = 1_000_000;

export interface UnusualInput {
  side: TradeSide;
  kind: FlowTrade['kind'];
  premium: number;
  size: number;
  volume: number;
  openInterest: number;
  opening: boolean;
  dte: number;
}

/**
 * Unusual = bought at or above the ask, opening, with at least $25k premium, expiring within 60 days, and
 * either pushing the day's volume past the open interest or alone worth half of it; or any aggressive
 * sweep of $1M or more.
 */
export function isUnusual(t: UnusualInput): boolean {
  const aggressive = t.side === 'ask' || t.side === 'above_ask';
  if (!aggressive) return false;
  if (t.kind === 'sweep' && t.premium >= UNUSUAL_SWEEP_PREMIUM) return true;
  if (!t.opening || t.premium < UNUSUAL_MIN_PREMIUM || t.dte > UNUSUAL_MAX_DTE) return false;
  return t.volume > t.openInterest || t.size >= 0.5 * Math.max(t.openInterest, 1);
}

export interface InstrumentFacts {
  sector: string;
  marketCap: number | null;
}

export interface EnrichContext {
  /** Trading day of the order (YYYY-MM-DD). */
  sessionDate: string;
  instrument: InstrumentFacts;
  /** The contract's volume today before this order. */
  volumeBefore: number;
  /** Whether the underlying reports earnings on or before this expiry (within the next sessions). */
  earningsAhead: boolean;
}

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

export function toFlowTrade(order: AggregatedOrder, context: EnrichContext): FlowTrade {
  const side = classifySide(order.price, order.bid, order.ask);
  const volume = context.volumeBefore + order.size;
  const opening = isOpeningTrade({ size: order.size, openInterest: order.openInterest, volume });
  const dte = daysBetween(context.sessionDate, order.expiry);
  const otm = isOutOfTheMoney(order.type, order.strike, order.spot);
  const unusual = isUnusual({
    side,
    kind: order.kind,
    premium: order.premium,
    size: order.size,
    volume,
    openInterest: order.openInterest,
    opening,
    dte,
  });
  const tags: FlowTag[] = [];
  if (opening) tags.push('opening');
  if (unusual) tags.push('unusual');
  if (side === 'above_ask') tags.push('above_ask');
  if (side === 'below_bid') tags.push('below_bid');
  if (otm) tags.push('otm');
  if (volume > order.openInterest) tags.push('vol_gt_oi');
  if (dte === 0) tags.push('zero_dte');
  if (context.earningsAhead) tags.push('earnings');
  return {
    id: String(order.seq),
    time: new Date(order.time).toISOString(),
    ticker: order.underlying,
    sector: context.instrument.sector,
    marketCap: context.instrument.marketCap,
    optionSymbol: order.contract,
    expiry: order.expiry,
    expiryKind: order.expiryKind,
    dte,
    strike: order.strike,
    type: order.type,
    side,
    sentiment: sentimentOf(order.type, side),
    kind: order.kind,
    spot: order.spot,
    size: order.size,
    price: order.price,
    premium: order.premium,
    bid: order.bid,
    ask: order.ask,
    iv: order.iv,
    delta: order.delta,
    volume,
    openInterest: order.openInterest,
    fills: order.fills,
    exchanges: order.exchanges,
    legGroup: order.legGroup,
    tags,
  };
}

/** Which DTE buckets a trade belongs to (they nest). */
export function bucketsOf(dte: number): DteBucket[] {
  const buckets: DteBucket[] = ['all'];
  if (dte <= 30) buckets.push('30');
  if (dte <= 7) buckets.push('7');
  if (dte === 0) buckets.push('0');
  return buckets;
}
