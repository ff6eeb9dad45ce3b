import { setupApiServer } from '@flowdeck/api-client/testing';
import type { JournalSettings, JournalStats, JournalView } from '@flowdeck/endpoints/journal';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderWithProviders } from '@flowdeck/dev-harness/testing';
import TradeJournalPage from './trade-journal-page';

const API = 'http://api.test/api/';

const NO_STATS: JournalStats = {
  trades: 0,
  wins: 0,
  losses: 0,
  scratches: 0,
  winRate: 0,
  gross: 0,
  fees: 0,
  net: 0,
  profitFactor: null,
  expectancy: 0,
  averageWin: 0,
  averageLoss: 0,
  largestWin: 0,
  largestLoss: 0,
  averageR: null,
  maxDrawdown: 0,
  averageHoldingSeconds: 0,
  equityCurve: [],
  calendar: [],
  by: { tag: [], setup: [], mistake: [], symbol: [], weekday: [], hour: [], holding: [] },
};

let settings: JournalSettings;
const saved: unknown[] = [];
setupApiServer(
  http.get(`${API}journal/trades`, () =>
    HttpResponse.json<JournalView>({ ...settings, accounts: [], trades: [], stats: NO_STATS }),
  ),
  http.post(`${API}journal/settings`, async ({ request }) => {
    const body = (await request.json()) as Partial<JournalSettings>;
    saved.push(body);
    settings = { ...settings, ...body };
    return HttpResponse.json(settings);
  }),
);
beforeEach(() => {
  saved.length = 0;
  settings = { costMethod: 'lifo', timeZone: 'America/New_York' };
});

test("the time zone picker shows the journal's zone and saves another one alone", async () => {
  const user = userEvent.setup();
  renderWithProviders(<TradeJournalPage />);
  // By label: role queries over the browser's ~400 zones are slow in jsdom.
  const picker = screen.getByLabelText<HTMLSelectElement>('Time zone');
  await waitFor(() => expect(picker).toBeEnabled());
  expect(picker).toHaveValue('America/New_York');
  expect([...picker.options].map((o) => o.value)).toContain('Asia/Tokyo');

  await user.selectOptions(picker, 'Asia/Tokyo');
  await waitFor(() => expect(saved).toEqual([{ timeZone: 'Asia/Tokyo' }]));
  // The journal is read again, now in the chosen zone.
  await waitFor(() => expect(screen.getByLabelText('Time zone')).toHaveValue('Asia/Tokyo'));
  expect(screen.getByLabelText('Partial exits')).toHaveTextContent('LIFO');
}, 20_000);
