import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupApiServer, apiUrl } from '@flowdeck/api-client/testing';
import { renderWithProviders } from '@flowdeck/dev-harness/testing';
import PoliticiansPage from './politicians-page';
import { NVDA_BUY, PELOSI, XOM_LATE_SALE, politicianHandlers, tradesPage } from './testing/politician-fixtures';

const server = setupApiServer();
// A full page of MUI in jsdom is slow to query by role; behaviour, not speed, is under test here.
jest.setTimeout(30_000);

function renderPage(route = '/politicians') {
  return renderWithProviders(<PoliticiansPage />, { route });
}

function lastRequest(requests: URLSearchParams[]): URLSearchParams {
  const last = requests.at(-1);
  if (!last) throw new Error('no trades request was sent');
  return last;
}

/** The page's own error alert (notifications are alerts too). */
async function pageAlert(text: string): Promise<HTMLElement> {
  return waitFor(() => {
    const alert = screen.getAllByRole('alert').find((element) => element.textContent?.includes(text));
    if (!alert) throw new Error(`no alert says "${text}"`);
    return alert;
  });
}

async function tradesTable() {
  const table = await screen.findByRole('table', { name: 'Politician trades' });
  await within(table).findByText('NVDA');
  return table;
}

test('shows the totals, the simulated-data chip and one row per trade from the API', async () => {
  server.use(...politicianHandlers());
  renderPage();

  expect(screen.getByRole('heading', { name: 'Politician Tracker' })).toBeInTheDocument();
  expect(screen.getByText('Simulated data')).toBeInTheDocument();
  expect(await screen.findByText('12,345')).toBeInTheDocument();
  expect(screen.getByText('Nov 20, 2026')).toBeInTheDocument();

  const table = await tradesTable();
  const rows = within(table).getAllByRole('row');
  expect(rows).toHaveLength(3); // header + two trades

  const buy = within(rows[1] as HTMLElement);
  expect(buy.getByRole('button', { name: 'Marion Castellane' })).toBeInTheDocument();
  expect(buy.getByText('D · House · CA-11')).toBeInTheDocument();
  expect(buy.getByText('Buy')).toBeInTheDocument();
  expect(buy.getByText('Spouse')).toBeInTheDocument();
  expect(buy.getByText('$1M – $5M')).toBeInTheDocument();
  expect(buy.getByText('Oct 1, 2026')).toBeInTheDocument();
  expect(buy.getByText('19 days')).toBeInTheDocument();

  const sale = within(rows[2] as HTMLElement);
  expect(sale.getByText('R · Senate · AL')).toBeInTheDocument();
  expect(sale.getByText('Sell')).toBeInTheDocument();
  // Past the STOCK Act's 45 days the delay is flagged.
  expect(sale.getByText('75 days · late')).toBeInTheDocument();
});

test('the first request asks for the newest disclosures, 25 a page', async () => {
  const tradeRequests: URLSearchParams[] = [];
  server.use(...politicianHandlers({ tradeRequests }));
  renderPage();
  await tradesTable();

  const params = lastRequest(tradeRequests);
  expect(Object.fromEntries(params)).toEqual({ sort: 'disclosureDate', order: 'desc', page: '1', pageSize: '25' });
});

test('filters in a shared link are sent to the API', async () => {
  const tradeRequests: URLSearchParams[] = [];
  server.use(...politicianHandlers({ tradeRequests }));
  renderPage('/politicians?party=R&chamber=Senate&lateOnly=true&from=2026-01-01&page=2');
  await tradesTable();

  const params = lastRequest(tradeRequests);
  expect(params.get('party')).toBe('R');
  expect(params.get('chamber')).toBe('Senate');
  expect(params.get('lateOnly')).toBe('true');
  expect(params.get('from')).toBe('2026-01-01');
  expect(params.get('page')).toBe('2');
  expect(screen.getByRole('switch', { name: 'Late filings only' })).toBeChecked();
});

