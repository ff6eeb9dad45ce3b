import { setupApiServer, TEST_API_URL } from '@flowdeck/api-client/testing';
import type { FlowSnapshotV2Response } from '@flowdeck/api-types';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderWithProviders } from '@flowdeck/dev-harness/testing';
import { makePrint } from '../../test/dark-pool-fixtures';
import { FakeMarketSocket } from '../../test/fake-market-socket';
import { makeNewsPage } from '../../test/market-fixtures';
import SnapshotPage from './snapshot-page';
import { makeSnapshot, makeTrade } from './testing/snapshot-fixtures';
import { CLOSED_STATUS, marketStatusHandler } from '../../test/market-status-fixtures';

const requested: string[] = [];
let answer: (ticker: string) => Response | FlowSnapshotV2Response;

function defaultAnswer(ticker: string): Response | FlowSnapshotV2Response {
  if (ticker === 'ZZZZ') return HttpResponse.json({ error: 'Unknown symbol ZZZZ' }, { status: 404 });
  return makeSnapshot(ticker);
}

const server = setupApiServer(
  marketStatusHandler(),
  http.get(`${TEST_API_URL}flow/snapshot/v2/:ticker`, ({ params }) => {
    const ticker = String(params.ticker);
    requested.push(ticker);
    const result = answer(ticker);
    return result instanceof Response ? result : HttpResponse.json(result);
  }),
  http.get(`${TEST_API_URL}chart/`, () => HttpResponse.json({ results: [] })),
  http.get(`${TEST_API_URL}news/:x`, ({ params }) =>
    HttpResponse.json(makeNewsPage(String(params.x), [`${String(params.x)} wins a record order`])),
  ),
);

// Whole pages with tables of a hundred rows: slow on a busy machine, though never close to this.
jest.setTimeout(30_000);

beforeEach(() => {
  answer = defaultAnswer;
});
afterEach(() => {
  requested.length = 0;
});

function figure(label: string) {
  return screen.getByRole('group', { name: label });
}

