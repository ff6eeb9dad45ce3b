import { REFRESH_TOKEN_COOKIE } from '@flowdeck/contract';
import { useAuthStore } from '@flowdeck/host-sdk';

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
