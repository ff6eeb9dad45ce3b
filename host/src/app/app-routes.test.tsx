import { setupApiServer } from '@flowdeck/api-client/testing';
import {
  ACCESS_TOKEN_KEY,
  type Registry,
  type RemoteModule,
  type RemoteSurface,
  defineRemote,
  specNavEntry,
} from '@flowdeck/contract';
import { useAuthStore } from '@flowdeck/host-sdk';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useRemotesStore } from '../federation/remotes-store';
import { RemoteLoadError, loadRemoteModule, probeRemote } from '../federation/remote-loader';
import { renderHost } from '../test/render-host';
import { AppRoutes } from './app-routes';

jest.mock('../federation/remote-loader');
const loadMock = jest.mocked(loadRemoteModule);
const probeMock = jest.mocked(probeRemote);

const TOOLS = { action: 'read', subject: 'Tools' } as const;
const TRACKERS = { action: 'read', subject: 'Trackers' } as const;
const toolsSurface: RemoteSurface = {
  id: 'tools',
  routes: [{ path: '/options-calculator', requires: TOOLS }],
  nav: [specNavEntry('/options-calculator', { icon: 'Calculate', requires: TOOLS })],
};
const trackersSurface: RemoteSurface = {
  id: 'trackers',
  routes: [{ path: '/politicians', requires: TRACKERS }],
  nav: [specNavEntry('/politicians', { icon: 'AccountBalance', requires: TRACKERS })],
};

function remoteWith(surface: RemoteSurface, heading: string): RemoteModule {
  const path = surface.routes[0]!.path;
  return defineRemote(surface, '1.0.0', { [path]: async () => ({ default: () => <h1>{heading}</h1> }) });
}

function registry(): Registry {
  const entry = (surface: RemoteSurface) => ({
    version: '1.0.0',
    entry: `/mf/${surface.id}/1.0.0/mf-manifest.json`,
    integrity: 'sha384-x',
    enabled: true,
    previous: null,
    history: [],
    surface,
  });
  return {
    schemaVersion: 1,
    revision: 1,
    updatedAt: '',
    remotes: { tools: entry(toolsSurface), trackers: entry(trackersSurface) },
  };
}

const USER = {
  id: 1,
  firstName: 'Ann',
  lastName: 'Lee',
  displayName: 'ann',
  name: 'Ann Lee',
  email: 'ann@example.com',
  avatar: null,
  end_date: '2026-12-01',
  bot_sub: false,
  referral_link: 'http://localhost:3000/refer?via=ann1',
};
setupApiServer(http.get('http://api.test/api/getProfile/', () => HttpResponse.json(USER)));

beforeEach(() => {
  localStorage.setItem(ACCESS_TOKEN_KEY, 'token');
  useAuthStore.setState({ token: 'token', user: null, guestToken: null });
  loadMock.mockReset();
  probeMock.mockReset();
});

test('nav lists every remote in the spec order and routes render remote pages', async () => {
  loadMock.mockImplementation(async (id) =>
    id === 'tools' ? remoteWith(toolsSurface, 'Calculator page') : remoteWith(trackersSurface, 'Tracker page'),
  );
  await act(() => useRemotesStore.getState().start(registry()));
  renderHost(<AppRoutes />, { url: '/options-calculator' });
  expect(await screen.findByRole('heading', { name: 'Calculator page' })).toBeInTheDocument();
  const links = screen.getAllByRole('link').map((l) => l.textContent);
  expect(links.indexOf('Politician Tracker')).toBeLessThan(links.indexOf('Options Calculator'));
});

