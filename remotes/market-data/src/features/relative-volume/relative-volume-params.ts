import { SYMBOL_PARAM } from '../../paths';

/** The page's URL: `?symbol=` picks the row whose curve is drawn, `?filters=off` turns the noise filters off. */
export const FILTERS_PARAM = 'filters';
export const FILTERS_OFF = 'off';

export interface RelativeVolumeView {
  symbol: string | null;
  noiseFilters: boolean;
}

export function relativeVolumeViewFromParams(params: URLSearchParams): RelativeVolumeView {
  const symbol = params.get(SYMBOL_PARAM)?.trim().toUpperCase() || null;
  return { symbol, noiseFilters: params.get(FILTERS_PARAM) !== FILTERS_OFF };
}

export function withRelativeVolumeView(params: URLSearchParams, change: Partial<RelativeVolumeView>): URLSearchParams {
  const next = new URLSearchParams(params);
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

/**
 * Where the average comes from, said on the page: "over the last 6 sessions (the simulator keeps 6 of the
 * 63 the definition asks for)".
 */
export function historyText(historySessions: number, lookbackSessions: number): string {
  if (historySessions === 0) return 'no earlier sessions to average yet';
  const sessions = historySessions === 1 ? '1 session' : `${historySessions} sessions`;
  if (historySessions >= lookbackSessions) return `the last ${sessions}`;
  return `the last ${sessions} (the simulated market keeps ${historySessions} of the ${lookbackSessions} the definition asks for)`;
}
