import type { ApiClient } from '@flowdeck/api-client';
import { pathOf } from '@flowdeck/endpoints/route';
import type { SmsOutboxMessage } from '@flowdeck/api-types';
import { useApi } from '@flowdeck/host-sdk';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { PHONE_OUTBOX, PHONE_STATUS_QUERY_KEY } from '@flowdeck/endpoints/account';

/** Under the phone status's entry, so whatever refreshes the number refreshes its texts too. */
export const SMS_OUTBOX_QUERY_KEY = [...PHONE_STATUS_QUERY_KEY, 'outbox'] as const;

export async function getSmsOutbox(api: ApiClient, signal?: AbortSignal): Promise<SmsOutboxMessage[]> {
  const body = await api.get<{ items: SmsOutboxMessage[] }>(pathOf(PHONE_OUTBOX), { signal });
  return body.items;
}

export function smsOutboxQueryOptions(api: ApiClient, enabled: boolean) {
  return queryOptions({
    queryKey: SMS_OUTBOX_QUERY_KEY,
    queryFn: ({ signal }) => getSmsOutbox(api, signal),
    enabled,
  });
}

/** Development only: the texts the local outbox kept instead of sending (where the code can be read). */
export function useSmsOutbox(enabled: boolean) {
  return useQuery(smsOutboxQueryOptions(useApi(), enabled));
}
