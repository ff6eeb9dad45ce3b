import { SOCKET_EVENTS } from '@flowdeck/contract';
import type { Socket } from 'socket.io-client';
import { parseActiveUsers, trackActiveUsers, useActiveUsersStore } from './active-users';

/** A socket whose events the test fires by hand. */
function fakeSocket() {
  const handlers = new Map<string, (payload?: unknown) => void>();
  const socket = { on: (event: string, handler: (payload?: unknown) => void) => handlers.set(event, handler) };
  trackActiveUsers(socket as unknown as Socket);
  return (event: string, payload?: unknown) => handlers.get(event)?.(payload);
}

beforeEach(() => useActiveUsersStore.setState({ count: null, reconnecting: false }));

test('reads the JSON string payload', () => {
  expect(parseActiveUsers('{"activeUsers": 12}')).toBe(12);
});

test('ignores malformed payloads', () => {
  expect(parseActiveUsers('nope')).toBeNull();
  expect(parseActiveUsers('{"activeUsers":"x"}')).toBeNull();
});

test('a count sent before anything renders is kept for the top bar', () => {
  const emit = fakeSocket();
  emit(SOCKET_EVENTS.activeUsers, '{"activeUsers": 3}');
  expect(useActiveUsersStore.getState().count).toBe(3);
  emit(SOCKET_EVENTS.activeUsers, 'garbage');
  expect(useActiveUsersStore.getState().count).toBe(3);
});

test('a disconnect drops the stale count until the next ACTIVE_USERS', () => {
  const emit = fakeSocket();
  emit(SOCKET_EVENTS.activeUsers, '{"activeUsers": 5}');
  emit('disconnect', 'transport close');
  expect(useActiveUsersStore.getState()).toEqual({ count: null, reconnecting: true });
  emit(SOCKET_EVENTS.activeUsers, '{"activeUsers": 4}');
  expect(useActiveUsersStore.getState()).toEqual({ count: 4, reconnecting: false });
});
