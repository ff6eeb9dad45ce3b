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

export interface ActiveUsersState {
  /** The latest count; null until the server has sent one, and again while the socket is down. */
  count: number | null;
  /** The socket dropped and is reconnecting: any count shown would be stale. */
  reconnecting: boolean;
}

export const useActiveUsersStore = create<ActiveUsersState>()(() => ({ count: null, reconnecting: false }));

/**
 * Listens from the moment the socket exists: the server sends the count as soon as a client
 * connects, which can be before any component has mounted. While the socket is down the count is
 * unknown (others may come and go unseen); the server sends a fresh one on reconnect.
 */
export function trackActiveUsers(socket: Socket): void {
  socket.on(SOCKET_EVENTS.activeUsers, (payload: unknown) => {
    const count = parseActiveUsers(payload);
    if (count !== null) useActiveUsersStore.setState({ count, reconnecting: false });
  });
  socket.on('disconnect', () => {
    useActiveUsersStore.setState({ count: null, reconnecting: true });
  });
}

export function useActiveUsers(): ActiveUsersState {
  return useActiveUsersStore();
}
