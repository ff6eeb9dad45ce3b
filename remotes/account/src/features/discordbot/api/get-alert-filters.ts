import type { ApiClient } from '@flowdeck/api-client';
import { pathOf, type ResponseOf } from '@flowdeck/endpoints/route';
import { ALERT_FILTERS, ALERT_FILTERS_QUERY_KEY, type AlertFilters } from '@flowdeck/endpoints/user-settings';
import { useApi } from '@flowdeck/host-sdk';
import { queryOptions, useQuery } from '@tanstack/react-query';

export interface SavedFilter {
  id: string;
  name: string;
}

/** Spec §7 `user/settings/alert-filters`: the saved flow filters the bot can post. */
export function getAlertFilters(api: ApiClient, signal?: AbortSignal): Promise<ResponseOf<typeof ALERT_FILTERS>> {
  return api.get<ResponseOf<typeof ALERT_FILTERS>>(pathOf(ALERT_FILTERS), { signal });
}

/** The bot's picker needs each filter's id and name. */
export function savedFilters(document: AlertFilters): SavedFilter[] {
  return document.filters.map(({ id, name }) => ({ id, name }));
}

/**
 * The one cache entry of the saved filters (the whole document, as the Flows page caches it), so a save on
 * /flow is what this page shows next; the picker selects ids and names from it.
 */
export function alertFiltersQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: ALERT_FILTERS_QUERY_KEY,
    queryFn: ({ signal }) => getAlertFilters(api, signal),
    select: savedFilters,
  });
}

export function useAlertFilters(enabled: boolean) {
  return useQuery({ ...alertFiltersQueryOptions(useApi()), enabled });
}
