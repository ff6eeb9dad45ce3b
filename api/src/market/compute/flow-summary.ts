/**
 * Session aggregates over flow rows and dark-pool prints: premium totals and sentiment, put/call ratios,
 * net premium by DTE bucket and over time, top contracts, premium by expiry and strike, dark-pool price
 * levels and the ticker ranking. Pure: the service feeds them the session's rows.
 */
import type {
  DarkPoolPrint,
  DarkPoolTicker,
  DteBucket,
  FlowSummary,
  FlowTrade,
  FlowTradeKind,
  NetFlowPoint,
  NetPremiumTotals,
  PremiumByExpiry,
  PremiumByStrike,
  PriceLevel,
  TopContract,
} from '@flowdeck/api-types';
import { addToNetPremium, emptyNetPremium, inDteBucket, netPremiumByDte } from '@flowdeck/options-math';

const round2 = (value: number): number => Math.round(value * 100) / 100;

function ratio(numerator: number, denominator: number): number | null {
  return denominator > 0 ? Math.round((numerator / denominator) * 1000) / 1000 : null;
}

function roundNet(net: NetPremiumTotals): NetPremiumTotals {
  return {
    callAskPremium: round2(net.callAskPremium),
    callBidPremium: round2(net.callBidPremium),
    putAskPremium: round2(net.putAskPremium),
    putBidPremium: round2(net.putBidPremium),
    netCallPremium: round2(net.netCallPremium),
    netPutPremium: round2(net.netPutPremium),
  };
}

export function summarizeFlow(trades: readonly FlowTrade[]): FlowSummary {
  const net = emptyNetPremium();
  let callVolume = 0;
  let putVolume = 0;
  let callPremium = 0;
  let putPremium = 0;
  let bullishPremium = 0;
  let bearishPremium = 0;
  let sweepPremium = 0;
  let blockPremium = 0;
  let multiLegPremium = 0;
  let unusualTrades = 0;
  let openingPremium = 0;
  let zeroDtePremium = 0;
  for (const t of trades) {
    if (t.type === 'call') {
      callVolume += t.size;
      callPremium += t.premium;
    } else {
      putVolume += t.size;
      putPremium += t.premium;
    }
    if (t.sentiment === 'bullish') bullishPremium += t.premium;
    else if (t.sentiment === 'bearish') bearishPremium += t.premium;
    if (t.kind === 'sweep') sweepPremium += t.premium;
    else if (t.kind === 'block') blockPremium += t.premium;
    else if (t.kind === 'multi_leg') multiLegPremium += t.premium;
    if (t.tags.includes('unusual')) unusualTrades++;
    if (t.tags.includes('opening')) openingPremium += t.premium;
    if (t.dte === 0) zeroDtePremium += t.premium;
    addToNetPremium(net, t);
  }
  const directional = bullishPremium + bearishPremium;
  return {
    trades: trades.length,
    callVolume,
    putVolume,
    callPremium: round2(callPremium),
    putPremium: round2(putPremium),
    bullishPremium: round2(bullishPremium),
    bearishPremium: round2(bearishPremium),
    bullishPercent: directional > 0 ? Math.round((bullishPremium / directional) * 1000) / 10 : null,
    putCallVolumeRatio: ratio(putVolume, callVolume),
    putCallPremiumRatio: ratio(putPremium, callPremium),
    net: roundNet(net),
    sweepPremium: round2(sweepPremium),
    blockPremium: round2(blockPremium),
    multiLegPremium: round2(multiLegPremium),
    unusualTrades,
    openingPremium: round2(openingPremium),
    zeroDtePremium: round2(zeroDtePremium),
  };
}

export function netByDte(trades: readonly FlowTrade[]): Record<DteBucket, NetPremiumTotals> {
  const byDte = netPremiumByDte(trades);
  return {
    '0': roundNet(byDte['0']),
    '7': roundNet(byDte['7']),
    '30': roundNet(byDte['30']),
    all: roundNet(byDte.all),
  };
}

