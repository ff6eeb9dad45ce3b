import type { DarkPoolPrint, FlowTrade, MarketSubscription, MarketUpdateMessage } from '@flowdeck/api-types';
import { createApiClient } from '@flowdeck/api-client';
import { SOCKET_EVENTS } from '@flowdeck/contract';
import { HostProvider } from '@flowdeck/host-sdk';
import { createAppTheme } from '@flowdeck/ui-kit';
import { ThemeProvider } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SnackbarProvider } from 'notistack';
import { type ReactElement, useEffect } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { Socket } from 'socket.io-client';
import { TEST_API_URL } from './render-with-providers';

/**
 * The part of a socket.io client the market stream uses: the page's subscriptions are recorded and
 * acknowledged, and a test pushes MARKET_UPDATE messages as the server would.
 */
type Listener = (...args: unknown[]) => void;

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

  /** A MARKET_UPDATE from the server. */
  push({
    flow = [],
    darkpool = [],
    dropped = 0,
  }: {
    flow?: FlowTrade[];
    darkpool?: DarkPoolPrint[];
    dropped?: number;
  }) {
    const message: MarketUpdateMessage = {
      source: 'simulated',
      asOf: new Date().toISOString(),
      flow,
      darkpool,
      dropped,
    };
    act(() => {
      this.deliver(SOCKET_EVENTS.marketUpdate, message);
    });
  }
}

function LocationProbe({ onChange }: { onChange: (url: string) => void }) {
  const location = useLocation();
  useEffect(() => {
    onChange(`${location.pathname}${location.search}`);
  }, [location, onChange]);
  return null;
}

/**
 * renderWithProviders with a live socket: the same providers the host gives a remote (theme, query
 * client without retries, the API client msw answers, a router) plus `socket` for the market stream.
 */
export function renderWithSocket(
  ui: ReactElement,
  { route = '/', socket }: { route?: string; socket: FakeMarketSocket },
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const api = createApiClient({ baseURL: TEST_API_URL, getAuthorization: () => 'Bearer t', notify: () => {} });
  let current = route;
  const result = render(
    <ThemeProvider theme={createAppTheme('dark')}>
      <SnackbarProvider>
        <QueryClientProvider client={queryClient}>
          <HostProvider services={{ api, socket: socket as unknown as Socket }}>
            <MemoryRouter initialEntries={[route]}>
              <LocationProbe
                onChange={(url) => {
                  current = url;
                }}
              />
              <Routes>
                <Route path="*" element={ui} />
              </Routes>
            </MemoryRouter>
          </HostProvider>
        </QueryClientProvider>
      </SnackbarProvider>
    </ThemeProvider>,
  );
  return { ...result, user: userEvent.setup(), queryClient, location: () => current };
}
