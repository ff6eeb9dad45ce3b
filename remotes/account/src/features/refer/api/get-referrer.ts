import type { ApiClient } from '@flowdeck/api-client';
import { REFERRAL } from '@flowdeck/endpoints/affiliate';
import { pathOf } from '@flowdeck/endpoints/route';
import type { ReferrerInfo } from '@flowdeck/api-types';
import { useApi } from '@flowdeck/host-sdk';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';

export function referrerPath(code: string): string {
  return pathOf(REFERRAL, { code });
}

export function getReferrer(api: ApiClient, code: string, signal?: AbortSignal): Promise<ReferrerInfo> {
  // An unknown code is not an error worth a notification: the page simply greets without a name.
  return api.get<ReferrerInfo>(referrerPath(code), { signal, notifyErrors: false });
}

export function referrerQueryOptions(api: ApiClient, code: string | null) {
  return queryOptions({
    queryKey: ['account', 'referral', code],
    queryFn: code ? ({ signal }) => getReferrer(api, code, signal) : skipToken,
    retry: false,
    staleTime: Infinity,
  });
}

/** Who a referral code belongs to (public); idle without a code. */
export function useReferrer(code: string | null) {
  return useQuery(referrerQueryOptions(useApi(), code));
}
