import { setupApiServer, apiUrl } from '@flowdeck/api-client/testing';
import { useAuthStore } from '@flowdeck/host-sdk';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { signInAs } from '../../test/fixtures';
import { renderWithProviders } from '@flowdeck/dev-harness/testing';
import VerifyEmailPage, { MISSING_TOKEN_MESSAGE, NOT_VERIFIED_TITLE, VERIFIED_TITLE } from './verify-email-page';

const server = setupApiServer();

beforeEach(() => useAuthStore.setState({ user: null, token: null }));

test('opening the link confirms the address once and shows how long the trial runs', async () => {
  const sent: unknown[] = [];
  server.use(
    http.post(apiUrl('user/email/verify'), async ({ request }) => {
      sent.push(await request.json());
      return HttpResponse.json({ message: 'Email verified.', end_date: '2025-06-20' });
    }),
  );
  signInAs({ email_verified: false, end_date: '2025-06-12' });
  renderWithProviders(<VerifyEmailPage />, { route: '/verify-email?token=abc_DEF-123' });
  expect(await screen.findByRole('heading', { name: VERIFIED_TITLE })).toBeInTheDocument();
  expect(screen.getByText('Jun 20, 2025')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute('href', '/home');
  expect(sent).toEqual([{ token: 'abc_DEF-123' }]);
  // The signed-in user's profile follows at once ('Access Until', the checkout notice).
  expect(useAuthStore.getState().user).toMatchObject({ email_verified: true, end_date: '2025-06-20' });
});

test('a used or expired link says why, and a signed-in user can ask for a new one', async () => {
  let resent = 0;
  server.use(
    http.post(apiUrl('user/email/verify'), () =>
      HttpResponse.json(
        { error: { token: 'This link has expired or was already used. Sign in and ask for a new one.' } },
        { status: 400 },
      ),
    ),
    http.post(apiUrl('user/email/resend'), () => {
      resent += 1;
      return HttpResponse.json({ message: 'A new verification link is on its way.' });
    }),
  );
  signInAs({ email_verified: false });
  const { user } = renderWithProviders(<VerifyEmailPage />, { route: '/verify-email?token=spent' });
  expect(await screen.findByRole('heading', { name: NOT_VERIFIED_TITLE })).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent('This link has expired or was already used.');
  await user.click(screen.getByRole('button', { name: 'Send a new link' }));
  expect(await screen.findByText('A new verification link is on its way.')).toBeInTheDocument();
  expect(resent).toBe(1);
});

test('a link without its token asks for the whole link, and a visitor is sent to sign in', async () => {
  renderWithProviders(<VerifyEmailPage />, { route: '/verify-email' });
  expect(await screen.findByRole('heading', { name: NOT_VERIFIED_TITLE })).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent(MISSING_TOKEN_MESSAGE);
  expect(screen.getByRole('link', { name: 'Sign in to get a new link' })).toHaveAttribute('href', '/login');
});

test('a spent link opened by an account that is already verified says there is nothing more to do', async () => {
  server.use(
    http.post(apiUrl('user/email/verify'), () =>
      HttpResponse.json({ error: { token: 'This link has expired or was already used.' } }, { status: 400 }),
    ),
  );
  signInAs({ email_verified: true });
  renderWithProviders(<VerifyEmailPage />, { route: '/verify-email?token=spent' });
  expect(await screen.findByText('Your email address is already confirmed: nothing more to do.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute('href', '/home');
  expect(screen.queryByRole('button', { name: 'Send a new link' })).not.toBeInTheDocument();
});
