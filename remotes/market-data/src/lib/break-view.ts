import type { BreakDirection, BreakType } from '@flowdeck/api-types';
import { BREAK_TYPES } from '@flowdeck/endpoints/scanners';

/** The Breakout and Breakdown pages' URL: `?type=`, `?confirmed=1`, `?filters=off`. */
export const TYPE_PARAM = 'type';
export const CONFIRMED_PARAM = 'confirmed';
export const CONFIRMED_ON = '1';
export const FILTERS_PARAM = 'filters';
export const FILTERS_OFF = 'off';

export interface BreakView {
  type: BreakType | null;
  confirmedOnly: boolean;
  noiseFilters: boolean;
}

export function breakViewFromParams(params: URLSearchParams): BreakView {
  return {
    type: BREAK_TYPES.find((t) => t === params.get(TYPE_PARAM)) ?? null,
    confirmedOnly: params.get(CONFIRMED_PARAM) === CONFIRMED_ON,
    noiseFilters: params.get(FILTERS_PARAM) !== FILTERS_OFF,
  };
}

export function withBreakView(params: URLSearchParams, change: Partial<BreakView>): URLSearchParams {
  const next = new URLSearchParams(params);
  if (change.type !== undefined) {
    if (change.type === null) next.delete(TYPE_PARAM);
    else next.set(TYPE_PARAM, change.type);
  }
  if (change.confirmedOnly !== undefined) {
    if (change.confirmedOnly) next.set(CONFIRMED_PARAM, CONFIRMED_ON);
    else next.delete(CONFIRMED_PARAM);
  }
  if (change.noiseFilters !== undefined) {
    if (change.noiseFilters) next.delete(FILTERS_PARAM);
    else next.set(FILTERS_PARAM, FILTERS_OFF);
  }
  return next;
}

/** What each break is called on a row, for a breakout (up) or a breakdown (down). */
export function breakTypeLabel(type: BreakType, direction: BreakDirection): string {
  const high = direction === 'up' ? 'high' : 'low';
  switch (type) {
    case '20-day':
      return `New 20-day ${high}`;
    case 'donchian-55':
      return `55-day Donchian channel ${high}`;
    case '52-week':
      return `New 52-week ${high}`;
    case 'all-time':
      return `New all-time ${high}`;
    case 'opening-range-5':
      return `5-min opening range ${high}`;
    case 'opening-range-15':
      return `15-min opening range ${high}`;
    case 'opening-range-30':
      return `30-min opening range ${high}`;
    case 'pre-market':
      return `Pre-market ${high}`;
  }
}

/** The volume confirmation as the row states it: "Confirmed: RVOL 2.10× ≥ 1.5×". */
export function confirmationText(relativeVolume: number | null, threshold: number, confirmed: boolean): string {
  if (relativeVolume === null) return `Unconfirmed: no volume history to compare (needs RVOL ≥ ${threshold}×)`;
  return confirmed
    ? `Confirmed: RVOL ${relativeVolume.toFixed(2)}× ≥ ${threshold}×`
    : `Unconfirmed: RVOL ${relativeVolume.toFixed(2)}× < ${threshold}×`;
}

/** Polyline points of a mini chart `width` × `height` for `values`, with the level's y (null if no values). */
export function sparkGeometry(
  values: readonly number[],
  level: number,
  width: number,
  height: number,
): { points: string; levelY: number } | null {
  if (values.length === 0) return null;
  const min = Math.min(level, ...values);
  const max = Math.max(level, ...values);
  const span = max - min || 1;
  const y = (v: number) => Math.round((height - ((v - min) / span) * height) * 10) / 10;
  const step = values.length > 1 ? width / (values.length - 1) : 0;
  const points = values.map((v, i) => `${Math.round(i * step * 10) / 10},${y(v)}`).join(' ');
  return { points, levelY: y(level) };
}
