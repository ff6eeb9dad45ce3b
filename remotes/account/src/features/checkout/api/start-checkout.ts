import type { ApiClient } from '@flowdeck/api-client';
import { pathOf } from '@flowdeck/endpoints/route';
import { START_CHECKOUT } from '@flowdeck/endpoints/billing';
import type { CheckoutStart } from '@flowdeck/api-types';
import { useApi } from '@flowdeck/host-sdk';
import { useMutation } from '@tanstack/react-query';

export const START_CHECKOUT_PATH = pathOf(START_CHECKOUT);

export function startCheckout(api: ApiClient, planId: string): Promise<CheckoutStart | undefined> {
  return api.post<CheckoutStart>(START_CHECKOUT_PATH, { planId });
}

/** Opens a checkout for a plan: the answer says where the payment happens. */
export function useStartCheckout() {
  const api = useApi();
  return useMutation({ mutationFn: (planId: string) => startCheckout(api, planId) });
}