test('choosing a party sends it as a query parameter and puts it in the URL', async () => {
  const tradeRequests: URLSearchParams[] = [];
  server.use(...politicianHandlers({ tradeRequests }));
  const { user, location } = renderPage('/politicians?page=3');
  await tradesTable();

  await user.click(screen.getByRole('combobox', { name: 'Party' }));
  await user.click(await screen.findByRole('option', { name: 'Republican' }));

  await waitFor(() => expect(lastRequest(tradeRequests).get('party')).toBe('R'));
  // A new filter starts again from the first page.
  expect(lastRequest(tradeRequests).get('page')).toBe('1');
  const search = new URLSearchParams(location().search);
  expect(search.get('party')).toBe('R');
  expect(search.get('page')).toBeNull();
});

test('a typed ticker filters once typing pauses', async () => {
  const tradeRequests: URLSearchParams[] = [];
  server.use(...politicianHandlers({ tradeRequests }));
  const { user, location } = renderPage();
  await tradesTable();

  await user.type(screen.getByRole('textbox', { name: 'Ticker' }), 'nvda');

  await waitFor(() => expect(lastRequest(tradeRequests).get('ticker')).toBe('NVDA'));
  expect(new URLSearchParams(location().search).get('ticker')).toBe('NVDA');
  // One request for the whole word, not one per keystroke.
  expect(tradeRequests.filter((p) => p.has('ticker'))).toHaveLength(1);
});

test('picking a politician filters by that politician', async () => {
  const tradeRequests: URLSearchParams[] = [];
  server.use(...politicianHandlers({ tradeRequests }));
  const { user, location } = renderPage();
  await tradesTable();

  await user.type(screen.getByRole('combobox', { name: 'Politician' }), 'Caste');
  await user.click(await screen.findByRole('option', { name: /Marion Castellane/ }));

  await waitFor(() => expect(lastRequest(tradeRequests).get('politician')).toBe(String(PELOSI.id)));
  expect(new URLSearchParams(location().search).get('politician')).toBe(String(PELOSI.id));
});

test('clicking a sortable column header asks the server to sort, and again to reverse', async () => {
  const tradeRequests: URLSearchParams[] = [];
  server.use(...politicianHandlers({ tradeRequests }));
  const { user, location } = renderPage();
  const table = await tradesTable();

  await user.click(within(table).getByRole('button', { name: 'Amount' }));
  await waitFor(() => expect(lastRequest(tradeRequests).get('sort')).toBe('amount'));
  expect(lastRequest(tradeRequests).get('order')).toBe('desc');
  expect(within(table).getByRole('columnheader', { name: /Amount/ })).toHaveAttribute('aria-sort', 'descending');

  await user.click(within(table).getByRole('button', { name: 'Amount' }));
  await waitFor(() => expect(lastRequest(tradeRequests).get('order')).toBe('asc'));

  await user.click(within(table).getByRole('button', { name: 'Ticker' }));
  await waitFor(() => expect(lastRequest(tradeRequests).get('sort')).toBe('ticker'));
  expect(lastRequest(tradeRequests).get('order')).toBe('asc');
  expect(new URLSearchParams(location().search).get('sort')).toBe('ticker');
});

