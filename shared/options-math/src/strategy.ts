import { type Greeks, type OptionType, ZERO_GREEKS, blackScholesGreeks, blackScholesPrice } from '#black-scholes';
import { normalCdf } from '#normal';
import { type DateInput, toDate, yearsBetween } from '#time';

/** Shares per listed equity option contract. */
export const CONTRACT_MULTIPLIER = 100;

export type Side = 'long' | 'short';
export type LegKind = OptionType | 'stock';

interface LegBase {
  side: Side;
  /** Contracts for an option leg, shares for a stock leg. */
  quantity: number;
  /** Entry price per share; the model price on the trade date when omitted. */
  premium?: number;
}

export interface OptionLeg extends LegBase {
  kind: OptionType;
  strike: number;
  expiry: DateInput;
  /** This leg's volatility (decimal); the market volatility when omitted. */
  volatility?: number;
}

export interface StockLeg extends LegBase {
  kind: 'stock';
}

export type StrategyLeg = OptionLeg | StockLeg;

/** What every leg is priced against. */
export interface MarketInputs {
  spot: number;
  /** Decimal (0.3 = 30 %). */
  volatility: number;
  /** Continuously compounded, decimal. */
  rate: number;
  /** Continuous, decimal; 0 when omitted. */
  dividendYield?: number;
  /** Trade date: entry premiums that are not given are model prices on this date. */
  date: DateInput;
}

/** A payoff extreme: unlimited, or a P/L in dollars (negative for a loss) reached at `price`. */
export type PayoffBound = { unlimited: true } | { unlimited: false; value: number; price: number };

export interface PayoffAnalysis {
  /** When the payoff is measured: the first option expiry (the trade date for stock alone). */
  date: Date;
  /** Underlying prices where the P/L at `date` crosses zero, ascending. */
  breakEvens: number[];
  maxProfit: PayoffBound;
  /** `value` is the P/L at the worst price, so a loss is negative. */
  maxLoss: PayoffBound;
}

export function isOptionLeg(leg: StrategyLeg): leg is OptionLeg {
  return leg.kind !== 'stock';
}

/** Shares the leg controls, signed by side: +100 for one long contract, −50 for 50 shares short. */
export function legScale(leg: StrategyLeg): number {
  const multiplier = isOptionLeg(leg) ? CONTRACT_MULTIPLIER : 1;
  return (leg.side === 'long' ? 1 : -1) * leg.quantity * multiplier;
}

function optionInputs(leg: OptionLeg, market: MarketInputs, at: DateInput, spot: number) {
  return {
    type: leg.kind,
    spot,
    strike: leg.strike,
    time: yearsBetween(at, leg.expiry),
    volatility: leg.volatility ?? market.volatility,
    rate: market.rate,
    dividendYield: market.dividendYield ?? 0,
  };
}

/**
 * Model value of one share of the leg on date `at` with the underlying at `spot`: Black–Scholes–Merton
 * before expiry, intrinsic value on and after it (the underlying is assumed to be at `spot` then).
 */
export function legValue(leg: StrategyLeg, market: MarketInputs, at: DateInput, spot = market.spot): number {
  if (!isOptionLeg(leg)) return spot;
  return blackScholesPrice(optionInputs(leg, market, at, spot));
}

/** Entry price per share: the given premium, else the model price on the trade date. */
export function legEntryPrice(leg: StrategyLeg, market: MarketInputs): number {
  return leg.premium ?? legValue(leg, market, market.date);
}

/** Greeks of one share of the leg (not scaled by quantity or side); a share has delta 1. */
export function legGreeks(
  leg: StrategyLeg,
  market: MarketInputs,
  at: DateInput = market.date,
  spot = market.spot,
): Greeks {
  if (!isOptionLeg(leg)) return { ...ZERO_GREEKS, delta: 1 };
  return blackScholesGreeks(optionInputs(leg, market, at, spot));
}

/** Greeks of the whole position in dollars and shares: each leg's × quantity × multiplier, signed by side. */
export function positionGreeks(
  legs: readonly StrategyLeg[],
  market: MarketInputs,
  at: DateInput = market.date,
  spot = market.spot,
): Greeks {
  const total: Greeks = { ...ZERO_GREEKS };
  for (const leg of legs) {
    const greeks = legGreeks(leg, market, at, spot);
    const scale = legScale(leg);
    for (const key of Object.keys(total) as (keyof Greeks)[]) total[key] += scale * greeks[key];
  }
  return total;
}

