import type { ApiClient } from '@flowdeck/api-client';
import type { DashboardConfig } from '@flowdeck/contract';
import { pathOf } from '@flowdeck/endpoints/route';
import {
  ALERT_FILTERS,
  ALERT_FILTERS_QUERY_KEY,
  type AlertFilters,
  DASHBOARD_CONFIG,
  DASHBOARD_CONFIG_QUERY_KEY,
} from '@flowdeck/endpoints/user-settings';
import { queryOptions } from '@tanstack/react-query';

/**
 * The signed-in user's settings documents that several remotes read (spec §7 `user/settings/*`): each has one
 * owner, here, with one key, one fetch and one freshness, so every view of it (with its own `select`) shares
 * the entry and a save from any remote is what every other one shows next. A document belongs to an account:
 * callers disable these for a guest.
 */

/** GET user/settings/alert-filters: the saved flow filters (the Flows page, SMS alert rules, the Discord bot). */
export function alertFiltersQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: ALERT_FILTERS_QUERY_KEY,
    queryFn: ({ signal }) => api.get<AlertFilters>(pathOf(ALERT_FILTERS), { signal }),
    // Read again after a minute on a new view: filters saved in another tab show up without a reload.
    staleTime: 60_000,
  });
}

/** GET user/settings/dashboard-config: the dashboards, the one open and the watchlist (Dashboard, watchlists). */
export function dashboardConfigQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: DASHBOARD_CONFIG_QUERY_KEY,
    queryFn: ({ signal }) => api.get<DashboardConfig>(pathOf(DASHBOARD_CONFIG), { signal }),
    // Never read again behind the Dashboard's back: its saves write the entry at once (the grid must not jump
    // back to a read taken while a save runs).
    staleTime: Infinity,
  });
}
