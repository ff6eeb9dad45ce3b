import { setupApiServer, TEST_API_URL } from '@flowdeck/api-client/testing';
import type { DarkPoolResponse } from '@flowdeck/api-types';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderWithProviders } from '@flowdeck/dev-harness/testing';
import DarkpoolPage from './darkpool-page';
import { makeDarkPoolResponse, makeLevels, makePrint, makeTicker } from '../../test/dark-pool-fixtures';
import { FakeMarketSocket } from '../../test/fake-market-socket';
import { marketStatusHandler } from '../../test/market-status-fixtures';

const ALL_PRINTS = [
  makePrint({
    secondsAfter: -2,
    ticker: 'NVDA',
    price: 181.3,
    size: 60_000,
    side: 'above_ask',
    tags: ['block', 'above_ask'],
  }),
  makePrint({
    secondsAfter: -4,
    ticker: 'SPY',
    price: 689.84,
    size: 495,
    executedAt: '2026-11-20T15:10:00.000Z',
    late: true,
    tags: ['late'],
  }),
  makePrint({ secondsAfter: -6, ticker: 'IDXX', price: 703.1046, size: 54, side: 'bid' }),
];
const RANKING = [makeTicker('SPY', 330_418_615, 478_931, 689.9), makeTicker('NVDA', 225_633_646, 886_277, 254.59)];
const SPY_PRINTS = [
  makePrint({ secondsAfter: -1, ticker: 'SPY', price: 690.25, size: 1000 }),
  makePrint({ secondsAfter: -30, ticker: 'SPY', price: 688.4, size: 2000 }),
];
const SPY_BLOCKS = [
  makePrint({ secondsAfter: -100, ticker: 'SPY', price: 689, size: 12_000, tags: ['block'] }),
  makePrint({
    secondsAfter: -200,
    ticker: 'SPY',
    price: 688,
    size: 30_000,
    side: 'below_bid',
    tags: ['block', 'below_bid'],
  }),
];
const SPY_LEVELS = makeLevels([688, 92_261_565], [689, 89_639_675], [690, 110_322_554], [691, 21_105_659]);

interface Request {
  scope: string;
  params: URLSearchParams;
}
const requests: Request[] = [];
let answer: (scope: string, params: URLSearchParams) => Response | DarkPoolResponse;

function defaultAnswer(scope: string, params: URLSearchParams): Response | DarkPoolResponse {
  if (scope === 'all') {
    if (params.get('cursor')) {
      return makeDarkPoolResponse([makePrint({ secondsAfter: -600, ticker: 'AMD', price: 140 })], {
        withSummary: false,
      });
    }
    return makeDarkPoolResponse(ALL_PRINTS, { topTickers: RANKING, nextCursor: ALL_PRINTS[2]!.id });
  }
  if (scope === 'SPY' && params.get('blocksOnly') === 'true') {
    return makeDarkPoolResponse(SPY_BLOCKS, { ticker: 'SPY', levels: SPY_LEVELS });
  }
  if (scope === 'SPY') return makeDarkPoolResponse(SPY_PRINTS, { ticker: 'SPY', levels: SPY_LEVELS });
  if (scope === 'BAD1') {
    return HttpResponse.json({ error: { ticker: 'Enter a ticker symbol such as SPY, or all.' } }, { status: 400 });
  }
  return HttpResponse.json({ error: `Unknown symbol ${scope}` }, { status: 404 });
}

setupApiServer(
  marketStatusHandler(),
  http.get(`${TEST_API_URL}darkpool/:scope`, ({ params, request }) => {
    const scope = String(params.scope);
    const query = new URL(request.url).searchParams;
    requests.push({ scope, params: query });
    const result = answer(scope, query);
    return result instanceof Response ? result : HttpResponse.json(result);
  }),
);

// Whole pages with tables of a hundred rows: slow on a busy machine, though never close to this.
jest.setTimeout(30_000);

beforeEach(() => {
  answer = defaultAnswer;
});
afterEach(() => {
  requests.length = 0;
});

function printsTable() {
  return screen.findByRole('table', { name: 'Dark pool prints' });
}

function figure(label: string) {
  return screen.getByRole('group', { name: label });
}