/** Market value of the position in dollars (short legs count negative). */
export function positionValue(
  legs: readonly StrategyLeg[],
  market: MarketInputs,
  at: DateInput,
  spot = market.spot,
): number {
  return legs.reduce((sum, leg) => sum + legScale(leg) * legValue(leg, market, at, spot), 0);
}

/** Dollars paid to open the position: positive for a net debit, negative for a net credit. */
export function netDebit(legs: readonly StrategyLeg[], market: MarketInputs): number {
  return legs.reduce((sum, leg) => sum + legScale(leg) * legEntryPrice(leg, market), 0);
}

/** Profit or loss in dollars on date `at` with the underlying at `spot`. */
export function profitLoss(
  legs: readonly StrategyLeg[],
  market: MarketInputs,
  at: DateInput,
  spot = market.spot,
): number {
  return positionValue(legs, market, at, spot) - netDebit(legs, market);
}

export interface CurvePoint {
  price: number;
  profitLoss: number;
}

/** P/L on date `at` at each underlying price. */
export function profitLossCurve(
  legs: readonly StrategyLeg[],
  market: MarketInputs,
  at: DateInput,
  prices: readonly number[],
): CurvePoint[] {
  const debit = netDebit(legs, market);
  return prices.map((price) => ({ price, profitLoss: positionValue(legs, market, at, price) - debit }));
}

/** `steps + 1` evenly spaced prices from `from` to `to`. */
export function priceRange(from: number, to: number, steps: number): number[] {
  const count = Math.max(1, Math.floor(steps));
  return Array.from({ length: count + 1 }, (_, i) => from + ((to - from) * i) / count);
}

/** Option expiries of the strategy, earliest first. */
export function expiries(legs: readonly StrategyLeg[]): Date[] {
  return legs
    .filter(isOptionLeg)
    .map((leg) => toDate(leg.expiry))
    .sort((a, b) => a.getTime() - b.getTime());
}

/** When "at expiry" is measured: the first option expiry, or the trade date for stock alone. */
export function payoffDate(legs: readonly StrategyLeg[], market: MarketInputs): Date {
  return expiries(legs)[0] ?? toDate(market.date);
}

/** Price points the payoff is checked at, beyond the strikes and the spot. */
const PAYOFF_GRID_STEPS = 2000;
/** How far above the highest strike (or spot) the grid reaches, as a multiple of it. */
const PAYOFF_GRID_REACH = 4;
const FLAT_SLOPE_SHARES = 0.5;
const FLAT_SLOPE_FRACTION = 0.01;

function strikes(legs: readonly StrategyLeg[]): number[] {
  return legs.filter(isOptionLeg).map((leg) => leg.strike);
}

/** Root of f between a and b where f(a) and f(b) have opposite signs: bisection, then a final secant. */
function refineRoot(f: (x: number) => number, a: number, b: number, fa: number, fb: number): number {
  let lo = a;
  let hi = b;
  let flo = fa;
  let fhi = fb;
  for (let i = 0; i < 200 && hi - lo > 1e-9 * Math.max(1, Math.abs(hi)); i += 1) {
    const mid = (lo + hi) / 2;
    const fmid = f(mid);
    if (fmid === 0) return mid;
    if (Math.sign(fmid) === Math.sign(flo)) {
      lo = mid;
      flo = fmid;
    } else {
      hi = mid;
      fhi = fmid;
    }
  }
  return lo - (flo * (hi - lo)) / (fhi - flo);
}

/**
 * Break-evens and extremes of the P/L at the first expiry. Prices run from 0 to well past the
 * highest strike, with every strike on the grid, so a payoff made of same-expiry legs (straight
 * between strikes) is found exactly. Beyond the grid the payoff's slope decides: rising means
 * unlimited profit, falling unlimited loss.
 */
