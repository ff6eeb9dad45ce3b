import type { SubscriptionChange } from '@flowdeck/api-types';
import { useApi, useAuthStore } from '@flowdeck/host-sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BILLING_QUERY_KEY } from '../../../api/query-keys';
import type { Api } from '../../../lib/api';
import { subscriptionPath } from './cancel-subscription';

export function resumeSubscription(api: Api, id: string): Promise<SubscriptionChange | undefined> {
  return api.post<SubscriptionChange>(subscriptionPath(id, 'resume'));
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
