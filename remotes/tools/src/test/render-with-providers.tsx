import { createApiClient, type Notify } from '@flowdeck/api-client';
import { TEST_API_URL } from '@flowdeck/api-client/testing';
import { HostProvider, type HostServices, createQueryClient } from '@flowdeck/host-sdk';
import { createAppTheme } from '@flowdeck/ui-kit';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClientProvider } from '@tanstack/react-query';
import { type RenderResult, render } from '@testing-library/react';
import { SnackbarProvider } from 'notistack';
import type { ReactElement } from 'react';

/**
 * recharts measures its container with ResizeObserver, which jsdom lacks. This one reports a fixed
 * size once, so charts render their SVG in tests.
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

/** The real client pointed at an address no test serves unless it sets up msw: most pages are client-side only. */
function offlineApi(notify: Notify): HostServices['api'] {
  return createApiClient({ baseURL: TEST_API_URL, getAuthorization: () => null, notify });
}

/**
 * Renders a page inside the providers the host gives every remote (theme, notifications, queries, host services);
 * `notify` receives what the API client would show as notifications.
 */
export function renderWithProviders(ui: ReactElement, { notify = () => {} }: { notify?: Notify } = {}): RenderResult {
  const services: HostServices = { api: offlineApi(notify), socket: null };
  return render(
    <ThemeProvider theme={createAppTheme('dark')}>
      <CssBaseline />
      <SnackbarProvider>
        <QueryClientProvider client={createQueryClient()}>
          <HostProvider services={services}>{ui}</HostProvider>
        </QueryClientProvider>
      </SnackbarProvider>
    </ThemeProvider>,
  );
}
