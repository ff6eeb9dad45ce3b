import { createApiClient } from '@flowdeck/api-client';
import { TEST_API_URL } from '@flowdeck/api-client/testing';
import { HostProvider } from '@flowdeck/host-sdk';
import { createAppTheme } from '@flowdeck/ui-kit';
import { ThemeProvider } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SnackbarProvider, enqueueSnackbar } from 'notistack';
import { type ReactElement, useEffect } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { Socket } from 'socket.io-client';

export { TEST_API_URL };

function LocationProbe({ onChange }: { onChange: (url: string) => void }) {
  const location = useLocation();
  useEffect(() => {
    onChange(`${location.pathname}${location.search}`);
  }, [location, onChange]);
  return null;
}

/**
 * Renders a page inside the providers the host gives a remote: theme, notifications, a query client
 * (no retries), the host services with a real API client (msw answers its requests) and, when given, a
 * socket (a test's stand-in), and a router.
 * `location()` is the router's current path and query.
 */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', socket = null }: { route?: string; socket?: Socket | null } = {},
) {
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
          <HostProvider services={{ api, socket }}>
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
