import { pathOf } from '@flowdeck/endpoints/route';
import type { UserProfile } from '@flowdeck/api-types';
import type { OnPostError, ApiClient } from '@flowdeck/api-client';
import { useApi, useAuthStore } from '@flowdeck/host-sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PHONE_STATUS_QUERY_KEY, UPDATE_PROFILE } from '@flowdeck/endpoints/account';

/** Spec §7 `user/update` (phone number), here with the one-time code that verifies it. */
export function verifyPhone(
  api: ApiClient,
  phoneNumber: string,
  code: string,
  onError?: OnPostError,
): Promise<UserProfile | undefined> {
  return api.post<UserProfile>(pathOf(UPDATE_PROFILE), { phone_number: phoneNumber, code }, { onError });
}

export function useVerifyPhone(onError?: OnPostError) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ phoneNumber, code }: { phoneNumber: string; code: string }) =>
      verifyPhone(api, phoneNumber, code, onError),
    onSuccess: (profile) => {
      if (!profile) return;
      useAuthStore.getState().setUser(profile);
      void queryClient.invalidateQueries({ queryKey: PHONE_STATUS_QUERY_KEY });
    },
  });
}
