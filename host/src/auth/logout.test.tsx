import { setupApiServer } from '@flowdeck/api-client/testing';
import { ACCESS_TOKEN_KEY } from '@flowdeck/contract';
import { useAuthStore } from '@flowdeck/host-sdk';
import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { SnackbarProvider } from 'notistack';
import { LOGOUT_FAILED, logout } from './logout';
import { readRefreshCookie, startSession } from './session';

jest.mock('./identity-client', () => ({ refreshIdToken: jest.fn(), signOutOfProvider: jest.fn() }));

const server = setupApiServer();

function signedIn() {
  startSession({ access: 'access-1', refresh: 'refresh-1' });
  useAuthStore.getState().setUser({ id: 7, email: 'ann@example.com' } as never);
  render(<SnackbarProvider />);
}

test('logout posts the refresh token as a form, removes both tokens and goes to /login', async () => {
  let sent: { auth: string | null; body: string } | null = null;
  server.use(
    http.post('http://api.test/api/logout/', async ({ request }) => {
      sent = { auth: request.headers.get('authorization'), body: await request.text() };
      return new HttpResponse(null, { status: 204 });
    }),
  );
  signedIn();
  const navigate = jest.fn();
  await logout(navigate);
  expect(sent).toEqual({ auth: 'Bearer access-1', body: 'refresh_token=refresh-1' });
  expect(useAuthStore.getState()).toMatchObject({ user: null, token: null });
  expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
  expect(readRefreshCookie()).toBeNull();
  expect(navigate).toHaveBeenCalledWith('/login');
});

test("a failed logout says 'Error logging out' and still signs out", async () => {
  server.use(http.post('http://api.test/api/logout/', () => HttpResponse.json({ error: 'down' }, { status: 500 })));
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  signedIn();
  const navigate = jest.fn();
  await logout(navigate);
  expect(await screen.findByText(LOGOUT_FAILED)).toBeInTheDocument();
  expect(LOGOUT_FAILED).toBe('Error logging out');
  expect(useAuthStore.getState().token).toBeNull();
  expect(readRefreshCookie()).toBeNull();
  expect(navigate).toHaveBeenCalledWith('/login');
});
