import { useAuthStore, type User } from '@flowdeck/host-sdk';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { api } from '../app/services';
import { fetchesProfile } from './access';

export const PROFILE_PATH = 'getProfile/';
/** A profile that keeps failing (API down) must not reload the page in a loop. */
export const PROFILE_RELOAD_GUARD_MS = 30_000;
const RELOADED_AT_KEY = 'profileReloadAt';

/**
 * Spec §8: a failed profile fetch clears the user and reloads the page — at most once per guard
 * window, so an API outage leaves the page usable instead of reloading forever.
 */
export function clearUserAndReload(reload: () => void = () => window.location.reload(), now = Date.now()): void {
  useAuthStore.getState().setUser(null);
  try {
    const last = Number(sessionStorage.getItem(RELOADED_AT_KEY) ?? 0);
    if (now - last < PROFILE_RELOAD_GUARD_MS) return;
    sessionStorage.setItem(RELOADED_AT_KEY, String(now));
  } catch {
    // Without sessionStorage there is no loop guard either; reload as the spec says.
  }
  reload();
}

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
        if (!cancelled) clearUserAndReload();
      });
    return () => {
      cancelled = true;
    };
  }, [pathname, token]);
}
