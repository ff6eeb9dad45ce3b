import type { ApiClient } from '@flowdeck/api-client';
import type { AnalystRatingsPage } from '@flowdeck/api-types';
import { ALL_RATINGS, ANALYST_RATINGS } from '@flowdeck/endpoints/analyst-ratings';
import { pathOf } from '@flowdeck/endpoints/route';
import { useApi } from '@flowdeck/host-sdk';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { filterParams, type AlertFilter } from '../alert-filter';

/** Every Analyst Alerts query key starts here. */
export const ANALYST_ALERTS_QUERY_KEY = ['trackers', 'analyst-alerts'] as const;
/** The alerts shown before live ones arrive. */
export const RECENT_ALERTS = 50;

export function getRecentAlerts(
  api: ApiClient,
  filter: AlertFilter,
  watchlist: readonly string[] | null,
  signal?: AbortSignal,
) {
  return api.get<AnalystRatingsPage>(pathOf(ANALYST_RATINGS, { x: ALL_RATINGS }), {
    params: { ...filterParams(filter, watchlist), pageSize: RECENT_ALERTS },
    signal,
  });
}

/** The latest alerts that pass the filter, newest first (under "watchlist only", once the watchlist is known). */
export function useRecentAlerts(filter: AlertFilter, watchlist: readonly string[] | null, enabled: boolean) {
  const api = useApi();
  return useQuery(
    queryOptions({
      queryKey: [...ANALYST_ALERTS_QUERY_KEY, 'recent', filterParams(filter, watchlist)],
      queryFn: ({ signal }) => getRecentAlerts(api, filter, watchlist, signal),
      enabled,
    }),
  );
}
