import { setupApiServer } from '@flowdeck/api-client/testing';
import { ACCESS_TOKEN_KEY, GUEST_TOKEN_KEY } from '@flowdeck/contract';
import { useAuthStore } from '@flowdeck/host-sdk';
import { http, HttpResponse } from 'msw';
import { guestTokenToAdopt } from './access';
import {
  expireGuestVisit,
  expireSession,
  isIdentitySession,
  readRefreshCookie,
  renewSession,
  SESSION_RENEWAL_LOCK,
  startIdentitySession,
  startSession,
  writeRefreshCookie,
} from './session';

// Firebase itself runs against the Auth emulator in Playwright (e2e/social-sign-in.spec.ts).
jest.mock('./identity-client', () => ({ refreshIdToken: jest.fn(), signOutOfProvider: jest.fn() }));

const server = setupApiServer();

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

describe('renewal shared by tabs of one origin (they share _act and _rf)', () => {
  const REFRESH_URL = 'http://api.test/api/token/refresh/';

  /** The API's rotation: each refresh token works once; a spent one coming back is refused. */
  function rotatingRefresh(first: string) {
    const seen: string[] = [];
    let current = first;
    const handler = http.post(REFRESH_URL, async ({ request }) => {
      const { refresh } = (await request.json()) as { refresh: string };
      seen.push(refresh);
      if (refresh !== current) return HttpResponse.json({ error: 'Token reuse detected' }, { status: 401 });
      current = `refresh-${seen.length}`;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return HttpResponse.json({ access: `access-${seen.length}`, refresh: current });
    });
    return { handler, seen };
  }

  afterEach(() => {
    Reflect.deleteProperty(navigator, 'locks');
  });

  test('a token another tab already renewed is taken as it is, without spending the refresh cookie', async () => {
    const { handler, seen } = rotatingRefresh('refresh-other-tab');
    server.use(handler);
    startSession({ access: 'access-old', refresh: 'refresh-old' });
    // The other tab renewed first: it stored its new pair in the shared _act and _rf.
    localStorage.setItem(ACCESS_TOKEN_KEY, 'access-other-tab');
    writeRefreshCookie('refresh-other-tab', 60);
    await expect(renewSession('Bearer access-old')).resolves.toBe('Bearer access-other-tab');
    expect(seen).toEqual([]);
    expect(useAuthStore.getState().token).toBe('access-other-tab');
    expect(readRefreshCookie()).toBe('refresh-other-tab');
  });

  test('when the stored token is the one refused, the refresh cookie is traded', async () => {
    const { handler, seen } = rotatingRefresh('refresh-old');
    server.use(handler);
    startSession({ access: 'access-old', refresh: 'refresh-old' });
    await expect(renewSession('Bearer access-old')).resolves.toBe('Bearer access-1');
    expect(seen).toEqual(['refresh-old']);
  });

  test('renewals wait for each other under one Web Lock, so the refresh cookie is spent once', async () => {
    const { handler, seen } = rotatingRefresh('refresh-old');
    server.use(handler);
    // jsdom has no Web Locks; this is their contract for one lock name: callbacks run one at a time.
    const names: string[] = [];
    let queue: Promise<unknown> = Promise.resolve();
    const locks = {
      request: (name: string, callback: () => Promise<unknown>) => {
        names.push(name);
        const run = queue.then(callback);
        queue = run.catch(() => undefined);
        return run;
      },
    };
    Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
    startSession({ access: 'access-old', refresh: 'refresh-old' });
    // Two tabs whose calls were refused with the same token renew at the same moment.
    await expect(Promise.all([renewSession('Bearer access-old'), renewSession('Bearer access-old')])).resolves.toEqual([
      'Bearer access-1',
      'Bearer access-1',
    ]);
    expect(seen).toEqual(['refresh-old']);
    expect(names).toEqual([SESSION_RENEWAL_LOCK, SESSION_RENEWAL_LOCK]);
    expect(readRefreshCookie()).toBe('refresh-1');
  });
});

describe('an expired guest link', () => {
  test('forgets the guest token and goes to /login, so a fresh guest link is adopted', () => {
    useAuthStore.getState().setGuestToken('expired-link');
    const go = jest.fn();
    expireGuestVisit(go);
    expect(go).toHaveBeenCalledWith('/login');
    expect(useAuthStore.getState().guestToken).toBeNull();
    expect(localStorage.getItem(GUEST_TOKEN_KEY)).toBeNull();
    expect(guestTokenToAdopt('?token=fresh-link', useAuthStore.getState().guestToken)).toBe('fresh-link');
  });
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
