import {
  DEFAULT_HOME_PATH,
  GUEST_TOKEN_PARAM,
  LANDING_PATH,
  LAYOUT_PARAM,
  LOGIN_PATH,
  REFER_PATH,
  RETURN_URL_PARAM,
  type RouteSurface,
} from '@flowdeck/contract';

/** Spec §2: pages that never fetch the profile. */
const PROFILE_FREE_PATHS: readonly string[] = [LANDING_PATH, REFER_PATH];

export function fetchesProfile(pathname: string): boolean {
  return !PROFILE_FREE_PATHS.includes(pathname);
}

/**
 * Spec §4: a visitor without access goes to /login with the current path as `returnUrl`
 * (plain /login from `/`), keeping `layout=false`.
 */
export function loginRedirect(pathname: string, search: string): string {
  const params = new URLSearchParams();
  if (pathname !== LANDING_PATH) params.set(RETURN_URL_PARAM, `${pathname}${withoutGuestParams(search)}`);
  if (new URLSearchParams(search).get(LAYOUT_PARAM) === 'false') params.set(LAYOUT_PARAM, 'false');
  const query = params.toString();
  return query ? `${LOGIN_PATH}?${query}` : LOGIN_PATH;
}

function withoutGuestParams(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(LAYOUT_PARAM);
  const query = params.toString();
  return query ? `?${query}` : '';
}

/**
 * Spec §4: where a logged-in user goes: `returnUrl` prefixed with '/' and with double slashes
 * collapsed (which also keeps the redirect on this origin), else /home.
 */
export function postLoginPath(returnUrl: string | null): string {
  if (!returnUrl) return DEFAULT_HOME_PATH;
  return `/${returnUrl}`.replace(/\/{2,}/g, '/');
}

/**
 * Spec §4: the `token` URL parameter to keep as the guest token — only when none is stored yet.
 */
export function guestTokenToAdopt(search: string, storedGuestToken: string | null): string | null {
  if (storedGuestToken) return null;
  return new URLSearchParams(search).get(GUEST_TOKEN_PARAM) || null;
}

export type AccessDecision = { kind: 'render' } | { kind: 'redirect'; to: string } | { kind: 'forbidden' };

/** Spec §4 and §6 in one decision for one route. */
export function decideAccess(
  route: Pick<RouteSurface, 'authGuard' | 'guestOnly'>,
  session: { loggedIn: boolean; guest: boolean; signingIn?: boolean; signingOut?: boolean },
  allowed: boolean,
  location: { pathname: string; search: string },
): AccessDecision {
  if (route.guestOnly) {
    // The sign-in page sends a user who has just signed in on its own (to /checkout after a sign-up).
    if (!session.loggedIn || session.signingIn) return { kind: 'render' };
    return { kind: 'redirect', to: postLoginPath(new URLSearchParams(location.search).get(RETURN_URL_PARAM)) };
  }
  if (route.authGuard === false) return { kind: 'render' };
  if (!session.loggedIn && !session.guest) {
    // Spec §4 Logout goes to plain /login: no returnUrl back to the page just left.
    return {
      kind: 'redirect',
      to: session.signingOut ? LOGIN_PATH : loginRedirect(location.pathname, location.search),
    };
  }
  return allowed ? { kind: 'render' } : { kind: 'forbidden' };
}
