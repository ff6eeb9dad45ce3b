import { setupApiServer, TEST_API_URL } from '@flowdeck/api-client/testing';
import type { FlowResponse, FlowTrade } from '@flowdeck/api-types';
import { renderWithProviders } from '@flowdeck/dev-harness/testing';
import { useAuthStore } from '@flowdeck/host-sdk';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactElement } from 'react';
import type { AlertFilters } from './api/get-alert-filters';
import FlowPage from './flow-page';
import { makeTrade } from './test/flow-trades';
import { FakeMarketSocket } from '../../test/fake-market-socket';
import { marketStatusHandler } from '../../test/market-status-fixtures';

/** A page inside the host's providers, with a socket the test pushes trades through as the server. */
function renderFlowPage(ui: ReactElement, { route = '/flow' } = {}) {
  const socket = new FakeMarketSocket();
  return { ...renderWithProviders(ui, { route, socket: socket.asSocket() }), socket };
}

// Created oldest first: the page shows SPY, QQQ, NVDA (newest first).
const NVDA_SWEEP = makeTrade({
  ticker: 'NVDA',
  kind: 'sweep',
  side: 'above_ask',
  premium: 310_000,
  size: 900,
  tags: ['unusual', 'opening'],
});
const QQQ_PUT = makeTrade({
  ticker: 'QQQ',
  type: 'put',
  side: 'bid',
  sentiment: 'bearish',
  premium: 42_000,
  size: 120,
  optionSymbol: 'QQQ261218P00500000',
  strike: 500,
});
const SPY_CALL = makeTrade({
  ticker: 'SPY',
  type: 'call',
  side: 'ask',
  premium: 1_730_000,
  size: 2_000,
  optionSymbol: 'SPY261218C00700000',
});

interface Seen {
  path: string;
  params: Record<string, string>;
}
const flowRequests: Seen[] = [];
let savedFilters: AlertFilters = { filters: [] };
const posts: Array<{ path: string; body: unknown }> = [];

const page = (items: FlowTrade[], nextCursor: string | null = null): FlowResponse => ({
  source: 'simulated',
  asOf: '2026-11-20T15:30:00Z',
  items,
  nextCursor,
});

/** The API's flow endpoint over a fixed session, applying the filters the page sends. */
function answerFlow(request: Request, x: string) {
  const url = new URL(request.url);
  const params = Object.fromEntries(url.searchParams);
  flowRequests.push({ path: `flow/${x}`, params });
  const all = [NVDA_SWEEP, QQQ_PUT, SPY_CALL];
  const items = all.filter(
    (t) =>
      (x === 'all' || t.ticker === x) &&
      (!params.contract || t.optionSymbol === params.contract) &&
      (!params.type || t.type === params.type) &&
      (!params.side || params.side.split(',').includes(t.side)) &&
      (!params.minPremium || t.premium >= Number(params.minPremium)),
  );
  return HttpResponse.json(page(items));
}

const server = setupApiServer(
  marketStatusHandler(),
  http.get(`${TEST_API_URL}flow/:x`, ({ request, params }) => answerFlow(request, String(params.x))),
  http.get(`${TEST_API_URL}user/settings/alert-filters`, () => HttpResponse.json(savedFilters)),
  http.post(`${TEST_API_URL}user/settings/alert-filters`, async ({ request }) => {
    savedFilters = (await request.json()) as AlertFilters;
    posts.push({ path: 'alert-filters', body: savedFilters });
    return HttpResponse.json({ ...savedFilters, message: 'Alert filters saved' });
  }),
  http.post(`${TEST_API_URL}excel`, async ({ request }) => {
    posts.push({ path: 'excel', body: await request.json() });
    return new HttpResponse(new Uint8Array([0x50, 0x4b, 3, 4]), {
      headers: { 'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
    });
  }),
);

// Rendering the whole page in jsdom is slow on a busy machine.
jest.setTimeout(30_000);

const downloads: Array<{ name: string; blob: Blob }> = [];
let lastBlob: Blob | null = null;

beforeAll(() => {
  // jsdom lays nothing out: give the table's scroll area a size so the virtualiser renders rows.
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 600 });
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 1200 });
  URL.createObjectURL = (blob: Blob) => {
    lastBlob = blob;
    return 'blob:test';
  };
  URL.revokeObjectURL = () => undefined;
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (lastBlob) downloads.push({ name: this.download, blob: lastBlob });
  });
});
afterEach(() => {
  flowRequests.length = 0;
  posts.length = 0;
  downloads.length = 0;
  savedFilters = { filters: [] };
});

