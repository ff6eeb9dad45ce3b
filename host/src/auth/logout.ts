import { LOGOUT } from '@flowdeck/endpoints/auth';
import { pathOf } from '@flowdeck/endpoints/route';
import { LOGIN_PATH } from '@flowdeck/contract';
import { useAuthStore } from '@flowdeck/host-sdk';
import { enqueueSnackbar } from 'notistack';
import { api } from '../app/services';
import { endSession, readRefreshCookie } from './session';
import { setSigningOut } from './session-transition';

export const LOGOUT_CALL = pathOf(LOGOUT);
/** Spec §8: what a failed logout says. */
export const LOGOUT_FAILED = 'Error logging out';

/**
 * Spec §4 Logout: clear the user, post the refresh token, remove both tokens, go to /login. The tokens
 * are removed even when the call fails, so a dead API never traps anyone in a session.
 */
export async function logout(navigate: (path: string) => void): Promise<void> {
  const refresh = readRefreshCookie();
  useAuthStore.getState().setUser(null);
  if (refresh)
    await api.post(
      LOGOUT_CALL,
      { refresh_token: refresh },
      {
        form: true,
        notify: false,
        onError: (error) => {
          console.error(LOGOUT_FAILED, error);
          enqueueSnackbar(LOGOUT_FAILED, { variant: 'error' });
        },
      },
    );
  setSigningOut(true);
  endSession();
  navigate(LOGIN_PATH);
}
