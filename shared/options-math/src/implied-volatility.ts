import { type OptionInputs, blackScholesGreeks, blackScholesPrice } from '#black-scholes';

export interface ImpliedVolatilityInputs extends Omit<OptionInputs, 'volatility'> {
  /** Observed option price per share. */
  price: number;
}

export interface ImpliedVolatilityOptions {
  /** Stop when the model price is this close to the observed price. */
  priceTolerance?: number;
  maxIterations?: number;
  /** Largest volatility searched (decimal). */
  maxVolatility?: number;
}

const MIN_VOLATILITY = 1e-6;

/**
 * The volatility at which the Black–Scholes–Merton price equals `price`: Newton's method on vega,
 * falling back to bisection whenever a Newton step leaves the bracket that holds the root (vega
 * vanishes deep in or out of the money, where Newton alone diverges).
 *
 * @returns the volatility as a decimal, or null when no volatility gives that price (the price is
 *   outside the no-arbitrage bounds, the option has expired, or the root lies above `maxVolatility`).
 */
export function impliedVolatility(
  inputs: ImpliedVolatilityInputs,
  { priceTolerance = 1e-10, maxIterations = 100, maxVolatility = 10 }: ImpliedVolatilityOptions = {},
): number | null {
  const { price, ...rest } = inputs;
  if (!(rest.time > 0) || !(rest.spot > 0) || !(rest.strike > 0) || !Number.isFinite(price)) return null;
  const priceAt = (volatility: number) => blackScholesPrice({ ...rest, volatility });

  let lo = MIN_VOLATILITY;
  let hi = maxVolatility;
  // Price is increasing in volatility, so the bounds of the search are the bounds of the price.
  if (price <= priceAt(lo) + priceTolerance || price >= priceAt(hi)) return null;

  // Manaster–Koehler start: the volatility that maximises vega, so Newton starts where it is safest.
  const { spot, strike, time, rate, dividendYield = 0 } = rest;
  let volatility = Math.sqrt((2 * Math.abs(Math.log(spot / strike) + (rate - dividendYield) * time)) / time);
  if (!(volatility > lo && volatility < hi)) volatility = 0.3;

  for (let i = 0; i < maxIterations; i += 1) {
    const diff = priceAt(volatility) - price;
    if (Math.abs(diff) < priceTolerance) return volatility;
    if (diff > 0) hi = volatility;
    else lo = volatility;
    const vega = blackScholesGreeks({ ...rest, volatility }).vega * 100;
    const newton = vega > 0 ? volatility - diff / vega : Number.NaN;
    volatility = newton > lo && newton < hi ? newton : (lo + hi) / 2;
    if (hi - lo < 1e-15) return volatility;
  }
  return volatility;
}
