import { createApiClient } from '@flowdeck/api-client';
import { TEST_API_URL, apiUrl } from '@flowdeck/api-client/testing';
import { HostProvider } from '@flowdeck/host-sdk';
import { createAppTheme } from '@flowdeck/ui-kit';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SnackbarProvider, enqueueSnackbar } from 'notistack';
import type { ReactElement } from 'react';
import { type Location, MemoryRouter, useLocation } from 'react-router-dom';

/** Where the mocked API lives in tests, and its endpoints: msw handlers are registered against them. */
export { TEST_API_URL, apiUrl };

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
 * the API client (talking HTTP, mocked by msw at the network layer) and a router.
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
  const result = render(
    <ThemeProvider theme={createAppTheme('dark')}>
      <CssBaseline />
      <SnackbarProvider maxSnack={5}>
        <QueryClientProvider client={queryClient}>
          <HostProvider services={{ api, socket: null }}>
            <MemoryRouter initialEntries={[route]}>
              {ui}
              <LocationProbe onLocation={(location) => (current = location)} />
            </MemoryRouter>
          </HostProvider>
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
