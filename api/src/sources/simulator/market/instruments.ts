/**
 * What the market simulator knows about each listed symbol beyond its price model: how much of the
 * market's option and dark-pool activity it draws, how its options are listed (daily, weekly, LEAPS
 * expiries, tick sizes) and the shape of its volatility surface.
 */
import { type InstrumentModel, annualVolatility } from './price-model.js';

export type SimAssetType = 'stock' | 'etf' | 'index';

/** The reference data the simulator starts from (one universe row with its price model). */
export interface InstrumentInput {
  symbol: string;
  name: string;
  sector: string;
  assetType: SimAssetType;
  /** Null for indices. */
  marketCap: number | null;
  /** A typical price, used only to weigh dollar volumes against each other. */
  referencePrice: number;
  model: InstrumentModel;
}

export interface OptionListing {
  /** 0DTE: an expiry every trading day. */
  dailies: boolean;
  /** Friday expiries for the next weeks (Wednesdays for VIX). */
  weeklies: boolean;
  /** January expiries one and two years out. */
  leaps: boolean;
  /** Quotes move in cents at every price, below $3 only, or never (nickels and dimes). */
  pennyTicks: 'all' | 'under3' | 'none';
  /** Strike spacing near the money for a given price, regardless of the general table. */
  strikeStep?: number;
  /** Volatility smile: slope (negative = put skew) and curvature in standardised moneyness. */
  skew: number;
  smile: number;
}

export interface SimInstrument extends InstrumentInput {
  annualVol: number;
  /** Share of the market's option trades (0 = no listed options). */
  optionShare: number;
  /** Share of dark-pool prints (0 = none: indices do not trade). */
  darkPoolShare: number;
  options: OptionListing | null;
  /** Stored minute bars are kept for this (liquid) subset. */
  intraday: boolean;
}

/**
 * Percent of all option trades for the names that dominate listed-options volume; every other optionable
 * symbol shares the rest by dollar volume.
 */
export const OPTION_ACTIVITY_PERCENT: Record<string, number> = {
  SPY: 13,
  SPX: 9,
  QQQ: 6,
  TSLA: 5,
  NVDA: 4.5,
  AAPL: 2.5,
  IWM: 2.2,
  AMD: 1.4,
  AMZN: 1.4,
  META: 1.3,
  PLTR: 1.3,
  MSFT: 1,
  VIX: 1,
  GOOGL: 0.9,
  MSTR: 0.9,
  COIN: 0.7,
  AVGO: 0.7,
  HOOD: 0.6,
  NDX: 0.5,
  SMCI: 0.5,
  NFLX: 0.5,
  INTC: 0.5,
  MU: 0.5,
  TQQQ: 0.4,
  SOFI: 0.4,
  TLT: 0.4,
  GLD: 0.4,
  BA: 0.4,
  XSP: 0.3,
  RUT: 0.3,
  GME: 0.3,
  SQQQ: 0.3,
  SOXL: 0.3,
  SLV: 0.3,
  XLF: 0.3,
  FXI: 0.3,
  UBER: 0.3,
  JPM: 0.3,
  BAC: 0.3,
  F: 0.3,
  ORCL: 0.3,
  BABA: 0.3,
  AMC: 0.2,
  HYG: 0.2,
  XLE: 0.2,
  EEM: 0.2,
  KRE: 0.2,
  NIO: 0.2,
  RIVN: 0.2,
  DIS: 0.2,
  PYPL: 0.2,
  SHOP: 0.2,
  SNOW: 0.2,
  CRM: 0.2,
  ARM: 0.2,
  DJX: 0.02,
};

/** Products with an expiry every trading day (0DTE). */
export const DAILY_EXPIRY_SYMBOLS = new Set(['SPY', 'QQQ', 'IWM', 'SPX', 'XSP', 'NDX', 'RUT']);
/** Quoted in cents at every price (the most liquid option classes). */
const PENNY_ALL = new Set(['SPY', 'QQQ', 'IWM']);
/** Index products list strikes on their own spacing near the money. */
const STRIKE_STEPS: Record<string, number> = {
  SPY: 1,
  QQQ: 1,
  IWM: 1,
  DIA: 1,
  GLD: 1,
  TLT: 1,
  SPX: 5,
  XSP: 1,
  NDX: 25,
  RUT: 5,
  DJX: 1,
  VIX: 1,
};

/** Share of option trades left for the names without an explicit percentage. */
const LONG_TAIL_PERCENT_FLOOR = 20;
/** How many of the most option-active symbols keep stored minute bars. */
export const INTRADAY_SYMBOL_COUNT = 100;
const WEEKLY_SHARE_THRESHOLD = 0.0008;
const LEAPS_MARKET_CAP = 10e9;

function dollarVolume(entry: InstrumentInput): number {
  return Math.max(0, entry.model.baseVolume) * entry.referencePrice;
}

