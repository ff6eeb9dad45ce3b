import { useApi } from '@flowdeck/host-sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../api/api-client-type';
import { ALERT_FILTERS_PATH, ALERT_FILTERS_QUERY_KEY, type AlertFilters } from './get-alert-filters';

/**
 * POST user/settings/alert-filters: replaces the whole list. The API client shows the server's
 * "Alert filters saved" or its field errors.
 */
export function saveAlertFilters(api: ApiClient, document: AlertFilters): Promise<AlertFilters & { message?: string }> {
  return api.post<AlertFilters & { message?: string }>(ALERT_FILTERS_PATH, document);
}

export function useSaveAlertFilters() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (document: AlertFilters) => saveAlertFilters(api, document),
    onSuccess: ({ filters }) => queryClient.setQueryData<AlertFilters>([ALERT_FILTERS_QUERY_KEY], { filters }),
  });
}
