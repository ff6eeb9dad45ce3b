import { setupApiServer, TEST_API_URL } from '@flowdeck/api-client/testing';
import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { DteBucket } from '@flowdeck/api-types';
import { renderWithProviders } from '@flowdeck/dev-harness/testing';
import { NET_FLOW_REFRESH_MS } from './api/get-net-flow';
import { makeNetFlow } from './net-flow-fixtures';
import NetFlowPage from './net-flow-page';
import { marketStatusHandler } from '../../test/market-status-fixtures';

const KNOWN = ['SPY', 'QQQ', 'NVDA'];

const requests: string[] = [];
let asOf = '2026-11-20T15:31:07.000Z';
const server = setupApiServer(
  marketStatusHandler(),
  http.get(`${TEST_API_URL}net-flow`, ({ request }) => {
    const url = new URL(request.url);
    requests.push(url.search);
    const ticker = url.searchParams.get('ticker') ?? 'all';
    if (ticker !== 'all' && !KNOWN.includes(ticker))
      return HttpResponse.json({ error: `Unknown symbol ${ticker}` }, { status: 404 });
    const dte = (url.searchParams.get('dte') ?? 'all') as DteBucket;
    const interval = Number(url.searchParams.get('interval') ?? 1);
    return HttpResponse.json(makeNetFlow(ticker === 'all' ? null : ticker, { dte, interval, asOf }));
  }),
  http.get(`${TEST_API_URL}chart/`, ({ request }) => {
    const text = (new URL(request.url).searchParams.get('searchText') ?? '').toUpperCase();
    const results = KNOWN.filter((t) => t.includes(text)).map((symbol) => ({
      symbol,
      name: `${symbol} Corp`,
      exchange: 'NASDAQ',
      sector: 'Technology',
      marketCap: null,
    }));
    return HttpResponse.json({ results });
  }),
);

afterEach(() => {
  requests.length = 0;
  asOf = '2026-11-20T15:31:07.000Z';
  jest.useRealTimers();
});

const renderPage = (route = '/net-flow') => renderWithProviders(<NetFlowPage />, { route });
const figure = (label: string) =>
  within(screen.getByRole('region', { name: 'Session totals' })).getByText(label).nextElementSibling;
const chartSection = () => screen.getByRole('region', { name: 'Net premium' });