test('a remote that fails to load is marked unavailable and Retry loads it again', async () => {
  loadMock.mockImplementation(async (id) => {
    if (id === 'trackers') throw new Error('entry 404');
    return remoteWith(toolsSurface, 'Calculator page');
  });
  await act(() => useRemotesStore.getState().start(registry()));
  renderHost(<AppRoutes />, { url: '/politicians' });
  expect(
    await screen.findByRole('heading', { name: 'Politician Tracker is temporarily unavailable' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Politician Tracker (unavailable)' })).toBeInTheDocument();

  loadMock.mockImplementation(async () => remoteWith(trackersSurface, 'Tracker page'));
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { name: 'Tracker page' })).toBeInTheDocument();
  expect(loadMock).toHaveBeenLastCalledWith('trackers', expect.anything(), { force: true });
});

test("opening a page loads its own remote's code only; a pointer on another page's link loads that one", async () => {
  loadMock.mockImplementation(async (id) =>
    id === 'tools' ? remoteWith(toolsSurface, 'Calculator page') : remoteWith(trackersSurface, 'Tracker page'),
  );
  await act(() => useRemotesStore.getState().start(registry()));
  expect(loadMock).not.toHaveBeenCalled();
  expect(probeMock.mock.calls.map(([id]) => id).sort()).toEqual(['tools', 'trackers']);
  renderHost(<AppRoutes />, { url: '/options-calculator' });
  expect(await screen.findByRole('heading', { name: 'Calculator page' })).toBeInTheDocument();
  expect(loadMock.mock.calls.map(([id]) => id)).toEqual(['tools']);

  await userEvent.hover(screen.getByRole('link', { name: 'Politician Tracker' }));
  expect(loadMock.mock.calls.map(([id]) => id)).toEqual(['tools', 'trackers']);
  await waitFor(() => expect(useRemotesStore.getState().remotes['trackers']?.status).toBe('ready'));
});

test('a remote whose manifest does not answer is unavailable in the nav at once, its code never asked for', async () => {
  loadMock.mockImplementation(async () => remoteWith(toolsSurface, 'Calculator page'));
  probeMock.mockImplementation(async (id) => {
    if (id === 'trackers') throw new RemoteLoadError(id, 'The trackers remote could not be loaded (404).');
  });
  await act(() => useRemotesStore.getState().start(registry()));
  renderHost(<AppRoutes />, { url: '/options-calculator' });
  expect(await screen.findByRole('heading', { name: 'Calculator page' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Politician Tracker (unavailable)' })).toBeInTheDocument();
  expect(loadMock.mock.calls.map(([id]) => id)).toEqual(['tools']);
});

test('a page that crashes is contained by its remote boundary', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  const crashing = defineRemote(toolsSurface, '1.0.0', {
    '/options-calculator': async () => ({
      default: () => {
        throw new Error('boom');
      },
    }),
  });
  loadMock.mockImplementation(async (id) => (id === 'tools' ? crashing : remoteWith(trackersSurface, 'Tracker page')));
  await act(() => useRemotesStore.getState().start(registry()));
  renderHost(<AppRoutes />, { url: '/options-calculator' });
  expect(await screen.findByText('Options Calculator ran into a problem')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('link', { name: 'Politician Tracker' }));
  expect(await screen.findByRole('heading', { name: 'Tracker page' })).toBeInTheDocument();
});

test('without a session a protected route redirects to login', async () => {
  localStorage.clear();
  useAuthStore.setState({ token: null, user: null, guestToken: null });
  loadMock.mockImplementation(async (id) =>
    id === 'tools' ? remoteWith(toolsSurface, 'Calculator page') : remoteWith(trackersSurface, 'Tracker page'),
  );
  await act(() => useRemotesStore.getState().start(registry()));
  renderHost(<AppRoutes />, { url: '/options-calculator', loggedIn: false });
  expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
});

test('a token URL parameter becomes the guest token when none is stored, and counts as access', async () => {
  localStorage.clear();
  useAuthStore.setState({ token: null, user: null, guestToken: null });
  loadMock.mockImplementation(async (id) =>
    id === 'tools' ? remoteWith(toolsSurface, 'Calculator page') : remoteWith(trackersSurface, 'Tracker page'),
  );
  await act(() => useRemotesStore.getState().start(registry()));
  renderHost(<AppRoutes />, { url: '/politicians?token=guest-1', loggedIn: false, guest: true });
  expect(await screen.findByRole('heading', { name: 'Tracker page' })).toBeInTheDocument();
  expect(useAuthStore.getState().guestToken).toBe('guest-1');

  // A stored guest token is kept: a later link's token does not replace it.
  await userEvent.click(screen.getByRole('link', { name: 'Options Calculator' }));
  expect(await screen.findByRole('heading', { name: 'Calculator page' })).toBeInTheDocument();
  expect(useAuthStore.getState().guestToken).toBe('guest-1');
});

test('an unknown path keeps the app layout for a signed-in user, and Back to Home goes to /home', async () => {
  loadMock.mockImplementation(async (id) =>
    id === 'tools' ? remoteWith(toolsSurface, 'Calculator page') : remoteWith(trackersSurface, 'Tracker page'),
  );
  await act(() => useRemotesStore.getState().start(registry()));
  renderHost(<AppRoutes />, { url: '/no-such-page' });
  expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  // The layout around it: the navigation and the avatar menu.
  expect(screen.getByRole('link', { name: 'Politician Tracker' })).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: 'Account menu' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/home');
});

test('a visitor without a session sees the 404 alone, and Back to Home goes to the landing page', async () => {
  localStorage.clear();
  useAuthStore.setState({ token: null, user: null, guestToken: null });
  loadMock.mockImplementation(async (id) =>
    id === 'tools' ? remoteWith(toolsSurface, 'Calculator page') : remoteWith(trackersSurface, 'Tracker page'),
  );
  await act(() => useRemotesStore.getState().start(registry()));
  renderHost(<AppRoutes />, { url: '/no-such-page', loggedIn: false });
  expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Politician Tracker' })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
});
