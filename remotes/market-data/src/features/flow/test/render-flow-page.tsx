import type { FlowTrade, MarketUpdateMessage } from '@flowdeck/api-types';
import { createApiClient } from '@flowdeck/api-client';
import { SOCKET_EVENTS } from '@flowdeck/contract';
import { HostProvider } from '@flowdeck/host-sdk';
import { createAppTheme } from '@flowdeck/ui-kit';
import { ThemeProvider } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SnackbarProvider, enqueueSnackbar } from 'notistack';
import { type ReactElement, useEffect } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { Socket } from 'socket.io-client';
import { TEST_API_URL } from '../../../test/render-with-providers';

type Listener = (...args: unknown[]) => void;

/**
 * The part of the host's socket.io client the page uses: it records the rooms the page joins and lets
 * a test push MARKET_UPDATE messages as the server would.
 */
export class FakeSocket {
  connected = true;
  joined: unknown[] = [];
  left: unknown[] = [];
  private listeners = new Map<string, Set<Listener>>();

  on(event: string, listener: Listener) {
    if (!this.listeners.has(event)) this.listeners.set(event, new Set());
    this.listeners.get(event)?.add(listener);
    return this;
  }

  off(event: string, listener: Listener) {
    this.listeners.get(event)?.delete(listener);
    return this;
  }

  emit(event: string, payload: unknown, ack?: (reply: unknown) => void) {
    if (event === SOCKET_EVENTS.marketSubscribe) {
      this.joined.push(payload);
      ack?.({ ok: true, subscriptions: [] });
    }
    if (event === SOCKET_EVENTS.marketUnsubscribe) this.left.push(payload);
    return this;
  }

  /** The server pushes these trades (oldest first, as it does). */
  push(flow: FlowTrade[], dropped = 0) {
    const message: MarketUpdateMessage = {
      source: 'simulated',
      asOf: new Date().toISOString(),
      flow,
      darkpool: [],
      dropped,
    };
    act(() => {
      for (const listener of this.listeners.get(SOCKET_EVENTS.marketUpdate) ?? []) listener(message);
    });
  }
}

function LocationProbe({ onChange }: { onChange: (url: string) => void }) {
  const location = useLocation();
  useEffect(() => onChange(`${location.pathname}${location.search}`), [location, onChange]);
  return null;
}

/** The providers the host gives the page (as render-with-providers.tsx), with a socket the test drives. */
export function renderFlowPage(ui: ReactElement, { route = '/flow', socket = new FakeSocket() } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const api = createApiClient({
    baseURL: TEST_API_URL,
    getAuthorization: () => 'Bearer t',
    notify: (message, variant) => enqueueSnackbar(message, { variant }),
  });
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
  return { ...result, socket, user: userEvent.setup(), location: () => current };
}
