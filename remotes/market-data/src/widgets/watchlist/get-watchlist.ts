import type { ApiClient } from '@flowdeck/api-client';
import type { DashboardConfig } from '@flowdeck/contract';
import { dashboardConfigQueryOptions, useApi, useAuth } from '@flowdeck/host-sdk';
import { queryOptions, useQuery } from '@tanstack/react-query';

/**
 * The user's watchlist, kept in their dashboard document (empty until the user adds to it): the document's one
 * cache entry (owned by the host SDK), so every view of it shares the entry.
 */
export function watchlistQueryOptions(api: ApiClient) {
  return queryOptions({
    ...dashboardConfigQueryOptions(api),
    select: (config: DashboardConfig) => config.watchlist ?? [],
  });
}

/** The user's watchlist tickers. A watchlist belongs to an account: a guest asks for none. */
export function useWatchlist() {
  const api = useApi();
  const signedIn = useAuth().token !== null;
  return { signedIn, ...useQuery({ ...watchlistQueryOptions(api), enabled: signedIn }) };
}
