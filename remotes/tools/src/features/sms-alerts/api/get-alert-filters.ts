import { alertFiltersQueryOptions, useApi } from '@flowdeck/host-sdk';
import { useQuery } from '@tanstack/react-query';

/**
 * The saved flow filters (made on the Flows page) that flow rules point at: the settings document's one cache
 * entry (owned by the host SDK), so a filter saved on /flow is in the rule form here without a reload.
 */
export { alertFiltersQueryOptions };

export function useAlertFilters() {
  return useQuery(alertFiltersQueryOptions(useApi()));
}
