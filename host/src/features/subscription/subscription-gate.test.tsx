import { setupApiServer } from '@flowdeck/api-client/testing';
import {
  ACCESS_TOKEN_KEY,
  CHECKOUT_PATH,
  type Registry,
  type RemoteSurface,
  defineRemote,
  specNavEntry,
} from '@flowdeck/contract';
import {
  AbilityProvider,
  HostProvider,
  createQueryClient,
  defineAbilityFor,
  useApi,
  useAuthStore,
} from '@flowdeck/host-sdk';
import { createAppTheme } from '@flowdeck/ui-kit';
import { ThemeProvider } from '@mui/material';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { SnackbarProvider } from 'notistack';
import type { ReactNode } from 'react';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { AppRoutes } from '../../app/app-routes';
import { api } from '../../app/services';
import { loadRemoteModule } from '../../federation/remote-loader';
import { useRemotesStore } from '../../federation/remotes-store';
import { SubscriptionGate } from './components/subscription-gate';
import { SUBSCRIBE_ACTION, SUBSCRIBE_TITLE } from './components/subscribe-panel';
import { useSubscriptionStore } from './stores/subscription-store';

jest.mock('../../federation/remote-loader');
const loadMock = jest.mocked(loadRemoteModule);

const API = 'http://api.test/api/';
const ENDED = 'Your access ended on Jun 20, 2025. Subscribe to continue.';
const PAYWALL = { error: 'Subscription required', message: ENDED };
const USER = {
  id: 1,
  username: 'ann',
  firstName: 'Ann',
  lastName: 'Lee',
  displayName: 'ann',
  name: 'Ann Lee',
  email: 'ann@example.com',
  avatar: null,
  end_date: '2025-06-20',
  bot_sub: false,
  referral_link: 'http://localhost:3000/refer?via=ann1',
};

setupApiServer(
  http.get(`${API}company-profile/AAPL`, () => HttpResponse.json(PAYWALL, { status: 402 })),
  http.get(`${API}chart/`, () => HttpResponse.json({ results: [{ symbol: 'AAPL' }] })),
  http.get(`${API}getProfile/`, () => HttpResponse.json(USER)),
);
beforeEach(() => {
  useSubscriptionStore.getState().clear();
  localStorage.setItem(ACCESS_TOKEN_KEY, 'token');
  useAuthStore.setState({ token: 'token', user: null, guestToken: null });
});

/** A premium page: one call the server refuses with 402. */
function ProfilePage() {
  const client = useApi();
  const profile = useQuery({ queryKey: ['profile'], queryFn: () => client.get<object>('company-profile/AAPL') });
  return <h1>{profile.isPending ? 'Loading profile' : 'Company profile'}</h1>;
}

/** A page whose call is still allowed (symbol search stays open). */
function SearchPage() {
  const client = useApi();
  const search = useQuery({
    queryKey: ['search'],
    queryFn: () => client.get<{ results: Array<{ symbol: string }> }>('chart/', { params: { searchText: 'aap' } }),
  });
  return <h1>{search.data ? `Found ${search.data.results[0]?.symbol}` : 'Searching'}</h1>;
}

/** The host's providers around `ui`, with the host's own API client (services.ts) wired as in the app. */
function renderWithHostApi(ui: ReactNode, url: string) {
  // A desktop width, so the app's navigation is on screen rather than in a drawer.
  window.innerWidth = 1440;
  return render(
    <ThemeProvider theme={createAppTheme('light')}>
      <SnackbarProvider>
        <QueryClientProvider client={createQueryClient()}>
          <AbilityProvider value={defineAbilityFor({ userId: 1, guest: false })}>
            <HostProvider services={{ api, socket: null }}>
              <MemoryRouter initialEntries={[url]}>{ui}</MemoryRouter>
            </HostProvider>
          </AbilityProvider>
        </QueryClientProvider>
      </SnackbarProvider>
    </ThemeProvider>,
  );
}