export function analyzePayoff(legs: readonly StrategyLeg[], market: MarketInputs): PayoffAnalysis {
  const date = payoffDate(legs, market);
  const debit = netDebit(legs, market);
  const f = (price: number) => positionValue(legs, market, date, price) - debit;

  const top = PAYOFF_GRID_REACH * Math.max(market.spot, ...strikes(legs), 1);
  const grid = [...new Set([...priceRange(0, top, PAYOFF_GRID_STEPS), ...strikes(legs), market.spot])]
    .filter((p) => p >= 0 && p <= top)
    .sort((a, b) => a - b);
  const values = grid.map(f);

  const breakEvens: number[] = [];
  let lastIndex = -1;
  for (let i = 0; i < grid.length; i += 1) {
    const value = values[i] as number;
    if (value === 0) continue;
    if (lastIndex >= 0) {
      const lastValue = values[lastIndex] as number;
      if (Math.sign(lastValue) !== Math.sign(value)) {
        // A zero grid point between them is the crossing itself; else refine inside the step.
        breakEvens.push(
          i - lastIndex > 1
            ? (grid[lastIndex + 1] as number)
            : refineRoot(f, grid[lastIndex] as number, grid[i] as number, lastValue, value),
        );
      }
    }
    lastIndex = i;
  }

  // The tail beyond the grid: a straight line for same-expiry legs, near enough one otherwise.
  const endValue = values[values.length - 1] as number;
  const slope = (f(2 * top) - endValue) / top;
  const totalShares = legs.reduce((sum, leg) => sum + Math.abs(legScale(leg)), 0);
  // Same-expiry payoffs slope by whole shares. Legs expiring later leave a fractional slope (carry,
  // dividends) that no trader would call unlimited, so under half a share, or 1 % of the shares
  // held, counts as flat.
  const flat = Math.abs(slope) < Math.max(FLAT_SLOPE_SHARES, FLAT_SLOPE_FRACTION * totalShares);
  if (!flat && endValue !== 0 && Math.sign(endValue) !== Math.sign(slope)) {
    const root = top - endValue / slope;
    breakEvens.push(root <= 2 * top ? refineRoot(f, top, 2 * top, endValue, f(2 * top)) : root);
  }

  let maxIndex = 0;
  let minIndex = 0;
  values.forEach((value, i) => {
    if (value > (values[maxIndex] as number)) maxIndex = i;
    if (value < (values[minIndex] as number)) minIndex = i;
  });
  const bound = (index: number): PayoffBound => ({
    unlimited: false,
    value: values[index] as number,
    price: grid[index] as number,
  });
  return {
    date,
    breakEvens,
    maxProfit: !flat && slope > 0 ? { unlimited: true } : bound(maxIndex),
    maxLoss: !flat && slope < 0 ? { unlimited: true } : bound(minIndex),
  };
}

/** Underlying prices where the P/L at the first expiry is zero, ascending. */
export function breakEvens(legs: readonly StrategyLeg[], market: MarketInputs): number[] {
  return analyzePayoff(legs, market).breakEvens;
}

/** Maximum profit and maximum loss at the first expiry. */
export function maxProfitLoss(
  legs: readonly StrategyLeg[],
  market: MarketInputs,
): Pick<PayoffAnalysis, 'maxProfit' | 'maxLoss'> {
  const { maxProfit, maxLoss } = analyzePayoff(legs, market);
  return { maxProfit, maxLoss };
}

/** One standard deviation of the underlying's move over `time` years, in price: S·σ·√T. */
export function expectedMove(spot: number, volatility: number, time: number): number {
  return spot * volatility * Math.sqrt(Math.max(time, 0));
}

/**
 * Probability that the position shows a profit at the first expiry, with the underlying lognormal
 * under the risk-neutral measure (drift r − q) at the market volatility. The price axis is cut at
 * the break-evens and each piece counts when its P/L is positive. Pass `analysis` when it is already
 * computed for these legs and market.
 */
export function probabilityOfProfit(
  legs: readonly StrategyLeg[],
  market: MarketInputs,
  analysis: PayoffAnalysis = analyzePayoff(legs, market),
): number {
  const { date, breakEvens: roots } = analysis;
  const debit = netDebit(legs, market);
  const f = (price: number) => positionValue(legs, market, date, price) - debit;
  const time = yearsBetween(market.date, date);
  const { spot, volatility, rate, dividendYield = 0 } = market;
  const sd = volatility * Math.sqrt(time);
  // P(S_T ≤ x)
  const below = (x: number): number => {
    if (x <= 0) return 0;
    if (!Number.isFinite(x)) return 1;
    if (sd === 0) return spot <= x ? 1 : 0;
    return normalCdf((Math.log(x / spot) - (rate - dividendYield) * time + (sd * sd) / 2) / sd);
  };
  const edges = [0, ...roots, Number.POSITIVE_INFINITY];
  let probability = 0;
  for (let i = 0; i + 1 < edges.length; i += 1) {
    const a = edges[i] as number;
    const b = edges[i + 1] as number;
    const probe = Number.isFinite(b) ? (a + b) / 2 : Math.max(a * 1.5, a + 1);
    if (f(probe) > 0) probability += below(b) - below(a);
  }
  return Math.min(1, Math.max(0, probability));
}