/**
 * Builds the simulator's instruments from the universe. Deterministic: the same rows always give the
 * same shares and listings.
 */
export function buildInstruments(entries: readonly InstrumentInput[]): SimInstrument[] {
  const present = new Set(entries.map((e) => e.symbol));
  let explicitTotal = 0;
  for (const [symbol, percent] of Object.entries(OPTION_ACTIVITY_PERCENT))
    if (present.has(symbol)) explicitTotal += percent;
  const tail = entries.filter((e) => OPTION_ACTIVITY_PERCENT[e.symbol] === undefined && e.assetType !== 'index');
  const tailWeights = tail.map((e) => dollarVolume(e) ** 0.8);
  const tailTotal = tailWeights.reduce((a, b) => a + b, 0);
  const tailPercent = Math.max(LONG_TAIL_PERCENT_FLOOR, 100 - explicitTotal);
  const percentOf = new Map<string, number>();
  tail.forEach((e, i) =>
    percentOf.set(e.symbol, tailTotal > 0 ? (tailPercent * (tailWeights[i] ?? 0)) / tailTotal : 0),
  );
  for (const e of entries) {
    const explicit = OPTION_ACTIVITY_PERCENT[e.symbol];
    if (explicit !== undefined) percentOf.set(e.symbol, explicit);
  }
  const percentTotal = [...percentOf.values()].reduce((a, b) => a + b, 0);

  const darkWeights = entries.map((e) => (e.assetType === 'index' ? 0 : dollarVolume(e) ** 0.9));
  const darkTotal = darkWeights.reduce((a, b) => a + b, 0);

  const instruments = entries.map((entry, index): SimInstrument => {
    const optionShare = percentTotal > 0 ? (percentOf.get(entry.symbol) ?? 0) / percentTotal : 0;
    const isIndex = entry.assetType === 'index';
    const options: OptionListing | null =
      optionShare > 0
        ? {
            dailies: DAILY_EXPIRY_SYMBOLS.has(entry.symbol),
            weeklies: isIndex || entry.assetType === 'etf' || optionShare >= WEEKLY_SHARE_THRESHOLD,
            leaps: isIndex || entry.assetType === 'etf' || (entry.marketCap ?? 0) >= LEAPS_MARKET_CAP,
            pennyTicks: PENNY_ALL.has(entry.symbol) ? 'all' : optionShare >= WEEKLY_SHARE_THRESHOLD ? 'under3' : 'none',
            ...(STRIKE_STEPS[entry.symbol] !== undefined ? { strikeStep: STRIKE_STEPS[entry.symbol] } : {}),
            // Index puts are the market's insurance; a volatility index skews the other way.
            skew: entry.model.kind === 'volatility' ? 0.14 : isIndex || entry.symbol === 'SPY' ? -0.16 : -0.09,
            smile: entry.model.kind === 'volatility' ? 0.01 : 0.025,
          }
        : null;
    return {
      ...entry,
      annualVol: annualVolatility(entry.model),
      optionShare,
      darkPoolShare: darkTotal > 0 ? (darkWeights[index] ?? 0) / darkTotal : 0,
      options,
      intraday: false,
    };
  });

  const ranked = [...instruments].sort((a, b) => b.optionShare - a.optionShare || (a.symbol < b.symbol ? -1 : 1));
  for (const instrument of ranked.slice(0, INTRADAY_SYMBOL_COUNT)) instrument.intraday = true;
  return instruments;
}

/**
 * Walker's alias table: draws an index with probability proportional to its weight in O(1), which
 * matters when every simulated second picks symbols among hundreds.
 */
export class AliasTable {
  private readonly probability: Float64Array;
  private readonly alias: Int32Array;

  constructor(weights: readonly number[]) {
    const n = weights.length;
    if (n === 0) throw new Error('AliasTable needs at least one weight');
    const total = weights.reduce((a, b) => a + Math.max(0, b), 0);
    if (!(total > 0)) throw new Error('AliasTable needs a positive total weight');
    this.probability = new Float64Array(n);
    this.alias = new Int32Array(n);
    const scaled = weights.map((w) => (Math.max(0, w) * n) / total);
    const small: number[] = [];
    const large: number[] = [];
    scaled.forEach((p, i) => (p < 1 ? small : large).push(i));
    while (small.length > 0 && large.length > 0) {
      const s = small.pop() as number;
      const l = large.pop() as number;
      this.probability[s] = scaled[s] as number;
      this.alias[s] = l;
      scaled[l] = (scaled[l] as number) + (scaled[s] as number) - 1;
      (scaled[l] < 1 ? small : large).push(l);
    }
    for (const i of [...small, ...large]) {
      this.probability[i] = 1;
      this.alias[i] = i;
    }
  }

  /** An index for two uniforms in [0, 1). */
  draw(u1: number, u2: number): number {
    const i = Math.floor(u1 * this.probability.length);
    return u2 < (this.probability[i] as number) ? i : (this.alias[i] as number);
  }
}
