/**
 * The options market's expected earnings move: the at-the-money straddle of the first expiry after the
 * report, divided by the spot. A straddle pays |S_T − K|, so its price is the market's expected absolute move.
 */
import { blackScholesPrice } from '@flowdeck/options-math';

export interface StraddleInputs {
  spot: number;
  strike: number;
  /** Years from the pricing close to the expiry's close. */
  years: number;
  callVolatility: number;
  putVolatility: number;
  rate: number;
}

/** Call + put at one strike, per share, and that straddle as a fraction of the spot. */
export function straddleMove(inputs: StraddleInputs): { straddle: number; move: number } {
  const { spot, strike, years, rate } = inputs;
  const call = blackScholesPrice({ type: 'call', spot, strike, time: years, volatility: inputs.callVolatility, rate });
  const put = blackScholesPrice({ type: 'put', spot, strike, time: years, volatility: inputs.putVolatility, rate });
  const straddle = call + put;
  return { straddle, move: straddle / spot };
}

/**
 * The first expiry that still holds the reaction to the report: on or after the session that trades on it
 * (a before-open report moves its own day's session, an after-close one the next). Expiries ascending.
 */
export function firstExpiryOnOrAfter(expiries: readonly string[], reactionDay: string): string | null {
  return expiries.find((date) => date >= reactionDay) ?? null;
}

/** The listed strike nearest the spot (the lower one on a tie, as a straddle desk would quote it). */
export function atTheMoneyStrike(strikes: readonly number[], spot: number): number | null {
  let best: number | null = null;
  for (const strike of strikes)
    if (best === null || Math.abs(strike - spot) < Math.abs(best - spot) - 1e-9) best = strike;
  return best;
}
