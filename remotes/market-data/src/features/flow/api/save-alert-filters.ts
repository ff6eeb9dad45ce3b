import type { ApiClient } from '@flowdeck/api-client';
import { pathOf, type ResponseOf } from '@flowdeck/endpoints/route';
import { ALERT_FILTERS_QUERY_KEY, SAVE_ALERT_FILTERS, type AlertFilters } from '@flowdeck/endpoints/user-settings';
import { useApi } from '@flowdeck/host-sdk';
import { mutationOptions, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';

export type SavedAlertFilters = ResponseOf<typeof SAVE_ALERT_FILTERS>;

/**
 * POST user/settings/alert-filters: replaces the whole list. The API client shows the server's
 * "Alert filters saved" or its field errors; a failed save returns nothing (spec §8).
 */
export function saveAlertFilters(api: ApiClient, document: AlertFilters): Promise<SavedAlertFilters | undefined> {
  return api.post<SavedAlertFilters>(pathOf(SAVE_ALERT_FILTERS), document);
}

/**
 * The saved list becomes the one cache entry of the filters at once, and every view of it (this page's
 * menu, the Discord bot page's picker in the account remote) reads the new list.
 */
export function saveAlertFiltersMutationOptions(api: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationFn: (document: AlertFilters) => saveAlertFilters(api, document),
    onSuccess: (saved) => {
      if (saved) queryClient.setQueryData<AlertFilters>(ALERT_FILTERS_QUERY_KEY, { filters: saved.filters });
    },
  });
}

export function useSaveAlertFilters() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation(saveAlertFiltersMutationOptions(api, queryClient));
}
