import { setupApiServer, apiUrl } from '@flowdeck/api-client/testing';
import { REFERRAL_CODE_KEY } from '@flowdeck/contract';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderWithProviders } from '@flowdeck/dev-harness/testing';
import ReferPage from './refer-page';

const server = setupApiServer();

beforeEach(() => localStorage.clear());

test('a valid via code is remembered for registration and the page names who invited the visitor', async () => {
  server.use(http.get(apiUrl('referral/ann_42'), () => HttpResponse.json({ code: 'ann_42', name: 'Ann L.' })));
  renderWithProviders(<ReferPage />, { route: '/refer?via=ann_42' });
  expect(await screen.findByRole('heading', { name: 'Ann L. invited you to FlowDeck' })).toBeInTheDocument();
  expect(screen.getByText('Invitation code ann_42')).toBeInTheDocument();
  expect(localStorage.getItem(REFERRAL_CODE_KEY)).toBe('ann_42');
  expect(screen.getByRole('link', { name: 'Claim your free trial' })).toHaveAttribute('href', '/login?tab=register');
});

test('an unknown code keeps the generic greeting, without an error notification', async () => {
  server.use(
    http.get(apiUrl('referral/nobody1'), () =>
      HttpResponse.json({ error: 'This invitation code is not valid.' }, { status: 404 }),
    ),
  );
  renderWithProviders(<ReferPage />, { route: '/refer?via=nobody1' });
  expect(await screen.findByText('Invitation code nobody1')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'A trader you know invited you to FlowDeck' })).toBeInTheDocument();
  // Give the failed look-up time to land: still no name and no toast.
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(screen.queryByText('This invitation code is not valid.')).not.toBeInTheDocument();
});

test('a malformed via value is ignored and keeps an earlier code', async () => {
  localStorage.setItem(REFERRAL_CODE_KEY, 'first1');
  server.use(http.get(apiUrl('referral/first1'), () => HttpResponse.json({ code: 'first1', name: 'Bo' })));
  renderWithProviders(<ReferPage />, { route: '/refer?via=%3Cscript%3E' });
  expect(await screen.findByText('Invitation code first1')).toBeInTheDocument();
  expect(localStorage.getItem(REFERRAL_CODE_KEY)).toBe('first1');
  expect(await screen.findByRole('heading', { name: 'Bo invited you to FlowDeck' })).toBeInTheDocument();
});
