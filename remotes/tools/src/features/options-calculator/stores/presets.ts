import type { LegKind, Side } from '@flowdeck/options-math';
import { type IsoDate, addDays, monthlyExpiryOnOrAfter } from './iso-date';

export const PRESET_IDS = [
  'long-call',
  'long-put',
  'covered-call',
  'bull-call-spread',
  'bear-put-spread',
  'straddle',
  'strangle',
  'iron-condor',
  'butterfly',
] as const;
export type PresetId = (typeof PRESET_IDS)[number];

/** A leg as a preset describes it: strikes in wing steps away from the money. */
interface PresetLeg {
  kind: LegKind;
  side: Side;
  quantity: number;
  /** Whole wing widths above (+) or below (−) the at-the-money strike. */
  wings?: number;
}

export interface Preset {
  id: PresetId;
  label: string;
  /** The trader's view, shown as the preset's tooltip. */
  outlook: string;
  legs: PresetLeg[];
}

export const PRESETS: readonly Preset[] = [
  {
    id: 'long-call',
    label: 'Long Call',
    outlook: 'Bullish: unlimited upside, risk limited to the premium',
    legs: [{ kind: 'call', side: 'long', quantity: 1 }],
  },
  {
    id: 'long-put',
    label: 'Long Put',
    outlook: 'Bearish: profits as the price falls, risk limited to the premium',
    legs: [{ kind: 'put', side: 'long', quantity: 1 }],
  },
  {
    id: 'covered-call',
    label: 'Covered Call',
    outlook: 'Neutral to bullish: collect premium on shares you hold, upside capped',
    legs: [
      { kind: 'stock', side: 'long', quantity: 100 },
      { kind: 'call', side: 'short', quantity: 1, wings: 1 },
    ],
  },
  {
    id: 'bull-call-spread',
    label: 'Bull Call Spread',
    outlook: 'Moderately bullish: cheaper than a call, profit capped at the short strike',
    legs: [
      { kind: 'call', side: 'long', quantity: 1 },
      { kind: 'call', side: 'short', quantity: 1, wings: 1 },
    ],
  },
  {
    id: 'bear-put-spread',
    label: 'Bear Put Spread',
    outlook: 'Moderately bearish: cheaper than a put, profit capped at the short strike',
    legs: [
      { kind: 'put', side: 'long', quantity: 1 },
      { kind: 'put', side: 'short', quantity: 1, wings: -1 },
    ],
  },
  {
    id: 'straddle',
    label: 'Straddle',
    outlook: 'Big move either way: long volatility at the money',
    legs: [
      { kind: 'call', side: 'long', quantity: 1 },
      { kind: 'put', side: 'long', quantity: 1 },
    ],
  },
  {
    id: 'strangle',
    label: 'Strangle',
    outlook: 'Bigger move either way, for less than a straddle',
    legs: [
      { kind: 'put', side: 'long', quantity: 1, wings: -1 },
      { kind: 'call', side: 'long', quantity: 1, wings: 1 },
    ],
  },
  {
    id: 'iron-condor',
    label: 'Iron Condor',
    outlook: 'Range-bound: a credit kept while the price stays between the short strikes',
    legs: [
      { kind: 'put', side: 'long', quantity: 1, wings: -2 },
      { kind: 'put', side: 'short', quantity: 1, wings: -1 },
      { kind: 'call', side: 'short', quantity: 1, wings: 1 },
      { kind: 'call', side: 'long', quantity: 1, wings: 2 },
    ],
  },
  {
    id: 'butterfly',
    label: 'Butterfly',
    outlook: 'Pinned: the most profit when the price ends at the middle strike',
    legs: [
      { kind: 'call', side: 'long', quantity: 1, wings: -1 },
      { kind: 'call', side: 'short', quantity: 2 },
      { kind: 'call', side: 'long', quantity: 1, wings: 1 },
    ],
  },
];

/**
 * New legs expire on the first monthly expiry (third Friday, the most liquid) at least this many
 * days out: about a month, the usual horizon of a directional or income trade.
 */
export const MIN_DAYS_TO_EXPIRY = 21;
/** A wing is about this fraction of the spot away from the money. */
const WING_FRACTION = 0.05;

/** Listed strike spacing for a price: $0.50 under $25, $1 under $100, $2.50 under $250, then $5 and $10. */
export function strikeIncrement(spot: number): number {
  if (spot < 25) return 0.5;
  if (spot < 100) return 1;
  if (spot < 250) return 2.5;
  if (spot < 1000) return 5;
  return 10;
}

function roundTo(value: number, step: number): number {
  return Math.round(value / step) * step;
}

export interface FilledLeg {
  kind: LegKind;
  side: Side;
  quantity: number;
  /** Stock legs carry the at-the-money strike and default expiry too, for when they become options. */
  strike: number;
  expiry: IsoDate;
}

/** Expiry of new legs: the first monthly expiry at least {@link MIN_DAYS_TO_EXPIRY} days out. */
export function defaultExpiry(today: IsoDate): IsoDate {
  return monthlyExpiryOnOrAfter(addDays(today, MIN_DAYS_TO_EXPIRY));
}

/** The listed strike nearest the spot. */
export function atTheMoneyStrike(spot: number): number {
  const step = strikeIncrement(spot);
  return Math.max(step, Number(roundTo(spot, step).toFixed(2)));
}

export function presetById(id: PresetId): Preset {
  const preset = PRESETS.find((p) => p.id === id);
  if (!preset) throw new Error(`Unknown preset ${id}`);
  return preset;
}

/** The preset's legs around `spot`: the at-the-money strike is the listed strike nearest the spot. */
export function fillPreset(id: PresetId, spot: number, today: IsoDate): FilledLeg[] {
  const step = strikeIncrement(spot);
  const atm = atTheMoneyStrike(spot);
  const wing = Math.max(step, roundTo(spot * WING_FRACTION, step));
  const expiry = defaultExpiry(today);
  return presetById(id).legs.map(({ kind, side, quantity, wings = 0 }) => {
    // Rounding again keeps binary fractions (0.5 steps) from printing as 97.49999.
    const strike = Math.max(step, Number((atm + wings * wing).toFixed(2)));
    return { kind, side, quantity, strike, expiry };
  });
}
