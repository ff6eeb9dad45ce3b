import { setupApiServer, TEST_API_URL } from '@flowdeck/api-client/testing';
import type { BarInterval } from '@flowdeck/api-types';
import { renderWithProviders } from '@flowdeck/dev-harness/testing';
import { SIMULATED_DATA_LABEL } from '@flowdeck/ui-kit';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { CHART_BARS_QUERY_KEY } from './api/get-chart-bars';
import ChartPage from './chart-page';
import {
  makeBars,
  makeBarsResponse,
  makeDarkPoolResponse,
  makeFlowResponse,
  makePrint,
  makeTrade,
} from './testing/chart-fixtures';
import { FakeMarketSocket } from '../../test/fake-market-socket';
import { marketStatusHandler } from '../../test/market-status-fixtures';

const AS_OF = '2026-11-20T15:30:20.000Z';
/** Twelve 5-minute bars from the 09:30 open: the last (10:25 ET) closes at 101.20. */
const intradayBars = (interval: BarInterval) =>
  interval === '1m'
    ? makeBars('2026-11-20T15:00:00Z', 30, 1)
    : interval === '1h'
      ? makeBars('2026-11-20T14:30:00Z', 1, 60)
      : makeBars('2026-11-20T14:30:00Z', 12, 5);
const dailyBars = makeBars('2026-10-01T00:00:00Z', 30, 24 * 60, 80);

const TRADES = [
  makeTrade('AAPL', '2026-11-20T15:12:00Z', { premium: 250_000, strike: 220, sentiment: 'bullish', kind: 'sweep' }),
  makeTrade('AAPL', '2026-11-20T15:02:00Z', {
    premium: 80_000,
    strike: 200,
    type: 'put',
    sentiment: 'bearish',
    kind: 'block',
  }),
];
const PRINTS = [makePrint('AAPL', '2026-11-20T15:07:00Z', { size: 12_500, price: 100.7, notional: 1_258_750 })];

const requests: string[] = [];
const server = setupApiServer(
  marketStatusHandler(),
  http.get(`${TEST_API_URL}chart/bars/:symbol`, ({ request, params }) => {
    const url = new URL(request.url);
    requests.push(`${url.pathname}${url.search}`);
    const symbol = String(params.symbol);
    const interval = (url.searchParams.get('interval') ?? '5m') as BarInterval;
    if (symbol === 'ZZZZ') return HttpResponse.json({ error: `Unknown symbol ${symbol}` }, { status: 404 });
    const intraday = symbol !== 'XYZ';
    const bars = interval === '1d' ? dailyBars : intraday ? intradayBars(interval) : [];
    return HttpResponse.json(makeBarsResponse(symbol, interval, bars, { asOf: AS_OF, intraday }));
  }),
  http.get(`${TEST_API_URL}flow/:symbol`, ({ request, params }) => {
    const url = new URL(request.url);
    requests.push(`${url.pathname}${url.search}`);
    const minPremium = Number(url.searchParams.get('minPremium') ?? 0);
    const items = params.symbol === 'AAPL' ? TRADES.filter((t) => t.premium >= minPremium) : [];
    return HttpResponse.json(makeFlowResponse(items));
  }),
  http.get(`${TEST_API_URL}darkpool/:symbol`, ({ request, params }) => {
    const url = new URL(request.url);
    requests.push(`${url.pathname}${url.search}`);
    return HttpResponse.json(makeDarkPoolResponse(params.symbol === 'AAPL' ? PRINTS : []));
  }),
  http.get(`${TEST_API_URL}chart/`, ({ request }) => {
    const text = (new URL(request.url).searchParams.get('searchText') ?? '').toUpperCase();
    const known = [
      { symbol: 'AAPL', name: 'Apple Inc.', exchange: 'NASDAQ', sector: 'Technology', marketCap: 3e12 },
      { symbol: 'MSFT', name: 'Microsoft Corporation', exchange: 'NASDAQ', sector: 'Technology', marketCap: 3e12 },
    ];
    return HttpResponse.json({ results: known.filter((r) => r.symbol.startsWith(text)) });
  }),
);

// Page tests type and click through MUI; give them room on a busy CI machine.
jest.setTimeout(20_000);

afterEach(() => {
  requests.length = 0;
});

/** The chart page inside the providers the host gives a remote, with a socket the test plays the server on. */
function renderPage(route = '/chart', socket: FakeMarketSocket | null = null) {
  return renderWithProviders(<ChartPage />, { route, socket: socket?.asSocket() ?? null });
}

