import type { GammaExposureResponse, GexStrikeRow } from '@flowdeck/api-types';
import { SYMBOL_PARAM } from '../../paths';

/** Gamma opens on the S&P 500 ETF, the book most traders read dealer positioning from. */
export const GAMMA_DEFAULT_SYMBOL = 'SPY';

/** `?expiry=`: absent for every expiry, `0dte`, or one expiry date. */
export const EXPIRY_PARAM = 'expiry';
export const ZERO_DTE = '0dte';
export const ALL_EXPIRIES = 'all';
/** Every expiry, today's (0DTE) or one date (YYYY-MM-DD). */
export type ExpiryFilter = typeof ALL_EXPIRIES | typeof ZERO_DTE | string;

const EXPIRY_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

export function symbolFromParams(params: URLSearchParams): string {
  return params.get(SYMBOL_PARAM)?.trim().toUpperCase() || GAMMA_DEFAULT_SYMBOL;
}

/** The expiry filter in the URL; anything unreadable means every expiry. */
export function expiryFromParams(params: URLSearchParams): ExpiryFilter {
  const raw = params.get(EXPIRY_PARAM)?.trim().toLowerCase() ?? '';
  if (raw === ZERO_DTE || EXPIRY_DATE_PATTERN.test(raw)) return raw;
  return ALL_EXPIRIES;
}

/** Strike windows around spot the charts can zoom to (the API sends ±15 %). */
export const STRIKE_RANGES = [5, 10, 15] as const;
export type StrikeRange = (typeof STRIKE_RANGES)[number];
/** Fewest strikes worth a bar chart: a narrower window that leaves fewer widens automatically. */
export const MIN_STRIKES_IN_VIEW = 12;

export function inStrikeRange(strike: number, spot: number, range: number): boolean {
  return Math.abs(strike - spot) <= (spot * range) / 100;
}

export function strikesInRange(rows: readonly GexStrikeRow[], spot: number, range: number): GexStrikeRow[] {
  return rows.filter((row) => inStrikeRange(row.strike, spot, range));
}

/**
 * The narrowest window that still shows MIN_STRIKES_IN_VIEW strikes: ±5 % of SPY holds seventy
 * one-dollar strikes, while a single stock with five-dollar strikes needs the full ±15 %.
 */
export function defaultStrikeRange(rows: readonly GexStrikeRow[], spot: number): StrikeRange {
  return (
    STRIKE_RANGES.find((range) => strikesInRange(rows, spot, range).length >= MIN_STRIKES_IN_VIEW) ??
    STRIKE_RANGES[STRIKE_RANGES.length - 1]!
  );
}

/** The x-axis domain of the strike chart: the strikes plus one strike step each side, so edge bars are whole. */
export function strikeDomain(strikes: readonly number[]): [number, number] {
  if (strikes.length === 0) return [0, 1];
  const sorted = [...strikes].sort((a, b) => a - b);
  let step = Infinity;
  for (let i = 1; i < sorted.length; i++) step = Math.min(step, sorted[i]! - sorted[i - 1]!);
  if (!Number.isFinite(step) || step <= 0) step = Math.max(1, Math.abs(sorted[0]!) * 0.01);
  return [sorted[0]! - step, sorted[sorted.length - 1]! + step];
}

export type LevelId = 'spot' | 'callWall' | 'putWall' | 'zeroGamma';

export interface GexLevel {
  id: LevelId;
  label: string;
  value: number;
}

export const LEVEL_LABELS: Record<LevelId, string> = {
  spot: 'Spot',
  callWall: 'Call wall',
  putWall: 'Put wall',
  zeroGamma: 'Zero gamma',
};

/** The levels drawn over the charts, in a fixed order; levels the API could not find are left out. */
export function gexLevels(
  data: Pick<GammaExposureResponse, 'spot' | 'callWall' | 'putWall' | 'zeroGamma'>,
): GexLevel[] {
  const levels: Array<[LevelId, number | null]> = [
    ['spot', data.spot],
    ['callWall', data.callWall],
    ['putWall', data.putWall],
    ['zeroGamma', data.zeroGamma],
  ];
  return levels.flatMap(([id, value]) => (value === null ? [] : [{ id, label: LEVEL_LABELS[id], value }]));
}

/** Levels within a domain (a level outside the zoomed strikes is listed, not drawn). */
export function levelsInDomain(levels: readonly GexLevel[], [low, high]: readonly [number, number]): GexLevel[] {
  return levels.filter((level) => level.value >= low && level.value <= high);
}