/** Contracts with the most premium today. */
export function topContracts(trades: readonly FlowTrade[], limit: number): TopContract[] {
  const byContract = new Map<string, TopContract>();
  for (const t of trades) {
    let row = byContract.get(t.optionSymbol);
    if (!row) {
      row = {
        optionSymbol: t.optionSymbol,
        expiry: t.expiry,
        dte: t.dte,
        strike: t.strike,
        type: t.type,
        volume: 0,
        premium: 0,
        openInterest: t.openInterest,
        volumeOiRatio: null,
        lastPrice: t.price,
        bullishPremium: 0,
        bearishPremium: 0,
        trades: 0,
      };
      byContract.set(t.optionSymbol, row);
    }
    row.volume = Math.max(row.volume, t.volume);
    row.premium += t.premium;
    row.lastPrice = t.price;
    row.trades++;
    if (t.sentiment === 'bullish') row.bullishPremium += t.premium;
    else if (t.sentiment === 'bearish') row.bearishPremium += t.premium;
  }
  return [...byContract.values()]
    .sort((a, b) => b.premium - a.premium || (a.optionSymbol < b.optionSymbol ? -1 : 1))
    .slice(0, limit)
    .map((row) => ({
      ...row,
      premium: round2(row.premium),
      bullishPremium: round2(row.bullishPremium),
      bearishPremium: round2(row.bearishPremium),
      volumeOiRatio: row.openInterest > 0 ? Math.round((row.volume / row.openInterest) * 100) / 100 : null,
    }));
}

export function premiumByExpiry(trades: readonly FlowTrade[]): PremiumByExpiry[] {
  const rows = new Map<string, PremiumByExpiry>();
  for (const t of trades) {
    let row = rows.get(t.expiry);
    if (!row) {
      row = { expiry: t.expiry, dte: t.dte, callPremium: 0, putPremium: 0, net: emptyNetPremium() };
      rows.set(t.expiry, row);
    }
    if (t.type === 'call') row.callPremium += t.premium;
    else row.putPremium += t.premium;
    addToNetPremium(row.net, t);
  }
  return [...rows.values()]
    .sort((a, b) => (a.expiry < b.expiry ? -1 : 1))
    .map((row) => ({
      ...row,
      callPremium: round2(row.callPremium),
      putPremium: round2(row.putPremium),
      net: roundNet(row.net),
    }));
}

/** The `limit` strikes with the most premium, ascending by strike. */
export function premiumByStrike(trades: readonly FlowTrade[], limit: number): PremiumByStrike[] {
  const rows = new Map<number, PremiumByStrike>();
  for (const t of trades) {
    let row = rows.get(t.strike);
    if (!row) {
      row = { strike: t.strike, callPremium: 0, putPremium: 0, callVolume: 0, putVolume: 0 };
      rows.set(t.strike, row);
    }
    if (t.type === 'call') {
      row.callPremium += t.premium;
      row.callVolume += t.size;
    } else {
      row.putPremium += t.premium;
      row.putVolume += t.size;
    }
  }
  return [...rows.values()]
    .sort((a, b) => b.callPremium + b.putPremium - (a.callPremium + a.putPremium))
    .slice(0, limit)
    .sort((a, b) => a.strike - b.strike)
    .map((row) => ({ ...row, callPremium: round2(row.callPremium), putPremium: round2(row.putPremium) }));
}

export function premiumByKind(
  trades: readonly FlowTrade[],
): Record<FlowTradeKind, { trades: number; premium: number }> {
  const result: Record<FlowTradeKind, { trades: number; premium: number }> = {
    sweep: { trades: 0, premium: 0 },
    block: { trades: 0, premium: 0 },
    split: { trades: 0, premium: 0 },
    multi_leg: { trades: 0, premium: 0 },
    single: { trades: 0, premium: 0 },
  };
  for (const t of trades) {
    result[t.kind].trades++;
    result[t.kind].premium += t.premium;
  }
  for (const row of Object.values(result)) row.premium = round2(row.premium);
  return result;
}

export interface NetFlowOptions {
  /** Start of the first interval (the regular open). */
  from: number;
  /** Intervals are produced up to (not including) this instant. */
  to: number;
  intervalMinutes: number;
  bucket: DteBucket;
  /** Price at the end of an interval (underlying, or SPY for the market). */
  priceAt?: (ms: number) => number | null;
}

