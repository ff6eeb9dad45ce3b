import type { ApiClient } from '@flowdeck/api-client';
import { pathOf } from '@flowdeck/endpoints/route';
import { CHECKOUT } from '@flowdeck/endpoints/billing';
import type { CheckoutSessionView } from '@flowdeck/api-types';
import { useApi } from '@flowdeck/host-sdk';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { BILLING_QUERY_KEY } from '../../../api/query-keys';

/** While Stripe's webhook has not confirmed a payment, the page asks again this often. */
export const CONFIRMATION_POLL_MS = 2_000;

export function checkoutPath(id: string): string {
  return pathOf(CHECKOUT, { id });
}

export function getCheckout(api: ApiClient, id: string, signal?: AbortSignal): Promise<CheckoutSessionView> {
  return api.get<CheckoutSessionView>(checkoutPath(id), { signal });
}

export function checkoutQueryOptions(api: ApiClient, id: string) {
  return queryOptions({
    queryKey: [...BILLING_QUERY_KEY, 'checkout', id],
    queryFn: ({ signal }) => getCheckout(api, id, signal),
    // A Stripe checkout stays open until the webhook arrives after the redirect back here.
    refetchInterval: (query) =>
      query.state.data?.provider === 'stripe' && query.state.data.status === 'open' ? CONFIRMATION_POLL_MS : false,
  });
}

/** A started checkout: the plan, what access becomes once paid, and whether it is paid. */
export function useCheckoutSession(id: string) {
  return useQuery(checkoutQueryOptions(useApi(), id));
}
