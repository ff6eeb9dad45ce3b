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

/** The running sums the VWAP is read from (the regular session's bars with volume, in time order). */
export interface VwapSums {
  volume: number;
  /** Σ typical price × volume. */
  pv: number;
  /** Σ typical price² × volume. */
  ppv: number;
}

/** Where `last` stands against the session's VWAP (null before any volume). */
export function vwapFigures(bars: readonly ScanBar[], last: number): VwapFigures | null {
  const sums: VwapSums = { volume: 0, pv: 0, ppv: 0 };
  for (const bar of bars) {
    if (bar.volume <= 0) continue;
    const tp = typicalPrice(bar);
    sums.volume += bar.volume;
    sums.pv += tp * bar.volume;
    sums.ppv += tp * tp * bar.volume;
  }
  return vwapFiguresOf(sums, last);
}

/** The same from sums kept as the bars come (the same sums, so the same figures, as vwapCurve's last point). */
export function vwapFiguresOf(sums: VwapSums, last: number): VwapFigures | null {
  if (!(sums.volume > 0)) return null;
  const vwap = sums.pv / sums.volume;
  const sigma = Math.sqrt(Math.max(0, sums.ppv / sums.volume - vwap * vwap));
  return {
    vwap: round(vwap),
    sigma: round(sigma),
    deviationPercent: round(((last - vwap) / vwap) * 100),
    deviationSigma: sigma > 1e-9 ? round((last - vwap) / sigma, 2) : null,
  };
}