describe('SnapshotPage', () => {
  it("shows one ticker's session at a glance", async () => {
    renderWithProviders(<SnapshotPage />, { route: '/snapshot?symbol=spy' });
    expect(screen.getByRole('heading', { name: 'Snapshot', level: 1 })).toBeInTheDocument();

    const quote = await screen.findByRole('region', { name: 'Quote' });
    expect(requested).toEqual(['SPY']);
    expect(screen.getByText('Simulated data')).toBeInTheDocument();
    expect(within(quote).getByRole('heading', { name: 'SPY' })).toBeInTheDocument();
    expect(within(quote).getByLabelText('Last price')).toHaveTextContent('689.88');
    expect(within(quote).getByLabelText('Change')).toHaveTextContent('-1.38 (-0.20%)');

    expect(within(figure('Call premium')).getByText('$4.59M')).toBeInTheDocument();
    expect(within(figure('Put premium')).getByText('$3.34M')).toBeInTheDocument();
    expect(within(figure('Bullish')).getByText('48.9%')).toBeInTheDocument();
    expect(within(figure('Put/Call')).getByText('0.73')).toBeInTheDocument();
    expect(within(figure('Put/Call')).getByText('Premium · volume 1.50')).toBeInTheDocument();
    expect(within(figure('Net call premium')).getByText('+$125.18K')).toBeInTheDocument();
    expect(within(figure('Dark pool')).getByText('$330.42M')).toBeInTheDocument();
    expect(within(figure('Net GEX')).getByText('-$22.41B')).toBeInTheDocument();

    const gamma = screen.getByRole('list', { name: 'Gamma levels' });
    const levels = within(gamma)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(levels).toEqual(['Call wall695+0.74%', 'Zero gamma692.98+0.44%', 'Spot689.92', 'Put wall689-0.13%']);
    expect(screen.getByText(/spot is below zero gamma/)).toBeInTheDocument();
    // Gamma levels near spot are marked on the dark-pool ladder, which reaches up to the call wall.
    const ladder = screen.getByRole('table', { name: 'SPY dark pool levels' });
    const callWallRow = within(ladder).getByText('Call wall').closest('tr') as HTMLElement;
    expect(within(callWallRow).getByText('695')).toBeInTheDocument();

    const contracts = screen.getByRole('table', { name: 'Top contracts' });
    expect(within(contracts).getByText('Nov 20 686C')).toBeInTheDocument();
    expect(within(contracts).getByRole('img', { name: '81% bullish' })).toBeInTheDocument();

    const trades = screen.getByRole('table', { name: 'Recent trades' });
    expect(within(trades).getAllByRole('row')).toHaveLength(3);
    expect(within(trades).getByText('Nov 20 694P')).toBeInTheDocument();

    expect(within(screen.getByRole('region', { name: "Today's news" })).getByText('-1.80%')).toBeInTheDocument();
    const news = screen.getByRole('region', { name: 'News' });
    expect(await within(news).findByRole('listitem', { name: 'SPY wins a record order' })).toBeInTheDocument();
    expect(within(news).getByRole('link', { name: 'All news for SPY' })).toHaveAttribute('href', '/news?ticker=SPY');
  });

  it('opens AAPL without a ticker, and another ticker from the search', async () => {
    const { user, url } = renderWithProviders(<SnapshotPage />, { route: '/snapshot' });
    await screen.findByRole('region', { name: 'Quote' });
    expect(requested).toEqual(['AAPL']);

    await user.type(screen.getByRole('combobox', { name: 'Search symbols' }), 'msft{Enter}');
    expect(url()).toBe('/snapshot?symbol=MSFT');
    const quote = await screen.findByRole('region', { name: 'Quote' });
    await waitFor(() => expect(within(quote).getByRole('heading', { name: 'MSFT' })).toBeInTheDocument());
  });

  it('shows an unknown ticker in place and offers others', async () => {
    const { user, url } = renderWithProviders(<SnapshotPage />, { route: '/snapshot?symbol=zzzz' });
    const unknown = await screen.findByRole('region', { name: 'Unknown ticker' });
    expect(within(unknown).getByText(/no market data for “ZZZZ”/)).toBeInTheDocument();
    expect(screen.queryByText('Simulated data')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show all tickers' })).not.toBeInTheDocument();

    await user.click(within(unknown).getByRole('button', { name: 'NVDA' }));
    expect(url()).toBe('/snapshot?symbol=NVDA');
    expect(await screen.findByRole('region', { name: 'Quote' })).toBeInTheDocument();
  });

  it('shows a failure with Retry', async () => {
    let fail = true;
    answer = (ticker) => (fail ? HttpResponse.json({ error: 'Down' }, { status: 503 }) : defaultAnswer(ticker));
    const { user } = renderWithProviders(<SnapshotPage />, { route: '/snapshot?symbol=SPY' });
    expect(await screen.findByText(/Could not load the SPY snapshot/)).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Quote' })).toBeInTheDocument();
  });

  it('keeps the figures on screen when a refresh fails, and says how old they are', async () => {
    let fail = false;
    answer = (ticker) => (fail ? HttpResponse.json({ error: 'Down' }, { status: 503 }) : defaultAnswer(ticker));
    const { queryClient } = renderWithProviders(<SnapshotPage />, { route: '/snapshot?symbol=SPY' });
    await screen.findByRole('region', { name: 'Quote' });
    fail = true;
    await act(() => queryClient.refetchQueries());
    expect(await screen.findByText(/Could not refresh: .*Showing figures as of 10:30:00 ET/)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Quote' })).toBeInTheDocument();
    expect(screen.queryByText(/Could not load the SPY snapshot/)).not.toBeInTheDocument();
  });

  it('says "yet" about an empty session only while it trades', async () => {
    const quiet = (ticker: string) =>
      makeSnapshot(ticker, { recentTrades: [], topContracts: [], byStrike: [], byExpiry: [] });
    answer = quiet;
    const open = renderWithProviders(<SnapshotPage />, { route: '/snapshot?symbol=SPY' });
    expect(await screen.findAllByText('No options trades yet this session.')).toHaveLength(4);
    open.unmount();

    server.use(marketStatusHandler(CLOSED_STATUS));
    renderWithProviders(<SnapshotPage />, { route: '/snapshot?symbol=SPY' });
    expect(await screen.findAllByText('No options trades in this session.')).toHaveLength(4);
    expect(screen.queryByText(/yet this session/)).not.toBeInTheDocument();
  });

  it('says so when a ticker has no listed options', async () => {
    answer = (ticker) => makeSnapshot(ticker, { gex: null, source: 'live' });
    renderWithProviders(<SnapshotPage />, { route: '/snapshot?symbol=BRK.A' });
    expect(await screen.findByText('BRK.A has no listed options: no gamma levels.')).toBeInTheDocument();
    expect(within(figure('Net GEX')).getByText('–')).toBeInTheDocument();
    expect(screen.queryByText('Simulated data')).not.toBeInTheDocument();
  });

  it('shows spot to the cent when it is a whole dollar, as the quote does; strikes stay as listed', async () => {
    answer = (ticker) => {
      const snapshot = makeSnapshot(ticker);
      return { ...snapshot, gex: { spot: 690, netGex: -1e9, callWall: 695, putWall: 689, zeroGamma: 692.98 } };
    };
    renderWithProviders(<SnapshotPage />, { route: '/snapshot?symbol=SPY' });
    const gamma = await screen.findByRole('list', { name: 'Gamma levels' });
    const levels = within(gamma)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(levels).toEqual(['Call wall695+0.72%', 'Zero gamma692.98+0.43%', 'Spot690.00', 'Put wall689-0.14%']);
  });

  it('moves with live trades and prints while open', async () => {
    const socket = new FakeMarketSocket();
    renderWithProviders(<SnapshotPage />, { route: '/snapshot?symbol=SPY', socket: socket.asSocket() });
    const trades = await screen.findByRole('table', { name: 'Recent trades' });
    expect(socket.subscriptions).toEqual([
      { channel: 'flow', ticker: 'SPY' },
      { channel: 'darkpool', ticker: 'SPY' },
    ]);
    expect(screen.getByLabelText('Feed status: Live')).toBeInTheDocument();

    socket.push({
      flow: [
        makeTrade({
          secondsAfter: 5,
          type: 'call',
          strike: 700,
          size: 100,
          price: 5,
          spot: 692.5,
          sentiment: 'bullish',
        }),
      ],
    });
    const first = within(trades).getAllByRole('row')[1] as HTMLElement;
    expect(within(first).getByText('Nov 20 700C')).toBeInTheDocument();
    expect(first).toHaveAttribute('data-live', 'true');
    expect(within(figure('Call premium')).getByText('$4.64M')).toBeInTheDocument();
    expect(screen.getByLabelText('Last price')).toHaveTextContent('692.50');
    expect(screen.getByLabelText('Change')).toHaveTextContent('+1.24 (+0.18%)');

    socket.push({ darkpool: [makePrint({ secondsAfter: 6, ticker: 'SPY', price: 690.5, size: 100_000 })] });
    expect(within(figure('Dark pool')).getByText('$399.47M')).toBeInTheDocument();
    expect(within(figure('Dark pool')).getByText(/298 prints/)).toBeInTheDocument();
  });
});
