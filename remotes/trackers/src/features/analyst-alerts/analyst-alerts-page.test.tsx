import type { AnalystRating, AnalystRatingsPage } from '@flowdeck/api-types';
import { ANALYST_SOCKET_EVENTS } from '@flowdeck/endpoints/analyst-ratings';
import { renderWithProviders } from '@flowdeck/dev-harness/testing';
import { useAuthStore } from '@flowdeck/host-sdk';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupApiServer, apiUrl } from '@flowdeck/api-client/testing';
import { FakeFeedSocket } from '../../test/fake-feed-socket';
import AnalystAlertsPage from './analyst-alerts-page';

const server = setupApiServer();
jest.setTimeout(30_000);

const alert = (over: Partial<AnalystRating>): AnalystRating => ({
  id: 'sim:CPT:wells-fargo:2026-11-20',
  date: '2026-11-20',
  time: '08:32',
  ticker: 'CPT',
  company: 'Camden Property Trust',
  firm: 'Wells Fargo',
  analyst: 'Hana Galloway',
  action: 'upgrade',
  targetAction: 'raise',
  ratingPrior: 'Underweight',
  ratingCurrent: 'Equal-Weight',
  stance: 'hold',
  targetPrior: 116,
  targetCurrent: 131,
  price: 123.2,
  upside: 0.063,
  source: 'Simulated data',
  firmRecord: { successRate: 0.562, averageReturn: 0.033, measured: 226 },
  ...over,
});

class FakeSocket extends FakeFeedSocket<AnalystRating> {
  constructor() {
    super(ANALYST_SOCKET_EVENTS);
  }
}

function renderPage(route: string, socket: FakeSocket) {
  return renderWithProviders(<AnalystAlertsPage />, { route, socket: socket.asSocket() });
}

test('shows the filtered recent alerts, then live ones that pass the filter on top, each with the firm’s record', async () => {
  const asked: URLSearchParams[] = [];
  server.use(
    http.get(apiUrl('analystrating/:x'), ({ request }) => {
      asked.push(new URL(request.url).searchParams);
      const body: AnalystRatingsPage = {
        items: [alert({})],
        total: 1,
        page: 1,
        pageSize: 50,
        asOf: '2026-11-20T15:30:00.000Z',
        simulated: true,
        consensus: null,
        day: { date: '2026-11-20', upgrades: 1, downgrades: 0, initiations: 0 },
      };
      return HttpResponse.json(body);
    }),
  );
  const socket = new FakeSocket();
  renderPage('/?actions=upgrade&minSuccess=50', socket);

  const feed = await screen.findByRole('feed', { name: 'Analyst alerts' });
  expect(within(feed).getByRole('article', { name: 'Wells Fargo Upgrades CPT, Raises target' })).toBeInTheDocument();
  expect(asked[0]?.get('action')).toBe('upgrade');
  expect(asked[0]?.get('minSuccess')).toBe('50');
  expect(await screen.findByText('Live')).toBeInTheDocument();
  expect(socket.subscribed).toBe(1);

  socket.push([
    alert({
      id: 'imp:1',
      ticker: 'NVDA',
      firm: 'Goldman Sachs',
      firmRecord: { successRate: 0.61, averageReturn: 0.02, measured: 90 },
    }),
    alert({ id: 'imp:2', ticker: 'AAPL', firm: 'Goldman Sachs', action: 'downgrade' }),
    alert({
      id: 'imp:3',
      ticker: 'AMD',
      firm: 'HSBC',
      firmRecord: { successRate: 0.4, averageReturn: -0.01, measured: 80 },
    }),
  ]);
  const arrived = await within(feed).findByRole('article', { name: 'Goldman Sachs Upgrades NVDA, Raises target' });
  expect(within(arrived).getByText('New')).toBeInTheDocument();
  expect(within(arrived).getByText('61.0% of 90 calls right over 3 months')).toBeInTheDocument();
  const articles = within(feed).getAllByRole('article');
  expect(articles.map((a) => a.getAttribute('aria-label'))).toEqual([
    'Goldman Sachs Upgrades NVDA, Raises target',
    'Wells Fargo Upgrades CPT, Raises target',
  ]);
});

