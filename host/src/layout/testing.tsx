import { createApiClient } from '@flowdeck/api-client';
import { type NavEntry, specNavEntry } from '@flowdeck/contract';
import {
  AbilityProvider,
  HostProvider,
  type User,
  createQueryClient,
  defineAbilityFor,
  useAuthStore,
} from '@flowdeck/host-sdk';
import { createAppTheme, type ThemeMode } from '@flowdeck/ui-kit';
import { ThemeProvider } from '@mui/material';
import { QueryClientProvider } from '@tanstack/react-query';
import { SnackbarProvider } from 'notistack';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { useRemotesStore } from '../federation/remotes-store';
import { DEFAULT_SETTINGS, type Settings, useSettingsStore } from '../settings/settings-store';
import { AppLayout } from './app-layout';

/** Test helpers for the shell: a signed-in user, remotes' nav entries and the layout at a width. */

export const TEST_NAV: NavEntry[] = [
  specNavEntry('/home', { icon: 'Dashboard', requires: { action: 'read', subject: 'Dashboard' } }),
  specNavEntry('/stock-profile', { icon: 'Business', requires: { action: 'read', subject: 'MarketData' } }),
  specNavEntry('/economic-calender', { icon: 'Event', requires: { action: 'read', subject: 'MarketData' } }),
  specNavEntry('/earnings', { icon: 'Event', requires: { action: 'read', subject: 'MarketData' } }),
  specNavEntry('/politicians', { icon: 'AccountBalance', requires: { action: 'read', subject: 'Trackers' } }),
  specNavEntry('/lobbying', { icon: 'Gavel', requires: { action: 'read', subject: 'Trackers' } }),
  specNavEntry('/options-calculator', { icon: 'Calculate', requires: { action: 'read', subject: 'Tools' } }),
];

export const TEST_USER: User = {
  id: 7,
  username: 'jdoe',
  firstName: 'Jane',
  lastName: 'Doe',
  displayName: 'JD Trades',
  name: 'Jane Doe',
  email: 'jane@example.com',
  avatar: null,
  end_date: '2026-11-22',
  bot_sub: false,
  referral_link: 'https://flowdeck.app/refer?via=JANE42',
  phone_number: null,
  email_verified: true,
};

export function setNav(nav: NavEntry[] = TEST_NAV): void {
  useRemotesStore.setState({
    remotes: {
      'market-data': {
        id: 'market-data',
        version: '1.0.0',
        status: 'ready',
        module: null,
        reason: null,
        generation: 1,
        surface: { id: 'market-data', routes: [], nav },
      },
    },
  });
}

const layoutRoutes = (
  <Routes>
    <Route element={<AppLayout />}>
      <Route path="*" element={<p>Page content</p>} />
    </Route>
  </Routes>
);

/** The layout with the host's providers (theme in the given mode, as the App makes it), as an element. */
export function layoutElement(url = '/home', mode: ThemeMode = 'dark') {
  const api = createApiClient({ baseURL: 'http://api.test/api/', getAuthorization: () => null, notify: () => {} });
  return (
    <ThemeProvider theme={createAppTheme(mode)}>
      <SnackbarProvider>
        <QueryClientProvider client={createQueryClient()}>
          <AbilityProvider
            value={defineAbilityFor({ userId: 1, guest: false, botSub: useAuthStore.getState().user?.bot_sub })}
          >
            <HostProvider services={{ api, socket: null }}>
              <MemoryRouter initialEntries={[url]}>{layoutRoutes}</MemoryRouter>
            </HostProvider>
          </AbilityProvider>
        </QueryClientProvider>
      </SnackbarProvider>
    </ThemeProvider>
  );
}

export function renderLayout({
  url = '/home',
  width = 1440,
  settings = {},
  user = TEST_USER,
}: { url?: string; width?: number; settings?: Partial<Settings>; user?: User | null } = {}) {
  setNav();
  useSettingsStore.setState({ ...DEFAULT_SETTINGS, ...settings });
  useAuthStore.setState({ user, token: user ? 'token' : null });
  window.innerWidth = width;
  return render(layoutElement(url, useSettingsStore.getState().mode));
}

/** The CSS emotion generated for an element's own classes (jsdom keeps it in the CSSOM). */
export function cssOf(element: HTMLElement): string {
  const classes = Array.from(element.classList).filter((c) => c.startsWith('css-'));
  return Array.from(document.styleSheets)
    .flatMap((sheet) => Array.from(sheet.cssRules).map((rule) => rule.cssText))
    .filter((text) => classes.some((c) => text.includes(`.${c}`)))
    .join('\n');
}
