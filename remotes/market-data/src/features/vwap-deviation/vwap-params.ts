import type { VwapSide } from '@flowdeck/api-types';
import { VWAP_SIDES } from '@flowdeck/endpoints/scanners';
import { SYMBOL_PARAM } from '../../paths';

/** The page's URL: `?side=below` (above when absent), `?symbol=` for the band chart, `?filters=off`. */
export const SIDE_PARAM = 'side';
export const FILTERS_PARAM = 'filters';
export const FILTERS_OFF = 'off';

export interface VwapView {
  side: VwapSide;
  symbol: string | null;
  noiseFilters: boolean;
}

export function vwapViewFromParams(params: URLSearchParams): VwapView {
  return {
    side: VWAP_SIDES.find((s) => s === params.get(SIDE_PARAM)) ?? 'above',
    symbol: params.get(SYMBOL_PARAM)?.trim().toUpperCase() || null,
    noiseFilters: params.get(FILTERS_PARAM) !== FILTERS_OFF,
  };
}

export function withVwapView(params: URLSearchParams, change: Partial<VwapView>): URLSearchParams {
  const next = new URLSearchParams(params);
  if (change.side !== undefined) {
    if (change.side === 'above') next.delete(SIDE_PARAM);
    else next.set(SIDE_PARAM, change.side);
  }
  if (change.symbol !== undefined) {
    if (change.symbol === null) next.delete(SYMBOL_PARAM);
    else next.set(SYMBOL_PARAM, change.symbol);
  }
  if (change.noiseFilters !== undefined) {
    if (change.noiseFilters) next.delete(FILTERS_PARAM);
    else next.set(FILTERS_PARAM, FILTERS_OFF);
  }
  return next;
}

/** Chart rows: price, VWAP and the bands at ±k σ for each k in `bands`. */
export function bandRows(
  points: ReadonlyArray<{ time: string; price: number; vwap: number; sigma: number }>,
  bands: readonly number[],
): Array<Record<string, number>> {
  return points.map((p) => {
    const row: Record<string, number> = { time: Date.parse(p.time), price: p.price, vwap: p.vwap };
    for (const k of bands) {
      row[`upper${k}`] = p.vwap + k * p.sigma;
      row[`lower${k}`] = p.vwap - k * p.sigma;
    }
    return row;
  });
}
