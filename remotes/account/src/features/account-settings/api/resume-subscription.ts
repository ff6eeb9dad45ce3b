import type { ApiClient } from '@flowdeck/api-client';
import type { SubscriptionChange } from '@flowdeck/api-types';
import { RESUME_SUBSCRIPTION } from '@flowdeck/endpoints/billing';
import { pathOf } from '@flowdeck/endpoints/route';
import { useApi, useAuthStore } from '@flowdeck/host-sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BILLING_QUERY_KEY } from '../../../api/query-keys';

export function resumeSubscription(api: ApiClient, id: string): Promise<SubscriptionChange | undefined> {
  return api.post<SubscriptionChange>(pathOf(RESUME_SUBSCRIPTION, { id }));
}

/** Undoes a cancellation: the subscription renews again at the period end. */
export function useResumeSubscription() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => resumeSubscription(api, id),
    onSuccess: (change) => {
      if (!change) return;
      useAuthStore.getState().setUser(change.profile);
      void queryClient.invalidateQueries({ queryKey: BILLING_QUERY_KEY });
    },
  });
}
