import { useAuthStore, type User } from '@flowdeck/host-sdk';
import { clearUserAndReload, PROFILE_RELOAD_GUARD_MS } from './use-profile-sync';

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

test('a profile that keeps failing does not reload in a loop', () => {
  const reload = jest.fn();
  clearUserAndReload(reload, 1_000_000);
  clearUserAndReload(reload, 1_000_000 + PROFILE_RELOAD_GUARD_MS - 1);
  expect(reload).toHaveBeenCalledTimes(1);
  clearUserAndReload(reload, 1_000_000 + PROFILE_RELOAD_GUARD_MS);
  expect(reload).toHaveBeenCalledTimes(2);
});
