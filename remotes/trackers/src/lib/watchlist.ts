import type { ApiClient } from '@flowdeck/api-client';
import type { DashboardConfig } from '@flowdeck/contract';
import { pathOf } from '@flowdeck/endpoints/route';
import { DASHBOARD_CONFIG, DASHBOARD_CONFIG_QUERY_KEY } from '@flowdeck/endpoints/user-settings';
import { useApi } from '@flowdeck/host-sdk';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** The user's dashboard document, where the watchlist is kept (cached whole under the endpoint's own key). */
export function getDashboardConfig(api: ApiClient, signal?: AbortSignal): Promise<DashboardConfig> {
  return api.get<DashboardConfig>(pathOf(DASHBOARD_CONFIG), { signal });
}

/** The user's watchlist (the Dashboard's, kept in their settings), read only when a filter asks for it. */
export function useWatchlist(enabled: boolean) {
  const api = useApi();
  return useQuery(
    queryOptions({
      queryKey: DASHBOARD_CONFIG_QUERY_KEY,
      queryFn: ({ signal }) => getDashboardConfig(api, signal),
      select: (config: DashboardConfig) => config.watchlist ?? [],
      enabled,
    }),
  );
}
