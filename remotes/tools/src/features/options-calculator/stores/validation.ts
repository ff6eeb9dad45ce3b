import type { MarketInputs, StrategyLeg } from '@flowdeck/options-math';
import type { CalculatorState, LegDraft, MarketField } from './calculator-state';
import { type IsoDate, isIsoDate, maxDate, minDate } from './iso-date';

/** Messages keyed by field: a market field name or `legField(id, field)`. */
export type FieldErrors = Partial<Record<string, string>>;

export type LegField = keyof Omit<LegDraft, 'id' | 'kind' | 'side'>;

export function legField(id: string, field: LegField): string {
  return `${id}.${field}`;
}

/** Key of the error shown when there is nothing to price. */
export const NO_LEGS_ERROR = 'legs';

export const LIMITS = {
  maxPrice: 1_000_000,
  maxVolatilityPercent: 1000,
  minRatePercent: -20,
  maxRatePercent: 100,
  maxYieldPercent: 100,
  maxQuantity: 100_000,
} as const;

export interface PricedLeg {
  id: string;
  leg: StrategyLeg;
}

/** Everything the maths needs, present only when every field is valid. */
export interface CalculatorInputs {
  symbol: string;
  market: MarketInputs & { date: IsoDate };
  legs: PricedLeg[];
  /** The requested valuation date kept between today and the last expiry. */
  valuationDate: IsoDate;
  /** The last option expiry (today for stock alone): the end of the valuation range. */
  lastExpiry: IsoDate;
}

export interface Validation {
  errors: FieldErrors;
  inputs: CalculatorInputs | null;
}

const NUMBER = /^[-+]?(\d+\.?\d*|\.\d+)$/;

/** A typed number, tolerating thousands separators, a `$` or a `%`; null when it is not one. */
export function parseNumber(text: string): number | null {
  const cleaned = text.trim().replace(/[,$%\s]/g, '');
  return NUMBER.test(cleaned) ? Number(cleaned) : null;
}

type Check = (value: number) => string | null;

function numberField(errors: FieldErrors, key: string, text: string, missing: string, check: Check): number {
  const value = parseNumber(text);
  if (value === null) {
    errors[key] = text.trim() === '' ? missing : 'Enter a number';
    return Number.NaN;
  }
  const problem = check(value);
  if (problem) errors[key] = problem;
  return value;
}

function optionalNumber(errors: FieldErrors, key: string, text: string, check: Check): number | undefined {
  if (text.trim() === '') return undefined;
  return numberField(errors, key, text, '', check);
}

const positivePrice =
  (what: string): Check =>
  (v) =>
    v <= 0 ? `${what} must be above 0` : v > LIMITS.maxPrice ? `${what} is too large` : null;

const volatility: Check = (v) =>
  v <= 0
    ? 'Volatility must be above 0%'
    : v > LIMITS.maxVolatilityPercent
      ? `Volatility must be at most ${LIMITS.maxVolatilityPercent}%`
      : null;

const MARKET_CHECKS: Record<Exclude<MarketField, 'symbol'>, { missing: string; check: Check }> = {
  spot: { missing: 'Enter the underlying price', check: positivePrice('Price') },
  volatility: { missing: 'Enter the implied volatility', check: volatility },
  rate: {
    missing: 'Enter the risk-free rate',
    check: (v) =>
      v < LIMITS.minRatePercent || v > LIMITS.maxRatePercent
        ? `Rate must be between ${LIMITS.minRatePercent}% and ${LIMITS.maxRatePercent}%`
        : null,
  },
  dividendYield: {
    missing: 'Enter the dividend yield (0 for none)',
    check: (v) =>
      v < 0 ? 'Dividend yield cannot be negative' : v > LIMITS.maxYieldPercent ? 'Dividend yield is too large' : null,
  },
};

function validateLeg(errors: FieldErrors, draft: LegDraft, today: IsoDate): StrategyLeg {
  const key = (field: LegField) => legField(draft.id, field);
  const quantity = numberField(errors, key('quantity'), draft.quantity, 'Enter a quantity', (v) =>
    !Number.isInteger(v) || v <= 0
      ? 'Quantity must be a whole number above 0'
      : v > LIMITS.maxQuantity
        ? 'Quantity is too large'
        : null,
  );
  const premium = optionalNumber(errors, key('premium'), draft.premium, (v) =>
    v < 0 ? 'Premium cannot be negative' : v > LIMITS.maxPrice ? 'Premium is too large' : null,
  );
  if (draft.kind === 'stock')
    return { kind: 'stock', side: draft.side, quantity, ...(premium === undefined ? {} : { premium }) };

  const strike = numberField(errors, key('strike'), draft.strike, 'Enter a strike', positivePrice('Strike'));
  if (!isIsoDate(draft.expiry)) errors[key('expiry')] = 'Pick an expiry date';
  else if (draft.expiry < today) errors[key('expiry')] = 'Expiry is in the past';
  const legVolatility = optionalNumber(errors, key('volatility'), draft.volatility, volatility);
  return {
    kind: draft.kind,
    side: draft.side,
    quantity,
    strike,
    expiry: draft.expiry,
    ...(premium === undefined ? {} : { premium }),
    ...(legVolatility === undefined ? {} : { volatility: legVolatility / 100 }),
  };
}

/** Checks every field; the inputs are returned only when nothing is wrong, so no NaN reaches the screen. */
export function validateCalculator(state: CalculatorState, today: IsoDate): Validation {
  const errors: FieldErrors = {};
  const market = {
    spot: numberField(errors, 'spot', state.spot, MARKET_CHECKS.spot.missing, MARKET_CHECKS.spot.check),
    volatility:
      numberField(
        errors,
        'volatility',
        state.volatility,
        MARKET_CHECKS.volatility.missing,
        MARKET_CHECKS.volatility.check,
      ) / 100,
    rate: numberField(errors, 'rate', state.rate, MARKET_CHECKS.rate.missing, MARKET_CHECKS.rate.check) / 100,
    dividendYield:
      numberField(
        errors,
        'dividendYield',
        state.dividendYield,
        MARKET_CHECKS.dividendYield.missing,
        MARKET_CHECKS.dividendYield.check,
      ) / 100,
    date: today,
  };
  const legs = state.legs.map((draft) => ({ id: draft.id, leg: validateLeg(errors, draft, today) }));
  if (legs.length === 0) errors[NO_LEGS_ERROR] = 'Add at least one leg or pick a strategy';
  if (!isIsoDate(state.valuationDate)) errors.valuationDate = 'Pick a valuation date';

  if (Object.keys(errors).length > 0) return { errors, inputs: null };
  const lastExpiry = legs.reduce(
    (last, { leg }) => (leg.kind === 'stock' ? last : maxDate(last, String(leg.expiry))),
    today,
  );
  return {
    errors,
    inputs: {
      symbol: state.symbol.trim().toUpperCase(),
      market,
      legs,
      valuationDate: minDate(maxDate(state.valuationDate, today), lastExpiry),
      lastExpiry,
    },
  };
}