const grid = () => screen.getByRole('grid', { name: 'Options flow' });
const rowTickers = () =>
  within(grid())
    .queryAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('gridcell')[1]?.textContent);

describe('FlowPage', () => {
  // A signed-in subscriber; the guest case clears it.
  beforeEach(() => useAuthStore.getState().setToken('t'));
  afterEach(() => useAuthStore.getState().clear());

  it('shows the newest orders of every ticker, labelled as simulated', async () => {
    const { socket } = renderFlowPage(<FlowPage />);
    expect(screen.getByRole('heading', { name: 'Flows', level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(rowTickers()).toEqual(['SPY', 'QQQ', 'NVDA']));
    expect(flowRequests[0]).toEqual({ path: 'flow/all', params: { limit: '500' } });
    expect(socket.subscriptions).toEqual([{ channel: 'flow', ticker: 'all' }]);
    expect(screen.getByText('Simulated data')).toBeInTheDocument();

    const spy = within(grid()).getByRole('row', { name: /SPY 12\/18\/26 700C/ });
    expect(within(spy).getByText('CALL')).toBeInTheDocument();
    expect(within(spy).getByText('$1.73M')).toHaveClass('whale');
    expect(within(spy).getByText('2,000')).toBeInTheDocument();
    const nvda = within(grid()).getByRole('row', { name: /NVDA/ });
    expect(within(nvda).getByText('Sweep')).toBeInTheDocument();
    expect(within(nvda).getByText('Unusual')).toBeInTheDocument();
    expect(within(nvda).getByText('Opening')).toBeInTheDocument();
  });

  it('adds live orders at the top as the socket pushes them', async () => {
    const { socket } = renderFlowPage(<FlowPage />);
    await waitFor(() => expect(rowTickers()).toHaveLength(3));
    socket.push({ flow: [makeTrade({ ticker: 'AMD' }), makeTrade({ ticker: 'TSLA' })] });
    expect(rowTickers()).toEqual(['TSLA', 'AMD', 'SPY', 'QQQ', 'NVDA']);
    expect(screen.getByText('5')).toBeInTheDocument();
  });

  it('applies a preset to the request and to live orders', async () => {
    const { socket, user } = renderFlowPage(<FlowPage />);
    await waitFor(() => expect(rowTickers()).toHaveLength(3));
    await user.click(screen.getByRole('button', { name: 'Ask flow' }));
    await waitFor(() => expect(rowTickers()).toEqual(['SPY', 'NVDA']));
    expect(flowRequests.at(-1)).toEqual({ path: 'flow/all', params: { side: 'above_ask,ask', limit: '500' } });
    expect(screen.getByRole('button', { name: 'Ask flow' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'At bid' })).toHaveAttribute('aria-pressed', 'false');

    socket.push({
      flow: [makeTrade({ ticker: 'AMD', side: 'bid' }), makeTrade({ ticker: 'META', side: 'above_ask' })],
    });
    expect(rowTickers()).toEqual(['META', 'SPY', 'NVDA']);
  });

  it('filters to puts, and to one ticker through the URL and its own room', async () => {
    const { socket, user, url } = renderFlowPage(<FlowPage />);
    await waitFor(() => expect(rowTickers()).toHaveLength(3));
    await user.click(screen.getByRole('button', { name: 'Puts' }));
    await waitFor(() => expect(rowTickers()).toEqual(['QQQ']));
    expect(flowRequests.at(-1)?.params).toEqual({ type: 'put', limit: '500' });

    await user.type(screen.getByRole('combobox', { name: 'Tickers' }), 'spy{Enter}');
    await waitFor(() =>
      expect(flowRequests.at(-1)).toEqual({ path: 'flow/SPY', params: { type: 'put', limit: '500' } }),
    );
    expect(url()).toBe('/flow?symbol=SPY');
    // It left the room of every ticker for SPY's.
    expect(socket.subscriptions).toEqual([{ channel: 'flow', ticker: 'SPY' }]);
  });

  it('reads the ticker from ?symbol=', async () => {
    const { socket } = renderFlowPage(<FlowPage />, { route: '/flow?symbol=nvda' });
    await waitFor(() => expect(rowTickers()).toEqual(['NVDA']));
    expect(flowRequests[0]?.path).toBe('flow/NVDA');
    expect(socket.subscriptions).toEqual([{ channel: 'flow', ticker: 'NVDA' }]);
  });

  it('holds live orders while paused and shows them on resume', async () => {
    const { socket, user } = renderFlowPage(<FlowPage />);
    await waitFor(() => expect(rowTickers()).toHaveLength(3));
    await user.click(screen.getByRole('button', { name: 'Pause' }));
    socket.push({ flow: [makeTrade({ ticker: 'AMD' }), makeTrade({ ticker: 'TSLA' })] });
    expect(rowTickers()).toEqual(['SPY', 'QQQ', 'NVDA']);
    const resume = screen.getByRole('button', { name: 'Resume (2 new)' });
    expect(resume).toHaveAttribute('aria-pressed', 'true');
    await user.click(resume);
    expect(rowTickers()).toEqual(['TSLA', 'AMD', 'SPY', 'QQQ', 'NVDA']);
  });

  it('sorts by premium and size from the column headers', async () => {
    const { user } = renderFlowPage(<FlowPage />);
    await waitFor(() => expect(rowTickers()).toHaveLength(3));
    await user.click(screen.getByRole('button', { name: 'Sort by premium' }));
    expect(rowTickers()).toEqual(['SPY', 'NVDA', 'QQQ']);
    expect(screen.getByRole('columnheader', { name: /Premium/ })).toHaveAttribute('aria-sort', 'descending');
    await user.click(screen.getByRole('button', { name: 'Sort by premium' }));
    expect(rowTickers()).toEqual(['QQQ', 'NVDA', 'SPY']);
    await user.click(screen.getByRole('button', { name: 'Sort by size (contracts)' }));
    expect(rowTickers()).toEqual(['SPY', 'NVDA', 'QQQ']);
  });

  it('hides and shows columns from the column chooser', async () => {
    const { user } = renderFlowPage(<FlowPage />);
    await waitFor(() => expect(rowTickers()).toHaveLength(3));
    expect(screen.queryByRole('columnheader', { name: 'IV' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    await user.click(screen.getByRole('checkbox', { name: 'Implied volatility' }));
    await user.click(screen.getByRole('checkbox', { name: 'Open interest' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Columns' })).not.toBeInTheDocument());
    expect(screen.getByRole('columnheader', { name: 'IV' })).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'OI' })).not.toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem('flowdeck.flow.columns') ?? '[]')).toContain('iv');
    window.localStorage.clear();
  });

  it('opens an order with its contract’s intraday history, from the mouse or the keyboard', async () => {
    const { user } = renderFlowPage(<FlowPage />);
    await waitFor(() => expect(rowTickers()).toHaveLength(3));
    await user.click(within(grid()).getByRole('row', { name: /QQQ/ }));
    const detail = await screen.findByRole('dialog', { name: 'Trade detail' });
    expect(within(detail).getByRole('heading', { name: 'QQQ 12/18/26 500P' })).toBeInTheDocument();
    expect(await within(detail).findByRole('table', { name: 'Intraday history of this contract' })).toBeInTheDocument();
    expect(flowRequests.at(-1)).toEqual({
      path: 'flow/all',
      params: { contract: 'QQQ261218P00500000', limit: '500' },
    });
    await user.click(within(detail).getByRole('button', { name: 'Close trade detail' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Trade detail' })).not.toBeInTheDocument());

    grid().focus();
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(await screen.findByRole('heading', { name: /^NVDA / })).toBeInTheDocument();
  });

  it('saves the current filters under a name and applies a saved filter', async () => {
    savedFilters = { filters: [] };
    const { user } = renderFlowPage(<FlowPage />);
    await waitFor(() => expect(rowTickers()).toHaveLength(3));
    await user.click(screen.getByRole('button', { name: 'Big trades' }));
    await user.click(screen.getByRole('button', { name: 'Saved filters' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Save current filters…' }));
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Whales');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]?.body).toEqual({
      filters: [expect.objectContaining({ name: 'Whales', minPremium: 250_000, callPut: 'both', tickers: [] })],
    });
    expect(await screen.findByText('Alert filters saved')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Save filters' })).not.toBeInTheDocument());
    // The filters in use are the saved ones: the menu button says so.
    expect(screen.getByRole('button', { name: 'Whales' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'All flow' }));
    await waitFor(() => expect(rowTickers()).toHaveLength(3));
    await user.click(screen.getByRole('button', { name: 'Saved filters' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Whales' }));
    await waitFor(() => expect(rowTickers()).toEqual(['SPY', 'NVDA']));
    expect(flowRequests.at(-1)?.params).toEqual({ minPremium: '250000', limit: '500' });
  });

  it('offers no saved filters to a guest (read-only) and asks the API for none', async () => {
    useAuthStore.getState().clear();
    let asked = 0;
    server.use(
      http.get(`${TEST_API_URL}user/settings/alert-filters`, () => {
        asked += 1;
        return HttpResponse.json({ error: 'Read-only' }, { status: 403 });
      }),
    );
    renderFlowPage(<FlowPage />);
    await waitFor(() => expect(rowTickers()).toHaveLength(3));
    expect(screen.queryByRole('button', { name: 'Saved filters' })).not.toBeInTheDocument();
    expect(asked).toBe(0);
  });

  it('downloads the rows shown as CSV and as Excel', async () => {
    const { user } = renderFlowPage(<FlowPage />);
    await waitFor(() => expect(rowTickers()).toHaveLength(3));
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await user.click(screen.getByRole('menuitem', { name: /Download CSV/ }));
    expect(downloads[0]?.name).toMatch(/^flow-all-\d{4}-\d{2}-\d{2}-\d{4}\.csv$/);
    const bytes = new Uint8Array(await downloads[0]!.blob.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // the byte-order mark Excel needs for UTF-8
    const csv = await downloads[0]!.blob.text();
    expect(csv.split('\r\n')[0]).toBe(
      'Time (ET),Ticker,Expiry,Strike,Call or put,Side (fill against the quote),Underlying price,Size (contracts),Price per share,Premium,Contract\'s volume today,Open interest,"Type (sweep, block, split, multi-leg)",Tags',
    );
    expect(csv.split('\r\n').filter(Boolean)).toHaveLength(4);

    await user.click(screen.getByRole('button', { name: 'Export' }));
    await user.click(screen.getByRole('menuitem', { name: /Download Excel/ }));
    await waitFor(() => expect(downloads).toHaveLength(2));
    expect(downloads[1]?.name).toMatch(/^flow-all-.*\.xlsx$/);
    const excel = posts.find((p) => p.path === 'excel')?.body as {
      columns: unknown[];
      rows: Array<Record<string, unknown>>;
    };
    expect(excel.columns).toHaveLength(14);
    expect(excel.rows.map((r) => r.ticker)).toEqual(['SPY', 'QQQ', 'NVDA']);
    expect(excel.rows[0]).toMatchObject({ premium: 1_730_000, size: 2_000, cp: 'Call' });
  });

  it('shows the server’s messages when the Excel export is refused', async () => {
    server.use(
      http.post(`${TEST_API_URL}excel`, () =>
        HttpResponse.json({ error: { 'rows.0.size': 'Send a whole number, or null.' } }, { status: 400 }),
      ),
    );
    const { user } = renderFlowPage(<FlowPage />);
    await waitFor(() => expect(rowTickers()).toHaveLength(3));
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await user.click(screen.getByRole('menuitem', { name: /Download Excel/ }));
    expect(await screen.findByText('Send a whole number, or null.')).toBeInTheDocument();
    expect(downloads).toHaveLength(0);
  });

  it('a failed Excel export without a message shows no fallback message and downloads nothing (spec §8)', async () => {
    let refused = 0;
    server.use(
      http.post(`${TEST_API_URL}excel`, () => {
        refused += 1;
        return new HttpResponse(null, { status: 500 });
      }),
    );
    const { user } = renderFlowPage(<FlowPage />);
    await waitFor(() => expect(rowTickers()).toHaveLength(3));
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await user.click(screen.getByRole('menuitem', { name: /Download Excel/ }));
    // The request was answered, and the export is over: the button is back (it reads "Exporting…" meanwhile).
    await waitFor(() => expect(refused).toBe(1));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Export' })).toBeEnabled());
    expect(screen.queryByText(/export failed/i)).not.toBeInTheDocument();
    expect(downloads).toHaveLength(0);
  });

  it('offers a retry when the flow cannot be loaded', async () => {
    let fail = true;
    server.use(
      http.get(`${TEST_API_URL}flow/:x`, ({ request, params }) =>
        fail
          ? HttpResponse.json({ error: 'Market data is unavailable' }, { status: 503 })
          : answerFlow(request, String(params.x)),
      ),
    );
    const { user } = renderFlowPage(<FlowPage />);
    expect(await screen.findByText('Could not load the flow: Market data is unavailable')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(rowTickers()).toHaveLength(3));
  });
});
