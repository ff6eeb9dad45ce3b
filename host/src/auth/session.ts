import { IDENTITY_SESSION_KEY, LOGIN_PATH, REFRESH_TOKEN_COOKIE } from '@flowdeck/contract';
import { useAuthStore } from '@flowdeck/host-sdk';
import { API_URL } from '../config';
import { refreshIdToken, signOutOfProvider } from './identity-client';

export const REFRESH_CALL = 'token/refresh/';

/** Spec §9: the refresh cookie lives 64800 s from a login and 86400 s after a refresh. */
export const REFRESH_COOKIE_MAX_AGE_LOGIN_S = 64_800;
export const REFRESH_COOKIE_MAX_AGE_REFRESH_S = 86_400;

export interface TokenPair {
  access: string;
  refresh: string;
}

/** The `_rf` cookie as written: SameSite=Strict always, Secure whenever the page is served over https. */
export function refreshCookie(refresh: string, maxAgeSeconds: number, protocol = window.location.protocol): string {
  const secure = protocol === 'https:' ? '; Secure' : '';
  return `${REFRESH_TOKEN_COOKIE}=${encodeURIComponent(refresh)}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Strict${secure}`;
}

export function writeRefreshCookie(refresh: string, maxAgeSeconds: number): void {
  document.cookie = refreshCookie(refresh, maxAgeSeconds);
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
  markIdentitySession(false);
  useAuthStore.getState().setToken(tokens.access);
  writeRefreshCookie(tokens.refresh, REFRESH_COOKIE_MAX_AGE_LOGIN_S);
}

/** After social sign-in: the provider's ID token is the bearer token and the provider renews it. */
export function startIdentitySession(idToken: string): void {
  clearRefreshCookie();
  markIdentitySession(true);
  useAuthStore.getState().setToken(idToken);
}

/** Whether this session began with social sign-in (and so renews by reading B). */
export function isIdentitySession(): boolean {
  try {
    return localStorage.getItem(IDENTITY_SESSION_KEY) === '1';
  } catch {
    return false;
  }
}

function markIdentitySession(on: boolean): void {
  try {
    if (on) localStorage.setItem(IDENTITY_SESSION_KEY, '1');
    else localStorage.removeItem(IDENTITY_SESSION_KEY);
  } catch {
    // Without storage the session cannot outlive the page anyway.
  }
}

export function endSession(): void {
  const identity = isIdentitySession();
  useAuthStore.getState().clear();
  clearRefreshCookie();
  markIdentitySession(false);
  if (identity) void signOutOfProvider().catch((error: unknown) => console.error('Provider sign-out failed', error));
}

/**
 * Spec §4 session renewal (own token pair): trades the refresh cookie for a new pair. Resolves to
 * the new Authorization value, or null when there is nothing to renew or the server refuses.
 * Uses fetch, not the API client, so a failing refresh never triggers another renewal.
 */
export async function renewSession(): Promise<string | null> {
  if (isIdentitySession()) return renewIdentitySession();
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

/**
 * Spec §4 reading B: a force-refreshed ID token from the provider, kept in the auth state. Null when
 * nobody is signed in at the provider or the refresh fails; the API client then expires the session.
 */
async function renewIdentitySession(): Promise<string | null> {
  try {
    const idToken = await refreshIdToken();
    if (!idToken) return null;
    useAuthStore.getState().setToken(idToken);
    return `Bearer ${idToken}`;
  } catch (error) {
    console.error('Identity token refresh failed', error);
    return null;
  }
}

/**
 * Spec §8: a failed refresh is logged, the tokens are cleared and the user goes to /login. A social
 * session (reading B) clears all local storage, persisted state included, and goes to {origin}/login.
 */
export function expireSession(go: (url: string) => void = (url) => window.location.assign(url)): void {
  console.error('Session refresh failed: signing out');
  if (isIdentitySession()) {
    endSession();
    try {
      localStorage.clear();
    } catch {
      // Nothing stored, nothing to clear.
    }
    go(`${window.location.origin}${LOGIN_PATH}`);
    return;
  }
  endSession();
  if (window.location.pathname !== LOGIN_PATH) go(LOGIN_PATH);
}
