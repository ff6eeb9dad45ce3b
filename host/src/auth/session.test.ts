import { ACCESS_TOKEN_KEY } from '@flowdeck/contract';
import { useAuthStore } from '@flowdeck/host-sdk';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import {
  expireSession,
  isIdentitySession,
  readRefreshCookie,
  renewSession,
  startIdentitySession,
  startSession,
  writeRefreshCookie,
} from './session';

// Firebase itself runs against the Auth emulator in Playwright (e2e/social-sign-in.spec.ts).
jest.mock('./identity-client', () => ({ refreshIdToken: jest.fn(), signOutOfProvider: jest.fn() }));

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

test('renewal trades the refresh cookie for a new pair and keeps both', async () => {
  let sent: unknown = null;
  server.use(
    http.post('http://api.test/api/token/refresh/', async ({ request }) => {
      sent = await request.json();
      return HttpResponse.json({ access: 'new-access', refresh: 'new-refresh' });
    }),
  );
  writeRefreshCookie('old-refresh', 60);
  await expect(renewSession()).resolves.toBe('Bearer new-access');
  expect(sent).toEqual({ refresh: 'old-refresh' });
  expect(useAuthStore.getState().token).toBe('new-access');
  expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe('new-access');
  expect(readRefreshCookie()).toBe('new-refresh');
});

test('no refresh cookie, or a refused refresh, renews nothing', async () => {
  document.cookie = '_rf=; Max-Age=0; Path=/';
  await expect(renewSession()).resolves.toBeNull();
  server.use(
    http.post('http://api.test/api/token/refresh/', () => HttpResponse.json({ error: 'spent' }, { status: 401 })),
  );
  writeRefreshCookie('spent', 60);
  await expect(renewSession()).resolves.toBeNull();
});

describe('sessions that began with social sign-in (spec §4 reading B)', () => {
  const identity = jest.requireMock<{ refreshIdToken: jest.Mock; signOutOfProvider: jest.Mock }>('./identity-client');

  beforeEach(() => {
    localStorage.clear();
    identity.refreshIdToken.mockReset();
    identity.signOutOfProvider.mockReset().mockResolvedValue(undefined);
  });

  test('renew with a force-refreshed ID token kept in the auth state, never the refresh call', async () => {
    writeRefreshCookie('left-over', 60);
    startIdentitySession('first-id-token');
    expect(readRefreshCookie()).toBeNull();
    identity.refreshIdToken.mockResolvedValue('fresh-id-token');
    await expect(renewSession()).resolves.toBe('Bearer fresh-id-token');
    expect(useAuthStore.getState().token).toBe('fresh-id-token');
    expect(identity.refreshIdToken).toHaveBeenCalledTimes(1);
  });

  test('no one signed in at the provider, or a failed refresh, renews nothing', async () => {
    startIdentitySession('first-id-token');
    identity.refreshIdToken.mockResolvedValue(null);
    await expect(renewSession()).resolves.toBeNull();
    identity.refreshIdToken.mockRejectedValue(new Error('network'));
    await expect(renewSession()).resolves.toBeNull();
  });

  test('an expired social session clears all local storage and goes to {origin}/login', () => {
    startIdentitySession('id-token');
    localStorage.setItem('settings', '{"mode":"light"}');
    localStorage.setItem('persist:root', '{}');
    const go = jest.fn();
    expireSession(go);
    expect(localStorage.length).toBe(0);
    expect(useAuthStore.getState().token).toBeNull();
    expect(identity.signOutOfProvider).toHaveBeenCalled();
    expect(go).toHaveBeenCalledWith(`${window.location.origin}/login`);
  });

  test('an expired password session only drops its tokens and goes to /login', () => {
    startSession({ access: 'a', refresh: 'r' });
    localStorage.setItem('settings', '{"mode":"light"}');
    const go = jest.fn();
    expireSession(go);
    expect(localStorage.getItem('settings')).toBe('{"mode":"light"}');
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
    expect(readRefreshCookie()).toBeNull();
    expect(go).toHaveBeenCalledWith('/login');
    expect(isIdentitySession()).toBe(false);
  });
});
