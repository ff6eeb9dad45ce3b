import { PHONE_STATUS, PHONE_STATUS_QUERY_KEY } from '@flowdeck/endpoints/account';
import { pathOf, type ResponseOf } from '@flowdeck/endpoints/route';
import { useApi } from '@flowdeck/host-sdk';
import { useQuery } from '@tanstack/react-query';

/**
 * The account's phone status (account module, verified there with a one-time code), in the one cache entry
 * Account settings reads too: a number verified there shows here without a reload.
 */
export function usePhoneStatus() {
  const api = useApi();
  return useQuery({
    queryKey: PHONE_STATUS_QUERY_KEY,
    queryFn: ({ signal }) => api.get<ResponseOf<typeof PHONE_STATUS>>(pathOf(PHONE_STATUS), { signal }),
  });
}
