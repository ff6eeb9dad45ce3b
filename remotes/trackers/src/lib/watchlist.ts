import { useApi } from '@flowdeck/host-sdk';
import { queryOptions, useQuery } from '@tanstack/react-query';

type Api = ReturnType<typeof useApi>;

/** The user's dashboard settings document, where the watchlist is kept. */
export const DASHBOARD_CONFIG_PATH = 'user/settings/dashboard-config';

/** One cache entry for every page of this remote that filters by the watchlist (Earnings, News, Analyst Alerts). */
export const WATCHLIST_QUERY_KEY = ['trackers', 'watchlist'] as const;

interface DashboardConfig {
  watchlist?: string[];
}

export function getWatchlist(api: Api, signal?: AbortSignal): Promise<string[]> {
  return api.get<DashboardConfig>(DASHBOARD_CONFIG_PATH, { signal }).then((config) => config.watchlist ?? []);
}

/** The user's watchlist (the Dashboard's, kept in their settings), read only when a filter asks for it. */
export function useWatchlist(enabled: boolean) {
  const api = useApi();
  return useQuery(
    queryOptions({
      queryKey: WATCHLIST_QUERY_KEY,
      queryFn: ({ signal }) => getWatchlist(api, signal),
      enabled,
    }),
  );
}
