import type { EventStreamEvents } from '@flowdeck/ui-kit';
import { act } from '@testing-library/react';
import type { Socket } from 'socket.io-client';

/**
 * The part of a socket.io client a live feed uses (NEWS_SOCKET_EVENTS, ANALYST_SOCKET_EVENTS): joins are
 * acknowledged and counted, and the test pushes items as the server's update message.
 */
export class FakeFeedSocket<Item> {
  connected = true;
  subscribed = 0;
  private listeners = new Map<string, Set<(payload: unknown) => void>>();
  constructor(private readonly events: EventStreamEvents) {}
  on(event: string, listener: (payload: unknown) => void) {
    this.listeners.set(event, (this.listeners.get(event) ?? new Set()).add(listener));
    return this;
  }
  off(event: string, listener: (payload: unknown) => void) {
    this.listeners.get(event)?.delete(listener);
    return this;
  }
  emit(event: string, _payload: unknown, ack?: (a: { ok: boolean }) => void) {
    if (event === this.events.subscribe) {
      this.subscribed++;
      ack?.({ ok: true });
    }
    return true;
  }
  push(items: Item[]) {
    const message = { asOf: new Date().toISOString(), items };
    act(() => this.listeners.get(this.events.update)?.forEach((listener) => listener(message)));
  }
  /** As the host services take it. */
  asSocket(): Socket {
    return this as unknown as Socket;
  }
}
