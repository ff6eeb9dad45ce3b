import type { StrategyLeg } from '@flowdeck/options-math';
import { isIsoDate } from './iso-date';
import type { CalculatorInputs } from './validation';

/** Where the calculator keeps the last position it priced (this browser only), for the dashboard's Position P/L. */
export const SAVED_POSITION_KEY = 'flowdeck.options-calculator.position';
const SAVED_POSITION_VERSION = 1;

export interface SavedPosition {
  /** The strategy's name as the calculator shows it ("Iron Condor", "Custom strategy"). */
  strategy: string;
  /** ISO instant of the save. */
  savedAt: string;
  /** The valid inputs the calculator priced: the market on its trade date and the legs. */
  inputs: Pick<CalculatorInputs, 'symbol' | 'market' | 'legs' | 'lastExpiry'>;
}

interface Stored extends SavedPosition {
  version: typeof SAVED_POSITION_VERSION;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage can be switched off (privacy settings): the calculator works without it.
    return null;
  }
}

/** Keeps the position; a full or blocked storage loses it silently (the calculator itself is unaffected). */
export function savePosition(position: SavedPosition): void {
  const stored: Stored = { version: SAVED_POSITION_VERSION, ...position };
  try {
    storage()?.setItem(SAVED_POSITION_KEY, JSON.stringify(stored));
  } catch {
    // Quota exceeded or storage refused: nothing to save to.
  }
}

const finite = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

function isLeg(value: unknown): value is StrategyLeg {
  if (typeof value !== 'object' || value === null) return false;
  const leg = value as Record<string, unknown>;
  if (leg.side !== 'long' && leg.side !== 'short') return false;
  if (!finite(leg.quantity) || leg.quantity <= 0) return false;
  if (leg.premium !== undefined && !finite(leg.premium)) return false;
  if (leg.kind === 'stock') return true;
  if (leg.kind !== 'call' && leg.kind !== 'put') return false;
  if (leg.volatility !== undefined && !(finite(leg.volatility) && leg.volatility > 0)) return false;
  return finite(leg.strike) && leg.strike > 0 && typeof leg.expiry === 'string' && isIsoDate(leg.expiry);
}

/** The last saved position, or null when there is none or it is not one this version reads. */
export function readSavedPosition(): SavedPosition | null {
  let raw: string | null;
  try {
    raw = storage()?.getItem(SAVED_POSITION_KEY) ?? null;
  } catch {
    return null;
  }
  if (raw === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const stored = value as Partial<Stored>;
  const inputs = stored.inputs;
  const market = inputs?.market;
  const valid =
    stored.version === SAVED_POSITION_VERSION &&
    typeof stored.strategy === 'string' &&
    typeof stored.savedAt === 'string' &&
    inputs !== undefined &&
    typeof inputs.symbol === 'string' &&
    typeof inputs.lastExpiry === 'string' &&
    isIsoDate(inputs.lastExpiry) &&
    market !== undefined &&
    finite(market.spot) &&
    market.spot > 0 &&
    finite(market.volatility) &&
    market.volatility > 0 &&
    finite(market.rate) &&
    (market.dividendYield === undefined || finite(market.dividendYield)) &&
    typeof market.date === 'string' &&
    isIsoDate(market.date) &&
    Array.isArray(inputs.legs) &&
    inputs.legs.length > 0 &&
    inputs.legs.every((priced) => typeof priced?.id === 'string' && isLeg(priced.leg));
  if (!valid) return null;
  return { strategy: stored.strategy as string, savedAt: stored.savedAt as string, inputs };
}
