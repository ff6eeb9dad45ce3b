import type { FlowTrade, MarketUpdateMessage } from '@flowdeck/api-types';
import { createApiClient } from '@flowdeck/api-client';
import { SOCKET_EVENTS } from '@flowdeck/contract';
import { HostProvider } from '@flowdeck/host-sdk';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { Socket } from 'socket.io-client';
import { type MarketStreamOptions, useMarketStream } from './use-market-stream';

type Listener = (payload?: unknown) => void;

/** The part of a socket.io client the hook uses: local listeners, and what the page emitted. */
class FakeSocket {
  connected = false;
  sent: Array<{ event: string; payload: unknown }> = [];
  ackWith = { ok: true, subscriptions: [] as string[] };
  private listeners = new Map<string, Set<Listener>>();

  on(event: string, listener: Listener) {
    this.listeners.set(event, (this.listeners.get(event) ?? new Set()).add(listener));
    return this;
  }

  off(event: string, listener: Listener) {
    this.listeners.get(event)?.delete(listener);
    return this;
  }

  emit(event: string, payload: unknown, ack?: unknown) {
    this.sent.push({ event, payload });
    if (typeof ack === 'function') ack(this.ackWith);
    return this;
  }

  /** What the server would do: a connect, a disconnect, an update. */
  serverEmits(event: string, payload?: unknown) {
    if (event === 'connect') this.connected = true;
    if (event === 'disconnect') this.connected = false;
    act(() => {
      for (const listener of [...(this.listeners.get(event) ?? [])]) listener(payload);
    });
  }
}

const trade = (ticker: string): FlowTrade => ({ id: `${ticker}-1`, ticker }) as FlowTrade;
const update = (...tickers: string[]): MarketUpdateMessage => ({
  source: 'simulated',
  asOf: '2026-11-20T15:31:00Z',
  flow: tickers.map(trade),
  darkpool: [],
  dropped: 0,
});

function setup(options: MarketStreamOptions, socket: FakeSocket | null) {
  const api = createApiClient({ baseURL: 'http://api.test/api/', getAuthorization: () => null, notify: () => {} });
  const received: MarketUpdateMessage[] = [];
  const wrapper = ({ children }: { children: ReactNode }) => (
    <HostProvider services={{ api, socket: socket as unknown as Socket | null }}>{children}</HostProvider>
  );
  const hook = renderHook((props: MarketStreamOptions) => useMarketStream(props, (m) => received.push(m)), {
    wrapper,
    initialProps: options,
  });
  return { ...hook, received };
}

describe('useMarketStream', () => {
  it('is offline without a socket', () => {
    const { result } = setup({ channel: 'flow', ticker: 'all' }, null);
    expect(result.current).toBe('offline');
  });

  it('joins the room on connect and again after every reconnect', () => {
    const socket = new FakeSocket();
    const { result } = setup({ channel: 'flow', ticker: 'SPY' }, socket);
    expect(result.current).toBe('connecting');
    socket.serverEmits('connect');
    expect(result.current).toBe('live');
    socket.serverEmits('disconnect');
    expect(result.current).toBe('connecting');
    socket.serverEmits('connect');
    expect(socket.sent).toEqual([
      { event: SOCKET_EVENTS.marketSubscribe, payload: { channel: 'flow', ticker: 'SPY' } },
      { event: SOCKET_EVENTS.marketSubscribe, payload: { channel: 'flow', ticker: 'SPY' } },
    ]);
  });

  it("delivers only its own room's items, and nothing for an update without them", () => {
    const socket = new FakeSocket();
    socket.connected = true;
    const { received } = setup({ channel: 'flow', ticker: 'SPY' }, socket);
    socket.serverEmits(SOCKET_EVENTS.marketUpdate, update('QQQ', 'SPY', 'AAPL'));
    socket.serverEmits(SOCKET_EVENTS.marketUpdate, update('QQQ'));
    expect(received).toHaveLength(1);
    expect(received[0]?.flow.map((t) => t.ticker)).toEqual(['SPY']);
  });

  it('says when the server refuses the subscription', () => {
    const socket = new FakeSocket();
    socket.connected = true;
    socket.ackWith = { ok: false, subscriptions: [] };
    const { result } = setup({ channel: 'darkpool', ticker: 'all' }, socket);
    expect(result.current).toBe('refused');
  });

  it('leaves the room when the ticker changes or the page goes', () => {
    const socket = new FakeSocket();
    socket.connected = true;
    const { rerender, unmount } = setup({ channel: 'flow', ticker: 'SPY' }, socket);
    rerender({ channel: 'flow', ticker: 'QQQ' });
    unmount();
    expect(socket.sent.map(({ event, payload }) => [event, (payload as { ticker: string }).ticker])).toEqual([
      [SOCKET_EVENTS.marketSubscribe, 'SPY'],
      [SOCKET_EVENTS.marketUnsubscribe, 'SPY'],
      [SOCKET_EVENTS.marketSubscribe, 'QQQ'],
      [SOCKET_EVENTS.marketUnsubscribe, 'QQQ'],
    ]);
  });
});
