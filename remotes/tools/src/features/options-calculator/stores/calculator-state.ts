import type { LegKind, Side } from '@flowdeck/options-math';
import type { IsoDate } from './iso-date';
import { type PresetId, atTheMoneyStrike, defaultExpiry, fillPreset } from './presets';

/**
 * One leg as the user typed it. Numbers stay text so a half-typed "12." or an emptied field is kept
 * and reported, not silently replaced.
 */
export interface LegDraft {
  id: string;
  kind: LegKind;
  side: Side;
  strike: string;
  expiry: IsoDate;
  quantity: string;
  /** Entry price per share; empty means the model price. */
  premium: string;
  /** This leg's volatility in percent; empty means the market volatility. */
  volatility: string;
}

export type MarketField = 'symbol' | 'spot' | 'volatility' | 'rate' | 'dividendYield';

export interface CalculatorState {
  symbol: string;
  /** Underlying price. */
  spot: string;
  /** Percent. */
  volatility: string;
  /** Percent. */
  rate: string;
  /** Percent. */
  dividendYield: string;
  /** The date the "at date" curve, greeks and values are computed for. */
  valuationDate: IsoDate;
  legs: LegDraft[];
  /** The preset the legs came from; null once the user edits them. */
  preset: PresetId | null;
  nextId: number;
}

export type CalculatorAction =
  | { type: 'setMarket'; field: MarketField; value: string }
  | { type: 'applyPreset'; preset: PresetId; spot: number; today: IsoDate }
  | { type: 'addLeg'; spot: number; today: IsoDate }
  | { type: 'removeLeg'; id: string }
  | { type: 'updateLeg'; id: string; changes: Partial<Omit<LegDraft, 'id'>> }
  | { type: 'setValuationDate'; date: IsoDate };

export const DEFAULT_SPOT = 100;
export const DEFAULT_PRESET: PresetId = 'long-call';
/** Percent: a typical large-cap implied volatility and short-term Treasury yield. */
export const DEFAULT_VOLATILITY = '30';
export const DEFAULT_RATE = '4.5';

function presetLegs(preset: PresetId, spot: number, today: IsoDate, firstId: number): LegDraft[] {
  return fillPreset(preset, spot, today).map((leg, i) => ({
    id: `leg-${firstId + i}`,
    kind: leg.kind,
    side: leg.side,
    strike: String(leg.strike),
    expiry: leg.expiry,
    quantity: String(leg.quantity),
    premium: '',
    volatility: '',
  }));
}

export function initialCalculatorState(today: IsoDate): CalculatorState {
  const legs = presetLegs(DEFAULT_PRESET, DEFAULT_SPOT, today, 1);
  return {
    symbol: '',
    spot: String(DEFAULT_SPOT),
    volatility: DEFAULT_VOLATILITY,
    rate: DEFAULT_RATE,
    dividendYield: '0',
    valuationDate: today,
    legs,
    preset: DEFAULT_PRESET,
    nextId: legs.length + 1,
  };
}

/** Shares per contract: switching between stock and an option keeps the same exposure. */
const SHARES_PER_CONTRACT = 100;

function updateLeg(leg: LegDraft, changes: Partial<Omit<LegDraft, 'id'>>): LegDraft {
  const next = { ...leg, ...changes };
  const toStock = changes.kind === 'stock' && leg.kind !== 'stock';
  const fromStock = changes.kind !== undefined && changes.kind !== 'stock' && leg.kind === 'stock';
  const quantity = Number(leg.quantity);
  if (changes.quantity === undefined && Number.isFinite(quantity) && quantity > 0) {
    if (toStock) next.quantity = String(quantity * SHARES_PER_CONTRACT);
    if (fromStock) next.quantity = String(Math.max(1, Math.round(quantity / SHARES_PER_CONTRACT)));
  }
  // A premium typed for a call is meaningless for a put or the stock.
  if (changes.kind !== undefined && changes.kind !== leg.kind && changes.premium === undefined) next.premium = '';
  return next;
}

export function calculatorReducer(state: CalculatorState, action: CalculatorAction): CalculatorState {
  switch (action.type) {
    case 'setMarket':
      return { ...state, [action.field]: action.value };
    case 'applyPreset': {
      const legs = presetLegs(action.preset, action.spot, action.today, state.nextId);
      return {
        ...state,
        legs,
        preset: action.preset,
        valuationDate: action.today,
        nextId: state.nextId + legs.length,
      };
    }
    case 'addLeg': {
      // A new leg copies the last option leg's strike and expiry: spreads are built leg by leg.
      const template = [...state.legs].reverse().find((leg) => leg.kind !== 'stock');
      const leg: LegDraft = {
        id: `leg-${state.nextId}`,
        kind: 'call',
        side: 'long',
        strike: template?.strike ?? String(atTheMoneyStrike(action.spot)),
        expiry: template?.expiry ?? defaultExpiry(action.today),
        quantity: '1',
        premium: '',
        volatility: '',
      };
      return { ...state, legs: [...state.legs, leg], preset: null, nextId: state.nextId + 1 };
    }
    case 'removeLeg':
      return { ...state, legs: state.legs.filter((leg) => leg.id !== action.id), preset: null };
    case 'updateLeg':
      return {
        ...state,
        preset: null,
        legs: state.legs.map((leg) => (leg.id === action.id ? updateLeg(leg, action.changes) : leg)),
      };
    case 'setValuationDate':
      return { ...state, valuationDate: action.date };
  }
}
