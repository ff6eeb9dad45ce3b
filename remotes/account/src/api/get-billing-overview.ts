import { pathOf } from '@flowdeck/endpoints/route';
import { BILLING_OVERVIEW } from '@flowdeck/endpoints/billing';
import type { BillingOverview } from '@flowdeck/api-types';
import { useApi } from '@flowdeck/host-sdk';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Api } from '../lib/api';
import { BILLING_QUERY_KEY } from './query-keys';

export const BILLING_OVERVIEW_PATH = pathOf(BILLING_OVERVIEW);

export function getBillingOverview(api: Api, signal?: AbortSignal): Promise<BillingOverview> {
  return api.get<BillingOverview>(BILLING_OVERVIEW_PATH, { signal });
}

export function billingOverviewQueryOptions(api: Api) {
  return queryOptions({
    queryKey: [...BILLING_QUERY_KEY, 'overview'],
    queryFn: ({ signal }) => getBillingOverview(api, signal),
  });
}

/** The user's subscriptions and payment history (renewals that fell due are charged first). */
export function useBillingOverview() {
  return useQuery(billingOverviewQueryOptions(useApi()));
}
