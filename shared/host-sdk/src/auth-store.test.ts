import { ACCESS_TOKEN_KEY, GUEST_TOKEN_KEY } from '@flowdeck/contract';
import { authorizationHeader, useAuthStore } from './auth-store';

test('the access token is kept under _act and cleared on logout', () => {
  useAuthStore.getState().setToken('abc');
  expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe('abc');
  useAuthStore.getState().clear();
  expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
  expect(useAuthStore.getState().token).toBeNull();
});

test('authorization is the bearer user token, else the raw guest token', () => {
  expect(authorizationHeader({ token: 't', guestToken: 'g' })).toBe('Bearer t');
  expect(authorizationHeader({ token: null, guestToken: 'g' })).toBe('g');
  expect(authorizationHeader({ token: null, guestToken: null })).toBeNull();
});

test('an expired guest token is forgotten, in memory and in storage', () => {
  useAuthStore.getState().setGuestToken('guest-link-token');
  expect(localStorage.getItem(GUEST_TOKEN_KEY)).toBe('guest-link-token');
  useAuthStore.getState().clearGuestToken();
  expect(localStorage.getItem(GUEST_TOKEN_KEY)).toBeNull();
  expect(useAuthStore.getState().guestToken).toBeNull();
  expect(authorizationHeader(useAuthStore.getState())).toBeNull();
});
