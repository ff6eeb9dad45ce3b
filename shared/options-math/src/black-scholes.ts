import { normalCdf, normalPdf } from '#normal';
import { DAYS_PER_YEAR } from '#time';

export type OptionType = 'call' | 'put';

/** Inputs of the generalized Black–Scholes–Merton model (continuous dividend yield). */
export interface OptionInputs {
  type: OptionType;
  /** Underlying price. */
  spot: number;
  strike: number;
  /** Time to expiry in years (see `yearsBetween`). */
  time: number;
  /** Annualised volatility as a decimal (0.2 = 20 %). */
  volatility: number;
  /** Continuously compounded risk-free rate as a decimal. */
  rate: number;
  /** Continuous dividend yield as a decimal; 0 when omitted. Set it to `rate` for Black-76 on futures. */
  dividendYield?: number;
}

/**
 * Sensitivities of one option on one share.
 *
 * Units: `delta` per $1 of the underlying; `gamma` change of delta per $1; `theta` value change per
 * calendar day (thetaPerYear / 365) and `thetaPerYear` per year, both as time passes (usually
 * negative for a long option); `vega` per 1 volatility point (0.01); `rho` per 1 rate point (0.01).
 */
export interface Greeks {
  delta: number;
  gamma: number;
  theta: number;
  thetaPerYear: number;
  vega: number;
  rho: number;
}

export const ZERO_GREEKS: Greeks = Object.freeze({ delta: 0, gamma: 0, theta: 0, thetaPerYear: 0, vega: 0, rho: 0 });

/** Below this σ√T the option is priced as its discounted forward intrinsic value (d1 would be 0/0). */
const MIN_STANDARD_DEVIATION = 1e-12;

/** Value at expiry of one option on one share. */
export function intrinsicValue(type: OptionType, spot: number, strike: number): number {
  return type === 'call' ? Math.max(spot - strike, 0) : Math.max(strike - spot, 0);
}

interface Terms {
  /** e^{-qT} */
  dq: number;
  /** e^{-rT} */
  dr: number;
  d1: number;
  d2: number;
  sqrtT: number;
}

function terms({ spot, strike, time, volatility, rate, dividendYield = 0 }: OptionInputs): Terms {
  const sqrtT = Math.sqrt(time);
  const sd = volatility * sqrtT;
  const d1 = (Math.log(spot / strike) + (rate - dividendYield + (volatility * volatility) / 2) * time) / sd;
  return { dq: Math.exp(-dividendYield * time), dr: Math.exp(-rate * time), d1, d2: d1 - sd, sqrtT };
}

/** Whether the model degenerates: expired, no volatility or a worthless underlying. */
function degenerate(inputs: OptionInputs): boolean {
  return inputs.time <= 0 || inputs.volatility * Math.sqrt(inputs.time) < MIN_STANDARD_DEVIATION || inputs.spot <= 0;
}

/** Discounted forward payoff: the price when no uncertainty is left (σ√T → 0 or S = 0). */
function forwardIntrinsic(inputs: OptionInputs): number {
  const { type, spot, strike, time, rate, dividendYield = 0 } = inputs;
  const forwardSpot = Math.max(spot, 0) * Math.exp(-dividendYield * Math.max(time, 0));
  const pvStrike = strike * Math.exp(-rate * Math.max(time, 0));
  return type === 'call' ? Math.max(forwardSpot - pvStrike, 0) : Math.max(pvStrike - forwardSpot, 0);
}

/**
 * Black–Scholes–Merton price of one European option on one share. Expired options (time ≤ 0) are
 * worth their intrinsic value.
 */
export function blackScholesPrice(inputs: OptionInputs): number {
  if (inputs.time <= 0) return intrinsicValue(inputs.type, inputs.spot, inputs.strike);
  if (degenerate(inputs)) return forwardIntrinsic(inputs);
  const { spot, strike } = inputs;
  const { dq, dr, d1, d2 } = terms(inputs);
  return inputs.type === 'call'
    ? spot * dq * normalCdf(d1) - strike * dr * normalCdf(d2)
    : strike * dr * normalCdf(-d2) - spot * dq * normalCdf(-d1);
}

