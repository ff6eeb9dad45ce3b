import { setupApiServer } from '@flowdeck/api-client/testing';
import { ACCESS_TOKEN_KEY } from '@flowdeck/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { renderHost } from '../../test/render-host';
import { LoginPage } from './login-page';
import { REQUIRED } from './validate';

const API = 'http://api.test/api/';
const server = setupApiServer();
const calls: string[] = [];
beforeEach(() => {
  calls.length = 0;
  localStorage.clear();
  server.events.on('request:start', ({ request }) => {
    calls.push(`${request.method} ${new URL(request.url).pathname}`);
  });
});
afterEach(() => {
  server.events.removeAllListeners();
});

function renderLogin(url = '/login') {
  return renderHost(
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="/checkout" element={<h1>Checkout page</h1>} />
      <Route path="/flow" element={<h1>Flow page</h1>} />
      <Route path="/home" element={<h1>Home page</h1>} />
    </Routes>,
    { url, loggedIn: false },
  );
}

const profile = { id: 1, username: 'ann', email: 'ann@example.com', end_date: '2026-12-01', bot_sub: false };

test('empty fields are flagged before anything is sent', async () => {
  renderLogin('/login?tab=register');
  await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
  expect(await screen.findAllByText(REQUIRED)).toHaveLength(4);
  expect(calls).toEqual([]);
});

test('the password can be shown and hidden', async () => {
  renderLogin();
  const password = screen.getByLabelText(/^Password/);
  expect(password).toHaveAttribute('type', 'password');
  await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
  expect(password).toHaveAttribute('type', 'text');
  await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
  expect(password).toHaveAttribute('type', 'password');
});

test('a login answered with detail shows it and signs nobody in', async () => {
  server.use(
    http.post(`${API}token/`, () =>
      HttpResponse.json({ detail: 'No active account found with the given credentials' }, { status: 401 }),
    ),
  );
  renderLogin();
  await userEvent.type(screen.getByLabelText(/^Username/), 'ann');
  await userEvent.type(screen.getByLabelText(/^Password/), 'wrong-1');
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(await screen.findByText('No active account found with the given credentials')).toBeInTheDocument();
  expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
  expect(calls).toEqual(['POST /api/token/']);
});

test('register errors are notified and shown beside their fields', async () => {
  server.use(
    http.post(`${API}register/`, () =>
      HttpResponse.json({ error: { username: 'A user with that username already exists.' } }, { status: 400 }),
    ),
  );
  renderLogin('/login?tab=register');
  await userEvent.type(screen.getByLabelText(/^Username/), 'ann');
  await userEvent.type(screen.getByLabelText(/^Email/), 'ann@example.com');
  await userEvent.type(screen.getByLabelText(/^Password/), 'secret-123');
  await userEvent.type(screen.getByLabelText(/^Confirm password/), 'secret-123');
  await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
  // Once as a toast, once as the field's helper text.
  await waitFor(() => expect(screen.getAllByText('A user with that username already exists.')).toHaveLength(2));
  expect(screen.getByLabelText(/^Username/)).toHaveAttribute('aria-invalid', 'true');
});

test('registration success: the message, automatic login, Welcome! and /checkout', async () => {
  server.use(
    http.post(`${API}register/`, () => HttpResponse.json({ message: 'Registration successful' }, { status: 201 })),
    http.post(`${API}token/`, () => HttpResponse.json({ access: 'acc', refresh: 'ref' })),
    http.get(`${API}getProfile/`, () => HttpResponse.json(profile)),
  );
  renderLogin('/login?tab=register');
  await userEvent.type(screen.getByLabelText(/^Username/), 'ann');
  await userEvent.type(screen.getByLabelText(/^Email/), 'ann@example.com');
  await userEvent.type(screen.getByLabelText(/^Password/), 'secret-123');
  await userEvent.type(screen.getByLabelText(/^Confirm password/), 'secret-123');
  await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
  expect(await screen.findByRole('heading', { name: 'Checkout page' })).toBeInTheDocument();
  expect(screen.getByText('Registration successful')).toBeInTheDocument();
  expect(screen.getByText('Welcome!')).toBeInTheDocument();
  expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe('acc');
  expect(calls).toEqual(['POST /api/register/', 'POST /api/token/', 'GET /api/getProfile/']);
});

test('a login returns to returnUrl', async () => {
  server.use(
    http.post(`${API}token/`, () => HttpResponse.json({ access: 'acc', refresh: 'ref' })),
    http.get(`${API}getProfile/`, () => HttpResponse.json(profile)),
  );
  renderLogin('/login?returnUrl=flow');
  await userEvent.type(screen.getByLabelText(/^Username/), 'ann');
  await userEvent.type(screen.getByLabelText(/^Password/), 'secret-123');
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(await screen.findByRole('heading', { name: 'Flow page' })).toBeInTheDocument();
});

test('Google and Apple sign-in are offered', () => {
  renderLogin();
  expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeEnabled();
  expect(screen.getByRole('button', { name: 'Continue with Apple' })).toBeEnabled();
});
