import type { ApiClient } from '@flowdeck/api-client';
import { useApi, useAuth } from '@flowdeck/host-sdk';
import type { DashboardConfig } from '@flowdeck/contract';
import { pathOf } from '@flowdeck/endpoints/route';
import { DASHBOARD_CONFIG, DASHBOARD_CONFIG_QUERY_KEY } from '@flowdeck/endpoints/user-settings';
import { queryOptions, useQuery } from '@tanstack/react-query';

/**
 * GET user/settings/dashboard-config: the user's dashboard document, where the watchlist is kept (empty until
 * the user adds to it). Cached whole under the endpoint's own key, so every view of it shares the entry.
 */
export function getDashboardConfig(api: ApiClient, signal?: AbortSignal): Promise<DashboardConfig> {
  return api.get<DashboardConfig>(pathOf(DASHBOARD_CONFIG), { signal, notifyErrors: false });
}

export function watchlistQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: DASHBOARD_CONFIG_QUERY_KEY,
    queryFn: ({ signal }) => getDashboardConfig(api, signal),
    select: (config: DashboardConfig) => config.watchlist ?? [],
  });
}

/** The user's watchlist tickers. A watchlist belongs to an account: a guest asks for none. */
export function useWatchlist() {
  const api = useApi();
  const signedIn = useAuth().token !== null;
  return { signedIn, ...useQuery({ ...watchlistQueryOptions(api), enabled: signedIn }) };
}
