// `@flowdeck/dev-harness/testing`: the remotes' one render helper for jest (issue 12). Test code only: no
// application module imports it. Its mock API is `@flowdeck/api-client/testing` (msw at the network layer).
import { createApiClient, type NodeServerClient, type Notify } from '@flowdeck/api-client';
import { TEST_API_URL } from '@flowdeck/api-client/testing';
import { AbilityProvider, type AppAbility, HostProvider, defineAbilityFor, useAuthStore } from '@flowdeck/host-sdk';
import { createAppTheme } from '@flowdeck/ui-kit';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type RenderResult, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SnackbarProvider, enqueueSnackbar } from 'notistack';
import type { ReactElement } from 'react';
import { type Location, MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { Socket } from 'socket.io-client';

/**
 * recharts (and the chart wrappers) measure their container with ResizeObserver, which jsdom lacks. This one
 * reports a fixed size once, so charts render their SVG in tests instead of throwing or staying empty.
 */
class FixedSizeResizeObserver {
  constructor(private readonly callback: ResizeObserverCallback) {}
  observe(target: Element): void {
    const entry = {
      target,
      contentRect: { width: 800, height: 400, top: 0, left: 0, right: 800, bottom: 400, x: 0, y: 0 },
    };
    this.callback([entry as unknown as ResizeObserverEntry], this as unknown as ResizeObserver);
  }
  unobserve(): void {}
  disconnect(): void {}
}
globalThis.ResizeObserver ??= FixedSizeResizeObserver as unknown as typeof ResizeObserver;

export interface RenderWithProvidersOptions {
  /** The URL the router starts at. */
  route?: string;
  /** The host's socket.io connection: a test's fake stands in for it; null (the default) is offline. */
  socket?: Socket | null;
  /** Receives what the API client would notify; by default it goes to notistack, as in the host. */
  notify?: Notify;
  /** The user's ability; by default the one the host defines from the auth store's user (signed in, its `bot_sub`). */
  ability?: AppAbility;
  /** The Authorization header the API client sends; null sends none (signed out). */
  authorization?: string | null;
  /** The second node server, for the pages that read it; absent as where none is configured. */
  nodeServer?: NodeServerClient;
}

export interface RenderWithProvidersResult extends RenderResult {
  /** userEvent without delays between keystrokes: a page test types whole forms. */
  user: ReturnType<typeof userEvent.setup>;
  queryClient: QueryClient;
  /** The router location as the page last rendered it. */
  location: () => Location;
  /** The router's path and query as the page last rendered them, e.g. `/flow?symbol=SPY`. */
  url: () => string;
}

function LocationProbe({ onLocation }: { onLocation: (location: Location) => void }) {
  onLocation(useLocation());
  return null;
}

/** The ability the host gives a signed-in user: from the auth store's user, as the host defines it. */
function storeUserAbility(): AppAbility {
  const user = useAuthStore.getState().user;
  return defineAbilityFor({ userId: user?.id ?? 1, guest: false, botSub: user?.bot_sub });
}

/**
 * Renders a page or widget inside what the host gives every remote: theme and baseline, notifications, a query
 * client, the ability, the host services (the real API client, mocked by msw at the network layer, and a socket
 * when given) and a router at `route`. `ui` is the element of a `*` route, so route hooks work as under the host.
 */
export function renderWithProviders(
  ui: ReactElement,
  {
    route = '/',
    socket = null,
    notify = (message, variant) => enqueueSnackbar(message, { variant }),
    ability = storeUserAbility(),
    authorization = 'Bearer t',
    nodeServer,
  }: RenderWithProvidersOptions = {},
): RenderWithProvidersResult {
  // Failures must surface at once in tests, not after the host's retries with backoff; nothing is collected
  // while a test still reads the cache.
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
  const api = createApiClient({ baseURL: TEST_API_URL, getAuthorization: () => authorization, notify });
  let current: Location | undefined;
  const result = render(
    <ThemeProvider theme={createAppTheme('dark')}>
      <CssBaseline />
      <SnackbarProvider maxSnack={5}>
        <QueryClientProvider client={queryClient}>
          <AbilityProvider value={ability}>
            <HostProvider services={{ api, socket, nodeServer }}>
              <MemoryRouter initialEntries={[route]}>
                <Routes>
                  <Route path="*" element={ui} />
                </Routes>
                <LocationProbe onLocation={(location) => (current = location)} />
              </MemoryRouter>
            </HostProvider>
          </AbilityProvider>
        </QueryClientProvider>
      </SnackbarProvider>
    </ThemeProvider>,
  );
  const location = (): Location => {
    if (!current) throw new Error('the router has not rendered');
    return current;
  };
  return {
    ...result,
    user: userEvent.setup({ delay: null }),
    queryClient,
    location,
    url: () => `${location().pathname}${location().search}`,
  };
}
