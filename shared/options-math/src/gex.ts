import { type OptionType, blackScholesGamma, gammaTerms } from '#black-scholes';
import { normalPdf } from '#normal';
import { CONTRACT_MULTIPLIER } from '#strategy';

/**
 * The sign convention of every figure here, for the UI to state: dealers are assumed long the calls and
 * short the puts their customers trade, so call gamma counts positive and put gamma negative.
 */
export const GEX_CONVENTION =
  'GEX = gamma × open interest × 100 × spot² × 0.01: dollars of delta per 1% move in the underlying. ' +
  'Calls count positive and puts negative (dealers assumed long calls, short puts).';

/** A 1 % move: GEX is quoted per 1 % change of the underlying. */
const ONE_PERCENT = 0.01;

/** One listed contract as gamma exposure needs it. */
export interface GexContract {
  type: OptionType;
  strike: number;
  /** Expiry date (YYYY-MM-DD); the grouping key of {@link gexByExpiry}. */
  expiry: string;
  /** Years to expiry at the valuation instant. */
  time: number;
  /** The contract's implied volatility, kept when the chain is re-priced at other spots (sticky strike). */
  volatility: number;
  openInterest: number;
}

export interface GexMarket {
  spot: number;
  rate: number;
  dividendYield?: number;
}

export interface GexByStrike {
  strike: number;
  call: number;
  put: number;
  net: number;
}

export interface GexByExpiry {
  expiry: string;
  call: number;
  put: number;
  net: number;
}

export interface GexTotals {
  call: number;
  put: number;
  net: number;
}

export interface GammaExposure {
  totals: GexTotals;
  /** Ascending strikes. */
  byStrike: GexByStrike[];
  /** Ascending expiries. */
  byExpiry: GexByExpiry[];
  /** Strike with the largest call GEX; null without call open interest. */
  callWall: number | null;
  /** Strike with the largest put GEX (most negative); null without put open interest. */
  putWall: number | null;
}

/**
 * Gamma exposure of one contract line in dollars per 1 % move:
 * gamma × open interest × 100 × spot² × 0.01, positive for calls and negative for puts.
 */
export function contractGex(type: OptionType, gamma: number, openInterest: number, spot: number): number {
  const magnitude = gamma * openInterest * CONTRACT_MULTIPLIER * spot * spot * ONE_PERCENT;
  return type === 'call' ? magnitude : -magnitude;
}

function gexAt(contract: GexContract, market: GexMarket, spot: number): number {
  if (contract.openInterest <= 0) return 0;
  const gamma = blackScholesGamma({
    type: contract.type,
    spot,
    strike: contract.strike,
    time: contract.time,
    volatility: contract.volatility,
    rate: market.rate,
    dividendYield: market.dividendYield ?? 0,
  });
  return contractGex(contract.type, gamma, contract.openInterest, spot);
}

/** Gamma exposure of one contract at the market's spot (see {@link contractGex}). */
export function contractGammaExposure(contract: GexContract, market: GexMarket): number {
  return gexAt(contract, market, market.spot);
}

function wall(byStrike: readonly GexByStrike[], side: 'call' | 'put'): number | null {
  let best: GexByStrike | null = null;
  for (const row of byStrike) {
    const size = Math.abs(row[side]);
    if (size > 0 && (best === null || size > Math.abs(best[side]))) best = row;
  }
  return best === null ? null : best.strike;
}

/** Call wall: the strike holding the largest call gamma exposure (null when there is none). */
export function callWall(byStrike: readonly GexByStrike[]): number | null {
  return wall(byStrike, 'call');
}

/** Put wall: the strike holding the largest (most negative) put gamma exposure (null when there is none). */
export function putWall(byStrike: readonly GexByStrike[]): number | null {
  return wall(byStrike, 'put');
}

/**
 * GEX of a chain at the market's spot, in one pass: totals, by strike, by expiry, and the call and put
 * walls. Rows with no open interest on either side are left out.
 */
export function gammaExposure(contracts: readonly GexContract[], market: GexMarket): GammaExposure {
  const strikes = new Map<number, GexByStrike>();
  const expiries = new Map<string, GexByExpiry>();
  const totals: GexTotals = { call: 0, put: 0, net: 0 };
  for (const contract of contracts) {
    if (contract.openInterest <= 0) continue;
    const gex = gexAt(contract, market, market.spot);
    const side = contract.type;
    let strikeRow = strikes.get(contract.strike);
    if (!strikeRow) {
      strikeRow = { strike: contract.strike, call: 0, put: 0, net: 0 };
      strikes.set(contract.strike, strikeRow);
    }
    let expiryRow = expiries.get(contract.expiry);
    if (!expiryRow) {
      expiryRow = { expiry: contract.expiry, call: 0, put: 0, net: 0 };
      expiries.set(contract.expiry, expiryRow);
    }
    strikeRow[side] += gex;
    strikeRow.net += gex;
    expiryRow[side] += gex;
    expiryRow.net += gex;
    totals[side] += gex;
    totals.net += gex;
  }
  const byStrike = [...strikes.values()].sort((a, b) => a.strike - b.strike);
  const byExpiry = [...expiries.values()].sort((a, b) => (a.expiry < b.expiry ? -1 : a.expiry > b.expiry ? 1 : 0));
  return { totals, byStrike, byExpiry, callWall: callWall(byStrike), putWall: putWall(byStrike) };
}

