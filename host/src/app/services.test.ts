import { setupApiServer } from '@flowdeck/api-client/testing';
import { GUEST_TOKEN_KEY, SOCKET_EVENTS } from '@flowdeck/contract';
import { useAuthStore } from '@flowdeck/host-sdk';
import { http, HttpResponse } from 'msw';
import { io } from 'socket.io-client';
import { refreshIdToken } from '../auth/identity-client';
import { startIdentitySession, startSession } from '../auth/session';
import { API_URL, SOCKET_URL } from '../config';
import { useActiveUsersStore } from '../realtime/active-users';
import { api, createSocket } from './services';

jest.mock('socket.io-client', () => ({ io: jest.fn() }));
// Firebase itself runs against the Auth emulator in Playwright (e2e/social-sign-in.spec.ts).
jest.mock('../auth/identity-client', () => ({ refreshIdToken: jest.fn(), signOutOfProvider: jest.fn() }));

const server = setupApiServer();

function fakeSocket() {
  const handlers = new Map<string, (payload?: unknown) => void>();
  interface FakeSocket {
    on: (event: string, handler: (payload?: unknown) => void) => void;
    disconnect: () => FakeSocket;
    connect: () => FakeSocket;
  }
  const socket: FakeSocket = {
    on: (event, handler) => handlers.set(event, handler),
    disconnect: () => socket,
    connect: () => socket,
  };
  return { socket, emit: (event: string, payload?: unknown) => handlers.get(event)?.(payload) };
}

test('the one socket goes to the API host over websockets and reconnects with jittered, capped backoff', () => {
  const { socket } = fakeSocket();
  jest.mocked(io).mockReturnValue(socket as never);
  expect(createSocket()).toBe(socket);
  expect(io).toHaveBeenCalledTimes(1);
  expect(io).toHaveBeenCalledWith(
    SOCKET_URL,
    expect.objectContaining({
      transports: ['websocket'],
      reconnection: true,
      reconnectionAttempts: Infinity,
      reconnectionDelay: 1000,
      reconnectionDelayMax: 15_000,
      randomizationFactor: 0.5,
    }),
  );
});

test('the socket feeds the top bar: a count, unknown while disconnected, then the next count', () => {
  const { socket, emit } = fakeSocket();
  jest.mocked(io).mockReturnValue(socket as never);
  createSocket();
  emit(SOCKET_EVENTS.activeUsers, '{"activeUsers": 2}');
  expect(useActiveUsersStore.getState().count).toBe(2);
  emit('disconnect', 'transport close');
  expect(useActiveUsersStore.getState()).toEqual({ count: null, reconnecting: true });
  emit(SOCKET_EVENTS.activeUsers, '{"activeUsers": 3}');
  expect(useActiveUsersStore.getState()).toEqual({ count: 3, reconnecting: false });
});

describe("the page's API client follows the session's own renewal reading (spec §4)", () => {
  /** An endpoint refusing every token but `accepted` with `status` and `body`. */
  function refusing(accepted: string, status: number, body: object) {
    return http.get(`${API_URL}a`, ({ request }) =>
      request.headers.get('authorization') === `Bearer ${accepted}`
        ? HttpResponse.json({ ok: true })
        : HttpResponse.json(body, { status }),
    );
  }

  beforeEach(() => jest.mocked(refreshIdToken).mockReset());

  test('a social session renews on the message Unauthorized (reading B)', async () => {
    startIdentitySession('id-old');
    jest.mocked(refreshIdToken).mockResolvedValue('id-new');
    server.use(refusing('id-new', 400, { message: 'Unauthorized' }));
    await expect(api.get('a', { notifyErrors: false })).resolves.toEqual({ ok: true });
    expect(refreshIdToken).toHaveBeenCalledTimes(1);
  });

  test('a password session does not (reading A renews on 401 or 403 only)', async () => {
    startSession({ access: 'access-old', refresh: 'refresh-old' });
    server.use(refusing('access-new', 400, { message: 'Unauthorized' }));
    await expect(api.get('a', { notifyErrors: false })).rejects.toMatchObject({ status: 400 });
    expect(useAuthStore.getState().token).toBe('access-old');
  });

  test('an expired guest link forgets the guest token', async () => {
    useAuthStore.getState().clear();
    useAuthStore.getState().setGuestToken('expired-link');
    server.use(http.get(`${API_URL}a`, () => HttpResponse.json({ error: 'Token expired' }, { status: 401 })));
    await expect(api.get('a', { notifyErrors: false })).rejects.toMatchObject({ status: 401 });
    expect(useAuthStore.getState().guestToken).toBeNull();
    expect(localStorage.getItem(GUEST_TOKEN_KEY)).toBeNull();
  });
});
