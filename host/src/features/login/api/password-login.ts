import { TOKEN } from '@flowdeck/endpoints/auth';
import { pathOf } from '@flowdeck/endpoints/route';
import type { OnPostError } from '@flowdeck/api-client';
import type { User } from '@flowdeck/host-sdk';
import { api } from '../../../app/services';
import type { TokenPair } from '../../../auth/session';
import { PROFILE_PATH } from '../../../auth/use-profile-sync';

export const LOGIN_CALL = pathOf(TOKEN);

/**
 * Spec §7 token/: form body username, password → {access, refresh}, or {detail} (shown as a toast by the
 * client; spec §8). A refusal returns null, its field errors handed to `onError`.
 */
export async function postLogin(username: string, password: string, onError?: OnPostError): Promise<TokenPair | null> {
  const tokens = await api.post<Partial<TokenPair> & { detail?: string }>(
    LOGIN_CALL,
    { username, password },
    { form: true, onError },
  );
  return tokens?.access && tokens.refresh ? { access: tokens.access, refresh: tokens.refresh } : null;
}

/** Spec §7 getProfile/. */
export function getProfile(): Promise<User> {
  return api.get<User>(PROFILE_PATH);
}
