import type { SubscriptionChange } from '@flowdeck/api-types';
import { useApi, useAuthStore } from '@flowdeck/host-sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BILLING_QUERY_KEY } from '../../../api/query-keys';
import type { Api } from '../../../lib/api';

export function subscriptionPath(id: string, action: 'cancel' | 'resume' | 'pay'): string {
  return `billing/subscriptions/${encodeURIComponent(id)}/${action}`;
}

export function cancelSubscription(api: Api, id: string): Promise<SubscriptionChange | undefined> {
  return api.post<SubscriptionChange>(subscriptionPath(id, 'cancel'));
}

/** Stops renewal; access stays until the end of the paid period. */
export function useCancelSubscription() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => cancelSubscription(api, id),
    onSuccess: (change) => {
      if (!change) return;
      useAuthStore.getState().setUser(change.profile);
      void queryClient.invalidateQueries({ queryKey: BILLING_QUERY_KEY });
    },
  });
}
