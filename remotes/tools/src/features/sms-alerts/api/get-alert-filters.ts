import { pathOf } from '@flowdeck/endpoints/route';
import { ALERT_FILTERS, type AlertFilters } from '@flowdeck/endpoints/user-settings';
import { useApi } from '@flowdeck/host-sdk';
import { useQuery } from '@tanstack/react-query';
import { SMS_ALERTS_QUERY_KEY } from './query-keys';

/** The saved flow filters (made on the Flows page) that flow rules point at. */
export function useAlertFilters() {
  const api = useApi();
  return useQuery({
    queryKey: [...SMS_ALERTS_QUERY_KEY, 'alert-filters'],
    queryFn: ({ signal }) => api.get<AlertFilters>(pathOf(ALERT_FILTERS), { signal }),
  });
}
