import { ApiError } from '@flowdeck/api-client';
import { CHECKOUT_PATH, REFERRAL_CODE_KEY, RETURN_URL_PARAM } from '@flowdeck/contract';
import { useAuthStore, useNotify, type User } from '@flowdeck/host-sdk';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { postLoginPath } from '../../../auth/access';
import {
  identityErrorCode,
  signInWithEmulatorAccount,
  signInWithProvider,
  SIGN_IN_CANCELLED,
  usesEmulator,
  type SocialProvider,
  type TestAccount,
} from '../../../auth/identity-client';
import { startIdentitySession, startSession } from '../../../auth/session';
import { setSigningIn, setSigningOut } from '../../../auth/session-transition';
import { getProfile, postLogin } from '../api/password-login';
import { postRegister, type RegisterInput } from '../api/register';
import { postSocialAuth } from '../api/social-auth';
import type { FieldErrors } from '../validate';

export const WELCOME = 'Welcome!';
export const SOCIAL_FAILED = 'Sign-in with that provider failed. Try again, or use your username and password.';

function storedReferralCode(): string | null {
  try {
    return localStorage.getItem(REFERRAL_CODE_KEY);
  } catch {
    return null;
  }
}

/**
 * Spec §4 login and registration: tokens stored, profile fetched, then `returnUrl` or /home; a new
 * account sees 'Welcome!' and goes to /checkout. Errors are notified by the API client; field errors
 * are returned to the form.
 */
export function useSignIn() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});

  let arrived = false;
  const arrive = (user: User, justRegistered: boolean) => {
    arrived = true;
    useAuthStore.getState().setUser(user);
    if (justRegistered) {
      notify(WELCOME, 'success');
      navigate(CHECKOUT_PATH);
    } else {
      navigate(postLoginPath(params.get(RETURN_URL_PARAM)), { replace: true });
    }
  };

  // Until this page unmounts (the navigation committed), it, not the guard, decides where to go.
  // Arriving here ends a sign-out.
  useEffect(() => {
    setSigningOut(false);
    return () => setSigningIn(false);
  }, []);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setFieldErrors({});
    setSigningIn(true);
    arrived = false;
    try {
      await work();
    } catch (error) {
      if (error instanceof ApiError) setFieldErrors(error.fieldErrors);
    } finally {
      setBusy(false);
      if (!arrived) setSigningIn(false);
    }
  };

  // Spec §8: a refused call returns nothing; its field errors come through this callback.
  const showFieldErrors = (error: ApiError) => setFieldErrors(error.fieldErrors);

  const logIn = async (username: string, password: string, justRegistered: boolean) => {
    const tokens = await postLogin(username, password, showFieldErrors);
    if (!tokens) return;
    startSession(tokens);
    arrive(await getProfile(), justRegistered);
  };

  return {
    busy,
    fieldErrors,
    setFieldErrors,
    logIn: (username: string, password: string) => run(() => logIn(username, password, false)),
    register: (input: Omit<RegisterInput, 'via'>) =>
      run(async () => {
        const via = storedReferralCode();
        if (!(await postRegister(via ? { ...input, via } : input, showFieldErrors))) return;
        await logIn(input.username, input.password, true);
      }),
    /** Local runs first ask for a test account (see TestAccountDialog); production opens the provider. */
    needsTestAccount: usesEmulator(),
    socialSignIn: (provider: SocialProvider, testAccount?: TestAccount) =>
      run(async () => {
        let idToken: string;
        try {
          idToken = testAccount
            ? await signInWithEmulatorAccount(provider, testAccount)
            : await signInWithProvider(provider);
        } catch (error) {
          if (!SIGN_IN_CANCELLED.includes(identityErrorCode(error) ?? '')) {
            console.error('Social sign-in failed', error);
            notify(SOCIAL_FAILED, 'error');
          }
          return;
        }
        const response = await postSocialAuth({ idToken, type: provider, via: storedReferralCode() });
        if (!response?.token) return;
        startIdentitySession(response.token);
        arrive(response.data, response.created);
      }),
  };
}
