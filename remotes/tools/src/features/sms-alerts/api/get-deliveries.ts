import { pathOf } from '@flowdeck/endpoints/route';
import { SMS_DELIVERIES, type SmsDeliveries } from '@flowdeck/endpoints/sms-alerts';
import { useApi } from '@flowdeck/host-sdk';
import { useQuery } from '@tanstack/react-query';
import { SMS_ALERTS_QUERY_KEY } from './query-keys';

/** Texts arrive while the page is open: the log is read again this often. */
export const DELIVERIES_REFRESH_MS = 5_000;

export function useDeliveries() {
  const api = useApi();
  return useQuery({
    queryKey: [...SMS_ALERTS_QUERY_KEY, 'deliveries'],
    queryFn: ({ signal }) => api.get<SmsDeliveries>(pathOf(SMS_DELIVERIES), { signal }),
    refetchInterval: DELIVERIES_REFRESH_MS,
  });
}