test('"Watchlist only" asks for the watchlist’s tickers, keeps only their live alerts, and says when it is empty', async () => {
  const asked: URLSearchParams[] = [];
  let watchlist = ['NVDA', 'CPT'];
  server.use(
    http.get(apiUrl('user/settings/dashboard-config'), () => HttpResponse.json({ widgets: [], watchlist })),
    http.get(apiUrl('analystrating/:x'), ({ request }) => {
      asked.push(new URL(request.url).searchParams);
      const body: AnalystRatingsPage = {
        items: [alert({})],
        total: 1,
        page: 1,
        pageSize: 50,
        asOf: '2026-11-20T15:30:00.000Z',
        simulated: true,
        consensus: null,
        day: { date: '2026-11-20', upgrades: 1, downgrades: 0, initiations: 0 },
      };
      return HttpResponse.json(body);
    }),
  );
  const socket = new FakeSocket();
  const { unmount } = renderPage('/?tickers=AAPL', socket);
  await screen.findByRole('feed', { name: 'Analyst alerts' });
  expect(asked[0]?.get('tickers')).toBe('AAPL');

  await userEvent.click(screen.getByRole('switch', { name: 'Watchlist only' }));
  await waitFor(() => expect(asked.at(-1)?.get('tickers')).toBe('NVDA,CPT'));
  const feed = await screen.findByRole('feed', { name: 'Analyst alerts' });
  await screen.findByText('Live');
  socket.push([
    alert({ id: 'imp:1', ticker: 'NVDA', firm: 'Goldman Sachs' }),
    alert({ id: 'imp:2', ticker: 'AAPL', firm: 'Goldman Sachs' }),
  ]);
  expect(
    await within(feed).findByRole('article', { name: 'Goldman Sachs Upgrades NVDA, Raises target' }),
  ).toBeInTheDocument();
  expect(
    within(feed).queryByRole('article', { name: 'Goldman Sachs Upgrades AAPL, Raises target' }),
  ).not.toBeInTheDocument();
  unmount();

  watchlist = [];
  asked.length = 0;
  renderPage('/?watchlist=1', new FakeSocket());
  expect(
    await screen.findByText('Your watchlist is empty: add tickers to it on the Dashboard to see only their alerts.'),
  ).toBeInTheDocument();
  expect(asked).toEqual([]);
});

/** One page of rating actions as the API answers. */
const ratingsPage = (items: AnalystRating[]): AnalystRatingsPage => ({
  items,
  total: items.length,
  page: 1,
  pageSize: 50,
  asOf: '2026-11-20T15:30:00.000Z',
  simulated: true,
  consensus: null,
  day: { date: '2026-11-20', upgrades: items.length, downgrades: 0, initiations: 0 },
});

/** The SMS alert settings API with `rules` stored: what is posted back is kept in `posted`. */
function alertRulesApi(rules: unknown[]) {
  const settings = {
    enabled: true,
    rules,
    timeZone: 'America/New_York',
    filterIds: [],
    quietHours: null,
    maxPerDay: 25,
  };
  const posted: Array<{ rules: unknown[] }> = [];
  server.use(
    http.get(apiUrl('user/settings/sms-alert-filter'), () => HttpResponse.json(settings)),
    http.post(apiUrl('user/settings/sms-alert-filter'), async ({ request }) => {
      const body = (await request.json()) as { rules: unknown[] };
      posted.push(body);
      return HttpResponse.json({ ...body, message: 'SMS alert settings saved' });
    }),
  );
  return posted;
}

test('"Text me these alerts" adds the filter to the SMS rules, keeping the rules already there', async () => {
  const existing = { id: 'analyst-1', name: 'Old', enabled: true, kind: 'economic', minImportance: 'high' };
  server.use(http.get(apiUrl('analystrating/:x'), () => HttpResponse.json(ratingsPage([alert({})]))));
  const posted = alertRulesApi([existing]);
  const user = userEvent.setup();
  renderPage('/?actions=upgrade,downgrade&tickers=NVDA&minUpside=10&minSuccess=55', new FakeSocket());
  await user.click(await screen.findByRole('button', { name: 'Text me these alerts' }));
  expect(screen.queryByRole('button', { name: 'Post to Discord' })).not.toBeInTheDocument();
  expect(await screen.findByText(/Saved as the SMS rule “Analysts: Upgrades, Downgrades on NVDA”/)).toBeVisible();
  expect(screen.getByRole('link', { name: 'manage SMS alerts' })).toHaveAttribute('href', '/sms-alerts');
  expect(posted[0]?.rules).toEqual([
    existing,
    {
      id: 'analyst-2',
      name: 'Analysts: Upgrades, Downgrades on NVDA',
      enabled: true,
      sms: true,
      discord: false,
      kind: 'analyst',
      actions: ['upgrade', 'downgrade'],
      firms: [],
      symbols: ['NVDA'],
      watchlist: false,
      minUpside: 10,
      minSuccess: 55,
    },
  ]);
});

test('with the bot add-on, "Post to Discord" saves the filter as a rule the Discord bot posts', async () => {
  server.use(http.get(apiUrl('analystrating/:x'), () => HttpResponse.json(ratingsPage([]))));
  const posted = alertRulesApi([]);
  const before = useAuthStore.getState();
  useAuthStore.setState({ user: { ...(before.user ?? ({} as never)), bot_sub: true }, token: 'token' });
  try {
    const user = userEvent.setup();
    renderPage('/?actions=initiate', new FakeSocket());
    await user.click(await screen.findByRole('button', { name: 'Post to Discord' }));
    expect(await screen.findByText(/Saved as the alert rule “Analysts: .+”\. Your Discord bot posts/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Discord bot settings' })).toHaveAttribute('href', '/discordbot');
    expect(posted[0]?.rules).toEqual([
      expect.objectContaining({ id: 'analyst-1', kind: 'analyst', actions: ['initiate'], sms: false, discord: true }),
    ]);
  } finally {
    useAuthStore.setState(before, true);
  }
});
