import { useApi } from '@flowdeck/host-sdk';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ACCOUNT_QUERY_KEY } from '../../../api/query-keys';
import type { Api } from '../../../lib/api';

/** Spec §7 `user/settings/alert-filters`: the saved flow filters the bot can post. */
export const ALERT_FILTERS_PATH = 'user/settings/alert-filters';

export interface SavedFilter {
  id: string;
  name: string;
}

export async function getAlertFilters(api: Api, signal?: AbortSignal): Promise<SavedFilter[]> {
  const body = await api.get<{ filters: SavedFilter[] }>(ALERT_FILTERS_PATH, { signal });
  return body.filters.map(({ id, name }) => ({ id, name }));
}

export function alertFiltersQueryOptions(api: Api) {
  return queryOptions({
    queryKey: [...ACCOUNT_QUERY_KEY, 'alert-filters'],
    queryFn: ({ signal }) => getAlertFilters(api, signal),
  });
}

export function useAlertFilters(enabled: boolean) {
  return useQuery({ ...alertFiltersQueryOptions(useApi()), enabled });
}