const legend = () => screen.getByRole('group', { name: 'Bar values' });
const barRequests = () => requests.filter((r) => r.startsWith('/api/chart/bars/'));
const caption = () => screen.getByRole('figure').querySelector('figcaption')?.textContent ?? '';

describe('ChartPage', () => {
  it('shows 5-minute bars of AAPL with the latest bar in the legend', async () => {
    renderPage();

    expect(await screen.findByRole('heading', { name: 'AAPL' })).toBeInTheDocument();
    await waitFor(() => expect(within(legend()).getByText('101.20')).toBeInTheDocument());
    expect(barRequests()).toEqual(['/api/chart/bars/AAPL?interval=5m&days=2']);
    expect(within(legend()).getByText('Fri, Nov 20, 10:25 AM ET')).toBeInTheDocument();
    expect(within(legend()).getByText('VWAP')).toBeInTheDocument();
    expect(screen.getByLabelText('Last price')).toHaveTextContent('101.20');
    expect(screen.getByText(SIMULATED_DATA_LABEL)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '5m' })).toHaveAttribute('aria-pressed', 'true');
    expect(caption()).toContain('AAPL 5-minute candlestick chart, 12 bars.');
    expect(screen.getByRole('link', { name: 'TradingView Lightweight Charts™' })).toHaveAttribute(
      'href',
      'https://www.tradingview.com/lightweight-charts/',
    );
  });

  it('opens an earlier session from the picker: bars, trades and prints of that session, final, no live feed', async () => {
    const socket = new FakeMarketSocket();
    renderPage('/chart?symbol=AAPL&session=2026-11-18', socket);

    expect(await screen.findByText('Final · Wed, Nov 18 close')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Close')).toHaveTextContent('101.20'));
    expect(barRequests()).toEqual(['/api/chart/bars/AAPL?interval=5m&days=2&session=2026-11-18']);
    await waitFor(() => expect(requests).toContain('/api/flow/AAPL?minPremium=50000&limit=500&session=2026-11-18'));
    expect(requests).toContain('/api/darkpool/AAPL?minNotional=500000&limit=500&session=2026-11-18');
    expect(screen.getByLabelText('Session')).toBeInTheDocument();
    expect(socket.subscriptions).toEqual([]);
  });

  it('marks big options trades and dark-pool prints, and lists them newest first', async () => {
    renderPage('/chart?symbol=AAPL');

    const list = await screen.findByRole('list', { name: 'Big trades' });
    const rows = await within(list).findAllByRole('button');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('$220 C Nov 27 · Sweep'),
      expect.stringContaining('Dark pool · 12.5k sh @ 100.70'),
      expect.stringContaining('$200 P Nov 27 · Block'),
    ]);
    expect(requests).toContain('/api/flow/AAPL?minPremium=50000&limit=500');
    expect(requests).toContain('/api/darkpool/AAPL?minNotional=500000&limit=500');
    expect(screen.getByRole('button', { name: 'Options flow 2' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Dark pool 1' })).toHaveAttribute('aria-pressed', 'true');
    expect(caption()).toContain('2 options trades marked. 1 dark-pool prints marked.');
  });

  it('turns markers and VWAP off and on', async () => {
    const { user } = renderPage('/chart?symbol=AAPL');
    const flowToggle = await screen.findByRole('button', { name: 'Options flow 2' });

    await user.click(flowToggle);
    expect(screen.getByRole('button', { name: 'Options flow' })).toHaveAttribute('aria-pressed', 'false');
    expect(caption()).toContain('Options flow hidden.');
    expect(within(screen.getByRole('list', { name: 'Big trades' })).getAllByRole('button')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'VWAP' }));
    expect(caption()).toContain('VWAP hidden.');

    await user.click(screen.getByRole('button', { name: 'Options flow' }));
    expect(await screen.findByRole('button', { name: 'Options flow 2' })).toHaveAttribute('aria-pressed', 'true');
    expect(caption()).toContain('2 options trades marked.');
  });

  it('asks for bigger trades when the minimum premium is raised', async () => {
    const { user } = renderPage('/chart?symbol=AAPL');
    await screen.findByRole('button', { name: 'Options flow 2' });

    await user.click(screen.getByRole('combobox', { name: 'Min premium' }));
    await user.click(screen.getByRole('option', { name: '$100K' }));

    expect(await screen.findByRole('button', { name: 'Options flow 1' })).toBeInTheDocument();
    expect(requests).toContain('/api/flow/AAPL?minPremium=100000&limit=500');
  });

  it('switches interval from its buttons and keeps it in the URL', async () => {
    const { user, url } = renderPage('/chart?symbol=AAPL');
    await waitFor(() => expect(within(legend()).getByText('101.20')).toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: '1h' }));

    expect(url()).toBe('/chart?symbol=AAPL&interval=1h');
    await waitFor(() => expect(barRequests()).toContain('/api/chart/bars/AAPL?interval=1h&days=5'));
    await waitFor(() => expect(caption()).toContain('AAPL 1-hour candlestick chart, 1 bars.'));
    expect(screen.getByRole('button', { name: '1h' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: '1D' }));
    expect(url()).toBe('/chart?symbol=AAPL&interval=1d');
    await waitFor(() => expect(barRequests()).toContain('/api/chart/bars/AAPL?interval=1d'));
    await waitFor(() => expect(within(legend()).getByText('Oct 30, 2026')).toBeInTheDocument());
    // Session VWAP is an intraday line.
    expect(screen.getByRole('button', { name: 'VWAP' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'VWAP' })).toHaveAttribute('aria-pressed', 'false');
    // …and comes back with intraday bars.
    await user.click(screen.getByRole('button', { name: '5m' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'VWAP' })).toHaveAttribute('aria-pressed', 'true'));
  });

  it('opens the interval in the URL', async () => {
    renderPage('/chart?symbol=AAPL&interval=1m');
    await waitFor(() => expect(caption()).toContain('AAPL 1-minute candlestick chart, 30 bars.'));
    expect(barRequests()).toEqual(['/api/chart/bars/AAPL?interval=1m&days=1']);
    expect(screen.getByRole('button', { name: '1m' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('switches ticker from the search and keeps the interval', async () => {
    const { user, url } = renderPage('/chart?symbol=AAPL&interval=15m');
    await screen.findByRole('heading', { name: 'AAPL' });

    await user.type(screen.getByRole('combobox', { name: 'Search symbols' }), 'msft{Enter}');

    expect(url()).toBe('/chart?symbol=MSFT&interval=15m');
    expect(await screen.findByRole('heading', { name: 'MSFT' })).toBeInTheDocument();
    expect(barRequests()).toContain('/api/chart/bars/MSFT?interval=15m&days=5');
  });

  it('says when a ticker has daily bars only, and shows them', async () => {
    const { user, url } = renderPage('/chart?symbol=XYZ&interval=5m');

    expect(await screen.findByText(/No intraday bars for XYZ/)).toHaveTextContent('Showing daily bars instead.');
    await waitFor(() => expect(barRequests()).toContain('/api/chart/bars/XYZ?interval=1d'));
    await waitFor(() => expect(within(legend()).getByText('Oct 30, 2026')).toBeInTheDocument());
    for (const name of ['1m', '5m', '15m', '1h']) expect(screen.getByRole('button', { name })).toBeDisabled();
    expect(screen.getByRole('button', { name: '1D' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Keep 1D' }));
    expect(url()).toBe('/chart?symbol=XYZ&interval=1d');
    expect(await screen.findByText(/No intraday bars for XYZ/)).toHaveTextContent('Daily bars are shown.');
  });

  it('explains an unknown ticker in place', async () => {
    const { user, url } = renderPage('/chart?symbol=ZZZZ&interval=1h');

    expect(await screen.findByRole('heading', { name: 'Unknown symbol' })).toBeInTheDocument();
    expect(screen.getByText(/No company trades as “ZZZZ”/)).toBeInTheDocument();
    expect(screen.queryByText('Unknown symbol ZZZZ')).not.toBeInTheDocument();
    // No markers are asked for a ticker that does not exist.
    expect(requests).toEqual(['/api/chart/bars/ZZZZ?interval=1h&days=5']);

    await user.click(screen.getByRole('button', { name: 'MSFT' }));
    expect(url()).toBe('/chart?symbol=MSFT&interval=1h');
    expect(await screen.findByRole('heading', { name: 'MSFT' })).toBeInTheDocument();
  });

  it('offers a retry when the bars fail to load', async () => {
    let fail = true;
    server.use(
      http.get(`${TEST_API_URL}chart/bars/:symbol`, () =>
        fail
          ? HttpResponse.json({ error: 'Market data is unavailable' }, { status: 503 })
          : HttpResponse.json(makeBarsResponse('AAPL', '5m', intradayBars('5m'), { asOf: AS_OF })),
      ),
    );
    const { user } = renderPage('/chart?symbol=AAPL');

    expect(await screen.findByText('Could not load the AAPL chart: Market data is unavailable')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(within(legend()).getByText('101.20')).toBeInTheDocument());
  });

  it('shows the workspace with a loading chart until the first bars come, and keeps it when they do', async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      http.get(`${TEST_API_URL}chart/bars/:symbol`, async () => {
        await answered;
        return HttpResponse.json(makeBarsResponse('AAPL', '5m', intradayBars('5m'), { asOf: AS_OF }));
      }),
    );
    renderPage('/chart?symbol=AAPL');

    expect(await screen.findByLabelText('Loading chart')).toBeInTheDocument();
    const fiveMinutes = screen.getByRole('button', { name: '5m' });
    expect(fiveMinutes).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();

    answer();
    await waitFor(() => expect(within(legend()).getByText('101.20')).toBeInTheDocument());
    expect(screen.queryByLabelText('Loading chart')).not.toBeInTheDocument();
    // The same controls, not a new workspace: the loading one stayed mounted.
    expect(screen.getByRole('button', { name: '5m' })).toBe(fiveMinutes);
  });

  it('keeps the chart under a stale notice when a refresh fails, and retries from it', async () => {
    const { user, queryClient } = renderPage('/chart?symbol=AAPL');
    await waitFor(() => expect(within(legend()).getByText('101.20')).toBeInTheDocument());

    let fail = true;
    server.use(
      http.get(`${TEST_API_URL}chart/bars/:symbol`, () =>
        fail
          ? HttpResponse.json({ error: 'Market data is unavailable' }, { status: 503 })
          : HttpResponse.json(makeBarsResponse('AAPL', '5m', intradayBars('5m'), { asOf: AS_OF })),
      ),
    );
    await act(() => queryClient.refetchQueries({ queryKey: CHART_BARS_QUERY_KEY }));

    expect(
      await screen.findByText('Could not refresh: Market data is unavailable. Showing bars as of 10:30:20 ET.'),
    ).toBeInTheDocument();
    expect(within(legend()).getByText('101.20')).toBeInTheDocument();
    expect(screen.queryByText(/Could not load the AAPL chart/)).not.toBeInTheDocument();

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByText(/Could not refresh/)).not.toBeInTheDocument());
    expect(within(legend()).getByText('101.20')).toBeInTheDocument();
  });

  it('does not call live data simulated', async () => {
    server.use(
      http.get(`${TEST_API_URL}chart/bars/:symbol`, () =>
        HttpResponse.json(makeBarsResponse('AAPL', '5m', intradayBars('5m'), { asOf: AS_OF, source: 'live' })),
      ),
    );
    renderPage('/chart?symbol=AAPL');
    await waitFor(() => expect(within(legend()).getByText('101.20')).toBeInTheDocument());
    expect(screen.queryByText(SIMULATED_DATA_LABEL)).not.toBeInTheDocument();
  });

  it('moves the chart with the live feed while open', async () => {
    const socket = new FakeMarketSocket();
    renderPage('/chart?symbol=AAPL', socket);
    await waitFor(() => expect(within(legend()).getByText('101.20')).toBeInTheDocument());
    expect(socket.subscriptions).toEqual([
      { channel: 'flow', ticker: 'AAPL' },
      { channel: 'darkpool', ticker: 'AAPL' },
    ]);
    expect(screen.getByText('Live')).toBeInTheDocument();

    socket.push({
      asOf: '2026-11-20T15:31:10Z',
      flow: [
        makeTrade('AAPL', '2026-11-20T15:31:05Z', { spot: 103.45, premium: 300_000, strike: 230, kind: 'block' }),
        makeTrade('AAPL', '2026-11-20T15:31:07Z', { spot: 103.4, premium: 1_000 }),
      ],
    });

    // A new 10:30 candle, closing at the last traded price.
    await waitFor(() => expect(within(legend()).getByText('Fri, Nov 20, 10:30 AM ET')).toBeInTheDocument());
    expect(legend()).toHaveTextContent(/O103\.45.*H103\.45.*L103\.40.*C103\.40/);
    expect(screen.getByLabelText('Last price')).toHaveTextContent('103.40');
    expect(caption()).toContain('13 bars.');
    // The big one is a new marker and tops the list; the small one only moved the price.
    const rows = within(screen.getByRole('list', { name: 'Big trades' })).getAllByRole('button');
    expect(rows[0]).toHaveTextContent('$230 C Nov 27 · Block');
    expect(rows).toHaveLength(4);
    expect(screen.getByRole('button', { name: 'Options flow 3' })).toBeInTheDocument();
  });
});
