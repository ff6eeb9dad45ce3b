import type { ApiClient } from '@flowdeck/api-client';
import { pathOf } from '@flowdeck/endpoints/route';
import { SIGN_OUT_EVERYWHERE } from '@flowdeck/endpoints/account';
import { LOGIN_PATH } from '@flowdeck/contract';
import { useApi, useAuthStore } from '@flowdeck/host-sdk';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';

export function signOutEverywhere(api: ApiClient): Promise<{ revoked: number; message: string } | undefined> {
  return api.post<{ revoked: number; message: string }>(pathOf(SIGN_OUT_EVERYWHERE));
}

/** Revokes every session of the account, this one included, and goes to the sign-in page. */
export function useSignOutEverywhere() {
  const api = useApi();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => signOutEverywhere(api),
    onSuccess: (revoked) => {
      if (!revoked) return;
      useAuthStore.getState().clear();
      navigate(LOGIN_PATH, { replace: true });
    },
  });
}
