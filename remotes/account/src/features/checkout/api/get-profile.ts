import type { ApiClient } from '@flowdeck/api-client';
import { pathOf } from '@flowdeck/endpoints/route';
import { ME } from '@flowdeck/endpoints/auth';
import { useApi, useAuthStore, type User } from '@flowdeck/host-sdk';
import { useMutation } from '@tanstack/react-query';

/** Spec §7 `user/me`. */
export const PROFILE_PATH = pathOf(ME);

export function getProfile(api: ApiClient): Promise<User> {
  return api.get<User>(PROFILE_PATH);
}

/** After Stripe confirms a payment: reads the profile again so 'Access Until' shows the new date. */
export function useRefreshProfile() {
  const api = useApi();
  return useMutation({
    mutationFn: () => getProfile(api),
    onSuccess: (user) => useAuthStore.getState().setUser(user),
  });
}