function Pages() {
  return (
    <>
      <nav>
        <Link to="/stock-profile">Stock Profile</Link>
        <Link to="/chart">Chart</Link>
      </nav>
      <Routes>
        <Route
          path="/stock-profile"
          element={
            <SubscriptionGate>
              <ProfilePage />
            </SubscriptionGate>
          }
        />
        <Route
          path="/chart"
          element={
            <SubscriptionGate>
              <SearchPage />
            </SubscriptionGate>
          }
        />
        <Route path={CHECKOUT_PATH} element={<h1>Checkout</h1>} />
      </Routes>
    </>
  );
}

test('after a 402 the page gives way to the subscribe panel, with no error toast', async () => {
  renderWithHostApi(<Pages />, '/stock-profile');
  const panel = await screen.findByRole('region', { name: SUBSCRIBE_TITLE });
  expect(panel).toHaveTextContent(ENDED);
  expect(screen.queryByRole('heading', { name: /profile/i })).not.toBeInTheDocument();
  expect(screen.queryByText('Subscription required')).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: SUBSCRIBE_ACTION })).toHaveAttribute('href', CHECKOUT_PATH);
});

test('the panel clears when the user moves to another route, and comes back with the next 402', async () => {
  renderWithHostApi(<Pages />, '/stock-profile');
  await screen.findByRole('region', { name: SUBSCRIBE_TITLE });

  await userEvent.click(screen.getByRole('link', { name: 'Chart' }));
  expect(await screen.findByRole('heading', { name: 'Found AAPL' })).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: SUBSCRIBE_TITLE })).not.toBeInTheDocument();

  await userEvent.click(screen.getByRole('link', { name: 'Stock Profile' }));
  expect(await screen.findByRole('region', { name: SUBSCRIBE_TITLE })).toBeInTheDocument();
});

test('the panel leads to checkout', async () => {
  renderWithHostApi(<Pages />, '/stock-profile');
  await screen.findByRole('region', { name: SUBSCRIBE_TITLE });
  await userEvent.click(screen.getByRole('link', { name: SUBSCRIBE_ACTION }));
  expect(await screen.findByRole('heading', { name: 'Checkout' })).toBeInTheDocument();
  expect(useSubscriptionStore.getState().message).toBeNull();
});

test('remote routes in the app are gated: the panel replaces a remote page after a 402', async () => {
  const TRACKERS = { action: 'read', subject: 'Trackers' } as const;
  const surface: RemoteSurface = {
    id: 'trackers',
    routes: [
      { path: '/stock-profile', requires: TRACKERS },
      { path: '/chart', requires: TRACKERS },
    ],
    nav: [
      specNavEntry('/stock-profile', { icon: 'Business', requires: TRACKERS }),
      specNavEntry('/chart', { icon: 'BarChart', requires: TRACKERS }),
    ],
  };
  const module = defineRemote(surface, '1.0.0', {
    '/stock-profile': async () => ({ default: ProfilePage }),
    '/chart': async () => ({ default: SearchPage }),
  });
  const registry: Registry = {
    schemaVersion: 1,
    revision: 1,
    updatedAt: '',
    remotes: {
      trackers: {
        version: '1.0.0',
        entry: '/mf/trackers/1.0.0/mf-manifest.json',
        integrity: 'sha384-x',
        enabled: true,
        previous: null,
        history: [],
        surface,
      },
    },
  };
  loadMock.mockResolvedValue(module);
  await act(() => useRemotesStore.getState().start(registry));

  renderWithHostApi(<AppRoutes />, '/stock-profile');
  expect(await screen.findByRole('region', { name: SUBSCRIBE_TITLE })).toHaveTextContent(ENDED);

  await userEvent.click(screen.getAllByRole('link', { name: 'Chart' })[0]!);
  expect(await screen.findByRole('heading', { name: 'Found AAPL' })).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: SUBSCRIBE_TITLE })).not.toBeInTheDocument();
});
