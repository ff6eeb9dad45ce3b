import type { ApiClient } from '@flowdeck/api-client';
import { AFFILIATE } from '@flowdeck/endpoints/affiliate';
import { pathOf } from '@flowdeck/endpoints/route';
import type { AffiliateSummary } from '@flowdeck/api-types';
import { useApi } from '@flowdeck/host-sdk';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { AFFILIATE_QUERY_KEY } from '../../../api/query-keys';

export const AFFILIATE_SUMMARY_PATH = pathOf(AFFILIATE);

export function getAffiliate(api: ApiClient, signal?: AbortSignal): Promise<AffiliateSummary> {
  return api.get<AffiliateSummary>(AFFILIATE_SUMMARY_PATH, { signal });
}

export function affiliateQueryOptions(api: ApiClient) {
  return queryOptions({ queryKey: AFFILIATE_QUERY_KEY, queryFn: ({ signal }) => getAffiliate(api, signal) });
}

/** The referral code and link, referred sign-ups and conversions, and the commission earned. */
export function useAffiliate() {
  return useQuery(affiliateQueryOptions(useApi()));
}
