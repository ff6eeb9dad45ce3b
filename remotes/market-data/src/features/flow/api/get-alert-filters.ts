import type { ApiClient } from '@flowdeck/api-client';
import { pathOf, type ResponseOf } from '@flowdeck/endpoints/route';
import { ALERT_FILTERS, ALERT_FILTERS_QUERY_KEY } from '@flowdeck/endpoints/user-settings';
import { useApi, useAuth } from '@flowdeck/host-sdk';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** The saved filters' type and limits are the endpoint's contract (shared with the API and the account remote). */
export {
  ALERT_FILTERS_MAX,
  ALERT_FILTERS_QUERY_KEY,
  FILTER_NAME_MAX,
  type AlertFilter,
  type AlertFilters,
} from '@flowdeck/endpoints/user-settings';

/** GET user/settings/alert-filters: the user's saved filters (an empty list before the first save). */
export function getAlertFilters(api: ApiClient, signal?: AbortSignal): Promise<ResponseOf<typeof ALERT_FILTERS>> {
  return api.get<ResponseOf<typeof ALERT_FILTERS>>(pathOf(ALERT_FILTERS), { signal });
}

/** One cache entry, shared with every other view of the saved filters (the Discord bot page's picker). */
export function alertFiltersQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: ALERT_FILTERS_QUERY_KEY,
    queryFn: ({ signal }) => getAlertFilters(api, signal),
    staleTime: 60_000,
  });
}

/** Saved filters belong to an account: a guest (read-only, no user token) asks for none. */
export function useAlertFilters() {
  const api = useApi();
  const signedIn = useAuth().token !== null;
  return useQuery({ ...alertFiltersQueryOptions(api), enabled: signedIn });
}
