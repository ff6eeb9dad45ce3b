import { SOCKET_EVENTS } from '@flowdeck/contract';
import { useSocketEvent } from '@flowdeck/host-sdk';
import { useState } from 'react';

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

export function useActiveUsers(): number | null {
  const [count, setCount] = useState<number | null>(null);
  useSocketEvent<unknown>(SOCKET_EVENTS.activeUsers, (payload) => {
    const next = parseActiveUsers(payload);
    if (next !== null) setCount(next);
  });
  return count;
}
