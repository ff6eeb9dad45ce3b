import type { ApiClient } from '@flowdeck/api-client';
import { pathOf } from '@flowdeck/endpoints/route';
import { BILLING_OVERVIEW } from '@flowdeck/endpoints/billing';
import type { BillingOverview } from '@flowdeck/api-types';
import { useApi } from '@flowdeck/host-sdk';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { BILLING_QUERY_KEY } from './query-keys';

export const BILLING_OVERVIEW_PATH = pathOf(BILLING_OVERVIEW);

export function getBillingOverview(api: ApiClient, signal?: AbortSignal): Promise<BillingOverview> {
  return api.get<BillingOverview>(BILLING_OVERVIEW_PATH, { signal });
}

export function billingOverviewQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: [...BILLING_QUERY_KEY, 'overview'],
    queryFn: ({ signal }) => getBillingOverview(api, signal),
  });
}

/** The user's subscriptions and payment history (renewals that fell due are charged first). */
export function useBillingOverview() {
  return useQuery(billingOverviewQueryOptions(useApi()));
}
