import type { ScannerSessionPart } from '@flowdeck/api-types';
import { DEFAULT_SCANNER_SESSION_PART, SCANNER_SESSION_PARTS } from '@flowdeck/endpoints/scanners';

/** The page's URL: `?session=pre-market|after-hours` (regular when absent), `?filters=off`. */
export const PART_PARAM = 'session';
export const FILTERS_PARAM = 'filters';
export const FILTERS_OFF = 'off';

export function partFromParams(params: URLSearchParams): ScannerSessionPart {
  const value = params.get(PART_PARAM);
  return SCANNER_SESSION_PARTS.find((part) => part === value) ?? DEFAULT_SCANNER_SESSION_PART;
}

export function noiseFiltersFromParams(params: URLSearchParams): boolean {
  return params.get(FILTERS_PARAM) !== FILTERS_OFF;
}

/** The URL after picking a part or turning the filters on or off (defaults leave the URL). */
export function withMoversParams(
  params: URLSearchParams,
  change: { part?: ScannerSessionPart; noiseFilters?: boolean },
): URLSearchParams {
  const next = new URLSearchParams(params);
  if (change.part !== undefined) {
    if (change.part === DEFAULT_SCANNER_SESSION_PART) next.delete(PART_PARAM);
    else next.set(PART_PARAM, change.part);
  }
  if (change.noiseFilters !== undefined) {
    if (change.noiseFilters) next.delete(FILTERS_PARAM);
    else next.set(FILTERS_PARAM, FILTERS_OFF);
  }
  return next;
}
