import {
  type Greeks,
  type PayoffAnalysis,
  type StrategyLeg,
  analyzePayoff,
  expectedMove,
  isOptionLeg,
  legEntryPrice,
  legGreeks,
  legScale,
  legValue,
  netDebit,
  positionGreeks,
  priceRange,
  probabilityOfProfit,
  profitLoss,
  profitLossCurve,
  yearsBetween,
} from '@flowdeck/options-math';
import { useMemo } from 'react';
import { type IsoDate, addDays, diffDays } from '../stores/iso-date';
import type { CalculatorInputs } from '../stores/validation';

export interface LegAnalysis {
  id: string;
  /** 1-based, as the legs editor numbers them. */
  number: number;
  leg: StrategyLeg;
  /** Model value per share on the valuation date at the current price. */
  value: number;
  /** Entry price per share (typed premium or model price today). */
  entry: number;
  /** Dollars paid (positive) or received (negative) for the leg. */
  cost: number;
  /** Per share of one contract. */
  greeks: Greeks;
  /** × quantity × multiplier, signed by side. */
  position: Greeks;
}

export interface ChartPoint {
  price: number;
  expiry: number;
  atDate: number;
  /** The expiry P/L where it is a profit, else null: drawn as the green area. */
  profit: number | null;
  /** The expiry P/L where it is a loss, else null: drawn as the red area. */
  loss: number | null;
}

export interface PlMatrix {
  dates: IsoDate[];
  /** Descending, as a price ladder reads. */
  prices: number[];
  /** values[row][column]: P/L at prices[row] on dates[column]. */
  values: number[][];
}

export interface StrategyAnalysis {
  legs: LegAnalysis[];
  totals: Greeks;
  netDebit: number;
  payoff: PayoffAnalysis;
  /** The first expiry: when "at expiry" is measured. */
  expiryDate: IsoDate;
  probabilityOfProfit: number;
  /** One standard deviation of the price by the first expiry. */
  expectedMove: number;
  /** P/L on the valuation date at the current price. */
  profitLossAtDate: number;
  chart: { points: ChartPoint[]; domain: [number, number] };
  matrix: PlMatrix;
}

const CHART_STEPS = 240;
const MATRIX_MAX_ROWS = 15;
const MATRIX_MAX_COLUMNS = 7;

/** 1, 2, 2.5 or 5 × a power of ten: a price step a ladder can be read in. */
export function niceStep(raw: number): number {
  if (!(raw > 0)) return 1;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].find((m) => m * power >= raw) ?? 10;
  return step * power;
}

/** The price window that shows the strikes, the spot, the break-evens and about ±1.5σ. */
function chartDomain(
  inputs: Pick<CalculatorInputs, 'market' | 'legs'>,
  payoff: PayoffAnalysis,
  move: number,
): [number, number] {
  const { spot } = inputs.market;
  const strikes = inputs.legs
    .map(({ leg }) => leg)
    .filter(isOptionLeg)
    .map((leg) => leg.strike);
  const pad = Math.max(1.5 * move, 0.08 * spot);
  let lo = Math.min(spot, ...strikes) - pad;
  let hi = Math.max(spot, ...strikes) + pad;
  for (const root of payoff.breakEvens) {
    // Far-away break-evens (a deep call bought at a huge premium) would flatten the picture.
    if (root > 3 * spot) continue;
    lo = Math.min(lo, root - 0.04 * spot);
    hi = Math.max(hi, root + 0.04 * spot);
  }
  return [Math.max(0, lo), hi];
}

function matrixDates(today: IsoDate, lastExpiry: IsoDate): IsoDate[] {
  const days = Math.max(0, diffDays(today, lastExpiry));
  const columns = Math.min(MATRIX_MAX_COLUMNS, days + 1);
  if (columns === 1) return [today];
  const offsets = Array.from({ length: columns }, (_, i) => Math.round((days * i) / (columns - 1)));
  return [...new Set(offsets)].map((offset) => addDays(today, offset));
}

function matrixPrices(spot: number, [lo, hi]: [number, number]): number[] {
  const step = niceStep((hi - lo) / (MATRIX_MAX_ROWS - 2));
  const prices = new Set<number>([spot]);
  for (let price = Math.ceil(lo / step) * step; price <= hi; price += step) {
    if (price > 0) prices.add(Number(price.toFixed(6)));
  }
  return [...prices].sort((a, b) => b - a);
}

/** The part of the results that does not depend on the valuation date. */
export interface PositionAnalysis extends Pick<
  StrategyAnalysis,
  'netDebit' | 'payoff' | 'expiryDate' | 'probabilityOfProfit' | 'expectedMove' | 'matrix'
> {
  prices: number[];
  expiryCurve: number[];
  domain: [number, number];
}

type PositionInputs = Pick<CalculatorInputs, 'market' | 'legs' | 'lastExpiry'>;

