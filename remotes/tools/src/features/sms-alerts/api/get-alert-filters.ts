import type { ApiClient } from '@flowdeck/api-client';
import { pathOf } from '@flowdeck/endpoints/route';
import { ALERT_FILTERS, ALERT_FILTERS_QUERY_KEY, type AlertFilters } from '@flowdeck/endpoints/user-settings';
import { useApi } from '@flowdeck/host-sdk';
import { queryOptions, useQuery } from '@tanstack/react-query';

/**
 * The saved flow filters (made on the Flows page) that flow rules point at: the endpoint's one cache entry,
 * so a filter saved on /flow is in the rule form here without a reload.
 */
export function alertFiltersQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: ALERT_FILTERS_QUERY_KEY,
    queryFn: ({ signal }) => api.get<AlertFilters>(pathOf(ALERT_FILTERS), { signal }),
    staleTime: 60_000,
  });
}

export function useAlertFilters() {
  return useQuery(alertFiltersQueryOptions(useApi()));
}
