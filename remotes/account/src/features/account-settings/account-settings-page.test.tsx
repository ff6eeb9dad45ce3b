import { setupApiServer, apiUrl } from '@flowdeck/api-client/testing';
import type { BillingOverview, PhoneStatus, SessionsOverview } from '@flowdeck/api-types';
import { useAuthStore } from '@flowdeck/host-sdk';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { USER, overview, signInAs, subscription } from '../../test/fixtures';
import { renderWithProviders } from '@flowdeck/dev-harness/testing';
import AccountSettingsPage from './account-settings-page';
import { OUTBOX_TITLE } from './components/phone-section';

const server = setupApiServer();
jest.setTimeout(30_000);

const NO_PHONE: PhoneStatus = { phoneNumber: null, verified: false, pending: null, outbox: true, available: true };
const SESSIONS: SessionsOverview = {
  hasPassword: true,
  sessions: [
    {
      id: 'f1',
      startedAt: '2025-06-13T20:00:00.000Z',
      lastUsedAt: '2025-06-13T22:00:00.000Z',
      expiresAt: '2025-06-14T22:00:00.000Z',
    },
  ],
};

beforeEach(() => signInAs());

test('saves names, display name and avatar and shows them at once', async () => {
  const bodies: unknown[] = [];
  server.use(
    http.get(apiUrl('user/phone'), () => HttpResponse.json(NO_PHONE)),
    http.post(apiUrl('user/profile'), async ({ request }) => {
      const body = (await request.json()) as Record<string, string>;
      bodies.push(body);
      return HttpResponse.json({
        ...USER,
        displayName: body['displayName'] ?? '',
        avatar: body['avatar'] || null,
        message: 'Profile updated',
      });
    }),
  );
  const { user } = renderWithProviders(<AccountSettingsPage />, { route: '/account-settings' });
  expect(screen.getByRole('heading', { name: 'Account settings' })).toBeInTheDocument();
  expect(screen.getByLabelText('First name')).toHaveValue('Ann');
  await user.type(screen.getByLabelText('Display name'), 'AnnTrades');
  await user.type(screen.getByLabelText('Avatar URL'), 'https://img.example.com/a.png');
  await user.click(screen.getByRole('button', { name: 'Save profile' }));

  await waitFor(() => expect(bodies).toHaveLength(1));
  expect(bodies[0]).toEqual({
    firstName: 'Ann',
    lastName: 'Lee',
    displayName: 'AnnTrades',
    avatar: 'https://img.example.com/a.png',
  });
  await waitFor(() => expect(useAuthStore.getState().user?.displayName).toBe('AnnTrades'));
  expect(await screen.findByText('Profile updated')).toBeInTheDocument();
});

test('a refused profile save (spec §8) shows one notification per field, each beside its field, and keeps the form', async () => {
  server.use(
    http.get(apiUrl('user/phone'), () => HttpResponse.json(NO_PHONE)),
    http.post(apiUrl('user/profile'), () =>
      HttpResponse.json(
        { error: { displayName: 'That display name is taken.', avatar: 'Use an https:// link.' } },
        { status: 400 },
      ),
    ),
  );
  const { user } = renderWithProviders(<AccountSettingsPage />, { route: '/account-settings' });
  await user.type(screen.getByLabelText('Display name'), 'Taken');
  await user.type(screen.getByLabelText('Avatar URL'), 'http://img.example.com/a.png');
  await user.click(screen.getByRole('button', { name: 'Save profile' }));

  await waitFor(() =>
    expect(screen.getByLabelText('Display name')).toHaveAccessibleDescription('That display name is taken.'),
  );
  expect(screen.getByLabelText('Avatar URL')).toHaveAccessibleDescription('Use an https:// link.');
  // The notifications: one per entry value.
  expect(
    await screen.findByText('That display name is taken.', { selector: '#notistack-snackbar' }),
  ).toBeInTheDocument();
  expect(screen.getByText('Use an https:// link.', { selector: '#notistack-snackbar' })).toBeInTheDocument();
  // Nothing was returned: the user is unchanged and what was typed stays.
  expect(useAuthStore.getState().user?.displayName).toBe(USER.displayName);
  expect(screen.getByLabelText('Display name')).toHaveValue('Taken');
});

