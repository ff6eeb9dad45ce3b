import { SOCKET_EVENTS } from '@flowdeck/contract';
import { io } from 'socket.io-client';
import { SOCKET_URL } from '../config';
import { useActiveUsersStore } from '../realtime/active-users';
import { createSocket } from './services';

jest.mock('socket.io-client', () => ({ io: jest.fn() }));

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
