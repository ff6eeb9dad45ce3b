import type { GapDirection } from '@flowdeck/api-types';
import { DEFAULT_MIN_GAP_PERCENT, GAP_DIRECTIONS, MAX_MIN_GAP_PERCENT } from '@flowdeck/endpoints/scanners';

/** The page's URL: `?direction=down` (up when absent), `?minGap=5` (%), `?filters=off`. */
export const DIRECTION_PARAM = 'direction';
export const MIN_GAP_PARAM = 'minGap';
export const FILTERS_PARAM = 'filters';
export const FILTERS_OFF = 'off';
/** The minimum gaps offered, in %. */
export const MIN_GAP_CHOICES = [1, 2, 5, 10] as const;

export interface GappersView {
  direction: GapDirection;
  minGap: number;
  noiseFilters: boolean;
}

export function gappersViewFromParams(params: URLSearchParams): GappersView {
  const direction = GAP_DIRECTIONS.find((d) => d === params.get(DIRECTION_PARAM)) ?? 'up';
  const raw = Number(params.get(MIN_GAP_PARAM));
  const minGap =
    params.has(MIN_GAP_PARAM) && Number.isFinite(raw) && raw >= 0 && raw <= MAX_MIN_GAP_PERCENT
      ? raw
      : DEFAULT_MIN_GAP_PERCENT;
  return { direction, minGap, noiseFilters: params.get(FILTERS_PARAM) !== FILTERS_OFF };
}

/** The URL after a change (defaults leave the URL). */
export function withGappersView(params: URLSearchParams, change: Partial<GappersView>): URLSearchParams {
  const next = new URLSearchParams(params);
  if (change.direction !== undefined) {
    if (change.direction === 'up') next.delete(DIRECTION_PARAM);
    else next.set(DIRECTION_PARAM, change.direction);
  }
  if (change.minGap !== undefined) {
    if (change.minGap === DEFAULT_MIN_GAP_PERCENT) next.delete(MIN_GAP_PARAM);
    else next.set(MIN_GAP_PARAM, String(change.minGap));
  }
  if (change.noiseFilters !== undefined) {
    if (change.noiseFilters) next.delete(FILTERS_PARAM);
    else next.set(FILTERS_PARAM, FILTERS_OFF);
  }
  return next;
}
