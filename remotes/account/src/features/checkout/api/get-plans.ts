import type { ApiClient } from '@flowdeck/api-client';
import { pathOf } from '@flowdeck/endpoints/route';
import { BILLING_PLANS } from '@flowdeck/endpoints/billing';
import type { BillingPlans } from '@flowdeck/api-types';
import { useApi } from '@flowdeck/host-sdk';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { BILLING_QUERY_KEY } from '../../../api/query-keys';

export const PLANS_PATH = pathOf(BILLING_PLANS);
/** Prices change with a deploy, not while a page is open. */
const PLANS_STALE_MS = 30 * 60 * 1000;

export function getPlans(api: ApiClient, host: string, signal?: AbortSignal): Promise<BillingPlans> {
  return api.get<BillingPlans>(PLANS_PATH, { params: { host }, signal });
}

export function plansQueryOptions(api: ApiClient, host: string) {
  return queryOptions({
    queryKey: [...BILLING_QUERY_KEY, 'plans', host],
    queryFn: ({ signal }) => getPlans(api, host, signal),
    staleTime: PLANS_STALE_MS,
  });
}

/** The price list of the brand this page is served as (spec §9: plans per host). */
export function usePlans() {
  return useQuery(plansQueryOptions(useApi(), window.location.hostname));
}
