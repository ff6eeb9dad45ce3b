import { TOKEN_REFRESH } from '@flowdeck/endpoints/auth';
import { pathOf } from '@flowdeck/endpoints/route';
import type { SessionKind } from '@flowdeck/api-client';
import { ACCESS_TOKEN_KEY, IDENTITY_SESSION_KEY, LOGIN_PATH, REFRESH_TOKEN_COOKIE } from '@flowdeck/contract';
import { authorizationHeader, useAuthStore } from '@flowdeck/host-sdk';
import { API_URL } from '../config';
import { refreshIdToken, signOutOfProvider } from './identity-client';

export const REFRESH_CALL = pathOf(TOKEN_REFRESH);
/**
 * The Web Lock this origin's tabs take to renew a password session one at a time. They share one
 * refresh cookie, and the API rotates it on every refresh and takes a spent one coming back for theft
 * (it revokes the whole family), so two tabs refreshing at once would sign the user out.
 */
export const SESSION_RENEWAL_LOCK = 'flowdeck-session-renewal';

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

/** Which spec §4 renewal reading this session follows. */
export function sessionKind(): SessionKind {
  return isIdentitySession() ? 'identity' : 'password';
}

/**
 * Spec §4 session renewal. `rejected` is the Authorization value the failing call was sent with.
 * Resolves to the new Authorization value, or null when there is nothing to renew or the server
 * refuses. A password session (reading A) renews under SESSION_RENEWAL_LOCK where the browser has
 * Web Locks; elsewhere (jsdom, old browsers) the API client's in-tab single flight is all there is.
 */
export async function renewSession(rejected?: string): Promise<string | null> {
  if (isIdentitySession()) return renewIdentitySession();
  const locks = (globalThis.navigator as Navigator | undefined)?.locks;
  if (!locks) return renewTokenPair(rejected);
  return locks.request(SESSION_RENEWAL_LOCK, () => renewTokenPair(rejected));
}

function storedAccessToken(): string | null {
  try {
    return localStorage.getItem(ACCESS_TOKEN_KEY);
  } catch {
    return null;
  }
}

/**
 * Reading A: trades the refresh cookie for a new pair. Uses fetch, not the API client, so a failing
 * refresh never triggers another renewal.
 */
async function renewTokenPair(rejected?: string): Promise<string | null> {
  // Another tab may already have renewed (while this one waited for the lock, or before its call
  // left): the access token it stored is the current one, and this tab's copy of the refresh cookie
  // is spent, so take the stored token instead of refreshing again.
  const stored = storedAccessToken();
  const storedAuthorization = stored ? authorizationHeader({ token: stored, guestToken: null }) : null;
  if (stored && storedAuthorization && rejected !== undefined && storedAuthorization !== rejected) {
    useAuthStore.getState().setToken(stored);
    return storedAuthorization;
  }
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
  return authorizationHeader({ token: tokens.access, guestToken: null });
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
    return authorizationHeader({ token: idToken, guestToken: null });
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

/**
 * The API refused the guest token (the guest link has expired). Forgetting it is what keeps the
 * visitor on /login: kept, it would let protected pages render again, fail and bounce back, and a
 * fresh guest link would never be adopted (spec §4 adopts a `token` only when none is stored).
 */
export function expireGuestVisit(go: (url: string) => void = (url) => window.location.assign(url)): void {
  useAuthStore.getState().clearGuestToken();
  if (window.location.pathname !== LOGIN_PATH) go(LOGIN_PATH);
}
