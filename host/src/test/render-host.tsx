import { createApiClient } from '@flowdeck/api-client';
import { TEST_API_URL } from '@flowdeck/api-client/testing';
import { AbilityProvider, HostProvider, createQueryClient, defineAbilityFor, useAuthStore } from '@flowdeck/host-sdk';
import { createAppTheme } from '@flowdeck/ui-kit';
import { ThemeProvider } from '@mui/material';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { SnackbarProvider } from 'notistack';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';

/** Renders host UI with the providers the host's App gives it, at a URL (the ability follows the store's user's `bot_sub`). */
export function renderHost(ui: ReactNode, { url = '/', loggedIn = true, guest = false, width = 1440 } = {}) {
  window.innerWidth = width;
  const api = createApiClient({ baseURL: TEST_API_URL, getAuthorization: () => null, notify: () => {} });
  return render(
    <ThemeProvider theme={createAppTheme('dark')}>
      <SnackbarProvider>
        <QueryClientProvider client={createQueryClient()}>
          <AbilityProvider
            value={defineAbilityFor({
              userId: loggedIn ? 1 : null,
              guest,
              botSub: useAuthStore.getState().user?.bot_sub,
            })}
          >
            <HostProvider services={{ api, socket: null }}>
              <MemoryRouter initialEntries={[url]}>{ui}</MemoryRouter>
            </HostProvider>
          </AbilityProvider>
        </QueryClientProvider>
      </SnackbarProvider>
    </ThemeProvider>,
  );
}