test('a profile save failing without an error body shows no fallback message and the page carries on (spec §8)', async () => {
  let calls = 0;
  server.use(
    http.get(apiUrl('user/phone'), () => HttpResponse.json(NO_PHONE)),
    http.post(apiUrl('user/profile'), () => {
      calls += 1;
      return new HttpResponse(null, { status: 500 });
    }),
  );
  const { user } = renderWithProviders(<AccountSettingsPage />, { route: '/account-settings' });
  await user.type(screen.getByLabelText('Display name'), 'AnnTrades');
  await user.click(screen.getByRole('button', { name: 'Save profile' }));
  await waitFor(() => expect(calls).toBe(1));
  await waitFor(() => expect(screen.getByRole('button', { name: 'Save profile' })).toBeEnabled());
  expect(screen.queryByText('An error occurred while processing your request')).not.toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Account settings' })).toBeInTheDocument();
  expect(screen.getByLabelText('Display name')).toHaveValue('AnnTrades');
  expect(useAuthStore.getState().user?.displayName).toBe(USER.displayName);
});

test('verifies a phone number with the code from the local outbox', async () => {
  let status = NO_PHONE;
  const updates: unknown[] = [];
  server.use(
    http.get(apiUrl('user/phone'), () => HttpResponse.json(status)),
    http.post(apiUrl('user/phone/code'), async ({ request }) => {
      const { phone_number: number } = (await request.json()) as { phone_number: string };
      status = {
        ...status,
        pending: {
          phoneNumber: '+14155552671',
          expiresAt: '2025-06-13T22:40:00Z',
          attemptsLeft: 5,
          resendAt: '2025-06-13T22:30:30Z',
        },
      };
      expect(number).toBe('+1 415 555 2671');
      return HttpResponse.json({ ...status, message: 'We sent a code to +14155552671.' });
    }),
    http.get(apiUrl('user/phone/outbox'), () =>
      HttpResponse.json({
        items: [
          { to: '+14155552671', body: '482913 is your FlowDeck verification code.', sentAt: '2025-06-13T22:30:00Z' },
        ],
      }),
    ),
    http.post(apiUrl('user/update'), async ({ request }) => {
      const body = (await request.json()) as { code: string };
      updates.push(body);
      if (body.code !== '482913')
        return HttpResponse.json({ error: { code: 'That code is not right. 4 attempts left.' } }, { status: 400 });
      status = { ...status, phoneNumber: '+14155552671', verified: true, pending: null };
      return HttpResponse.json({ ...USER, phone_number: '+14155552671', message: 'Profile updated' });
    }),
  );
  const { user } = renderWithProviders(<AccountSettingsPage />, { route: '/account-settings' });
  await user.type(await screen.findByLabelText('Mobile number'), '+1 415 555 2671');
  await user.click(screen.getByRole('button', { name: 'Send code' }));

  const outbox = await screen.findByRole('region', { name: OUTBOX_TITLE });
  expect(outbox).toHaveTextContent('482913 is your FlowDeck verification code.');
  await user.type(screen.getByLabelText('Verification code'), '111111');
  await user.click(screen.getByRole('button', { name: 'Verify' }));
  const codeField = screen.getByLabelText('Verification code');
  await waitFor(() => expect(codeField).toHaveAccessibleDescription('That code is not right. 4 attempts left.'));

  await user.clear(codeField);
  await user.type(codeField, '482913');
  await user.click(screen.getByRole('button', { name: 'Verify' }));
  expect(await screen.findByText('Verified')).toBeInTheDocument();
  expect(updates).toEqual([
    { phone_number: '+14155552671', code: '111111' },
    { phone_number: '+14155552671', code: '482913' },
  ]);
  expect(useAuthStore.getState().user?.phone_number).toBe('+14155552671');
  expect(screen.queryByLabelText('Verification code')).not.toBeInTheDocument();
});

