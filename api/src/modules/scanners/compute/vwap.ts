/**
 * Session VWAP from the open: Σ(typical price × volume) ÷ Σ volume with typical price (H + L + C) ÷ 3 per
 * minute; σ is the square root of the volume-weighted variance of the typical prices about the VWAP, and
 * the bands sit at ±1, 2 and 3 σ.
 */
import type { ScanBar } from './session-parts.js';

export interface VwapPoint {
  time: number;
  vwap: number;
  sigma: number;
}

export interface VwapFigures {
  vwap: number;
  sigma: number;
  /** Last against VWAP in %. */
  deviationPercent: number;
  /** Last against VWAP in σ; null while σ is zero. */
  deviationSigma: number | null;
}

const round = (value: number, digits = 4): number => {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
};

export function typicalPrice(bar: Pick<ScanBar, 'high' | 'low' | 'close'>): number {
  return (bar.high + bar.low + bar.close) / 3;
}

/** VWAP and σ after each regular-session bar with volume (bars in time order, from the open). */
export function vwapCurve(bars: readonly ScanBar[]): VwapPoint[] {
  const points: VwapPoint[] = [];
  let volume = 0;
  let pv = 0;
  let ppv = 0;
  for (const bar of bars) {
    if (bar.volume <= 0) continue;
    const tp = typicalPrice(bar);
    volume += bar.volume;
    pv += tp * bar.volume;
    ppv += tp * tp * bar.volume;
    const vwap = pv / volume;
    // Σv·tp²/Σv − vwap² is the weighted variance; rounding can leave it a hair below zero.
    const variance = Math.max(0, ppv / volume - vwap * vwap);
    points.push({ time: bar.time, vwap, sigma: Math.sqrt(variance) });
  }
  return points;
}

/** Where `last` stands against the session's VWAP (null before any volume). */
export function vwapFigures(bars: readonly ScanBar[], last: number): VwapFigures | null {
  const end = vwapCurve(bars).at(-1);
  if (!end) return null;
  return {
    vwap: round(end.vwap),
    sigma: round(end.sigma),
    deviationPercent: round(((last - end.vwap) / end.vwap) * 100),
    deviationSigma: end.sigma > 1e-9 ? round((last - end.vwap) / end.sigma, 2) : null,
  };
}
