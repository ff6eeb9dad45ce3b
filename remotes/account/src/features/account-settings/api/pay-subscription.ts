import type { CardPaymentRequest, PaymentResult } from '@flowdeck/api-types';
import type { OnPostError, ApiClient } from '@flowdeck/api-client';
import { PAY_SUBSCRIPTION } from '@flowdeck/endpoints/billing';
import { pathOf } from '@flowdeck/endpoints/route';
import { useApi, useAuthStore } from '@flowdeck/host-sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AFFILIATE_QUERY_KEY, BILLING_QUERY_KEY } from '../../../api/query-keys';

export function paySubscription(
  api: ApiClient,
  id: string,
  card: CardPaymentRequest,
  onError?: OnPostError,
): Promise<PaymentResult | undefined> {
  return api.post<PaymentResult>(pathOf(PAY_SUBSCRIPTION, { id }), card, { onError });
}

/** Test provider: pays a past-due subscription with another card. */
export function usePaySubscription(id: string, onError?: OnPostError) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (card: CardPaymentRequest) => paySubscription(api, id, card, onError),
    onSuccess: (result) => {
      if (!result) return;
      useAuthStore.getState().setUser(result.profile);
      void queryClient.invalidateQueries({ queryKey: BILLING_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: AFFILIATE_QUERY_KEY });
    },
  });
}
