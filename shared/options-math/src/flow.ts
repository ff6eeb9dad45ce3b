import type { OptionType } from '#black-scholes';
import { CONTRACT_MULTIPLIER } from '#strategy';

/**
 * Where a print sits against the quote at the moment it traded. Between the midpoint and the ask counts
 * as the ask side and between the bid and the midpoint as the bid side (the quote rule of Lee and Ready);
 * only a print at the midpoint itself is `mid`.
 */
export type TradeSide = 'above_ask' | 'ask' | 'mid' | 'bid' | 'below_bid';
export const TRADE_SIDES: readonly TradeSide[] = ['above_ask', 'ask', 'mid', 'bid', 'below_bid'];

/** Who initiated a print: a buyer lifting offers, a seller hitting bids, or neither (mid). */
export type Aggressor = 'buy' | 'sell' | null;
export type Sentiment = 'bullish' | 'bearish' | 'neutral';

/** Prices are in cents; anything closer than this is "at" a price. */
const PRICE_TOLERANCE = 1e-6;

/** Classifies a print by its price against the bid and ask quoted when it traded. */
export function classifySide(price: number, bid: number, ask: number): TradeSide {
  if (price > ask + PRICE_TOLERANCE) return 'above_ask';
  if (price < bid - PRICE_TOLERANCE) return 'below_bid';
  // Locked or crossed quotes: a print at either side is both; call it the midpoint.
  if (ask - bid <= PRICE_TOLERANCE) return 'mid';
  if (price >= ask - PRICE_TOLERANCE) return 'ask';
  if (price <= bid + PRICE_TOLERANCE) return 'bid';
  const mid = (bid + ask) / 2;
  if (Math.abs(price - mid) <= PRICE_TOLERANCE) return 'mid';
  return price > mid ? 'ask' : 'bid';
}

export function aggressorOf(side: TradeSide): Aggressor {
  if (side === 'ask' || side === 'above_ask') return 'buy';
  if (side === 'bid' || side === 'below_bid') return 'sell';
  return null;
}

/** Calls bought and puts sold are bullish; calls sold and puts bought bearish; midpoint prints neutral. */
export function sentimentOf(type: OptionType, side: TradeSide): Sentiment {
  const aggressor = aggressorOf(side);
  if (aggressor === null) return 'neutral';
  return (aggressor === 'buy') === (type === 'call') ? 'bullish' : 'bearish';
}

/** Dollars paid for `size` contracts at `price` per share. */
export function premiumOf(price: number, size: number): number {
  return price * size * CONTRACT_MULTIPLIER;
}

export function isOutOfTheMoney(type: OptionType, strike: number, spot: number): boolean {
  return type === 'call' ? strike > spot : strike < spot;
}

export interface OpeningInput {
  /** Contracts in this trade. */
  size: number;
  /** Open interest at the start of the day. */
  openInterest: number;
  /** The contract's volume today, this trade included. */
  volume: number;
}

/**
 * A trade must be (at least partly) opening when it is larger than what could have been closed:
 * size > OI − (volume − size), i.e. more contracts than the open interest left after the day's earlier
 * volume had closed as much of it as it could.
 */
export function isOpeningTrade({ size, openInterest, volume }: OpeningInput): boolean {
  return size > openInterest - (volume - size);
}

/** DTE buckets of the net-flow views: same-day expiries, a week, a month, everything. */
export type DteBucket = '0' | '7' | '30' | 'all';
export const DTE_BUCKETS: readonly DteBucket[] = ['0', '7', '30', 'all'];

/** Whether a contract `dte` days from expiry falls in `bucket` (the buckets nest: 0 ⊂ ≤7 ⊂ ≤30 ⊂ all). */
export function inDteBucket(dte: number, bucket: DteBucket): boolean {
  if (bucket === 'all') return true;
  return dte <= Number(bucket);
}

export interface PremiumTrade {
  type: OptionType;
  side: TradeSide;
  /** Dollars. */
  premium: number;
}

/** Ask-side and bid-side premium of calls and puts; net = ask side − bid side. Midpoint prints are ignored. */
export interface NetPremium {
  callAskPremium: number;
  callBidPremium: number;
  putAskPremium: number;
  putBidPremium: number;
  netCallPremium: number;
  netPutPremium: number;
}

export function emptyNetPremium(): NetPremium {
  return {
    callAskPremium: 0,
    callBidPremium: 0,
    putAskPremium: 0,
    putBidPremium: 0,
    netCallPremium: 0,
    netPutPremium: 0,
  };
}

/** Adds one trade to `acc` in place (above-ask counts as ask side, below-bid as bid side) and returns it. */
export function addToNetPremium(acc: NetPremium, trade: PremiumTrade): NetPremium {
  const aggressor = aggressorOf(trade.side);
  if (aggressor === null) return acc;
  if (trade.type === 'call') {
    if (aggressor === 'buy') acc.callAskPremium += trade.premium;
    else acc.callBidPremium += trade.premium;
    acc.netCallPremium = acc.callAskPremium - acc.callBidPremium;
  } else {
    if (aggressor === 'buy') acc.putAskPremium += trade.premium;
    else acc.putBidPremium += trade.premium;
    acc.netPutPremium = acc.putAskPremium - acc.putBidPremium;
  }
  return acc;
}

/** Net call premium and net put premium of a set of trades. */
export function netPremium(trades: Iterable<PremiumTrade>): NetPremium {
  const acc = emptyNetPremium();
  for (const trade of trades) addToNetPremium(acc, trade);
  return acc;
}

/** Net premium per DTE bucket; a trade counts in every bucket that contains its DTE. */
export function netPremiumByDte(trades: Iterable<PremiumTrade & { dte: number }>): Record<DteBucket, NetPremium> {
  const result = {} as Record<DteBucket, NetPremium>;
  for (const bucket of DTE_BUCKETS) result[bucket] = emptyNetPremium();
  for (const trade of trades) {
    for (const bucket of DTE_BUCKETS) if (inDteBucket(trade.dte, bucket)) addToNetPremium(result[bucket], trade);
  }
  return result;
}

/** Net premium per ticker; market-wide ("market tide") is {@link netPremium} over every ticker's trades. */
export function netPremiumByTicker(trades: Iterable<PremiumTrade & { ticker: string }>): Map<string, NetPremium> {
  const result = new Map<string, NetPremium>();
  for (const trade of trades) {
    let acc = result.get(trade.ticker);
    if (!acc) {
      acc = emptyNetPremium();
      result.set(trade.ticker, acc);
    }
    addToNetPremium(acc, trade);
  }
  return result;
}
