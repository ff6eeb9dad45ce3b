import { LOGIN_PATH, REFRESH_TOKEN_COOKIE } from '@flowdeck/contract';
import { useAuthStore } from '@flowdeck/host-sdk';
import { API_URL } from '../config';

export const REFRESH_CALL = 'token/refresh/';

/** Spec §9: the refresh cookie lives 64800 s from a login and 86400 s after a refresh. */
export const REFRESH_COOKIE_MAX_AGE_LOGIN_S = 64_800;
export const REFRESH_COOKIE_MAX_AGE_REFRESH_S = 86_400;

export interface TokenPair {
  access: string;
  refresh: string;
}

export function writeRefreshCookie(refresh: string, maxAgeSeconds: number): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${REFRESH_TOKEN_COOKIE}=${encodeURIComponent(refresh)}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Strict${secure}`;
}

export function readRefreshCookie(): string | null {
  const prefix = `${REFRESH_TOKEN_COOKIE}=`;
  const cookie = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return cookie ? decodeURIComponent(cookie.slice(prefix.length)) : null;
}

export function clearRefreshCookie(): void {
  document.cookie = `${REFRESH_TOKEN_COOKIE}=; Max-Age=0; Path=/; SameSite=Strict`;
}

/** After a successful login: access token in localStorage `_act`, refresh token in cookie `_rf`. */
export function startSession(tokens: TokenPair): void {
  useAuthStore.getState().setToken(tokens.access);
  writeRefreshCookie(tokens.refresh, REFRESH_COOKIE_MAX_AGE_LOGIN_S);
}

export function endSession(): void {
  useAuthStore.getState().clear();
  clearRefreshCookie();
}

/**
 * Spec §4 session renewal (own token pair): trades the refresh cookie for a new pair. Resolves to
 * the new Authorization value, or null when there is nothing to renew or the server refuses.
 * Uses fetch, not the API client, so a failing refresh never triggers another renewal.
 */
export async function renewSession(): Promise<string | null> {
  const refresh = readRefreshCookie();
  if (!refresh) return null;
  const response = await fetch(new URL(REFRESH_CALL, API_URL), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ refresh }),
  });
  if (!response.ok) return null;
  const tokens = (await response.json()) as Partial<TokenPair>;
  if (!tokens.access || !tokens.refresh) return null;
  useAuthStore.getState().setToken(tokens.access);
  writeRefreshCookie(tokens.refresh, REFRESH_COOKIE_MAX_AGE_REFRESH_S);
  return `Bearer ${tokens.access}`;
}

/** Spec §8: a failed refresh is logged, the tokens are cleared and the user goes to /login. */
export function expireSession(): void {
  console.error('Session refresh failed: signing out');
  endSession();
  if (window.location.pathname !== LOGIN_PATH) window.location.assign(LOGIN_PATH);
}
