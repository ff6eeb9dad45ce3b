import { ACCESS_TOKEN_KEY } from '@flowdeck/contract';
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
