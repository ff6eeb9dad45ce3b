import type {
  DarkPoolPrint,
  DteBucket,
  FlowSnapshotV2Response,
  FlowSummary,
  FlowTrade,
  FlowTradeKind,
  GexLevels,
  MarketQuote,
  NetPremiumTotals,
  PremiumByExpiry,
  PremiumByStrike,
  PriceLevel,
  TopContract,
  TradeSide,
} from '@flowdeck/api-types';
import { DEFAULT_SYMBOL, SYMBOL_PARAM } from '../../paths';
import { addToLevels, mergeNewest } from '../../lib/dark-pool-data';

/** The ticker in the URL, upper-cased; the default when there is none. */
export function symbolFromParams(params: URLSearchParams): string {
  return params.get(SYMBOL_PARAM)?.trim().toUpperCase() || DEFAULT_SYMBOL;
}

// ---------------------------------------------------------------------------------------------------
// Live trades and prints laid over the last fetch.

/** Recent trades the page lists: the API's 25 and those that arrive while it is open. */
export const MAX_RECENT_TRADES = 60;
/** The API keeps the twelve biggest dark-pool levels in a snapshot; so do live updates. */
export const SNAPSHOT_LEVELS = 12;

/**
 * The snapshot brought up to date with what arrived live since it was computed: trades reported after
 * `asOf` are added to the premiums, sentiment, ratios, net premium and top contracts and lead the
 * recent trades; the newest trade's underlying price moves the quote; prints after `asOf` are added to
 * the dark-pool totals and levels. The next fetch takes over without counting anything twice.
 */
export function applyLive(
  snapshot: FlowSnapshotV2Response,
  trades: readonly FlowTrade[],
  prints: readonly DarkPoolPrint[],
): FlowSnapshotV2Response {
  const asOf = Date.parse(snapshot.asOf);
  const known = new Set(snapshot.recentTrades.map((trade) => trade.id));
  const newTrades = trades.filter(
    (trade) => trade.ticker === snapshot.ticker && !known.has(trade.id) && Date.parse(trade.time) > asOf,
  );
  const newPrints = prints.filter((print) => print.ticker === snapshot.ticker && Date.parse(print.time) > asOf);
  if (newTrades.length === 0 && newPrints.length === 0) return snapshot;
  const newest = newTrades.reduce<FlowTrade | null>(
    (latest, trade) => (latest === null || Date.parse(trade.time) >= Date.parse(latest.time) ? trade : latest),
    null,
  );
  return {
    ...snapshot,
    quote: newest ? moveQuote(snapshot.quote, newest.spot) : snapshot.quote,
    // One price per symbol per instant: the gamma levels' spot moves with the header's last price.
    gex: newest && snapshot.gex ? { ...snapshot.gex, spot: newest.spot } : snapshot.gex,
    summary: addToSummary(snapshot.summary, newTrades),
    topContracts: addToTopContracts(snapshot.topContracts, newTrades),
    recentTrades: mergeNewest(newTrades, snapshot.recentTrades, MAX_RECENT_TRADES),
    darkPool: addToDarkPool(snapshot.darkPool, newPrints),
  };
}

/** The quote at a new last price. */
export function moveQuote(quote: MarketQuote, last: number): MarketQuote {
  const change = last - quote.previousClose;
  return {
    ...quote,
    last,
    change: round2(change),
    changePercent: quote.previousClose > 0 ? round2((change / quote.previousClose) * 100) : quote.changePercent,
    high: quote.high === null ? last : Math.max(quote.high, last),
    low: quote.low === null ? last : Math.min(quote.low, last),
  };
}

/** Which way a trade's premium counts in net premium: bought at the ask, sold at the bid, the mid ignored. */
function aggressor(side: TradeSide): 'buy' | 'sell' | null {
  if (side === 'ask' || side === 'above_ask') return 'buy';
  if (side === 'bid' || side === 'below_bid') return 'sell';
  return null;
}

/** Net premium totals with trades added (ask-side minus bid-side, per option type). */
export function addToNet(net: NetPremiumTotals, trades: readonly FlowTrade[]): NetPremiumTotals {
  const next = { ...net };
  for (const trade of trades) {
    const way = aggressor(trade.side);
    if (way === null) continue;
    if (trade.type === 'call') {
      if (way === 'buy') next.callAskPremium += trade.premium;
      else next.callBidPremium += trade.premium;
    } else if (way === 'buy') next.putAskPremium += trade.premium;
    else next.putBidPremium += trade.premium;
  }
  return {
    callAskPremium: round2(next.callAskPremium),
    callBidPremium: round2(next.callBidPremium),
    putAskPremium: round2(next.putAskPremium),
    putBidPremium: round2(next.putBidPremium),
    netCallPremium: round2(next.callAskPremium - next.callBidPremium),
    netPutPremium: round2(next.putAskPremium - next.putBidPremium),
  };
}

function ratio(numerator: number, denominator: number): number | null {
  return denominator > 0 ? Math.round((numerator / denominator) * 1000) / 1000 : null;
}

