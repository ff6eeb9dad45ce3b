/**
 * The flow filters, as one value both query paths understand: `matchesFlow` tests a row held in memory,
 * the repository turns the same value into SQL. Their agreement is tested.
 */
import type { FlowTrade, FlowTradeKind, OptionSide, Sentiment, TradeSide } from '@flowdeck/api-types';

export interface FlowFilter {
  tickers?: string[];
  /** One contract (OCC symbol): the row detail's intraday history. */
  contract?: string;
  type?: OptionSide;
  sides?: TradeSide[];
  kinds?: FlowTradeKind[];
  sentiment?: Sentiment;
  minPremium?: number;
  maxPremium?: number;
  minSize?: number;
  minDte?: number;
  maxDte?: number;
  otmOnly?: boolean;
  sweepsOnly?: boolean;
  /** The contract's volume (this trade included) above its open interest. */
  volGtOi?: boolean;
  openingOnly?: boolean;
  unusualOnly?: boolean;
  sectors?: string[];
  minMarketCap?: number;
  maxMarketCap?: number;
}

/** Whether a flow row passes every filter that is set. */
export function matchesFlow(t: FlowTrade, f: FlowFilter): boolean {
  if (f.tickers && !f.tickers.includes(t.ticker)) return false;
  if (f.contract && t.optionSymbol !== f.contract) return false;
  if (f.type && t.type !== f.type) return false;
  if (f.sides && !f.sides.includes(t.side)) return false;
  if (f.kinds && !f.kinds.includes(t.kind)) return false;
  if (f.sweepsOnly && t.kind !== 'sweep') return false;
  if (f.sentiment && t.sentiment !== f.sentiment) return false;
  if (f.minPremium !== undefined && t.premium < f.minPremium) return false;
  if (f.maxPremium !== undefined && t.premium > f.maxPremium) return false;
  if (f.minSize !== undefined && t.size < f.minSize) return false;
  if (f.minDte !== undefined && t.dte < f.minDte) return false;
  if (f.maxDte !== undefined && t.dte > f.maxDte) return false;
  if (f.otmOnly && !t.tags.includes('otm')) return false;
  if (f.volGtOi && !(t.volume > t.openInterest)) return false;
  if (f.openingOnly && !t.tags.includes('opening')) return false;
  if (f.unusualOnly && !t.tags.includes('unusual')) return false;
  if (f.sectors && !f.sectors.includes(t.sector)) return false;
  if (f.minMarketCap !== undefined && (t.marketCap === null || t.marketCap < f.minMarketCap)) return false;
  if (f.maxMarketCap !== undefined && (t.marketCap === null || t.marketCap > f.maxMarketCap)) return false;
  return true;
}
