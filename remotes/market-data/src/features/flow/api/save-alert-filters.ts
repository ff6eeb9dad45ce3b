import { ApiError, SubscriptionRequiredError } from '@flowdeck/api-client';
import { pathOf, type ResponseOf } from '@flowdeck/endpoints/route';
import { ALERT_FILTERS_QUERY_KEY, SAVE_ALERT_FILTERS, type AlertFilters } from '@flowdeck/endpoints/user-settings';
import { useApi } from '@flowdeck/host-sdk';
import { mutationOptions, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../api/api-client-type';

export type SavedAlertFilters = ResponseOf<typeof SAVE_ALERT_FILTERS>;

/**
 * POST user/settings/alert-filters: replaces the whole list. The API client shows the server's
 * "Alert filters saved" or its field errors. Spec §8: a failed POST returns nothing (null) once the
 * client has shown its messages, rather than throwing into the page; only the subscription wall (402),
 * which the host handles, is passed on.
 */
export async function saveAlertFilters(api: ApiClient, document: AlertFilters): Promise<SavedAlertFilters | null> {
  try {
    return await api.post<SavedAlertFilters>(pathOf(SAVE_ALERT_FILTERS), document);
  } catch (error) {
    if (error instanceof ApiError && !(error instanceof SubscriptionRequiredError)) return null;
    throw error;
  }
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
