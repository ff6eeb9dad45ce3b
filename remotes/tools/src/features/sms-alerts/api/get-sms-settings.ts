import type { OnPostError, ApiClient } from '@flowdeck/api-client';
import { pathOf } from '@flowdeck/endpoints/route';
import { SAVE_SMS_ALERT_SETTINGS, SMS_ALERT_SETTINGS, type SmsAlertSettings } from '@flowdeck/endpoints/sms-alerts';
import { useApi } from '@flowdeck/host-sdk';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SMS_ALERTS_QUERY_KEY } from './query-keys';

const KEY = [...SMS_ALERTS_QUERY_KEY, 'settings'] as const;

export function smsSettingsQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: KEY,
    queryFn: ({ signal }) => api.get<SmsAlertSettings>(pathOf(SMS_ALERT_SETTINGS), { signal }),
  });
}

/** Rules, quiet hours, time zone and daily cap. */
export function useSmsSettings() {
  return useQuery(smsSettingsQueryOptions(useApi()));
}

/** Saves the whole settings document (the API validates it as one and answers with what it stored). */
export function useSaveSmsSettings(onError?: OnPostError) {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (settings: SmsAlertSettings) =>
      api.post<SmsAlertSettings & { message: string }>(pathOf(SAVE_SMS_ALERT_SETTINGS), settings, { onError }),
    onSuccess: (saved) => {
      if (!saved) return;
      const { message: _message, ...stored } = saved;
      client.setQueryData(KEY, stored);
      void client.invalidateQueries({ queryKey: [...SMS_ALERTS_QUERY_KEY, 'deliveries'] });
    },
  });
}
