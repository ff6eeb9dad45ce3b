import { setupApiServer } from '@flowdeck/api-client/testing';
import { useAuthStore, type User } from '@flowdeck/host-sdk';
import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { clearUserAndReload, pageReload, PROFILE_RELOAD_GUARD_MS, useProfileSync } from './use-profile-sync';

jest.mock('./identity-client', () => ({ refreshIdToken: jest.fn(), signOutOfProvider: jest.fn() }));

const server = setupApiServer();

const user = { id: 1, username: 'ann' } as User;

beforeEach(() => sessionStorage.clear());

test('a failed profile fetch clears the user (not the token) and reloads the page', () => {
  useAuthStore.getState().setToken('still-here');
  useAuthStore.getState().setUser(user);
  const reload = jest.fn();
  clearUserAndReload(reload, 1_000_000);
  expect(useAuthStore.getState().user).toBeNull();
  expect(useAuthStore.getState().token).toBe('still-here');
  expect(reload).toHaveBeenCalledTimes(1);
});

test('when the profile fetch fails on a page, the user is cleared and the page reloads (spec §8)', async () => {
  server.use(http.get('http://api.test/api/getProfile/', () => HttpResponse.json({}, { status: 500 })));
  const reload = jest.spyOn(pageReload, 'reload').mockImplementation(() => undefined);
  useAuthStore.getState().setToken('token-1');
  useAuthStore.getState().setUser(user);
  renderHook(() => useProfileSync(), {
    wrapper: ({ children }: { children: ReactNode }) => (
      <MemoryRouter initialEntries={['/home']}>{children}</MemoryRouter>
    ),
  });
  await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  expect(useAuthStore.getState().user).toBeNull();
  reload.mockRestore();
});

test('a profile that keeps failing does not reload in a loop', () => {
  const reload = jest.fn();
  clearUserAndReload(reload, 1_000_000);
  clearUserAndReload(reload, 1_000_000 + PROFILE_RELOAD_GUARD_MS - 1);
  expect(reload).toHaveBeenCalledTimes(1);
  clearUserAndReload(reload, 1_000_000 + PROFILE_RELOAD_GUARD_MS);
  expect(reload).toHaveBeenCalledTimes(2);
});

test('the profile is fetched on every route change while a token exists, except on / and /refer', async () => {
  const fetched: string[] = [];
  server.use(
    http.get('http://api.test/api/getProfile/', () => {
      fetched.push('getProfile');
      return HttpResponse.json({ ...user, email: `ann${fetched.length}@example.com` });
    }),
  );
  useAuthStore.getState().setToken('token-1');
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={['/home']}>{children}</MemoryRouter>
  );
  const { result } = renderHook(
    () => {
      useProfileSync();
      return useNavigate();
    },
    { wrapper },
  );
  await waitFor(() => expect(fetched).toHaveLength(1));
  for (const path of ['/flow', '/', '/refer', '/politicians']) act(() => void result.current(path));
  await waitFor(() => expect(fetched).toHaveLength(3));
  await waitFor(() => expect(useAuthStore.getState().user?.email).toBe('ann3@example.com'));

  // Without a token nothing is fetched.
  act(() => useAuthStore.getState().clear());
  act(() => void result.current('/gamma'));
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(fetched).toHaveLength(3);
});
