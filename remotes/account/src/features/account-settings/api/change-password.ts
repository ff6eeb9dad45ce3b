import { useApi } from '@flowdeck/host-sdk';
import { useMutation } from '@tanstack/react-query';
import type { Api } from '../../../lib/api';

export const CHANGE_PASSWORD_PATH = 'user/password';

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
  newPassword2: string;
}

export function changePassword(api: Api, change: PasswordChange): Promise<{ message: string }> {
  return api.post<{ message: string }>(CHANGE_PASSWORD_PATH, change);
}

export function useChangePassword() {
  const api = useApi();
  return useMutation({ mutationFn: (change: PasswordChange) => changePassword(api, change) });
}
