import type { FlowTrade } from '@flowdeck/api-types';

export interface ContractSummary {
  trades: number;
  contracts: number;
  premium: number;
  /** Volume-weighted price per share. */
  averagePrice: number;
  high: number;
  low: number;
  /** Shares of premium filled at or above the ask, and at or below the bid (0–1). */
  askShare: number;
  bidShare: number;
}

/** One contract's session so far, from its orders (any order). Null without any. */
export function summarizeContract(trades: readonly FlowTrade[]): ContractSummary | null {
  if (trades.length === 0) return null;
  let contracts = 0;
  let premium = 0;
  let askPremium = 0;
  let bidPremium = 0;
  let high = -Infinity;
  let low = Infinity;
  for (const t of trades) {
    contracts += t.size;
    premium += t.premium;
    if (t.side === 'ask' || t.side === 'above_ask') askPremium += t.premium;
    if (t.side === 'bid' || t.side === 'below_bid') bidPremium += t.premium;
    high = Math.max(high, t.price);
    low = Math.min(low, t.price);
  }
  return {
    trades: trades.length,
    contracts,
    premium,
    averagePrice: contracts > 0 ? premium / (contracts * 100) : 0,
    high,
    low,
    askShare: premium > 0 ? askPremium / premium : 0,
    bidShare: premium > 0 ? bidPremium / premium : 0,
  };
}

export interface PricePoint {
  x: number;
  y: number;
  r: number;
  trade: FlowTrade;
}

/**
 * The price chart's points in a width × height box: time left to right, price bottom to top, the dot's
 * radius growing with size (square root, so one huge print does not hide the rest).
 */
export function pricePoints(trades: readonly FlowTrade[], width: number, height: number, pad = 8): PricePoint[] {
  if (trades.length === 0) return [];
  const times = trades.map((t) => Date.parse(t.time));
  const t0 = Math.min(...times);
  const t1 = Math.max(...times);
  const prices = trades.map((t) => t.price);
  const p0 = Math.min(...prices);
  const p1 = Math.max(...prices);
  const maxSize = Math.max(...trades.map((t) => t.size));
  return trades.map((trade, i) => ({
    x: t1 === t0 ? width / 2 : pad + (((times[i] as number) - t0) / (t1 - t0)) * (width - 2 * pad),
    y: p1 === p0 ? height / 2 : height - pad - ((trade.price - p0) / (p1 - p0)) * (height - 2 * pad),
    r: 2.5 + 5.5 * Math.sqrt(trade.size / Math.max(maxSize, 1)),
    trade,
  }));
}
