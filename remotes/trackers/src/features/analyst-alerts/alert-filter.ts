/**
 * The Analyst Alerts filter: which actions, which firms, which tickers (or the watchlist's), a minimum upside
 * and a minimum firm success rate.
 * The same filter asks the server for the recent alerts and picks the live ones as they arrive.
 */
import type { AnalystRating, RatingAction } from '@flowdeck/api-types';
import { type AnalystCriteria, matchesAnalystCriteria, RATING_ACTIONS } from '@flowdeck/endpoints/analyst-ratings';
import { TICKER_PATTERN } from '@flowdeck/endpoints/ticker';

export interface AlertFilter {
  actions: RatingAction[];
  firms: string[];
  /** Tickers to watch (upper case); empty for every ticker. */
  tickers: string[];
  /** Only the tickers of the user's watchlist (the Dashboard's), in place of `tickers`. */
  watchlistOnly: boolean;
  /** Percent, e.g. 10 for +10 %. */
  minUpside: number | null;
  /** Percent of the firm's measured 3-month calls that succeeded. */
  minSuccess: number | null;
}

export const EMPTY_FILTER: AlertFilter = {
  actions: [],
  firms: [],
  tickers: [],
  watchlistOnly: false,
  minUpside: null,
  minSuccess: null,
};

const numberOf = (value: string | null): number | null => {
  if (value === null || value.trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
};

/** The filter from the page's URL (`actions=upgrade,downgrade&firms=UBS&tickers=NVDA&watchlist=1&minUpside=10&minSuccess=55`). */
export function readFilter(params: URLSearchParams): AlertFilter {
  const list = (key: string) =>
    (params.get(key) ?? '')
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
  return {
    actions: list('actions').filter((a): a is RatingAction => (RATING_ACTIONS as string[]).includes(a)),
    firms: list('firms'),
    tickers: list('tickers')
      .map((t) => t.toUpperCase())
      .filter((t) => TICKER_PATTERN.test(t)),
    watchlistOnly: params.get('watchlist') === '1',
    minUpside: numberOf(params.get('minUpside')),
    minSuccess: numberOf(params.get('minSuccess')),
  };
}

/** The filter back into the page's URL. */
export function writeFilter(filter: AlertFilter): URLSearchParams {
  const out = new URLSearchParams();
  if (filter.actions.length > 0) out.set('actions', filter.actions.join(','));
  if (filter.firms.length > 0) out.set('firms', filter.firms.join(','));
  if (filter.tickers.length > 0) out.set('tickers', filter.tickers.join(','));
  if (filter.watchlistOnly) out.set('watchlist', '1');
  if (filter.minUpside !== null) out.set('minUpside', String(filter.minUpside));
  if (filter.minSuccess !== null) out.set('minSuccess', String(filter.minSuccess));
  return out;
}

/** The tickers the filter keeps: the watchlist's under "watchlist only", else those typed (empty: every ticker). */
export function watchedTickers(filter: AlertFilter, watchlist: readonly string[] | null): readonly string[] {
  return filter.watchlistOnly ? (watchlist ?? []) : filter.tickers;
}

/** The query string of the endpoint for this filter (`watchlist`: the user's, once known). */
export function filterParams(
  filter: AlertFilter,
  watchlist: readonly string[] | null = null,
): Record<string, string | number> {
  const params: Record<string, string | number> = {};
  const tickers = watchedTickers(filter, watchlist);
  if (filter.actions.length > 0) params['action'] = filter.actions.join(',');
  if (filter.firms.length > 0) params['firm'] = filter.firms.join(',');
  if (tickers.length > 0) params['tickers'] = tickers.join(',');
  if (filter.minUpside !== null) params['minUpside'] = filter.minUpside;
  if (filter.minSuccess !== null) params['minSuccess'] = filter.minSuccess;
  return params;
}

/** What the filter asks, with the watchlist's tickers in place of "watchlist only". */
export function filterCriteria(filter: AlertFilter, watchlist: readonly string[] | null = null): AnalystCriteria {
  const tickers = watchedTickers(filter, watchlist);
  return {
    actions: filter.actions,
    firms: filter.firms,
    tickers: filter.watchlistOnly || tickers.length > 0 ? tickers : null,
    minUpside: filter.minUpside,
    minSuccess: filter.minSuccess,
  };
}

/** Whether a live alert passes the filter (the rule the SMS alerts saved from it apply too). */
export function matchesFilter(
  alert: AnalystRating,
  filter: AlertFilter,
  watchlist: readonly string[] | null = null,
): boolean {
  return matchesAnalystCriteria(alert, filterCriteria(filter, watchlist));
}

/** Alerts newest first without repeats, at most `limit`: arrivals go on top of what was shown. */
export function mergeAlerts(
  shown: readonly AnalystRating[],
  arrived: readonly AnalystRating[],
  limit: number,
): AnalystRating[] {
  const seen = new Set<string>();
  const merged: AnalystRating[] = [];
  for (const alert of [...[...arrived].reverse(), ...shown]) {
    if (seen.has(alert.id)) continue;
    seen.add(alert.id);
    merged.push(alert);
    if (merged.length >= limit) break;
  }
  return merged;
}