test('the next-page button requests page 2 and the page size can change', async () => {
  const tradeRequests: URLSearchParams[] = [];
  server.use(...politicianHandlers({ tradeRequests, trades: tradesPage([NVDA_BUY, XOM_LATE_SALE], { total: 120 }) }));
  const { user, location } = renderPage();
  await tradesTable();
  expect(screen.getByText('1–25 of 120')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Go to next page' }));
  await waitFor(() => expect(lastRequest(tradeRequests).get('page')).toBe('2'));
  expect(new URLSearchParams(location().search).get('page')).toBe('2');
  expect(await screen.findByText('26–50 of 120')).toBeInTheDocument();

  await user.click(screen.getByRole('combobox', { name: /Rows/ }));
  await user.click(await screen.findByRole('option', { name: '50' }));
  await waitFor(() => expect(lastRequest(tradeRequests).get('pageSize')).toBe('50'));
  expect(lastRequest(tradeRequests).get('page')).toBe('1');
});

test('a 400 with field errors shows one notification per field and marks the fields', async () => {
  server.use(
    http.get(apiUrl('politician/trades'), () =>
      HttpResponse.json(
        { error: { from: 'from must be a date (YYYY-MM-DD)', to: 'to must not be before from' } },
        { status: 400 },
      ),
    ),
    ...politicianHandlers(),
  );
  renderPage('/politicians?from=2026-99-01&to=2020-01-01');

  expect(
    await screen.findByText('from must be a date (YYYY-MM-DD)', { selector: '#notistack-snackbar' }),
  ).toBeInTheDocument();
  expect(screen.getByText('to must not be before from', { selector: '#notistack-snackbar' })).toBeInTheDocument();
  const alert = await pageAlert('Some filters are not valid');
  expect(within(alert).queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  expect(screen.getByLabelText('Traded to')).toHaveAccessibleDescription('to must not be before from');
});

test('a failed load offers a retry that loads the trades', async () => {
  let failures = 1;
  server.use(
    http.get(apiUrl('politician/trades'), () => {
      if (failures-- > 0) return HttpResponse.json({ error: 'Trades are unavailable' }, { status: 503 });
      return HttpResponse.json(tradesPage([NVDA_BUY]));
    }),
    ...politicianHandlers(),
  );
  const { user } = renderPage();

  // The API client shows the server's message; the page offers a retry.
  expect(await screen.findByText('Trades are unavailable', { selector: '#notistack-snackbar' })).toBeInTheDocument();
  const alert = await pageAlert('The trades could not be loaded.');
  await user.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('button', { name: 'Marion Castellane' })).toBeInTheDocument();
});

test('no matching trades shows an empty state whose button clears the filters', async () => {
  const tradeRequests: URLSearchParams[] = [];
  server.use(...politicianHandlers({ tradeRequests, trades: tradesPage([]) }));
  const { user, location } = renderPage('/politicians?ticker=ZZZZ&party=I');

  const table = await screen.findByRole('table', { name: 'Politician trades' });
  expect(await within(table).findByText('No trades match these filters')).toBeInTheDocument();
  await user.click(within(table).getByRole('button', { name: 'Clear filters' }));

  await waitFor(() => expect(lastRequest(tradeRequests).has('ticker')).toBe(false));
  expect(lastRequest(tradeRequests).has('party')).toBe(false);
  expect(location().search).toBe('');
});

test('clicking a politician opens their summary and latest trades', async () => {
  const tradeRequests: URLSearchParams[] = [];
  server.use(...politicianHandlers({ tradeRequests }));
  const { user, location } = renderPage();
  const table = await tradesTable();

  await user.click(within(table).getByRole('button', { name: 'Marion Castellane' }));

  const panel = await screen.findByRole('dialog', { name: 'Marion Castellane' });
  expect(within(panel).getByText('Democrat · House · CA-11')).toBeInTheDocument();
  expect(await within(panel).findByText('42')).toBeInTheDocument();
  expect(within(panel).getByText('30 buys')).toBeInTheDocument();
  expect(within(panel).getByText('12 sells')).toBeInTheDocument();
  expect(within(panel).getByText('$5M – $25M')).toBeInTheDocument();
  expect(within(panel).getByText('Oct 30, 2026')).toBeInTheDocument();
  for (const ticker of PELOSI.topTickers)
    expect(within(panel).getByRole('button', { name: ticker })).toBeInTheDocument();
  const latest = within(panel).getByRole('table', { name: 'Latest trades' });
  expect(within(latest).getAllByRole('row')).toHaveLength(2);
  expect(new URLSearchParams(location().search).get('profile')).toBe(String(PELOSI.id));

  await user.click(within(panel).getByRole('button', { name: 'Show all trades by Marion Castellane' }));
  await waitFor(() => expect(lastRequest(tradeRequests).get('politician')).toBe(String(PELOSI.id)));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(new URLSearchParams(location().search).get('profile')).toBeNull();
});

test('the top traders list ranks by trades and opens a summary', async () => {
  server.use(...politicianHandlers());
  const { user } = renderPage();

  const list = within(await screen.findByRole('region', { name: 'Top traders' })).getByRole('list');
  const cards = await within(list).findAllByRole('button');
  expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual([
    'Dalton Reeve: 120 trades',
    'Marion Castellane: 42 trades',
  ]);

  await user.click(cards[0] as HTMLElement);
  expect(await screen.findByRole('dialog', { name: 'Dalton Reeve' })).toBeInTheDocument();
});