/** GEX by strike alone (ascending strikes). */
export function gexByStrike(contracts: readonly GexContract[], market: GexMarket): GexByStrike[] {
  return gammaExposure(contracts, market).byStrike;
}

/** GEX by expiry alone (ascending expiries). */
export function gexByExpiry(contracts: readonly GexContract[], market: GexMarket): GexByExpiry[] {
  return gammaExposure(contracts, market).byExpiry;
}

/**
 * A chain prepared for re-pricing at many spots: the spot-independent parts of each contract's gamma
 * ({@link gammaTerms}) with its sign and open interest, in flat arrays (zero-gamma scans evaluate
 * hundreds of thousands of contract-spots).
 */
export interface PreparedChain {
  readonly size: number;
  readonly a: Float64Array;
  readonly b: Float64Array;
  /** sign × open interest × e^(−qT) / (σ√T) × 100 × 0.01. */
  readonly weight: Float64Array;
}

export function prepareChain(contracts: readonly GexContract[], market: GexMarket): PreparedChain {
  const a = new Float64Array(contracts.length);
  const b = new Float64Array(contracts.length);
  const weight = new Float64Array(contracts.length);
  let size = 0;
  for (const contract of contracts) {
    if (contract.openInterest <= 0) continue;
    const terms = gammaTerms({
      strike: contract.strike,
      time: contract.time,
      volatility: contract.volatility,
      rate: market.rate,
      dividendYield: market.dividendYield ?? 0,
    });
    if (terms === null) continue;
    a[size] = terms.a;
    b[size] = terms.b;
    const sign = contract.type === 'call' ? 1 : -1;
    weight[size] = sign * contract.openInterest * terms.scale * CONTRACT_MULTIPLIER * ONE_PERCENT;
    size++;
  }
  return { size, a: a.subarray(0, size), b: b.subarray(0, size), weight: weight.subarray(0, size) };
}

/** Net GEX of a prepared chain at `spot`: Σ sign × OI × 100 × 0.01 × spot² × gamma(spot). */
export function preparedNetGexAt(chain: PreparedChain, spot: number): number {
  const lnSpot = Math.log(spot);
  let sum = 0;
  for (let i = 0; i < chain.size; i++) {
    sum += (chain.weight[i] as number) * normalPdf((chain.a[i] as number) * lnSpot - (chain.b[i] as number));
  }
  // spot² × gamma = spot² × scale × φ / spot = spot × scale × φ.
  return sum * spot;
}

/** Net GEX of the whole chain re-priced at `spot` (same volatilities and times: sticky strike). */
export function netGexAt(contracts: readonly GexContract[], market: GexMarket, spot: number): number {
  return preparedNetGexAt(prepareChain(contracts, market), spot);
}

export interface GammaProfileOptions {
  /** Lowest spot as a fraction of the market's spot; 0.8 by default. */
  from?: number;
  /** Highest spot as a fraction of the market's spot; 1.2 by default. */
  to?: number;
  /** Intervals between `from` and `to`; 80 (steps of 0.5 %) by default. */
  steps?: number;
}

export interface GammaProfilePoint {
  spot: number;
  net: number;
}

export const DEFAULT_PROFILE_FROM = 0.8;
export const DEFAULT_PROFILE_TO = 1.2;
export const DEFAULT_PROFILE_STEPS = 80;

/** Net GEX of the chain re-priced at evenly spaced spots from `from` × spot to `to` × spot. */
export function gammaProfile(
  contracts: readonly GexContract[],
  market: GexMarket,
  options: GammaProfileOptions = {},
): GammaProfilePoint[] {
  const from = options.from ?? DEFAULT_PROFILE_FROM;
  const to = options.to ?? DEFAULT_PROFILE_TO;
  const steps = Math.max(1, Math.round(options.steps ?? DEFAULT_PROFILE_STEPS));
  const chain = prepareChain(contracts, market);
  const points: GammaProfilePoint[] = [];
  for (let i = 0; i <= steps; i++) {
    const spot = market.spot * (from + ((to - from) * i) / steps);
    points.push({ spot, net: preparedNetGexAt(chain, spot) });
  }
  return points;
}

/**
 * Where a profile's net GEX changes sign, by linear interpolation between the two points around each
 * change; the crossing nearest `spot` wins. Null when the sign never changes.
 */
export function zeroCrossing(profile: readonly GammaProfilePoint[], spot: number): number | null {
  let best: number | null = null;
  for (let i = 1; i < profile.length; i++) {
    const a = profile[i - 1] as GammaProfilePoint;
    const b = profile[i] as GammaProfilePoint;
    let crossing: number | null = null;
    if (a.net === 0) crossing = a.spot;
    else if (b.net === 0) crossing = b.spot;
    else if (a.net < 0 !== b.net < 0) crossing = a.spot + ((b.spot - a.spot) * -a.net) / (b.net - a.net);
    if (crossing !== null && (best === null || Math.abs(crossing - spot) < Math.abs(best - spot))) best = crossing;
  }
  return best;
}

/**
 * The zero-gamma level: the spot at which the chain's net GEX changes sign, found by re-pricing the chain
 * at spots from 0.8 × to 1.2 × the current spot and interpolating the sign change nearest the spot.
 * Null when net GEX keeps one sign over the whole range.
 */
export function zeroGammaLevel(
  contracts: readonly GexContract[],
  market: GexMarket,
  options: GammaProfileOptions = {},
): number | null {
  return zeroCrossing(gammaProfile(contracts, market, options), market.spot);
}
