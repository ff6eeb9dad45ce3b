import { ACCESS_TOKEN_KEY } from '@flowdeck/contract';
import { useAuthStore } from '@flowdeck/host-sdk';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { readRefreshCookie, renewSession, writeRefreshCookie } from './session';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

test('renewal trades the refresh cookie for a new pair and keeps both', async () => {
  let sent: unknown = null;
  server.use(
    http.post('http://api.test/api/token/refresh/', async ({ request }) => {
      sent = await request.json();
      return HttpResponse.json({ access: 'new-access', refresh: 'new-refresh' });
    }),
  );
  writeRefreshCookie('old-refresh', 60);
  await expect(renewSession()).resolves.toBe('Bearer new-access');
  expect(sent).toEqual({ refresh: 'old-refresh' });
  expect(useAuthStore.getState().token).toBe('new-access');
  expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe('new-access');
  expect(readRefreshCookie()).toBe('new-refresh');
});

test('no refresh cookie, or a refused refresh, renews nothing', async () => {
  document.cookie = '_rf=; Max-Age=0; Path=/';
  await expect(renewSession()).resolves.toBeNull();
  server.use(http.post('http://api.test/api/token/refresh/', () => HttpResponse.json({ error: 'spent' }, { status: 401 })));
  writeRefreshCookie('spent', 60);
  await expect(renewSession()).resolves.toBeNull();
});
