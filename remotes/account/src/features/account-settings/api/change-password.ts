import { pathOf } from '@flowdeck/endpoints/route';
import { CHANGE_PASSWORD } from '@flowdeck/endpoints/account';
import type { OnPostError, ApiClient } from '@flowdeck/api-client';
import { useApi, useAuthStore } from '@flowdeck/host-sdk';
import { useMutation } from '@tanstack/react-query';

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
  newPassword2: string;
}

/** `access`: a fresh token for this browser, whose old one the change revoked (absent for social sessions). */
export interface PasswordChanged {
  message: string;
  access?: string;
}

export function changePassword(
  api: ApiClient,
  change: PasswordChange,
  onError?: OnPostError,
): Promise<PasswordChanged | undefined> {
  return api.post<PasswordChanged>(pathOf(CHANGE_PASSWORD), change, { onError });
}

/** `onError` receives a refused change (its field errors go beside the fields); the call then returns nothing. */
export function useChangePassword(onError?: OnPostError) {
  const api = useApi();
  return useMutation({
    mutationFn: (change: PasswordChange) => changePassword(api, change, onError),
    // The change revokes every access token issued before it; this session carries on with the new one.
    onSuccess: (changed) => {
      if (changed?.access) useAuthStore.getState().setToken(changed.access);
    },
  });
}
