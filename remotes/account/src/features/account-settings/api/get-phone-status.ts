import type { ApiClient } from '@flowdeck/api-client';
import { PHONE_STATUS, PHONE_STATUS_QUERY_KEY } from '@flowdeck/endpoints/account';
import { pathOf } from '@flowdeck/endpoints/route';
import type { PhoneStatus } from '@flowdeck/api-types';
import { useApi } from '@flowdeck/host-sdk';
import { queryOptions, useQuery } from '@tanstack/react-query';

export function getPhoneStatus(api: ApiClient, signal?: AbortSignal): Promise<PhoneStatus> {
  return api.get<PhoneStatus>(pathOf(PHONE_STATUS), { signal });
}

export function phoneStatusQueryOptions(api: ApiClient) {
  return queryOptions({ queryKey: PHONE_STATUS_QUERY_KEY, queryFn: ({ signal }) => getPhoneStatus(api, signal) });
}

/** The number on file, whether it is verified, and a code waiting to be entered. */
export function usePhoneStatus() {
  return useQuery(phoneStatusQueryOptions(useApi()));
}
