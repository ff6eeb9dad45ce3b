import { SOCKET_EVENTS } from '@flowdeck/contract';
import type { Socket } from 'socket.io-client';
import { create } from 'zustand';

/** Spec §4: ACTIVE_USERS carries a JSON string `{"activeUsers": n}`. */
export function parseActiveUsers(payload: unknown): number | null {
  try {
    const value: unknown = typeof payload === 'string' ? JSON.parse(payload) : payload;
    const count = (value as { activeUsers?: unknown } | null)?.activeUsers;
    return typeof count === 'number' && Number.isFinite(count) ? count : null;
  } catch {
    return null;
  }
}

/** The latest online-users count; null until the server has sent one. */
export const useActiveUsersStore = create<{ count: number | null }>()(() => ({ count: null }));

/**
 * Listens from the moment the socket exists: the server sends the count as soon as a client
 * connects, which can be before any component has mounted.
 */
export function trackActiveUsers(socket: Socket): void {
  socket.on(SOCKET_EVENTS.activeUsers, (payload: unknown) => {
    const count = parseActiveUsers(payload);
    if (count !== null) useActiveUsersStore.setState({ count });
  });
}

export function useActiveUsers(): number | null {
  return useActiveUsersStore((s) => s.count);
}
