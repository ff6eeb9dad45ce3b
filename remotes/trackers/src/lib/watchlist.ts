import type { DashboardConfig } from '@flowdeck/contract';
import { dashboardConfigQueryOptions, useApi } from '@flowdeck/host-sdk';
import { useQuery } from '@tanstack/react-query';

/**
 * The user's watchlist (the Dashboard's, kept in their settings document: its one cache entry, owned by the host
 * SDK), read only when a filter asks for it.
 */
export function useWatchlist(enabled: boolean) {
  return useQuery({
    ...dashboardConfigQueryOptions(useApi()),
    select: (config: DashboardConfig) => config.watchlist ?? [],
    enabled,
  });
}
