import { setupApiServer, apiUrl } from '@flowdeck/api-client/testing';
import type { CardPaymentRequest, PaymentResult } from '@flowdeck/api-types';
import { useAuthStore } from '@flowdeck/host-sdk';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { PLAN_LIST, USER, checkoutSession, overview, planNamed, signInAs, subscription } from '../../test/fixtures';
import { renderWithProviders } from '@flowdeck/dev-harness/testing';
import CheckoutPage from './checkout-page';

const server = setupApiServer();
jest.setTimeout(30_000);

function plansAndOverview(options: { overview?: ReturnType<typeof overview>; hosts?: string[] } = {}) {
  return [
    http.get(apiUrl('billing/plans'), ({ request }) => {
      options.hosts?.push(new URL(request.url).searchParams.get('host') ?? '');
      return HttpResponse.json(PLAN_LIST);
    }),
    http.get(apiUrl('billing/overview'), () => HttpResponse.json(options.overview ?? overview())),
  ];
}

function planCard(name: string) {
  return screen.getByRole('region', { name });
}

beforeEach(() => signInAs());

test("shows the brand's yearly plans with the saving, and the monthly ones on request", async () => {
  const hosts: string[] = [];
  server.use(...plansAndOverview({ hosts }));
  const { user } = renderWithProviders(<CheckoutPage />, { route: '/checkout' });

  expect(await screen.findByRole('heading', { name: 'Choose your plan' })).toBeInTheDocument();
  expect(hosts).toEqual(['localhost']);
  expect(screen.getByText('Test mode')).toBeInTheDocument();
  expect(screen.getByText('Jun 20, 2025')).toBeInTheDocument();
  const pro = within(planCard('FlowDeck Pro'));
  expect(pro.getByText('$39')).toBeInTheDocument();
  expect(pro.getByText('Billed $468 yearly')).toBeInTheDocument();
  expect(pro.getByText('Save 20%')).toBeInTheDocument();
  expect(pro.getByText('Live options flow')).toBeInTheDocument();
  expect(within(planCard('Discord Bot')).getByText('Billed $180 yearly')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Monthly' }));
  expect(within(planCard('FlowDeck Pro')).getByText('$49')).toBeInTheDocument();
  expect(within(planCard('FlowDeck Pro')).getByText('Billed monthly')).toBeInTheDocument();
  expect(within(planCard('FlowDeck Pro')).queryByText(/Save/)).not.toBeInTheDocument();
});

test('the Yearly toggle and every yearly plan card show the one saving the price list answers', async () => {
  server.use(...plansAndOverview());
  renderWithProviders(<CheckoutPage />, { route: '/checkout' });
  expect(await screen.findByRole('heading', { name: 'Choose your plan' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Yearly −20%' })).toBeInTheDocument();
  expect(within(planCard('FlowDeck Pro')).getByText('Save 20%')).toBeInTheDocument();
  expect(within(planCard('Discord Bot')).getByText('Save 20%')).toBeInTheDocument();
});

test('choosing a plan opens a checkout and moves to its payment step', async () => {
  const bodies: unknown[] = [];
  server.use(
    ...plansAndOverview(),
    http.post(apiUrl('billing/checkout'), async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json({ checkoutId: 'chk_9', provider: 'test', url: 'http://app/checkout?session=chk_9' });
    }),
    http.get(apiUrl('billing/checkout/chk_9'), () =>
      HttpResponse.json(
        checkoutSession({ id: 'chk_9', plan: planNamed('flowdeck_yearly'), accessUntilAfterPayment: '2026-06-20' }),
      ),
    ),
  );
  const { user, location } = renderWithProviders(<CheckoutPage />, { route: '/checkout' });
  await user.click(await screen.findByRole('button', { name: 'Get FlowDeck Pro' }));

  await waitFor(() => expect(location().search).toBe('?session=chk_9'));
  expect(bodies).toEqual([{ planId: 'flowdeck_yearly' }]);
  expect(await screen.findByText('Subscribe to FlowDeck Pro')).toBeInTheDocument();
  expect(screen.getByText('Jun 20, 2026')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Pay $468.00' })).toBeInTheDocument();
});

test('a plan already subscribed to cannot be bought twice', async () => {
  server.use(
    ...plansAndOverview({
      overview: overview({ subscriptions: [subscription({ planId: 'flowdeck_yearly', interval: 'year' })] }),
    }),
  );
  renderWithProviders(<CheckoutPage />, { route: '/checkout' });
  expect(
    await within(await screen.findByRole('region', { name: 'FlowDeck Pro' })).findByRole('button', {
      name: 'Current plan',
    }),
  ).toBeDisabled();
  expect(within(planCard('Discord Bot')).getByRole('button', { name: 'Add Discord Bot' })).toBeEnabled();
  expect(screen.getByRole('link', { name: 'Manage billing' })).toHaveAttribute('href', '/account-settings?tab=billing');
});

test('paying with a test card updates Access Until at once and lands on /home', async () => {
  const paid: CardPaymentRequest[] = [];
  server.use(
    // The test renders the page outside routes: after the redirect it shows the plans again.
    ...plansAndOverview(),
    http.get(apiUrl('billing/checkout/chk_1'), () => HttpResponse.json(checkoutSession())),
    http.post(apiUrl('billing/checkout/chk_1/pay'), async ({ request }) => {
      paid.push((await request.json()) as CardPaymentRequest);
      const result: Partial<PaymentResult> = {
        message: 'Payment successful. FlowDeck Pro is active until Jul 20, 2025.',
        profile: { ...USER, end_date: '2025-07-20' },
      };
      return HttpResponse.json(result);
    }),
  );
  const { user, location } = renderWithProviders(<CheckoutPage />, { route: '/checkout?session=chk_1' });

  expect(await screen.findByRole('note', { name: 'Test payment provider' })).toBeInTheDocument();
  expect(screen.getByText('Total due today')).toBeInTheDocument();
  expect(screen.getByText('Jul 20, 2025')).toBeInTheDocument();
  await user.type(screen.getByLabelText('Card number'), '4242424242424242');
  expect(screen.getByLabelText('Card number')).toHaveValue('4242 4242 4242 4242');
  expect(screen.getByLabelText('Card brand')).toHaveTextContent('Visa');
  await user.type(screen.getByLabelText('Expiry (MM / YY)'), '1234');
  expect(screen.getByLabelText('Expiry (MM / YY)')).toHaveValue('12 / 34');
  await user.type(screen.getByLabelText('CVC'), '1234');
  await user.type(screen.getByLabelText('Name on card'), 'Ann Lee');
  await user.click(screen.getByRole('button', { name: 'Pay $49.00' }));

  await waitFor(() => expect(location().pathname).toBe('/home'));
  expect(paid).toEqual([{ cardNumber: '4242424242424242', expiry: '12/34', cvc: '123', name: 'Ann Lee' }]);
  expect(useAuthStore.getState().user?.end_date).toBe('2025-07-20');
  expect(await screen.findByText('Payment successful. FlowDeck Pro is active until Jul 20, 2025.')).toBeInTheDocument();
});

test('a declined card is shown beside the card number and nothing changes', async () => {
  server.use(
    http.get(apiUrl('billing/checkout/chk_1'), () => HttpResponse.json(checkoutSession())),
    http.post(apiUrl('billing/checkout/chk_1/pay'), () =>
      HttpResponse.json({ error: { cardNumber: 'Your card was declined.' } }, { status: 400 }),
    ),
  );
  const { user, location } = renderWithProviders(<CheckoutPage />, { route: '/checkout?session=chk_1' });
  await user.click(await screen.findByRole('button', { name: 'Use test card 4000 0000 0000 0002: Declined' }));
  expect(screen.getByLabelText('Card number')).toHaveValue('4000 0000 0000 0002');
  expect(screen.getByLabelText('Expiry (MM / YY)')).toHaveValue('12 / 34');
  await user.type(screen.getByLabelText('Name on card'), 'Ann Lee');
  await user.click(screen.getByRole('button', { name: 'Pay $49.00' }));

  const field = screen.getByLabelText('Card number');
  await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
  expect(field).toHaveAccessibleDescription('Your card was declined.');
  expect(location().search).toBe('?session=chk_1');
  expect(useAuthStore.getState().user?.end_date).toBe('2025-06-20');
});

test('back from Stripe, the page waits for the confirmation, then shows the new date on /home', async () => {
  let polls = 0;
  server.use(
    ...plansAndOverview(),
    http.get(apiUrl('billing/checkout/chk_s'), () => {
      polls += 1;
      return HttpResponse.json(
        checkoutSession({ id: 'chk_s', provider: 'stripe', testCards: null, status: polls > 1 ? 'completed' : 'open' }),
      );
    }),
    http.get(apiUrl('user/me'), () => HttpResponse.json({ ...USER, end_date: '2025-07-20' })),
  );
  const { location } = renderWithProviders(<CheckoutPage />, { route: '/checkout?session=chk_s' });
  expect(await screen.findByText('Confirming your payment…')).toBeInTheDocument();
  expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
  await waitFor(() => expect(location().pathname).toBe('/home'), { timeout: 8_000 });
  expect(useAuthStore.getState().user?.end_date).toBe('2025-07-20');
});

test('an expired checkout sends the user back to the plans', async () => {
  server.use(
    http.get(apiUrl('billing/checkout/chk_1'), () => HttpResponse.json(checkoutSession({ status: 'expired' }))),
  );
  renderWithProviders(<CheckoutPage />, { route: '/checkout?session=chk_1' });
  expect(await screen.findByText('This checkout has expired.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Choose a plan' })).toHaveAttribute('href', '/checkout');
  expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
});

test('an unverified account is asked to open its mailed link first, offered a new one and, locally, the kept link', async () => {
  signInAs({ email_verified: false, end_date: '2025-06-12' });
  let resent = 0;
  server.use(
    ...plansAndOverview(),
    http.get(apiUrl('user/email/outbox'), () =>
      HttpResponse.json({
        items: [
          {
            to: USER.email,
            subject: 'Confirm your email',
            body: 'Open this link:\nhttp://localhost:3000/verify-email?token=tok_123-abc\n',
            sentAt: '2025-06-13T10:00:00.000Z',
          },
        ],
      }),
    ),
    http.post(apiUrl('user/email/resend'), () => {
      resent += 1;
      return HttpResponse.json({ message: 'A new verification link is on its way.' });
    }),
  );
  const { user } = renderWithProviders(<CheckoutPage />, { route: '/checkout' });
  expect(await screen.findByText('Check your email to start your 7-day free trial')).toBeInTheDocument();
  expect(screen.getByText(USER.email)).toBeInTheDocument();
  expect(screen.queryByText('Jun 12, 2025')).not.toBeInTheDocument();
  expect(await screen.findByRole('link', { name: 'Open the verification link' })).toHaveAttribute(
    'href',
    '/verify-email?token=tok_123-abc',
  );
  await user.click(screen.getByRole('button', { name: 'Send a new link' }));
  expect(await screen.findByText('A new verification link is on its way.')).toBeInTheDocument();
  expect(resent).toBe(1);
});

test('a verified account sees no verification notice', async () => {
  server.use(...plansAndOverview());
  renderWithProviders(<CheckoutPage />, { route: '/checkout' });
  expect(await screen.findByRole('heading', { name: 'Choose your plan' })).toBeInTheDocument();
  expect(screen.queryByText('Check your email to start your 7-day free trial')).not.toBeInTheDocument();
});
