import type { NotifyVariant } from '@flowdeck/api-client';
import { setupApiServer } from '@flowdeck/api-client/testing';
import type { SmsAlertSettings, SmsDeliveries } from '@flowdeck/endpoints/sms-alerts';
import type { AlertFilters } from '@flowdeck/endpoints/user-settings';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderWithProviders } from '@flowdeck/dev-harness/testing';
import SmsAlertsPage from './sms-alerts-page';

const API = 'http://api.test/api/';
const SETTINGS: SmsAlertSettings = {
  enabled: true,
  rules: [],
  timeZone: 'America/New_York',
  filterIds: [],
  quietHours: null,
  maxPerDay: 20,
};
const FILTERS = {
  filters: [
    {
      id: 'big-spy',
      name: 'Big SPY calls',
      tickers: ['SPY'],
      callPut: 'calls',
      sides: ['ask'],
      minPremium: 1_000_000,
      minSize: null,
      dteMin: null,
      dteMax: null,
      otmOnly: false,
      sweepsOnly: false,
      volumeOverOi: false,
      sectors: [],
      kinds: [],
      marketCapMin: null,
      marketCapMax: null,
      unusualOnly: false,
    },
  ],
} satisfies AlertFilters;
const DELIVERIES: SmsDeliveries = {
  items: [],
  sentToday: 0,
  maxPerDay: 20,
  stopped: false,
  subscriber: true,
  simulated: true,
};

const posted: SmsAlertSettings[] = [];
const server = setupApiServer(
  http.get(`${API}user/settings/sms-alert-filter`, () => HttpResponse.json(SETTINGS)),
  http.get(`${API}user/settings/alert-filters`, () => HttpResponse.json(FILTERS)),
  http.get(`${API}screens`, () => HttpResponse.json({ items: [] })),
  http.get(`${API}user/phone`, () =>
    HttpResponse.json({ phoneNumber: '+14155552671', verified: true, pending: null, outbox: true, available: true }),
  ),
  http.get(`${API}user/sms-alerts/deliveries`, () => HttpResponse.json(DELIVERIES)),
);
beforeEach(() => {
  posted.length = 0;
});

function renderPage() {
  const notes: Array<[string, NotifyVariant]> = [];
  renderWithProviders(<SmsAlertsPage />, { notify: (message, variant) => notes.push([message, variant]) });
  return { notes, user: userEvent.setup() };
}

/** Opens the Add rule dialog, names the rule and submits it. */
async function addRule(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(await screen.findByRole('button', { name: 'Add rule' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add rule' });
  await user.type(within(dialog).getByLabelText('Rule name'), name);
  await user.click(within(dialog).getByRole('button', { name: 'Add rule' }));
  return dialog;
}

test('a refused rule (spec §8 POST failure) keeps the rule dialog open with the error beside the name', async () => {
  server.use(
    http.post(`${API}user/settings/sms-alert-filter`, async ({ request }) => {
      posted.push((await request.json()) as SmsAlertSettings);
      return HttpResponse.json({ error: { 'rules.0.name': 'Another rule has this name.' } }, { status: 400 });
    }),
  );
  const { notes, user } = renderPage();
  const dialog = await addRule(user, 'Big SPY');

  await waitFor(() =>
    expect(within(dialog).getByLabelText('Rule name')).toHaveAccessibleDescription('Another rule has this name.'),
  );
  expect(posted.map((body) => body.rules.map((rule) => rule.name))).toEqual([['Big SPY']]);
  expect(notes).toEqual([['Another rule has this name.', 'error']]);
  expect(screen.getByRole('dialog', { name: 'Add rule' })).toBeInTheDocument();
  expect(within(dialog).getByLabelText('Rule name')).toHaveValue('Big SPY');
});

test('a rule save failing without an error body shows no fallback message; the dialog stays and the page works', async () => {
  server.use(http.post(`${API}user/settings/sms-alert-filter`, () => new HttpResponse(null, { status: 500 })));
  const { notes, user } = renderPage();
  const dialog = await addRule(user, 'Big SPY');

  await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Add rule' })).toBeEnabled());
  expect(notes).toEqual([]);
  expect(screen.getByRole('dialog', { name: 'Add rule' })).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(screen.getByRole('button', { name: 'Add rule' })).toBeEnabled();
});

test('a saved rule closes the dialog and shows the API message', async () => {
  server.use(
    http.post(`${API}user/settings/sms-alert-filter`, async ({ request }) => {
      const body = (await request.json()) as SmsAlertSettings;
      return HttpResponse.json({ ...body, message: 'SMS alert settings saved' });
    }),
  );
  const { notes, user } = renderPage();
  await addRule(user, 'Big SPY');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(notes).toContainEqual(['SMS alert settings saved', 'success']);
});
