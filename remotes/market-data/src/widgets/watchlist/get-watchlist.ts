import { useApi, useAuth } from '@flowdeck/host-sdk';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../api/api-client-type';

/** The user's dashboard settings document, where the watchlist is kept (the trackers remote reads it too). */
export const DASHBOARD_CONFIG_PATH = 'user/settings/dashboard-config';
/** The whole document is cached, under the endpoint's name, so any view of it shares the entry. */
export const DASHBOARD_CONFIG_QUERY_KEY = ['user-settings', 'dashboard-config'] as const;

interface DashboardConfig {
  watchlist?: string[];
}

/** GET user/settings/dashboard-config (the watchlist is empty until the user adds to it). */
export function getDashboardConfig(api: ApiClient, signal?: AbortSignal): Promise<DashboardConfig> {
  return api.get<DashboardConfig>(DASHBOARD_CONFIG_PATH, { signal, notifyErrors: false });
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