/**
 * Label rows for the level markers: walls often sit on or beside spot, so labels closer than
 * `minGap` (a fraction of the domain) go one row higher. Row 0 is nearest the plot.
 */
export function stackLevelLabels(
  levels: readonly GexLevel[],
  [low, high]: readonly [number, number],
  minGap: number,
): Record<string, number> {
  const span = high - low || 1;
  const rowEnds: number[] = [];
  const rows: Record<string, number> = {};
  for (const level of [...levels].sort((a, b) => a.value - b.value)) {
    const at = (level.value - low) / span;
    let row = rowEnds.findIndex((end) => at - end >= minGap);
    if (row < 0) row = rowEnds.length;
    rowEnds[row] = at;
    rows[level.id] = row;
  }
  return rows;
}

export type GammaRegime = 'long' | 'short';

/**
 * Dealers are long gamma above the zero-gamma level (their hedging sells rallies and buys dips, damping
 * moves) and short gamma below it (hedging chases the move). Without a crossing, the sign of net GEX says.
 */
export function gammaRegime(spot: number, zeroGamma: number | null, netGex: number): GammaRegime {
  if (zeroGamma !== null) return spot >= zeroGamma ? 'long' : 'short';
  return netGex >= 0 ? 'long' : 'short';
}

export const REGIME_TEXT: Record<GammaRegime, { title: string; hint: string }> = {
  long: { title: 'Positive gamma', hint: 'Dealer hedging dampens moves' },
  short: { title: 'Negative gamma', hint: 'Dealer hedging amplifies moves' },
};

/**
 * Where the profile's fill turns from positive to negative colour, as a fraction from the top of the
 * plot (for an SVG gradient): 1 when every value is positive, 0 when every value is negative.
 */
export function zeroCrossingOffset(values: readonly number[]): number {
  if (values.length === 0) return 1;
  const max = Math.max(...values);
  const min = Math.min(...values);
  if (max <= 0) return 0;
  if (min >= 0) return 1;
  return max / (max - min);
}

export interface HeatmapRow {
  strike: number;
  values: number[];
}

/** Heatmap rows inside the strike window, highest strike first (as a price ladder reads). */
export function heatmapRows(heatmap: GammaExposureResponse['heatmap'], spot: number, range: number): HeatmapRow[] {
  return heatmap.strikes
    .map((strike, i) => ({ strike, values: heatmap.values[i] ?? [] }))
    .filter((row) => inStrikeRange(row.strike, spot, range))
    .sort((a, b) => b.strike - a.strike);
}

/** The strike nearest spot (the heatmap marks its row and scrolls to it). */
export function nearestStrike(strikes: readonly number[], spot: number): number | null {
  let best: number | null = null;
  for (const strike of strikes) if (best === null || Math.abs(strike - spot) < Math.abs(best - spot)) best = strike;
  return best;
}

/** How the strike chart draws GEX: one net bar per strike, or call and put bars either side of zero. */
export type StrikeView = 'net' | 'split';

export interface StrikeChartRow extends GexStrikeRow {
  /** Net GEX split by sign, so positive and negative bars take their own colour. */
  netPositive: number;
  netNegative: number;
}

export function strikeChartRows(rows: readonly GexStrikeRow[]): StrikeChartRow[] {
  return rows.map((row) => ({
    ...row,
    netPositive: row.net > 0 ? row.net : 0,
    netNegative: row.net < 0 ? row.net : 0,
  }));
}

const NICE_STEPS = [1, 2, 2.5, 5] as const;

/**
 * Round-number axis ticks (multiples of 1, 2, 2.5 or 5 × a power of ten) inside a domain, at most
 * `maxCount` of them: strikes read 660, 670, 680… rather than wherever the axis happens to split.
 */
export function niceTicks([low, high]: readonly [number, number], maxCount: number): number[] {
  const span = high - low;
  if (!(span > 0) || maxCount < 1) return [];
  let magnitude = 10 ** Math.floor(Math.log10(span / maxCount));
  for (;;) {
    for (const base of NICE_STEPS) {
      const step = base * magnitude;
      const first = Math.ceil(low / step) * step;
      const count = Math.floor((high - first) / step + 1e-9) + 1;
      if (count <= maxCount) {
        return Array.from({ length: count }, (_, i) => Number((first + i * step).toFixed(6)));
      }
    }
    magnitude *= 10;
  }
}