/** Session totals with trades added, ratios and the bullish share recomputed as the API computes them. */
export function addToSummary(summary: FlowSummary, trades: readonly FlowTrade[]): FlowSummary {
  if (trades.length === 0) return summary;
  const s = { ...summary };
  for (const trade of trades) {
    if (trade.type === 'call') {
      s.callVolume += trade.size;
      s.callPremium += trade.premium;
    } else {
      s.putVolume += trade.size;
      s.putPremium += trade.premium;
    }
    if (trade.sentiment === 'bullish') s.bullishPremium += trade.premium;
    else if (trade.sentiment === 'bearish') s.bearishPremium += trade.premium;
    if (trade.kind === 'sweep') s.sweepPremium += trade.premium;
    else if (trade.kind === 'block') s.blockPremium += trade.premium;
    else if (trade.kind === 'multi_leg') s.multiLegPremium += trade.premium;
    if (trade.tags.includes('unusual')) s.unusualTrades += 1;
    if (trade.tags.includes('opening')) s.openingPremium += trade.premium;
    if (trade.dte === 0) s.zeroDtePremium += trade.premium;
  }
  const directional = s.bullishPremium + s.bearishPremium;
  return {
    ...s,
    trades: summary.trades + trades.length,
    callPremium: round2(s.callPremium),
    putPremium: round2(s.putPremium),
    bullishPremium: round2(s.bullishPremium),
    bearishPremium: round2(s.bearishPremium),
    bullishPercent: directional > 0 ? Math.round((s.bullishPremium / directional) * 1000) / 10 : null,
    putCallVolumeRatio: ratio(s.putVolume, s.callVolume),
    putCallPremiumRatio: ratio(s.putPremium, s.callPremium),
    net: addToNet(summary.net, trades),
    sweepPremium: round2(s.sweepPremium),
    blockPremium: round2(s.blockPremium),
    multiLegPremium: round2(s.multiLegPremium),
    openingPremium: round2(s.openingPremium),
    zeroDtePremium: round2(s.zeroDtePremium),
  };
}

/**
 * Top contracts with trades in them added and re-ranked by premium. A contract outside the list is
 * left out: its earlier trades are not known here (the next fetch ranks it).
 */
export function addToTopContracts(contracts: readonly TopContract[], trades: readonly FlowTrade[]): TopContract[] {
  if (trades.length === 0) return [...contracts];
  const rows = new Map(contracts.map((c) => [c.optionSymbol, { ...c }]));
  const ordered = [...trades].sort((a, b) => Date.parse(a.time) - Date.parse(b.time));
  for (const trade of ordered) {
    const row = rows.get(trade.optionSymbol);
    if (!row) continue;
    row.volume += trade.size;
    row.premium = round2(row.premium + trade.premium);
    row.trades += 1;
    row.lastPrice = trade.price;
    if (trade.sentiment === 'bullish') row.bullishPremium = round2(row.bullishPremium + trade.premium);
    else if (trade.sentiment === 'bearish') row.bearishPremium = round2(row.bearishPremium + trade.premium);
    row.volumeOiRatio = row.openInterest > 0 ? round2(row.volume / row.openInterest) : null;
  }
  return [...rows.values()].sort((a, b) => b.premium - a.premium);
}

/** Dark-pool totals and levels with prints added; the levels stay the twelve biggest, by price. */
export function addToDarkPool(
  darkPool: FlowSnapshotV2Response['darkPool'],
  prints: readonly DarkPoolPrint[],
): FlowSnapshotV2Response['darkPool'] {
  if (prints.length === 0) return darkPool;
  const levels: PriceLevel[] = addToLevels(darkPool.levels, prints)
    .sort((a, b) => b.notional - a.notional)
    .slice(0, SNAPSHOT_LEVELS)
    .sort((a, b) => a.price - b.price);
  return {
    notional: round2(darkPool.notional + prints.reduce((sum, p) => sum + p.notional, 0)),
    volume: darkPool.volume + prints.reduce((sum, p) => sum + p.size, 0),
    prints: darkPool.prints + prints.length,
    levels,
  };
}

// ---------------------------------------------------------------------------------------------------
// Reading the figures.

/** Bullish share of directional premium (0–1); null before any directional trade. */
export function bullishShare(summary: FlowSummary): number | null {
  return summary.bullishPercent === null ? null : summary.bullishPercent / 100;
}

export type Lean = 'bullish' | 'bearish' | 'balanced';

/** Which way the tape leans: more than 55 % either way is a lean, anything closer is balanced. */
export const LEAN_THRESHOLD = 55;

export function leanOf(bullishPercent: number | null): Lean {
  if (bullishPercent === null) return 'balanced';
  if (bullishPercent > LEAN_THRESHOLD) return 'bullish';
  if (bullishPercent < 100 - LEAN_THRESHOLD) return 'bearish';
  return 'balanced';
}

export type GexLevelId = 'callWall' | 'zeroGamma' | 'spot' | 'putWall';