describe('NetFlowPage', () => {
  it('opens on market tide for every expiry with its totals per bucket', async () => {
    renderPage();

    expect(await screen.findByRole('heading', { name: 'Market tide' })).toBeInTheDocument();
    expect(requests).toEqual(['?ticker=all&dte=all&interval=5']);
    expect(screen.getByText('Simulated data')).toBeInTheDocument();
    expect(screen.getByText(/updated 10:31:07 AM ET/)).toBeInTheDocument();
    expect(within(chartSection()).getByText(/Every expiry · 5-minute intervals/)).toBeInTheDocument();
    expect(within(chartSection()).getByText('SPY price (reference)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Market tide' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');

    // Twelve 5-minute points: calls 1, 2, 3 M repeating (24 M) and puts 0.6, 1.2 M alternating (10.8 M).
    expect(figure('Net call premium')).toHaveTextContent('+$24.00M');
    expect(figure('Net put premium')).toHaveTextContent('+$10.80M');
    expect(figure('Calls − puts')).toHaveTextContent('+$13.20M');
    expect(screen.getByText('Bullish: calls bought, puts sold')).toBeInTheDocument();
    expect(figure('SPY')).toHaveTextContent('691.10');

    const table = screen.getByRole('table', { name: 'Totals by expiry bucket' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('rowheader').firstChild?.textContent)).toEqual([
      '0DTE',
      '≤7 DTE',
      '≤30 DTE',
      'All',
    ]);
    expect(rows[0]).toHaveTextContent('+$6.00M');
    expect(rows[3]).toHaveAttribute('aria-current', 'true');
    expect(screen.getByText('Refreshes every 15 s')).toBeInTheDocument();
  });

  it('switches the DTE bucket: a new request, its figures and its row', async () => {
    const { user, url } = renderPage();
    await screen.findByRole('heading', { name: 'Market tide' });

    await user.click(screen.getByRole('button', { name: '≤7 DTE' }));

    expect(await within(chartSection()).findByText(/Expiring within 7 days · 5-minute intervals/)).toBeInTheDocument();
    expect(requests.at(-1)).toBe('?ticker=all&dte=7&interval=5');
    expect(url()).toBe('/net-flow?dte=7');
    expect(figure('Net call premium')).toHaveTextContent('+$12.00M');
    const rows = within(screen.getByRole('table', { name: 'Totals by expiry bucket' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows[1]).toHaveAttribute('aria-current', 'true');
    expect(rows[3]).not.toHaveAttribute('aria-current');

    await user.click(screen.getByRole('button', { name: '0DTE' }));
    expect(await within(chartSection()).findByText(/Expiring today/)).toBeInTheDocument();
    expect(requests.at(-1)).toBe('?ticker=all&dte=0&interval=5');
    expect(url()).toBe('/net-flow?dte=0');
  });

  it('moves between market tide and one ticker', async () => {
    const { user, url } = renderPage('/net-flow?dte=30');
    await screen.findByRole('heading', { name: 'Market tide' });

    await user.type(screen.getByRole('combobox', { name: 'Search symbols' }), 'nvda{Enter}');

    expect(await screen.findByRole('heading', { name: 'NVDA net flow' })).toBeInTheDocument();
    expect(url()).toBe('/net-flow?dte=30&symbol=NVDA');
    expect(requests.at(-1)).toBe('?ticker=NVDA&dte=30&interval=5');
    expect(within(chartSection()).getByText('NVDA price')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'NVDA' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Market tide' }));
    expect(await screen.findByRole('heading', { name: 'Market tide' })).toBeInTheDocument();
    expect(url()).toBe('/net-flow?dte=30');

    // The switch remembers the last ticker.
    await user.click(screen.getByRole('button', { name: 'NVDA' }));
    expect(await screen.findByRole('heading', { name: 'NVDA net flow' })).toBeInTheDocument();
  });

  it('changes the interval', async () => {
    const { user, url } = renderPage('/net-flow?symbol=SPY');
    await screen.findByRole('heading', { name: 'SPY net flow' });
    await user.click(screen.getByRole('button', { name: '1m' }));
    expect(await within(chartSection()).findByText(/1-minute intervals/)).toBeInTheDocument();
    expect(requests.at(-1)).toBe('?ticker=SPY&dte=all&interval=1');
    expect(url()).toBe('/net-flow?symbol=SPY&interval=1');
  });

  it('explains an unknown ticker in the page and goes back to market tide', async () => {
    const { user, url } = renderPage('/net-flow?symbol=ZZZZ');

    expect(await screen.findByRole('heading', { name: 'No net flow for “ZZZZ”' })).toBeInTheDocument();
    expect(screen.getByText(/Unknown symbol ZZZZ\. Search for another ticker/)).toBeInTheDocument();
    expect(screen.queryByText('Simulated data')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show market tide' }));
    expect(await screen.findByRole('heading', { name: 'Market tide' })).toBeInTheDocument();
    expect(url()).toBe('/net-flow');
  });

  it('offers a retry when the API fails', async () => {
    let fail = true;
    server.use(
      http.get(`${TEST_API_URL}net-flow`, () =>
        fail
          ? HttpResponse.json({ error: 'Market data is unavailable' }, { status: 503 })
          : HttpResponse.json(makeNetFlow(null)),
      ),
    );
    const { user } = renderPage();

    expect(
      await screen.findByText('Could not load net flow for Market tide: Market data is unavailable'),
    ).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Market tide' })).toBeInTheDocument();
  });

  it('says when the session has no trades yet', async () => {
    server.use(http.get(`${TEST_API_URL}net-flow`, () => HttpResponse.json(makeNetFlow(null, { count: 0 }))));
    renderPage();
    expect(await screen.findByText(/No trades yet this session/)).toBeInTheDocument();
  });

  it('asks again while open and shows the newer figures', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    renderPage();
    expect(await screen.findByText(/updated 10:31:07 AM ET/)).toBeInTheDocument();
    expect(requests).toHaveLength(1);

    asOf = '2026-11-20T15:31:22.000Z';
    await act(async () => {
      await jest.advanceTimersByTimeAsync(NET_FLOW_REFRESH_MS);
    });

    expect(await screen.findByText(/updated 10:31:22 AM ET/)).toBeInTheDocument();
    expect(requests).toEqual(['?ticker=all&dte=all&interval=5', '?ticker=all&dte=all&interval=5']);
  });

  it('keeps the last lines when a refresh fails, and says how old they are', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Market tide' })).toBeInTheDocument();

    server.use(
      http.get(`${TEST_API_URL}net-flow`, () =>
        HttpResponse.json({ error: 'Market data is unavailable' }, { status: 503 }),
      ),
    );
    await act(async () => {
      await jest.advanceTimersByTimeAsync(NET_FLOW_REFRESH_MS);
    });

    expect(
      await screen.findByText('Could not refresh (Market data is unavailable); showing flow to 10:31:07 AM ET.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Market tide' })).toBeInTheDocument();
    expect(figure('Net call premium')).toHaveTextContent('+$24.00M');
  });
});
