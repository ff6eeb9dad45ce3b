import { createApiClient } from '@flowdeck/api-client';
import { apiUrl, TEST_API_URL } from '@flowdeck/api-client/testing';
import { AbilityProvider, HostProvider, defineAbilityFor, useAuthStore } from '@flowdeck/host-sdk';
import { createAppTheme } from '@flowdeck/ui-kit';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SnackbarProvider, enqueueSnackbar } from 'notistack';
import type { ReactElement } from 'react';
import { type Location, MemoryRouter, useLocation } from 'react-router-dom';

export { apiUrl, TEST_API_URL };

function LocationProbe({ onLocation }: { onLocation: (location: Location) => void }) {
  onLocation(useLocation());
  return null;
}

export interface RenderWithProvidersResult extends RenderResult {
  user: ReturnType<typeof userEvent.setup>;
  queryClient: QueryClient;
  /** The router location as the page last rendered it. */
  location: () => Location;
}

/**
 * Renders a page inside what the host gives every remote: theme, notifications, a query client,
 * the API client (talking HTTP, mocked by msw at the network layer), a router and the ability of the store's
 * user (signed in, with `bot_sub` as the store says).
 */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/' }: { route?: string } = {},
): RenderWithProvidersResult {
  // Failures must surface at once in tests, not after the host's retries with backoff.
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
  const api = createApiClient({
    baseURL: TEST_API_URL,
    getAuthorization: () => 'Bearer t',
    notify: (message, variant) => enqueueSnackbar(message, { variant }),
  });
  let current: Location | undefined;
  const user = useAuthStore.getState().user;
  const ability = defineAbilityFor({ userId: user?.id ?? 1, guest: false, botSub: user?.bot_sub });
  const result = render(
    <ThemeProvider theme={createAppTheme('dark')}>
      <CssBaseline />
      <SnackbarProvider maxSnack={5}>
        <QueryClientProvider client={queryClient}>
          <AbilityProvider value={ability}>
            <HostProvider services={{ api, socket: null }}>
              <MemoryRouter initialEntries={[route]}>
                {ui}
                <LocationProbe onLocation={(location) => (current = location)} />
              </MemoryRouter>
            </HostProvider>
          </AbilityProvider>
        </QueryClientProvider>
      </SnackbarProvider>
    </ThemeProvider>,
  );
  return {
    ...result,
    user: userEvent.setup({ delay: null }),
    queryClient,
    location: () => {
      if (!current) throw new Error('the router has not rendered');
      return current;
    },
  };
}
