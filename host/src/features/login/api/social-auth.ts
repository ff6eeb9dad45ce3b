import { SOCIAL_AUTH } from '@flowdeck/endpoints/auth';
import { pathOf } from '@flowdeck/endpoints/route';
import type { User } from '@flowdeck/host-sdk';
import { api } from '../../../app/services';

export const SOCIAL_AUTH_CALL = pathOf(SOCIAL_AUTH);

export interface SocialAuthResponse {
  message: string;
  /** The bearer token of the session: the provider's ID token. */
  token: string;
  data: User;
  /** A new account was made for this sign-in. */
  created: boolean;
}

/** Spec §7 user/social-auth: sign in with the provider's ID token, creating the account on first use. */
export function postSocialAuth(input: {
  idToken: string;
  type: 'google' | 'apple';
  via?: string | null;
}): Promise<SocialAuthResponse | undefined> {
  const { via, ...body } = input;
  return api.post<SocialAuthResponse>(SOCIAL_AUTH_CALL, via ? { ...body, via } : body);
}
