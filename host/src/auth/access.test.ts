import { decideAccess, fetchesProfile, guestTokenToAdopt, loginRedirect, postLoginPath } from './access';

const at = (pathname: string, search = '') => ({ pathname, search });
const protectedRoute = {};

test('a visitor without tokens is sent to /login with returnUrl', () => {
  expect(
    decideAccess(protectedRoute, { loggedIn: false, guest: false }, false, at('/politicians', '?party=D')),
  ).toEqual({
    kind: 'redirect',
    to: '/login?returnUrl=%2Fpoliticians%3Fparty%3DD',
  });
});

test('from / the redirect is plain /login; layout=false is kept', () => {
  expect(loginRedirect('/', '')).toBe('/login');
  expect(loginRedirect('/flow', '?layout=false')).toBe('/login?returnUrl=%2Fflow&layout=false');
});

test('a guest token counts as access; missing ability shows the unauthorised page', () => {
  expect(decideAccess(protectedRoute, { loggedIn: false, guest: true }, true, at('/flow'))).toEqual({ kind: 'render' });
  expect(decideAccess(protectedRoute, { loggedIn: false, guest: true }, false, at('/affiliate'))).toEqual({
    kind: 'forbidden',
  });
});

test('pages that opt out of the guard always render', () => {
  expect(decideAccess({ authGuard: false }, { loggedIn: false, guest: false }, false, at('/refer'))).toEqual({
    kind: 'render',
  });
});

test('a logged-in user on a guest-only page goes to returnUrl or /home', () => {
  const session = { loggedIn: true, guest: false };
  expect(decideAccess({ guestOnly: true }, session, true, at('/login'))).toEqual({ kind: 'redirect', to: '/home' });
  expect(decideAccess({ guestOnly: true }, session, true, at('/login', '?returnUrl=//flow'))).toEqual({
    kind: 'redirect',
    to: '/flow',
  });
});

test('returnUrl is prefixed with / and double slashes collapse (no off-site redirect)', () => {
  expect(postLoginPath('gamma')).toBe('/gamma');
  expect(postLoginPath('//evil.example/x')).toBe('/evil.example/x');
  expect(postLoginPath(null)).toBe('/home');
});

test('the profile is not fetched on / and /refer', () => {
  expect(fetchesProfile('/')).toBe(false);
  expect(fetchesProfile('/refer')).toBe(false);
  expect(fetchesProfile('/flow')).toBe(true);
});

test('a sign-in in progress stays on the sign-in page, which then sends the user on itself', () => {
  const session = { loggedIn: true, guest: false, signingIn: true };
  expect(decideAccess({ guestOnly: true }, session, true, at('/login'))).toEqual({ kind: 'render' });
  expect(decideAccess({ guestOnly: true }, { ...session, signingIn: false }, true, at('/login'))).toEqual({
    kind: 'redirect',
    to: '/home',
  });
});

test('a protected page left by logging out goes to plain /login', () => {
  const signedOut = { loggedIn: false, guest: false };
  expect(decideAccess(protectedRoute, { ...signedOut, signingOut: true }, false, at('/politicians'))).toEqual({
    kind: 'redirect',
    to: '/login',
  });
  expect(decideAccess(protectedRoute, signedOut, false, at('/politicians'))).toEqual({
    kind: 'redirect',
    to: '/login?returnUrl=%2Fpoliticians',
  });
});

test('the token URL parameter is adopted only when no guest token is stored', () => {
  expect(guestTokenToAdopt('?token=abc&x=1', null)).toBe('abc');
  expect(guestTokenToAdopt('?token=abc', 'kept')).toBeNull();
  expect(guestTokenToAdopt('?token=', null)).toBeNull();
  expect(guestTokenToAdopt('', null)).toBeNull();
});
