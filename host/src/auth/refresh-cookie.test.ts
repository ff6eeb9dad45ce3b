import { setupApiServer } from '@flowdeck/api-client/testing';
import { useAuthStore } from '@flowdeck/host-sdk';
import { http, HttpResponse } from 'msw';
import { refreshCookie, renewSession, startSession } from './session';

// The cookie setter is replaced to read what is written (jsdom never shows a cookie's attributes):
// this file has its own document, so the replacement touches no other test.
jest.mock('./identity-client', () => ({ refreshIdToken: jest.fn(), signOutOfProvider: jest.fn() }));

const server = setupApiServer();

test('the _rf cookie lives 64800 s from a login and 86400 s after a refresh, SameSite=Strict, Secure on https', async () => {
  const written: string[] = [];
  jest.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
    written.push(value);
  });
  jest.spyOn(document, 'cookie', 'get').mockReturnValue('_rf=r1');
  startSession({ access: 'a1', refresh: 'r1' });
  server.use(http.post('http://api.test/api/token/refresh/', () => HttpResponse.json({ access: 'a2', refresh: 'r2' })));
  await expect(renewSession()).resolves.toBe('Bearer a2');
  expect(useAuthStore.getState().token).toBe('a2');
  expect(written.filter((c) => c.startsWith('_rf=r'))).toEqual([
    '_rf=r1; Max-Age=64800; Path=/; SameSite=Strict',
    '_rf=r2; Max-Age=86400; Path=/; SameSite=Strict',
  ]);
  expect(refreshCookie('r3', 86_400, 'https:')).toBe('_rf=r3; Max-Age=86400; Path=/; SameSite=Strict; Secure');
});
