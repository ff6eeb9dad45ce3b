import { setupApiServer, TEST_API_URL } from '@flowdeck/api-client/testing';
import { useAuthStore } from '@flowdeck/host-sdk';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { makeCompanyProfile } from '../../test/market-fixtures';
import { renderWithProviders } from '@flowdeck/dev-harness/testing';
import WatchlistWidget, { WATCHLIST_EMPTY, WATCHLIST_GUEST } from './watchlist-widget';

const LAST: Record<string, number> = { AAPL: 231.4, NVDA: 181.3, TSLA: 402.1 };
const CHANGE: Record<string, number> = { AAPL: 0.5, NVDA: 3.4, TSLA: -2.75 };
let watchlist: string[] = ['AAPL', 'NVDA', 'TSLA'];

const server = setupApiServer(
  http.get(`${TEST_API_URL}user/settings/dashboard-config`, () => HttpResponse.json({ watchlist, widgets: [] })),
  http.get(`${TEST_API_URL}company-profile/:symbol`, ({ params }) => {
    const symbol = String(params.symbol);
    return HttpResponse.json(makeCompanyProfile(symbol, { last: LAST[symbol], changePercent: CHANGE[symbol] }));
  }),
);

beforeEach(() => useAuthStore.getState().setToken('t'));
afterEach(() => {
  useAuthStore.getState().clear();
  watchlist = ['AAPL', 'NVDA', 'TSLA'];
});

function renderWidget(symbol = 'NVDA') {
  const setSetting = jest.fn();
  const rendered = renderWithProviders(<WatchlistWidget settings={{ symbol }} setSetting={setSetting} />);
  return { ...rendered, setSetting };
}

describe('WatchlistWidget', () => {
  it("lists the user's tickers with last price and move, highlighting the linked symbol", async () => {
    renderWidget('NVDA');
    expect(screen.getByRole('status', { name: 'Loading watchlist' })).toBeInTheDocument();

    const table = await screen.findByRole('table', { name: 'Watchlist' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('button', { name: /^[A-Z]+$/ }).textContent)).toEqual([
      'AAPL',
      'NVDA',
      'TSLA',
    ]);
    const nvda = rows[1] as HTMLElement;
    expect(await within(nvda).findByText('181.30')).toBeInTheDocument();
    expect(within(nvda).getByText('+3.40%')).toBeInTheDocument();
    expect(await within(rows[2] as HTMLElement).findByText('-2.75%')).toBeInTheDocument();
    expect(within(nvda).getByRole('button', { name: 'NVDA' })).toHaveAttribute('aria-pressed', 'true');
    expect(nvda).toHaveClass('Mui-selected');
    expect(within(rows[0] as HTMLElement).getByRole('button', { name: 'AAPL' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('sets the symbol (which linked widgets follow) when a row is picked', async () => {
    const { user, setSetting } = renderWidget('NVDA');
    const table = await screen.findByRole('table', { name: 'Watchlist' });

    await user.click(await within(table).findByText('402.10'));
    expect(setSetting).toHaveBeenLastCalledWith('symbol', 'TSLA');
    await user.click(within(table).getByRole('button', { name: 'AAPL' }));
    expect(setSetting).toHaveBeenLastCalledWith('symbol', 'AAPL');
    expect(setSetting).toHaveBeenCalledTimes(2);
  });

  it('says how to fill an empty watchlist', async () => {
    watchlist = [];
    renderWidget();
    expect(await screen.findByText(WATCHLIST_EMPTY)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('asks a guest to sign in, without asking the API', () => {
    useAuthStore.getState().clear();
    renderWidget();
    expect(screen.getByText(WATCHLIST_GUEST)).toBeInTheDocument();
  });

  it('shows a failed read with Retry', async () => {
    server.use(
      http.get(`${TEST_API_URL}user/settings/dashboard-config`, () =>
        HttpResponse.json({ error: 'Settings are unavailable' }, { status: 503 }),
      ),
    );
    const { user } = renderWidget();
    expect(await screen.findByText(/Could not load your watchlist/)).toBeInTheDocument();
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Watchlist' })).toBeInTheDocument();
  });
});
