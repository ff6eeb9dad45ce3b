import { SOCKET_EVENTS } from '@flowdeck/contract';
import type { Socket } from 'socket.io-client';
import { parseActiveUsers, trackActiveUsers, useActiveUsersStore } from './active-users';

test('reads the JSON string payload', () => {
  expect(parseActiveUsers('{"activeUsers": 12}')).toBe(12);
});

test('ignores malformed payloads', () => {
  expect(parseActiveUsers('nope')).toBeNull();
  expect(parseActiveUsers('{"activeUsers":"x"}')).toBeNull();
});

test('a count sent before anything renders is kept for the top bar', () => {
  const handlers = new Map<string, (payload: unknown) => void>();
  const socket = { on: (event: string, handler: (payload: unknown) => void) => handlers.set(event, handler) };
  trackActiveUsers(socket as unknown as Socket);
  handlers.get(SOCKET_EVENTS.activeUsers)?.('{"activeUsers": 3}');
  expect(useActiveUsersStore.getState().count).toBe(3);
  handlers.get(SOCKET_EVENTS.activeUsers)?.('garbage');
  expect(useActiveUsersStore.getState().count).toBe(3);
});
