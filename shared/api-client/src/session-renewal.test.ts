import { http, HttpResponse } from 'msw';
import { createApiClient, type SessionKind } from './api-client';
import type { ApiError } from './api-error';
import { setupApiServer } from './testing';

const BASE = 'http://api.test/api/';
const server = setupApiServer();

/** An API that accepts only the token the renewal hands out. */
function protectedEndpoint(path: string, status = 401) {
  return http.get(`${BASE}${path}`, ({ request }) =>
    request.headers.get('authorization') === 'Bearer fresh'
      ? HttpResponse.json({ path })
      : HttpResponse.json({ error: 'Token is invalid or expired' }, { status }),
  );
}

function client(renewed: string | null, sessionKind?: SessionKind) {
  let token = 'Bearer stale';
  const calls = { renew: 0, expired: 0, notes: [] as string[], rejected: [] as string[] };
  const api = createApiClient({
    baseURL: BASE,
    getAuthorization: () => token,
    sessionKind: sessionKind && (() => sessionKind),
    notify: (message) => calls.notes.push(message),
    renewSession: async (rejected) => {
      calls.renew += 1;
      calls.rejected.push(rejected);
      await new Promise((resolve) => setTimeout(resolve, 20));
      if (renewed) token = renewed;
      return renewed;
    },
    onSessionExpired: () => {
      calls.expired += 1;
    },
  });
  return { api, calls };
}

test('20 calls failing with 401 at once share one renewal and are all retried with the new token', async () => {
  const paths = Array.from({ length: 20 }, (_, i) => `p${i}`);
  server.use(...paths.map((path) => protectedEndpoint(path)));
  const { api, calls } = client('Bearer fresh');
  await expect(Promise.all(paths.map((path) => api.get(path)))).resolves.toEqual(paths.map((path) => ({ path })));
  expect(calls.renew).toBe(1);
  // The renewal learns which token was refused, to tell whether another tab has replaced it already.
  expect(calls.rejected).toEqual(['Bearer stale']);
  expect(calls.notes).toEqual([]);
});

test('reading A: a 403 renews a password session too', async () => {
  server.use(protectedEndpoint('a', 403));
  const { api, calls } = client('Bearer fresh');
  await expect(api.get('a')).resolves.toEqual({ path: 'a' });
  expect(calls.renew).toBe(1);
});

test('when renewal fails the session expires once and the call fails', async () => {
  server.use(protectedEndpoint('a'));
  const { api, calls } = client(null);
  await expect(api.get('a', { notifyErrors: false })).rejects.toMatchObject({ status: 401 });
  expect(calls.expired).toBe(1);
});

test('a call that still fails after renewal is not renewed again', async () => {
  server.use(http.get(`${BASE}a`, () => HttpResponse.json({ error: 'no' }, { status: 401 })));
  const { api, calls } = client('Bearer fresh');
  await expect(api.get('a', { notifyErrors: false })).rejects.toMatchObject({ status: 401 });
  expect(calls.renew).toBe(1);
});

test('other failures are not renewals', async () => {
  server.use(http.get(`${BASE}a`, () => HttpResponse.json({ error: 'gone' }, { status: 404 })));
  const { api, calls } = client('Bearer fresh');
  await expect(api.get('a', { notifyErrors: false })).rejects.toMatchObject({ status: 404 });
  expect(calls.renew).toBe(0);
});

test('a call sent without credentials (a failed sign-in) neither renews nor ends a session', async () => {
  server.use(
    http.post(`${BASE}token/`, () =>
      HttpResponse.json({ detail: 'No active account found with the given credentials' }, { status: 401 }),
    ),
  );
  const calls = { renew: 0, expired: 0 };
  const api = createApiClient({
    baseURL: BASE,
    getAuthorization: () => null,
    notify: () => undefined,
    renewSession: async () => {
      calls.renew += 1;
      return null;
    },
    onSessionExpired: () => {
      calls.expired += 1;
    },
  });
  const errors: ApiError[] = [];
  await expect(
    api.post('token/', { username: 'a', password: 'b' }, { form: true, onError: (error) => errors.push(error) }),
  ).resolves.toBeUndefined();
  expect(errors.map((error) => error.status)).toEqual([401]);
  expect(calls).toEqual({ renew: 0, expired: 0 });
});

