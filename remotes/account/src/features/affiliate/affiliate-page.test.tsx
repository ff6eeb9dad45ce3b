import { setupApiServer, apiUrl } from '@flowdeck/api-client/testing';
import type { AffiliateSummary } from '@flowdeck/api-types';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { signInAs } from '../../test/fixtures';
import { renderWithProviders } from '@flowdeck/dev-harness/testing';
import AffiliatePage from './affiliate-page';

const server = setupApiServer();
jest.setTimeout(20_000);

const SUMMARY: AffiliateSummary = {
  code: 'ann12345',
  link: 'http://localhost:3000/refer?via=ann12345',
  commissionRate: 0.3,
  signups: 2,
  conversions: 1,
  earnedCents: 2_040,
  currency: 'usd',
  referrals: [
    { name: 'j•••n', joinedAt: '2025-06-12T10:00:00.000Z', converted: true, paidCents: 6_800, commissionCents: 2_040 },
    { name: 'b•••o', joinedAt: '2025-06-11T10:00:00.000Z', converted: false, paidCents: 0, commissionCents: 0 },
  ],
};

beforeEach(() => signInAs());

test('shows the code and link, the sign-ups, conversions and commission', async () => {
  server.use(http.get(apiUrl('affiliate'), () => HttpResponse.json(SUMMARY)));
  renderWithProviders(<AffiliatePage />, { route: '/affiliate' });

  expect(await screen.findByRole('heading', { name: 'Affiliate program' })).toBeInTheDocument();
  expect(
    screen.getByText('Earn 30% of every payment from traders you refer, for as long as they subscribe.'),
  ).toBeInTheDocument();
  expect(screen.getByLabelText('Referral code')).toHaveValue('ann12345');
  expect(screen.getByLabelText('Referral link')).toHaveValue('http://localhost:3000/refer?via=ann12345');
  expect(screen.getByText('Sign-ups').nextSibling).toHaveTextContent('2');
  expect(screen.getByText('Paid conversions').nextSibling).toHaveTextContent('1');
  expect(screen.getByText('Conversion rate').nextSibling).toHaveTextContent('50%');
  expect(screen.getByText('Commission earned').nextSibling).toHaveTextContent('$20.40');

  const rows = within(screen.getByRole('table', { name: 'Referred sign-ups' })).getAllByRole('row');
  expect(rows).toHaveLength(3);
  const converted = within(rows[1] as HTMLElement);
  expect(converted.getByText('j•••n')).toBeInTheDocument();
  expect(converted.getByText('Subscribed')).toBeInTheDocument();
  expect(converted.getByText('$68.00')).toBeInTheDocument();
  expect(within(rows[2] as HTMLElement).getByText('Signed up')).toBeInTheDocument();
});

test('copies the referral link to the clipboard', async () => {
  server.use(http.get(apiUrl('affiliate'), () => HttpResponse.json(SUMMARY)));
  const { user } = renderWithProviders(<AffiliatePage />, { route: '/affiliate' });
  // user-event gives the page a clipboard; watch what is written to it.
  const writeText = jest.spyOn(navigator.clipboard, 'writeText');
  await user.click(await screen.findByRole('button', { name: 'Copy referral link' }));
  expect(writeText).toHaveBeenLastCalledWith(SUMMARY.link);
  expect(await screen.findByText('Copied to the clipboard')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Copy referral code' }));
  expect(writeText).toHaveBeenLastCalledWith('ann12345');
});

test('invites sharing the link when nobody has signed up yet', async () => {
  server.use(
    http.get(apiUrl('affiliate'), () =>
      HttpResponse.json({ ...SUMMARY, signups: 0, conversions: 0, earnedCents: 0, referrals: [] }),
    ),
  );
  renderWithProviders(<AffiliatePage />, { route: '/affiliate' });
  expect(await screen.findByText('No sign-ups yet')).toBeInTheDocument();
  expect(screen.getByText('Conversion rate').nextSibling).toHaveTextContent('—');
  expect(screen.queryByRole('table', { name: 'Referred sign-ups' })).not.toBeInTheDocument();
});
