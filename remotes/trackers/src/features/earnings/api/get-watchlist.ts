import { useApi } from '@flowdeck/host-sdk';
import { queryOptions, useQuery } from '@tanstack/react-query';

type Api = ReturnType<typeof useApi>;

/** The user's dashboard settings document, where the watchlist is kept. */
export const DASHBOARD_CONFIG_PATH = 'user/settings/dashboard-config';

interface DashboardConfig {
  watchlist?: string[];
}

export function getWatchlist(api: Api, signal?: AbortSignal): Promise<string[]> {
  return api.get<DashboardConfig>(DASHBOARD_CONFIG_PATH, { signal }).then((config) => config.watchlist ?? []);
}

/** The user's watchlist (the dashboard's), read only when the filter asks for it. */
export function useWatchlist(enabled: boolean) {
  const api = useApi();
  return useQuery(
    queryOptions({
      queryKey: ['trackers', 'earnings', 'watchlist'],
      queryFn: ({ signal }) => getWatchlist(api, signal),
      enabled,
    }),
  );
}
