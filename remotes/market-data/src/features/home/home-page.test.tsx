import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { TEST_API_URL, renderWithProviders } from '../../test/render-with-providers';
import { makeCompanyProfile } from '../../test/market-fixtures';
import { WAITING_HINT } from './components/watchlist-movers';
import HomePage from './home-page';
import { INDEX_SYMBOLS, WATCHLIST_SYMBOLS } from './market-symbols';
import { marketStatusHandler } from '../../test/market-status-fixtures';

const NAMES: Record<string, string> = {
  SPY: 'SPDR S&P 500 ETF Trust',
  QQQ: 'Invesco QQQ Trust',
  IWM: 'iShares Russell 2000 ETF',
  DIA: 'SPDR Dow Jones Industrial Average ETF Trust',
};
const LAST: Record<string, number> = { SPY: 598.12, QQQ: 512.4, IWM: 231.05, DIA: 441.9, NVDA: 181.3, TSLA: 402.1 };
const CHANGE: Record<string, number> = { NVDA: 3.4, TSLA: -2.75 };

const requested: string[] = [];
const sessions: string[] = [];
const server = setupServer(
  marketStatusHandler(),
  http.get(`${TEST_API_URL}company-profile/:symbol`, ({ params, request }) => {
    const symbol = String(params.symbol);
    requested.push(symbol);
    const session = new URL(request.url).searchParams.get('session');
    if (session) sessions.push(`${symbol} ${session}`);
    return HttpResponse.json(
      makeCompanyProfile(symbol, {
        name: NAMES[symbol] ?? `${symbol} Inc.`,
        last: LAST[symbol] ?? 100,
        changePercent: CHANGE[symbol] ?? 0.5,
      }),
    );
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  requested.length = 0;
  sessions.length = 0;
});
afterAll(() => server.close());

describe('HomePage', () => {
  it('shows a card with price, move and sparkline for each index ETF', async () => {
    renderWithProviders(<HomePage />, { route: '/home' });

    expect(screen.getByRole('heading', { name: 'Custom Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Simulated data')).toBeInTheDocument();
    for (const symbol of INDEX_SYMBOLS) {
      const card = await screen.findByRole('article', { name: `${symbol} ${NAMES[symbol]}` });
      expect(within(card).getByText(LAST[symbol]?.toFixed(2) ?? '')).toBeInTheDocument();
      expect(within(card).getByText('+0.50%')).toBeInTheDocument();
      expect(within(card).getByRole('img', { name: `${symbol} last 30 closes` })).toBeInTheDocument();
      expect(within(card).getByRole('link')).toHaveAttribute('href', `/stock-profile?symbol=${symbol}`);
    }
    expect([...requested].sort()).toEqual([...INDEX_SYMBOLS, ...WATCHLIST_SYMBOLS].sort());
  });

  it('shows an earlier session picked in the URL: every card and row asks for that session', async () => {
    renderWithProviders(<HomePage />, { route: '/home?session=2026-11-18' });

    expect(await screen.findByRole('combobox', { name: 'Session' })).toHaveTextContent('Wed, Nov 18');
    await screen.findByRole('article', { name: `SPY ${NAMES['SPY']}` });
    expect([...sessions].sort()).toEqual([...INDEX_SYMBOLS, ...WATCHLIST_SYMBOLS].map((s) => `${s} 2026-11-18`).sort());
  });

  it("colours an index's sparkline by the day's sign, whatever the month's trend", async () => {
    server.use(
      http.get(`${TEST_API_URL}company-profile/:symbol`, ({ params }) => {
        const symbol = String(params.symbol);
        const changePercent = symbol === 'SPY' ? -2.43 : symbol === 'QQQ' ? 0 : 0.5;
        return HttpResponse.json(makeCompanyProfile(symbol, { name: NAMES[symbol] ?? symbol, changePercent }));
      }),
    );
    renderWithProviders(<HomePage />, { route: '/home' });
    const stroke = async (symbol: string) => {
      const card = await screen.findByRole('article', { name: `${symbol} ${NAMES[symbol]}` });
      return within(card)
        .getByRole('img', { name: `${symbol} last 30 closes` })
        .querySelector('[stroke]')
        ?.getAttribute('stroke');
    };
    // The fixture's closes rise over the month: the line still reads red on a -2.43% day.
    expect(await stroke('SPY')).toMatch(/^rgba\(252, 165, 165, /);
    expect(await stroke('IWM')).toMatch(/^rgba\(74, 222, 128, /);
    // A flat day has no colour of its own.
    expect(await stroke('QQQ')).not.toMatch(/^rgba\((252, 165, 165|74, 222, 128), /);
  });

  it('lists the watchlist with movers, and a row opens its stock profile', async () => {
    const { user, location } = renderWithProviders(<HomePage />, { route: '/home' });

    // Before any ticker answers, the summary says it is loading rather than "0 up · 0 down".
    const breadth = screen.getByText('Breadth').parentElement as HTMLElement;
    expect(within(breadth).getByText(WAITING_HINT)).toBeInTheDocument();
    expect(within(breadth).queryByText(/0 up/)).not.toBeInTheDocument();

    const table = screen.getByRole('table', { name: 'Watchlist' });
    const nvda = (await within(table).findByRole('link', { name: 'NVDA' })).closest('tr');
    expect(nvda).not.toBeNull();
    expect(within(nvda as HTMLElement).getByText('181.30')).toBeInTheDocument();
    expect(within(nvda as HTMLElement).getByText('+3.40%')).toBeInTheDocument();
    expect(within(nvda as HTMLElement).getByText('1.20×')).toBeInTheDocument();

    await within(table).findByRole('link', { name: 'GOOGL' });
    const gainer = screen.getByText('Top gainer').parentElement as HTMLElement;
    expect(within(gainer).getByText('NVDA')).toBeInTheDocument();
    const loser = screen.getByText('Top loser').parentElement as HTMLElement;
    expect(within(loser).getByText('TSLA')).toBeInTheDocument();
    expect(within(breadth).getByText(/\d+ up · \d+ down/)).toBeInTheDocument();

    await user.click(within(nvda as HTMLElement).getByText('181.30'));
    expect(location()).toBe('/stock-profile?symbol=NVDA');
  });

  it('keeps the other cards when one ticker fails, and retries it', async () => {
    let fail = true;
    server.use(
      http.get(`${TEST_API_URL}company-profile/QQQ`, () =>
        fail
          ? HttpResponse.json({ error: 'Market data is unavailable' }, { status: 503 })
          : HttpResponse.json(makeCompanyProfile('QQQ', { name: NAMES.QQQ, last: 512.4 })),
      ),
    );
    const { user } = renderWithProviders(<HomePage />, { route: '/home' });

    expect(await screen.findByText('Could not load QQQ.')).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: `SPY ${NAMES.SPY}` })).toBeInTheDocument();

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: `QQQ ${NAMES.QQQ}` })).toBeInTheDocument();
  });
});