function degenerateGreeks(inputs: OptionInputs): Greeks {
  const { type, spot, strike, rate, dividendYield = 0 } = inputs;
  const time = Math.max(inputs.time, 0);
  const dq = Math.exp(-dividendYield * time);
  const dr = Math.exp(-rate * time);
  // Without uncertainty the option is either surely exercised or surely not.
  const exercised = type === 'call' ? spot * dq > strike * dr : strike * dr > spot * dq;
  if (!exercised || time === 0) {
    const delta = time === 0 && exercised ? (type === 'call' ? 1 : -1) : 0;
    return { ...ZERO_GREEKS, delta };
  }
  const sign = type === 'call' ? 1 : -1;
  // Value = sign·(S·e^{-qT} − K·e^{-rT}); theta is its derivative as calendar time passes.
  const thetaPerYear = sign * (dividendYield * spot * dq - rate * strike * dr);
  return {
    delta: sign * dq,
    gamma: 0,
    theta: thetaPerYear / DAYS_PER_YEAR,
    thetaPerYear,
    vega: 0,
    rho: (sign * strike * time * dr) / 100,
  };
}

/**
 * Gamma alone (change of delta per $1, per share): the same value as `blackScholesGreeks(inputs).gamma`
 * without the cumulative normals, for loops that re-price whole chains (gamma exposure, zero-gamma level).
 */
export function blackScholesGamma(inputs: OptionInputs): number {
  if (degenerate(inputs)) return 0;
  const { dq, d1, sqrtT } = terms(inputs);
  return (dq * normalPdf(d1)) / (inputs.spot * inputs.volatility * sqrtT);
}

/**
 * The parts of gamma that do not depend on spot, for re-pricing one contract at many spots:
 * gamma(S) = scale × φ(a × ln S − b) / S. Null when the contract has no gamma left (expired, or no
 * volatility), where gamma is 0 at every spot.
 */
export interface GammaTerms {
  a: number;
  b: number;
  scale: number;
}

export function gammaTerms(inputs: Omit<OptionInputs, 'spot' | 'type'>): GammaTerms | null {
  const { strike, time, volatility, rate, dividendYield = 0 } = inputs;
  if (time <= 0) return null;
  const sd = volatility * Math.sqrt(time);
  if (sd < MIN_STANDARD_DEVIATION) return null;
  const drift = (rate - dividendYield + (volatility * volatility) / 2) * time;
  return { a: 1 / sd, b: (Math.log(strike) - drift) / sd, scale: Math.exp(-dividendYield * time) / sd };
}

/** Gamma at `spot` from {@link gammaTerms}; equals `blackScholesGamma` at every spot. */
export function gammaFromTerms(terms: GammaTerms | null, spot: number): number {
  if (terms === null || spot <= 0) return 0;
  return (terms.scale * normalPdf(terms.a * Math.log(spot) - terms.b)) / spot;
}

/** Greeks of one European option on one share (units in {@link Greeks}). */
export function blackScholesGreeks(inputs: OptionInputs): Greeks {
  if (degenerate(inputs)) return degenerateGreeks(inputs);
  const { type, spot, strike, volatility, rate, dividendYield = 0 } = inputs;
  const { dq, dr, d1, d2, sqrtT } = terms(inputs);
  const pdf = normalPdf(d1);
  const gamma = (dq * pdf) / (spot * volatility * sqrtT);
  const vega = spot * dq * pdf * sqrtT;
  const decay = (-spot * dq * pdf * volatility) / (2 * sqrtT);
  if (type === 'call') {
    const thetaPerYear = decay - rate * strike * dr * normalCdf(d2) + dividendYield * spot * dq * normalCdf(d1);
    return {
      delta: dq * normalCdf(d1),
      gamma,
      theta: thetaPerYear / DAYS_PER_YEAR,
      thetaPerYear,
      vega: vega / 100,
      rho: (strike * inputs.time * dr * normalCdf(d2)) / 100,
    };
  }
  const thetaPerYear = decay + rate * strike * dr * normalCdf(-d2) - dividendYield * spot * dq * normalCdf(-d1);
  return {
    delta: -dq * normalCdf(-d1),
    gamma,
    theta: thetaPerYear / DAYS_PER_YEAR,
    thetaPerYear,
    vega: vega / 100,
    rho: (-strike * inputs.time * dr * normalCdf(-d2)) / 100,
  };
}