describe('DarkpoolPage', () => {
  it('shows every ticker by default: the feed with NBBO and tags, totals and the ranking', async () => {
    renderWithProviders(<DarkpoolPage />, { route: '/darkpool' });

    expect(screen.getByRole('heading', { name: 'Darkpool', level: 1 })).toBeInTheDocument();
    const table = await printsTable();
    expect(requests[0]?.scope).toBe('all');
    expect(requests[0]?.params.get('limit')).toBe('100');
    expect(screen.getByText('Simulated data')).toBeInTheDocument();

    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    const nvda = within(rows[0]!);
    expect(nvda.getByRole('link', { name: 'NVDA' })).toHaveAttribute('href', '/darkpool?symbol=NVDA');
    expect(nvda.getByText('10:29:58')).toBeInTheDocument();
    expect(nvda.getByText('$10.88M')).toBeInTheDocument();
    expect(nvda.getByText('181.28 × 181.32')).toBeInTheDocument();
    expect(nvda.getByText('Block')).toBeInTheDocument();
    expect(nvda.getAllByText('Above ask')).toHaveLength(2);
    // A late print says how late it was reported.
    expect(within(rows[1]!).getByText('Late 19m')).toBeInTheDocument();
    // Sub-penny prices keep their extra places.
    expect(within(rows[2]!).getByText('703.1046')).toBeInTheDocument();

    expect(within(figure('Prints')).getByText('3')).toBeInTheDocument();
    expect(within(figure('Top ticker')).getByText('SPY')).toBeInTheDocument();
    const ranking = screen.getByRole('table', { name: 'Tickers by notional' });
    expect(
      within(ranking)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['SPY', 'NVDA']);
    expect(within(ranking).getByText('$330.42M')).toBeInTheDocument();
  });

  it('opens one ticker from the ranking with its price levels, and goes back to all', async () => {
    const { user, url } = renderWithProviders(<DarkpoolPage />, { route: '/darkpool' });
    const ranking = await screen.findByRole('table', { name: 'Tickers by notional' });
    await user.click(within(ranking).getByRole('link', { name: 'SPY' }));

    expect(url()).toBe('/darkpool?symbol=SPY');
    const levels = await screen.findByRole('table', { name: 'SPY price levels' });
    expect(requests.at(-1)?.scope).toBe('SPY');
    const prices = within(levels)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.querySelector('td')?.textContent);
    expect(prices).toEqual(['691', '690', '689', '688']);
    // The biggest levels are flagged; VWAP and the last print are marked on their rows.
    const flagged = within(levels)
      .getAllByRole('row')
      .filter((row) => row.dataset.keyLevel === 'true')
      .map((row) => row.querySelector('td')?.textContent);
    expect(flagged).toEqual(['690', '689', '688']);
    const lastRow = within(levels).getByText('690').closest('tr') as HTMLElement;
    expect(within(lastRow).getByText('Last')).toBeInTheDocument();
    expect(within(levels).getByText('VWAP')).toBeInTheDocument();
    expect(within(figure('DP VWAP')).getByText('689.02')).toBeInTheDocument();
    // The day's largest blocks, biggest first.
    const blocks = await screen.findByRole('table', { name: 'Largest blocks' });
    await waitFor(() => expect(within(blocks).getAllByRole('row')).toHaveLength(3));
    const notionals = within(blocks)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.querySelectorAll('td')[3]?.textContent);
    expect(notionals).toEqual(['$20.64M', '$8.27M']);
    expect(within(blocks).getByText('Below bid')).toBeInTheDocument();
    // One ticker: no ticker column.
    const table = await printsTable();
    expect(within(table).queryByRole('columnheader', { name: 'Ticker' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'All tickers' }));
    expect(url()).toBe('/darkpool');
    expect(await screen.findByRole('table', { name: 'Tickers by notional' })).toBeInTheDocument();
  });

  it('shows an unknown ticker in place and offers others', async () => {
    const { user, url } = renderWithProviders(<DarkpoolPage />, { route: '/darkpool?symbol=zzzz' });
    const unknown = await screen.findByRole('region', { name: 'Unknown ticker' });
    expect(requests[0]?.scope).toBe('ZZZZ');
    expect(within(unknown).getByText(/no market data for “ZZZZ”/)).toBeInTheDocument();
    expect(screen.queryByText('Simulated data')).not.toBeInTheDocument();

    await user.click(within(unknown).getByRole('button', { name: 'SPY' }));
    expect(url()).toBe('/darkpool?symbol=SPY');
    expect(await screen.findByRole('table', { name: 'SPY price levels' })).toBeInTheDocument();
  });

  it('says why a malformed ticker was refused', async () => {
    renderWithProviders(<DarkpoolPage />, { route: '/darkpool?symbol=bad1' });
    const unknown = await screen.findByRole('region', { name: 'Unknown ticker' });
    expect(within(unknown).getByText(/Enter a ticker symbol such as SPY, or all\./)).toBeInTheDocument();
    await screen.findByRole('button', { name: 'Show all tickers' });
  });

  it('shows a failure with Retry, and recovers', async () => {
    let fail = true;
    answer = (scope, params) =>
      fail ? HttpResponse.json({ error: 'Market data is unavailable' }, { status: 503 }) : defaultAnswer(scope, params);
    const { user } = renderWithProviders(<DarkpoolPage />, { route: '/darkpool' });
    expect(await screen.findByText(/Could not load dark pool prints/)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Unknown ticker' })).not.toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await printsTable()).toBeInTheDocument();
  });

  it('keeps the feed on screen when a refresh fails', async () => {
    let fail = false;
    answer = (scope, params) =>
      fail ? HttpResponse.json({ error: 'Down' }, { status: 503 }) : defaultAnswer(scope, params);
    const { queryClient } = renderWithProviders(<DarkpoolPage />, { route: '/darkpool' });
    const table = await printsTable();
    fail = true;
    await act(() => queryClient.refetchQueries());
    expect(await screen.findByText(/Could not refresh: .*Showing figures as of 10:30:00 ET/)).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(4);
  });

  it('sends the filters to the API', async () => {
    const { user } = renderWithProviders(<DarkpoolPage />, { route: '/darkpool' });
    await printsTable();
    await user.click(screen.getByRole('button', { name: 'Blocks only' }));
    await waitFor(() => expect(requests.at(-1)?.params.get('blocksOnly')).toBe('true'));
    await user.click(screen.getByRole('button', { name: '$1M+' }));
    await waitFor(() => expect(requests.at(-1)?.params.get('minNotional')).toBe('1000000'));
    expect(requests.at(-1)?.params.get('blocksOnly')).toBe('true');
  });

  it('loads older prints with the cursor', async () => {
    const { user } = renderWithProviders(<DarkpoolPage />, { route: '/darkpool' });
    const table = await printsTable();
    await user.click(screen.getByRole('button', { name: 'Load older prints' }));
    expect(await within(table).findByRole('link', { name: 'AMD' })).toBeInTheDocument();
    expect(requests.at(-1)?.params.get('cursor')).toBe(ALL_PRINTS[2]!.id);
    expect(screen.queryByRole('button', { name: 'Load older prints' })).not.toBeInTheDocument();
  });

  it('does not claim simulated data for a live source', async () => {
    answer = () => ({ ...makeDarkPoolResponse(ALL_PRINTS, { topTickers: RANKING }), source: 'live' });
    renderWithProviders(<DarkpoolPage />, { route: '/darkpool' });
    await printsTable();
    expect(screen.queryByText('Simulated data')).not.toBeInTheDocument();
  });

  describe('live', () => {
    it('adds prints as they arrive, to the feed, the totals and the ranking', async () => {
      const socket = new FakeMarketSocket();
      renderWithProviders(<DarkpoolPage />, { route: '/darkpool', socket: socket.asSocket() });
      const table = await printsTable();
      expect(socket.subscriptions).toEqual([{ channel: 'darkpool', ticker: 'all' }]);
      expect(screen.getByLabelText('Feed status: Live')).toBeInTheDocument();

      socket.push({ darkpool: [makePrint({ secondsAfter: 3, ticker: 'NVDA', price: 200, size: 1_000_000 })] });

      const rows = within(table).getAllByRole('row').slice(1);
      expect(rows).toHaveLength(4);
      expect(within(rows[0]!).getByText('$200.00M')).toBeInTheDocument();
      expect(rows[0]).toHaveAttribute('data-live', 'true');
      expect(within(figure('Prints')).getByText('4')).toBeInTheDocument();
      // NVDA's $225.63M + $200M now leads SPY's $330.42M.
      const ranking = screen.getByRole('table', { name: 'Tickers by notional' });
      expect(
        within(ranking)
          .getAllByRole('link')
          .map((a) => a.textContent),
      ).toEqual(['NVDA', 'SPY']);
      expect(screen.getByText(/1 arrived live/)).toBeInTheDocument();
    });

    it("keeps live prints to the page's filters and its ticker", async () => {
      const socket = new FakeMarketSocket();
      const { user, url } = renderWithProviders(<DarkpoolPage />, {
        route: '/darkpool?symbol=SPY',
        socket: socket.asSocket(),
      });
      const table = await printsTable();
      expect(socket.subscriptions).toEqual([{ channel: 'darkpool', ticker: 'SPY' }]);
      await user.click(screen.getByRole('button', { name: '$1M+' }));
      await waitFor(() => expect(requests.at(-1)?.params.get('minNotional')).toBe('1000000'));

      socket.push({
        darkpool: [
          makePrint({ secondsAfter: 5, ticker: 'SPY', price: 690, size: 10 }),
          makePrint({ secondsAfter: 6, ticker: 'SPY', price: 690, size: 20_000, tags: ['block'] }),
        ],
      });
      await waitFor(() => expect(within(table).getAllByText('$13.80M')).toHaveLength(1));
      expect(within(table).queryByText('$6.90K')).not.toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'All tickers' }));
      expect(url()).toBe('/darkpool');
      await waitFor(() => expect(socket.subscriptions).toEqual([{ channel: 'darkpool', ticker: 'all' }]));
      const allTable = await screen.findByRole('table', { name: 'Tickers by notional' });
      expect(allTable).toBeInTheDocument();
      // The SPY page's live prints stay with SPY.
      expect(screen.queryByText('$13.80M')).not.toBeInTheDocument();
    });

    it('fetches again when the server left prints out of a busy tick', async () => {
      const socket = new FakeMarketSocket();
      renderWithProviders(<DarkpoolPage />, { route: '/darkpool', socket: socket.asSocket() });
      await printsTable();
      const before = requests.length;
      socket.push({ darkpool: [makePrint({ secondsAfter: 3, ticker: 'SPY' })], dropped: 12 });
      await waitFor(() => expect(requests.length).toBeGreaterThan(before));
    });
  });
});
