import type { DarkPoolPrint, FlowTrade, MarketSubscription, MarketUpdateMessage } from '@flowdeck/api-types';
import { SOCKET_EVENTS } from '@flowdeck/contract';
import { act } from '@testing-library/react';
import type { Socket } from 'socket.io-client';

type Listener = (...args: unknown[]) => void;

/**
 * The part of a socket.io client the market stream uses: the page's subscriptions are recorded and
 * acknowledged, and a test pushes MARKET_UPDATE messages as the server would.
 */
export class FakeMarketSocket {
  connected = true;
  subscriptions: MarketSubscription[] = [];
  private listeners = new Map<string, Set<Listener>>();

  on(event: string, listener: Listener): this {
    const set = this.listeners.get(event) ?? new Set<Listener>();
    set.add(listener);
    this.listeners.set(event, set);
    return this;
  }

  off(event: string, listener: Listener): this {
    this.listeners.get(event)?.delete(listener);
    return this;
  }

  /** What the page sends: subscriptions are recorded and acknowledged. */
  emit(event: string, ...args: unknown[]): boolean {
    if (event === SOCKET_EVENTS.marketSubscribe) {
      this.subscriptions.push(args[0] as MarketSubscription);
      const ack = args[1];
      if (typeof ack === 'function') ack({ ok: true, subscriptions: [] });
      return true;
    }
    if (event === SOCKET_EVENTS.marketUnsubscribe) {
      const gone = args[0] as MarketSubscription;
      this.subscriptions = this.subscriptions.filter((s) => s.channel !== gone.channel || s.ticker !== gone.ticker);
      return true;
    }
    return false;
  }

  private deliver(event: string, payload: unknown) {
    for (const listener of [...(this.listeners.get(event) ?? [])]) listener(payload);
  }

  /** A MARKET_UPDATE from the server (sent now unless `asOf` says when). */
  push({
    flow = [],
    darkpool = [],
    dropped = 0,
    asOf = new Date().toISOString(),
  }: {
    flow?: FlowTrade[];
    darkpool?: DarkPoolPrint[];
    dropped?: number;
    asOf?: string;
  }) {
    const message: MarketUpdateMessage = {
      source: 'simulated',
      asOf,
      flow,
      darkpool,
      dropped,
    };
    act(() => {
      this.deliver(SOCKET_EVENTS.marketUpdate, message);
    });
  }

  /** As the host services take it. */
  asSocket(): Socket {
    return this as unknown as Socket;
  }
}
