import { useAuthStore, type User } from '@flowdeck/host-sdk';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { api } from '../app/services';
import { fetchesProfile } from './access';

export const PROFILE_PATH = 'getProfile/';

/** Spec §4: the profile is fetched on every route change while an access token exists. */
export function useProfileSync(): void {
  const { pathname } = useLocation();
  const token = useAuthStore((s) => s.token);
  useEffect(() => {
    if (!token || !fetchesProfile(pathname)) return;
    let cancelled = false;
    api
      .get<User>(PROFILE_PATH, { notifyErrors: false })
      .then((user) => {
        if (!cancelled) useAuthStore.getState().setUser(user);
      })
      .catch(() => {
        if (cancelled) return;
        // Spec §8: a failed profile fetch clears the user and reloads the page.
        useAuthStore.getState().clear();
        window.location.reload();
      });
    return () => {
      cancelled = true;
    };
  }, [pathname, token]);
}