/** Net call and put premium per interval since the open, with running totals. */
export function netFlowSeries(trades: readonly FlowTrade[], options: NetFlowOptions): NetFlowPoint[] {
  const step = options.intervalMinutes * 60_000;
  const count = Math.max(0, Math.ceil((options.to - options.from) / step));
  const nets = Array.from({ length: count }, () => emptyNetPremium());
  const callVolume = new Array<number>(count).fill(0);
  const putVolume = new Array<number>(count).fill(0);
  for (const t of trades) {
    if (!inDteBucket(t.dte, options.bucket)) continue;
    const index = Math.floor((Date.parse(t.time) - options.from) / step);
    if (index < 0 || index >= count) continue;
    addToNetPremium(nets[index] as ReturnType<typeof emptyNetPremium>, t);
    if (t.type === 'call') callVolume[index] = (callVolume[index] as number) + t.size;
    else putVolume[index] = (putVolume[index] as number) + t.size;
  }
  const points: NetFlowPoint[] = [];
  let cumulativeCall = 0;
  let cumulativePut = 0;
  for (let i = 0; i < count; i++) {
    const net = nets[i] as ReturnType<typeof emptyNetPremium>;
    cumulativeCall += net.netCallPremium;
    cumulativePut += net.netPutPremium;
    const start = options.from + i * step;
    const end = Math.min(start + step, options.to);
    points.push({
      time: new Date(start).toISOString(),
      netCallPremium: round2(net.netCallPremium),
      netPutPremium: round2(net.netPutPremium),
      cumulativeNetCallPremium: round2(cumulativeCall),
      cumulativeNetPutPremium: round2(cumulativePut),
      callVolume: callVolume[i] as number,
      putVolume: putVolume[i] as number,
      price: options.priceAt ? options.priceAt(end) : null,
    });
  }
  return points;
}

/** Price-level bucket for dark-pool levels: about 0.1 % of the price, on a round step. */
export function levelStep(price: number): number {
  const target = price * 0.001;
  for (const step of [0.01, 0.02, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 25, 50, 100]) if (step >= target) return step;
  return 250;
}

/** Dark-pool notional by price level (ascending). */
export function priceLevels(prints: readonly DarkPoolPrint[], step: number): PriceLevel[] {
  const levels = new Map<number, PriceLevel>();
  for (const p of prints) {
    const price = Math.round(Math.floor(p.price / step + 1e-9) * step * 100) / 100;
    let level = levels.get(price);
    if (!level) {
      level = { price, size: 0, notional: 0, prints: 0 };
      levels.set(price, level);
    }
    level.size += p.size;
    level.notional += p.notional;
    level.prints++;
  }
  return [...levels.values()].sort((a, b) => a.price - b.price).map((l) => ({ ...l, notional: round2(l.notional) }));
}

export function darkPoolTotals(prints: readonly DarkPoolPrint[]): { notional: number; volume: number; prints: number } {
  let notional = 0;
  let volume = 0;
  for (const p of prints) {
    notional += p.notional;
    volume += p.size;
  }
  return { notional: round2(notional), volume, prints: prints.length };
}

/** Tickers ranked by dark-pool notional. */
export function rankDarkPoolTickers(prints: readonly DarkPoolPrint[], limit: number): DarkPoolTicker[] {
  const rows = new Map<string, DarkPoolTicker>();
  for (const p of prints) {
    let row = rows.get(p.ticker);
    if (!row) {
      row = { ticker: p.ticker, notional: 0, volume: 0, prints: 0, vwap: 0 };
      rows.set(p.ticker, row);
    }
    row.notional += p.notional;
    row.volume += p.size;
    row.prints++;
  }
  return [...rows.values()]
    .sort((a, b) => b.notional - a.notional || (a.ticker < b.ticker ? -1 : 1))
    .slice(0, limit)
    .map((row) => ({
      ...row,
      notional: round2(row.notional),
      vwap: row.volume > 0 ? Math.round((row.notional / row.volume) * 10_000) / 10_000 : 0,
    }));
}