/** Payoff at expiry, odds and the P/L matrix: everything the valuation date does not move. */
export function analyzePosition(inputs: PositionInputs): PositionAnalysis {
  const { market, lastExpiry } = inputs;
  const legs = inputs.legs.map(({ leg }) => leg);
  const payoff = analyzePayoff(legs, market);
  const expiryDate = payoff.date.toISOString().slice(0, 10);
  const move = expectedMove(market.spot, market.volatility, yearsBetween(market.date, expiryDate));
  const domain = chartDomain(inputs, payoff, move);

  const inDomain = (p: number) => p >= domain[0] && p <= domain[1];
  const strikes = legs.filter(isOptionLeg).map((leg) => leg.strike);
  const prices = [
    ...new Set([...priceRange(domain[0], domain[1], CHART_STEPS), ...strikes, ...payoff.breakEvens, market.spot]),
  ]
    .filter(inDomain)
    .sort((a, b) => a - b);
  const breakEvenSet = new Set(payoff.breakEvens);
  // Break-evens are exact zeros: both areas meet there instead of leaving a rounding sliver.
  const expiryCurve = profitLossCurve(legs, market, expiryDate, prices).map((point) =>
    breakEvenSet.has(point.price) ? 0 : point.profitLoss,
  );

  const dates = matrixDates(market.date, lastExpiry);
  const ladder = matrixPrices(market.spot, domain);
  return {
    netDebit: netDebit(legs, market),
    payoff,
    expiryDate,
    probabilityOfProfit: probabilityOfProfit(legs, market, payoff),
    expectedMove: move,
    matrix: {
      dates,
      prices: ladder,
      values: ladder.map((price) => dates.map((date) => profitLoss(legs, market, date, price))),
    },
    prices,
    expiryCurve,
    domain,
  };
}

/** Adds what the valuation date moves (the at-date curve, values and greeks) to the position analysis. */
export function analyzeAtDate(
  inputs: PositionInputs & Pick<CalculatorInputs, 'valuationDate'>,
  position: PositionAnalysis,
): StrategyAnalysis {
  const { market, valuationDate } = inputs;
  const legs = inputs.legs.map(({ leg }) => leg);
  const dateCurve = profitLossCurve(legs, market, valuationDate, position.prices);
  const points = position.prices.map((price, i) => {
    const expiry = position.expiryCurve[i] ?? 0;
    return {
      price,
      expiry,
      atDate: dateCurve[i]?.profitLoss ?? 0,
      profit: expiry >= 0 ? expiry : null,
      loss: expiry <= 0 ? expiry : null,
    };
  });
  return {
    legs: inputs.legs.map(({ id, leg }, i) => {
      const entry = legEntryPrice(leg, market);
      return {
        id,
        number: i + 1,
        leg,
        value: legValue(leg, market, valuationDate),
        entry,
        cost: legScale(leg) * entry,
        greeks: legGreeks(leg, market, valuationDate),
        position: positionGreeks([leg], market, valuationDate),
      };
    }),
    totals: positionGreeks(legs, market, valuationDate),
    netDebit: position.netDebit,
    payoff: position.payoff,
    expiryDate: position.expiryDate,
    probabilityOfProfit: position.probabilityOfProfit,
    expectedMove: position.expectedMove,
    profitLossAtDate: profitLoss(legs, market, valuationDate),
    chart: { points, domain: position.domain },
    matrix: position.matrix,
  };
}

/** Everything the results show, from valid inputs. */
export function analyzeStrategy(inputs: CalculatorInputs): StrategyAnalysis {
  return analyzeAtDate(inputs, analyzePosition(inputs));
}

/**
 * The analysis of valid inputs; null while any input is invalid. The expiry side depends only on
 * the position, so dragging the valuation date recomputes just the at-date figures.
 */
export function useStrategyAnalysis(inputs: CalculatorInputs | null): StrategyAnalysis | null {
  // Keyed by content: a new but equal inputs object (the symbol typed, a field re-validated)
  // reuses the figures, so the chart and tables do not redraw.
  const positionKey = inputs ? JSON.stringify([inputs.market, inputs.legs, inputs.lastExpiry]) : null;
  const valuationDate = inputs?.valuationDate ?? null;
  const positionInputs = useMemo((): PositionInputs | null => {
    if (positionKey === null) return null;
    const [market, legs, lastExpiry] = JSON.parse(positionKey) as [
      PositionInputs['market'],
      PositionInputs['legs'],
      PositionInputs['lastExpiry'],
    ];
    return { market, legs, lastExpiry };
  }, [positionKey]);
  const position = useMemo(() => (positionInputs ? analyzePosition(positionInputs) : null), [positionInputs]);
  return useMemo(
    () =>
      positionInputs && position && valuationDate
        ? analyzeAtDate({ ...positionInputs, valuationDate }, position)
        : null,
    [positionInputs, position, valuationDate],
  );
}