export interface GexLevelRow {
  id: GexLevelId;
  label: string;
  price: number;
  /** Percent from spot (0 for spot itself). */
  fromSpot: number;
}

export const GEX_LEVEL_LABELS: Record<GexLevelId, string> = {
  callWall: 'Call wall',
  zeroGamma: 'Zero gamma',
  spot: 'Spot',
  putWall: 'Put wall',
};

/** Spot and the gamma levels that exist, highest price first, each with its distance from spot. */
export function gexLevelRows(gex: GexLevels): GexLevelRow[] {
  const candidates: Array<[GexLevelId, number | null]> = [
    ['callWall', gex.callWall],
    ['zeroGamma', gex.zeroGamma],
    ['spot', gex.spot],
    ['putWall', gex.putWall],
  ];
  return candidates
    .filter((c): c is [GexLevelId, number] => c[1] !== null)
    .map(([id, price]) => ({
      id,
      label: GEX_LEVEL_LABELS[id],
      price,
      fromSpot: gex.spot > 0 ? ((price - gex.spot) / gex.spot) * 100 : 0,
    }))
    .sort((a, b) => b.price - a.price);
}

export type GammaRegime = 'positive' | 'negative';

/**
 * Dealers long gamma (net GEX ≥ 0) sell rallies and buy dips, damping moves; short gamma, they chase
 * them. Where spot sits against zero gamma says the same thing from the price side.
 */
export function gammaRegime(gex: GexLevels): { regime: GammaRegime; text: string } {
  const regime: GammaRegime = gex.netGex >= 0 ? 'positive' : 'negative';
  const base =
    regime === 'positive'
      ? 'Positive gamma: dealer hedging damps moves'
      : 'Negative gamma: dealer hedging amplifies moves';
  if (gex.zeroGamma === null) return { regime, text: base };
  const side = gex.spot >= gex.zeroGamma ? 'above' : 'below';
  return { regime, text: `${base}; spot is ${side} zero gamma` };
}

/** Gamma levels within this distance of spot widen the levels ladder to reach them; others are listed. */
export const LADDER_GEX_REACH_PERCENT = 3;

/** An expiry date as "Nov 20". */
export function expiryLabel(expiry: string): string {
  const date = new Date(`${expiry}T12:00:00Z`);
  return Number.isNaN(date.getTime())
    ? expiry
    : date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
}

/** An OCC contract as traders say it: "Nov 20 686C", "Dec 18 252.5P". */
export function contractLabel(contract: { expiry: string; strike: number; type: 'call' | 'put' }): string {
  const strike = Number.isInteger(contract.strike)
    ? String(contract.strike)
    : String(Math.round(contract.strike * 100) / 100);
  return `${expiryLabel(contract.expiry)} ${strike}${contract.type === 'call' ? 'C' : 'P'}`;
}

export const DTE_BUCKETS: readonly DteBucket[] = ['0', '7', '30', 'all'];

export const DTE_LABELS: Record<DteBucket, string> = {
  '0': '0DTE',
  '7': '≤ 7 DTE',
  '30': '≤ 30 DTE',
  all: 'All expiries',
};

export const KIND_ORDER: readonly FlowTradeKind[] = ['sweep', 'block', 'split', 'multi_leg', 'single'];

export const KIND_LABELS: Record<FlowTradeKind, string> = {
  sweep: 'Sweeps',
  block: 'Blocks',
  split: 'Splits',
  multi_leg: 'Multi-leg',
  single: 'Single',
};

/** One trade's kind. */
export const TRADE_KIND_LABELS: Record<FlowTradeKind, string> = {
  sweep: 'Sweep',
  block: 'Block',
  split: 'Split',
  multi_leg: 'Multi-leg',
  single: 'Single',
};

/** Trade kinds by premium, biggest first, each with its share of the whole. */
export function kindRows(byKind: FlowSnapshotV2Response['byKind']) {
  const total = KIND_ORDER.reduce((sum, kind) => sum + byKind[kind].premium, 0);
  return KIND_ORDER.map((kind) => ({
    kind,
    label: KIND_LABELS[kind],
    trades: byKind[kind].trades,
    premium: byKind[kind].premium,
    share: total > 0 ? byKind[kind].premium / total : 0,
  })).sort((a, b) => b.premium - a.premium);
}

/** The nearest `count` expiries, soonest first (the API lists them by premium). */
export function nearestExpiries(byExpiry: readonly PremiumByExpiry[], count: number): PremiumByExpiry[] {
  return [...byExpiry].sort((a, b) => a.dte - b.dte || a.expiry.localeCompare(b.expiry)).slice(0, count);
}

export interface StrikeBar {
  strike: number;
  callPremium: number;
  /** Drawn below the axis. */
  putPremium: number;
}

/** Strike rows for a mirrored chart: calls up, puts down. */
export function strikeBars(byStrike: readonly PremiumByStrike[]): StrikeBar[] {
  return [...byStrike]
    .sort((a, b) => a.strike - b.strike)
    .map((row) => ({ strike: row.strike, callPremium: row.callPremium, putPremium: -row.putPremium }));
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}