test('changes the password, showing what is wrong beside the field', async () => {
  const bodies: unknown[] = [];
  server.use(
    http.get(apiUrl('user/sessions'), () => HttpResponse.json(SESSIONS)),
    http.post(apiUrl('user/password'), async ({ request }) => {
      const body = (await request.json()) as { currentPassword: string };
      bodies.push(body);
      if (body.currentPassword !== 'old-pass-1')
        return HttpResponse.json(
          { error: { currentPassword: 'Your current password is not right.' } },
          { status: 400 },
        );
      return HttpResponse.json({ message: 'Password changed', access: 'fresh-access-token' });
    }),
  );
  const { user } = renderWithProviders(<AccountSettingsPage />, { route: '/account-settings?tab=security' });
  const current = await screen.findByLabelText('Current password');
  await user.type(current, 'wrong-pass-1');
  await user.type(screen.getByLabelText('New password'), 'brand-new-77');
  await user.type(screen.getByLabelText('Confirm new password'), 'brand-new-77');
  await user.click(screen.getByRole('button', { name: 'Change password' }));
  await waitFor(() => expect(current).toHaveAccessibleDescription('Your current password is not right.'));

  await user.clear(current);
  await user.type(current, 'old-pass-1');
  await user.click(screen.getByRole('button', { name: 'Change password' }));
  expect(await screen.findByText('Password changed')).toBeInTheDocument();
  expect(screen.getByLabelText('New password')).toHaveValue('');
  expect(bodies[1]).toEqual({
    currentPassword: 'old-pass-1',
    newPassword: 'brand-new-77',
    newPassword2: 'brand-new-77',
  });
  // The change revoked the old access token; the session continues with the one it returned.
  expect(useAuthStore.getState().token).toBe('fresh-access-token');
});

test('signing out everywhere revokes the sessions and goes to the sign-in page', async () => {
  let revoked = 0;
  server.use(
    // Rendered outside routes, the page shows its first tab once the address is /login.
    http.get(apiUrl('user/phone'), () => HttpResponse.json(NO_PHONE)),
    http.get(apiUrl('user/sessions'), () => HttpResponse.json(SESSIONS)),
    http.post(apiUrl('user/sessions/revoke'), () => {
      revoked += 1;
      return HttpResponse.json({ revoked: 1, message: 'Signed out everywhere. Sign in again to continue.' });
    }),
  );
  const { user, location } = renderWithProviders(<AccountSettingsPage />, { route: '/account-settings?tab=security' });
  const list = await screen.findByRole('list', { name: 'Signed-in sessions' });
  expect(within(list).getAllByRole('listitem')).toHaveLength(1);
  await user.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
  const dialog = await screen.findByRole('dialog', { name: 'Sign out everywhere?' });
  await user.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }));

  await waitFor(() => expect(location().pathname).toBe('/login'));
  expect(revoked).toBe(1);
  expect(useAuthStore.getState().user).toBeNull();
  expect(useAuthStore.getState().token).toBeNull();
});

test('lists subscriptions and payments, and cancelling keeps access to the period end', async () => {
  let state: BillingOverview = overview({
    subscriptions: [subscription()],
    payments: [
      {
        id: 'p2',
        planId: 'flowdeck_bot_monthly',
        planName: 'Discord Bot',
        status: 'failed',
        amountCents: 1_900,
        currency: 'usd',
        failureReason: 'Your card was declined.',
        card: { brand: 'visa', last4: '0002' },
        accessUntil: null,
        createdAt: '2025-06-13T22:20:00.000Z',
      },
      {
        id: 'p1',
        planId: 'flowdeck_monthly',
        planName: 'FlowDeck Pro',
        status: 'paid',
        amountCents: 4_900,
        currency: 'usd',
        failureReason: null,
        card: { brand: 'visa', last4: '4242' },
        accessUntil: '2025-07-20',
        createdAt: '2025-06-13T22:10:00.000Z',
      },
    ],
  });
  server.use(
    http.get(apiUrl('billing/overview'), () => HttpResponse.json(state)),
    http.post(apiUrl('billing/subscriptions/sub_1/cancel'), () => {
      state = { ...state, subscriptions: [subscription({ cancelAtPeriodEnd: true })] };
      return HttpResponse.json({
        message: 'Your subscription is cancelled. It stays active until Jul 20, 2025.',
        subscription: state.subscriptions[0],
        profile: USER,
      });
    }),
  );
  const { user } = renderWithProviders(<AccountSettingsPage />, { route: '/account-settings?tab=billing' });
  expect(await screen.findByText('Renews on Jul 20, 2025')).toBeInTheDocument();
  expect(screen.getByText('Paid with Visa •••• 4242')).toBeInTheDocument();
  const rows = within(screen.getByRole('table', { name: 'Payment history' })).getAllByRole('row');
  expect(rows).toHaveLength(3);
  expect(within(rows[1] as HTMLElement).getByText('Failed')).toBeInTheDocument();
  expect(within(rows[1] as HTMLElement).getByText('Your card was declined.')).toBeInTheDocument();
  expect(within(rows[2] as HTMLElement).getByText('Access until Jul 20, 2025')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  const dialog = await screen.findByRole('dialog', { name: 'Cancel FlowDeck Pro?' });
  expect(dialog).toHaveTextContent('You keep everything until Jul 20, 2025.');
  await user.click(within(dialog).getByRole('button', { name: 'Cancel subscription' }));
  expect(await screen.findByText('Active until Jul 20, 2025, then ends without renewing')).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: 'Resume' })).toBeInTheDocument();
});