function guestClient({ withGuestHandler = true } = {}) {
  const calls = { renew: 0, expired: 0, guestExpired: 0 };
  const api = createApiClient({
    baseURL: BASE,
    getAuthorization: () => 'guest-token',
    notify: () => undefined,
    renewSession: async () => {
      calls.renew += 1;
      return null;
    },
    onSessionExpired: () => {
      calls.expired += 1;
    },
    onGuestTokenExpired: withGuestHandler
      ? () => {
          calls.guestExpired += 1;
        }
      : undefined,
  });
  return { api, calls };
}

test("a guest's 403 (its read-only scope) neither renews nor ends the visit", async () => {
  server.use(
    http.get(`${BASE}user/settings/alert-filters`, () => HttpResponse.json({ error: 'Read-only' }, { status: 403 })),
  );
  const { api, calls } = guestClient();
  await expect(api.get('user/settings/alert-filters', { notifyErrors: false })).rejects.toMatchObject({
    status: 403,
  });
  expect(calls).toEqual({ renew: 0, expired: 0, guestExpired: 0 });
});

test('an expired guest token (401) ends the guest visit without a refresh call', async () => {
  server.use(http.get(`${BASE}flow/all`, () => HttpResponse.json({ error: 'Token expired' }, { status: 401 })));
  const { api, calls } = guestClient();
  await expect(api.get('flow/all', { notifyErrors: false })).rejects.toMatchObject({ status: 401 });
  // The guest handler forgets the guest token; a user's session end is not called for it.
  expect(calls).toEqual({ renew: 0, expired: 0, guestExpired: 1 });
});

test('without a guest handler, an expired guest token still ends the visit', async () => {
  server.use(http.get(`${BASE}flow/all`, () => HttpResponse.json({ error: 'Token expired' }, { status: 401 })));
  const { api, calls } = guestClient({ withGuestHandler: false });
  await expect(api.get('flow/all', { notifyErrors: false })).rejects.toMatchObject({ status: 401 });
  expect(calls).toEqual({ renew: 0, expired: 1, guestExpired: 0 });
});

/** An endpoint refusing every token but the renewed one with `status` and `body`. */
function refusing(status: number, body: object) {
  return http.get(`${BASE}a`, ({ request }) =>
    request.headers.get('authorization') === 'Bearer fresh'
      ? HttpResponse.json({ path: 'a' })
      : HttpResponse.json(body, { status }),
  );
}

describe('reading B (a session from social sign-in)', () => {
  test('an answer whose message is Unauthorized renews whatever its status', async () => {
    server.use(refusing(400, { message: 'Unauthorized' }));
    const { api, calls } = client('Bearer fresh', 'identity');
    await expect(api.get('a')).resolves.toEqual({ path: 'a' });
    expect(calls.renew).toBe(1);
  });

  test('a 401 renews', async () => {
    server.use(refusing(401, { error: 'Token expired' }));
    const { api, calls } = client('Bearer fresh', 'identity');
    await expect(api.get('a')).resolves.toEqual({ path: 'a' });
    expect(calls.renew).toBe(1);
  });

  test('a 403 is not a renewal trigger: the call fails and the session stays', async () => {
    server.use(refusing(403, { error: 'Forbidden' }));
    const { api, calls } = client('Bearer fresh', 'identity');
    await expect(api.get('a', { notifyErrors: false })).rejects.toMatchObject({ status: 403 });
    expect(calls).toMatchObject({ renew: 0, expired: 0 });
  });
});

test('reading A: a password session does not renew on a message Unauthorized with another status', async () => {
  server.use(refusing(400, { message: 'Unauthorized' }));
  const { api, calls } = client('Bearer fresh', 'password');
  await expect(api.get('a', { notifyErrors: false })).rejects.toMatchObject({ status: 400 });
  expect(calls).toMatchObject({ renew: 0, expired: 0 });
});
