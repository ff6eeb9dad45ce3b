import { pathOf } from '@flowdeck/endpoints/route';
import { PAY_CHECKOUT } from '@flowdeck/endpoints/billing';
import type { CardPaymentRequest, PaymentResult } from '@flowdeck/api-types';
import type { OnPostError, ApiClient } from '@flowdeck/api-client';
import { useApi, useAuthStore } from '@flowdeck/host-sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AFFILIATE_QUERY_KEY, BILLING_QUERY_KEY } from '../../../api/query-keys';

export function payCheckout(
  api: ApiClient,
  id: string,
  card: CardPaymentRequest,
  onError?: OnPostError,
): Promise<PaymentResult | undefined> {
  return api.post<PaymentResult>(pathOf(PAY_CHECKOUT, { id }), card, { onError });
}

/**
 * Test provider: pays a checkout with a card. The answer carries the new profile, so the avatar menu's
 * 'Access Until' (and the Discord Bot entry) update without a reload.
 */
export function usePayCheckout(id: string, onError?: OnPostError) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (card: CardPaymentRequest) => payCheckout(api, id, card, onError),
    onSuccess: (result) => {
      if (!result) return;
      useAuthStore.getState().setUser(result.profile);
      void queryClient.invalidateQueries({ queryKey: BILLING_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: AFFILIATE_QUERY_KEY });
    },
  });
}