test('a refused payment keeps the pay dialog open with the error beside the card field', async () => {
  server.use(
    http.get(apiUrl('billing/overview'), () =>
      HttpResponse.json(overview({ subscriptions: [subscription({ status: 'past_due' })] })),
    ),
    http.post(apiUrl('billing/subscriptions/sub_1/pay'), () =>
      HttpResponse.json({ error: { cardNumber: 'Your card was declined.' } }, { status: 400 }),
    ),
  );
  const { user } = renderWithProviders(<AccountSettingsPage />, { route: '/account-settings?tab=billing' });
  await user.click(await screen.findByRole('button', { name: 'Pay now' }));
  const dialog = await screen.findByRole('dialog', { name: 'Pay FlowDeck Pro' });
  await user.click(within(dialog).getByRole('button', { name: 'Use test card 4242 4242 4242 4242: Pays' }));
  await user.type(within(dialog).getByLabelText('Name on card'), 'Ann Lee');
  await user.click(within(dialog).getByRole('button', { name: 'Pay $49.00' }));

  await waitFor(() =>
    expect(within(dialog).getByLabelText('Card number')).toHaveAccessibleDescription('Your card was declined.'),
  );
  expect(screen.getByRole('dialog', { name: 'Pay FlowDeck Pro' })).toBeInTheDocument();
  expect(screen.getByText('Past due')).toBeInTheDocument();
});

test('a past-due subscription is paid with another card', async () => {
  let state: BillingOverview = overview({ subscriptions: [subscription({ status: 'past_due' })] });
  const paid: unknown[] = [];
  server.use(
    http.get(apiUrl('billing/overview'), () => HttpResponse.json(state)),
    http.post(apiUrl('billing/subscriptions/sub_1/pay'), async ({ request }) => {
      paid.push(await request.json());
      state = { ...state, subscriptions: [subscription({ currentPeriodEnd: '2025-08-19' })] };
      return HttpResponse.json({
        message: 'Payment successful. FlowDeck Pro is active until Aug 19, 2025.',
        profile: { ...USER, end_date: '2025-08-19' },
      });
    }),
  );
  const { user } = renderWithProviders(<AccountSettingsPage />, { route: '/account-settings?tab=billing' });
  expect(await screen.findByText('Past due')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Pay now' }));
  const dialog = await screen.findByRole('dialog', { name: 'Pay FlowDeck Pro' });
  await user.click(within(dialog).getByRole('button', { name: 'Use test card 4242 4242 4242 4242: Pays' }));
  await user.type(within(dialog).getByLabelText('Name on card'), 'Ann Lee');
  await user.click(within(dialog).getByRole('button', { name: 'Pay $49.00' }));

  expect(await screen.findByText('Renews on Aug 19, 2025')).toBeInTheDocument();
  expect(paid).toEqual([{ cardNumber: '4242424242424242', expiry: '12/34', cvc: '123', name: 'Ann Lee' }]);
  expect(useAuthStore.getState().user?.end_date).toBe('2025-08-19');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});
