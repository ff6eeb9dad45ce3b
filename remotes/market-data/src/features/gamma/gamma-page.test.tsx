import { setupApiServer, TEST_API_URL } from '@flowdeck/api-client/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderWithProviders } from '@flowdeck/dev-harness/testing';
import { GAMMA_REFRESH_MS } from './api/get-gamma-exposure';
import GammaPage from './gamma-page';
import { GEX_CONVENTION_TEXT, makeGammaExposure } from './gamma-fixtures';
import { marketStatusHandler } from '../../test/market-status-fixtures';

const TICKERS: Record<string, number> = { SPY: 100, QQQ: 500 };

const requests: string[] = [];
const server = setupApiServer(
  marketStatusHandler(),
  http.get(`${TEST_API_URL}gamma-exposure`, ({ request }) => {
    const url = new URL(request.url);
    requests.push(url.search);
    const ticker = url.searchParams.get('ticker') ?? '';
    const spot = TICKERS[ticker];
    if (spot === undefined) return HttpResponse.json({ error: `Unknown symbol ${ticker}` }, { status: 404 });
    const expiry = url.searchParams.get('expiry');
    if (expiry === '2026-12-19')
      return HttpResponse.json(
        { error: { expiry: `${ticker} has no contracts expiring on 2026-12-19.` } },
        { status: 400 },
      );
    const date = expiry === '0dte' ? '2026-11-20' : expiry;
    return HttpResponse.json(makeGammaExposure(ticker, { spot, expiry: date, scale: date ? 0.25 : 1 }));
  }),
  http.get(`${TEST_API_URL}chart/`, ({ request }) => {
    const text = (new URL(request.url).searchParams.get('searchText') ?? '').toUpperCase();
    const results = Object.keys(TICKERS)
      .filter((t) => t.includes(text))
      .map((symbol) => ({ symbol, name: `${symbol} ETF`, exchange: 'NYSE Arca', sector: 'ETF', marketCap: null }));
    return HttpResponse.json({ results });
  }),
);

afterEach(() => {
  requests.length = 0;
  jest.useRealTimers();
});

const renderPage = (route = '/gamma') => renderWithProviders(<GammaPage />, { route });
const keyLevels = () => screen.getByRole('region', { name: 'Key levels' });
const strikeSection = () => screen.getByRole('region', { name: 'GEX by strike' });

describe('GammaPage', () => {
  it('opens on SPY across every expiry with its levels, totals and the sign convention', async () => {
    renderPage();

    expect(await screen.findByRole('region', { name: 'Key levels' })).toBeInTheDocument();
    expect(requests).toEqual(['?ticker=SPY']);
    const levels = within(keyLevels());
    expect(levels.getByText('Call wall').nextElementSibling).toHaveTextContent('103');
    expect(levels.getByText('Put wall').nextElementSibling).toHaveTextContent('97');
    expect(levels.getByText('Zero gamma').nextElementSibling).toHaveTextContent('100.40');
    expect(levels.getByText('Spot').nextElementSibling).toHaveTextContent('100.00');
    // Spot below zero gamma: dealers are short gamma.
    expect(levels.getByText('Negative gamma')).toBeInTheDocument();
    expect(levels.getByText('Net GEX').nextElementSibling).toHaveTextContent(/^-\$[\d.]+[MB]$/);

    expect(screen.getByText('Simulated data')).toBeInTheDocument();
    expect(screen.getByText(/updated 10:31:07 AM ET/)).toBeInTheDocument();
    expect(within(strikeSection()).getByText(GEX_CONVENTION_TEXT)).toBeInTheDocument();
    expect(
      within(strikeSection()).getByText(/SPY · All expiries · 21 strikes within ±10% of spot/),
    ).toBeInTheDocument();
    const key = within(strikeSection()).getByRole('list', { name: 'Chart key' });
    for (const label of ['Spot 100.00', 'Call wall 103', 'Put wall 97', 'Zero gamma 100.40'])
      expect(within(key).getByText(label)).toBeInTheDocument();

    expect(screen.getByRole('tab', { name: 'All expiries' })).toHaveAttribute('aria-selected', 'true');
    const heatmap = screen.getByRole('table', { name: 'Net GEX by strike and expiry' });
    expect(
      within(heatmap)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Strike', 'Nov 200DTE', 'Nov 233d', 'Nov 277d', 'Dec 1828d']);
    // Highest strike first, within the window (±5 % holds too few one-dollar strikes at 100, so ±10 %).
    const strikes = within(heatmap).getAllByRole('rowheader');
    expect(strikes[0]).toHaveTextContent('110');
    expect(strikes.at(-1)).toHaveTextContent('90');
    expect(screen.getByRole('button', { name: '±10%' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(heatmap).getByRole('row', { current: true })).toHaveTextContent(/^100/);
  });

  it('0DTE asks for today’s expiry only and says so', async () => {
    const { user, url } = renderPage();
    await screen.findByRole('region', { name: 'Key levels' });

    await user.click(screen.getByRole('tab', { name: '0DTE' }));

    expect(await within(strikeSection()).findByText(/SPY · Nov 20, 2026 · 0DTE ·/)).toBeInTheDocument();
    expect(requests).toEqual(['?ticker=SPY', '?ticker=SPY&expiry=0dte']);
    expect(url()).toBe('/gamma?expiry=0dte');
    expect(screen.getByRole('tab', { name: '0DTE' })).toHaveAttribute('aria-selected', 'true');
    const heatmap = screen.getByRole('table', { name: 'Net GEX by strike and expiry' });
    expect(within(heatmap).getAllByRole('columnheader')).toHaveLength(2);

    await user.click(screen.getByRole('tab', { name: 'All expiries' }));
    expect(await within(strikeSection()).findByText(/SPY · All expiries/)).toBeInTheDocument();
    expect(url()).toBe('/gamma');
  });

  it('narrows to one expiry picked from the list', async () => {
    const { user, url } = renderPage('/gamma?symbol=spy');
    await screen.findByRole('region', { name: 'Key levels' });

    await user.click(screen.getByRole('combobox', { name: 'Expiry' }));
    await user.click(screen.getByRole('option', { name: /Dec 18, 2026 · 28 DTE · monthly/ }));

    expect(await within(strikeSection()).findByText(/SPY · Dec 18, 2026 · 28 DTE/)).toBeInTheDocument();
    expect(requests.at(-1)).toBe('?ticker=SPY&expiry=2026-12-18');
    expect(url()).toBe('/gamma?symbol=spy&expiry=2026-12-18');
    // A single date selects neither tab.
    expect(screen.getByRole('tab', { name: 'All expiries' })).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('tab', { name: '0DTE' })).toHaveAttribute('aria-selected', 'false');
  });

  it('switches ticker from the search box and drops a date the new ticker may not list', async () => {
    const { user, url } = renderPage('/gamma?symbol=SPY&expiry=2026-12-18');
    await within(await screen.findByRole('region', { name: 'GEX by strike' })).findByText(/Dec 18, 2026/);

    await user.type(screen.getByRole('combobox', { name: 'Search symbols' }), 'qqq{Enter}');

    // The section is replaced while the new ticker loads: wait for it to come back with QQQ.
    await waitFor(() => expect(within(strikeSection()).getByText(/^QQQ · All expiries/)).toBeInTheDocument());
    expect(url()).toBe('/gamma?symbol=QQQ');
    expect(requests.at(-1)).toBe('?ticker=QQQ');
    expect(within(keyLevels()).getByText('Call wall').nextElementSibling).toHaveTextContent('515');
  });

  it('keeps 0DTE when the ticker changes', async () => {
    const { user, url } = renderPage('/gamma?expiry=0dte');
    await screen.findByRole('region', { name: 'Key levels' });
    await user.type(screen.getByRole('combobox', { name: 'Search symbols' }), 'qqq{Enter}');
    await waitFor(() => expect(within(strikeSection()).getByText(/^QQQ · Nov 20, 2026 · 0DTE/)).toBeInTheDocument());
    expect(url()).toBe('/gamma?expiry=0dte&symbol=QQQ');
  });

  it('explains an unknown ticker in the page and offers others', async () => {
    const { user, url } = renderPage('/gamma?symbol=ZZZZ');

    expect(await screen.findByRole('heading', { name: 'No gamma exposure for “ZZZZ”' })).toBeInTheDocument();
    expect(screen.getByText(/Unknown symbol ZZZZ\. Search for a ticker with listed options/)).toBeInTheDocument();
    expect(screen.queryByText('Simulated data')).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Search symbols' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'QQQ' }));
    expect(url()).toBe('/gamma?symbol=QQQ');
    expect(await screen.findByRole('region', { name: 'Key levels' })).toBeInTheDocument();
  });

  it('says when the ticker lists no such expiry and goes back to all of them', async () => {
    const { user, url } = renderPage('/gamma?expiry=2026-12-19');

    expect(await screen.findByText('SPY has no contracts expiring on 2026-12-19.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show all expiries' }));
    expect(await screen.findByRole('region', { name: 'Key levels' })).toBeInTheDocument();
    expect(url()).toBe('/gamma');
  });

  it('offers a retry when the API fails', async () => {
    let fail = true;
    server.use(
      http.get(`${TEST_API_URL}gamma-exposure`, () =>
        fail
          ? HttpResponse.json({ error: 'Market data is unavailable' }, { status: 503 })
          : HttpResponse.json(makeGammaExposure('SPY')),
      ),
    );
    const { user } = renderPage();

    expect(
      await screen.findByText('Could not load gamma exposure for SPY: Market data is unavailable'),
    ).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Key levels' })).toBeInTheDocument();
  });

  it('shows no simulated label for live data', async () => {
    server.use(
      http.get(`${TEST_API_URL}gamma-exposure`, () =>
        HttpResponse.json({ ...makeGammaExposure('SPY'), source: 'live' }),
      ),
    );
    renderPage();
    await screen.findByRole('region', { name: 'Key levels' });
    expect(screen.queryByText('Simulated data')).not.toBeInTheDocument();
  });

  it('widens the strike window on request', async () => {
    const { user } = renderPage();
    await screen.findByRole('region', { name: 'Key levels' });

    await user.click(screen.getByRole('button', { name: '±15%' }));

    expect(within(strikeSection()).getByText(/30 strikes within ±15% of spot/)).toBeInTheDocument();
    const heatmap = screen.getByRole('table', { name: 'Net GEX by strike and expiry' });
    expect(within(heatmap).getAllByRole('rowheader')).toHaveLength(30);
  });

  it('asks again while open and redraws with the newer figures', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    let spot = 100;
    server.use(
      http.get(`${TEST_API_URL}gamma-exposure`, ({ request }) => {
        requests.push(new URL(request.url).search);
        return HttpResponse.json(
          makeGammaExposure('SPY', {
            spot,
            asOf: spot === 100 ? '2026-11-20T15:31:07.000Z' : '2026-11-20T15:32:04.000Z',
          }),
        );
      }),
    );
    renderPage('/gamma?expiry=0dte');
    await screen.findByRole('region', { name: 'Key levels' });
    expect(within(keyLevels()).getByText('Call wall').nextElementSibling).toHaveTextContent('103');

    spot = 110;
    await act(async () => {
      await jest.advanceTimersByTimeAsync(GAMMA_REFRESH_MS);
    });

    expect(await screen.findByText(/updated 10:32:04 AM ET/)).toBeInTheDocument();
    expect(within(keyLevels()).getByText('Call wall').nextElementSibling).toHaveTextContent('113');
    expect(requests).toEqual(['?ticker=SPY&expiry=0dte', '?ticker=SPY&expiry=0dte']);
  });

  it('keeps the last figures when a refresh fails, and says how old they are', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    renderPage();
    await screen.findByRole('region', { name: 'Key levels' });

    server.use(
      http.get(`${TEST_API_URL}gamma-exposure`, () =>
        HttpResponse.json({ error: 'Market data is unavailable' }, { status: 503 }),
      ),
    );
    await act(async () => {
      await jest.advanceTimersByTimeAsync(GAMMA_REFRESH_MS);
    });

    expect(
      await screen.findByText('Could not refresh (Market data is unavailable); showing figures from 10:31:07 AM ET.'),
    ).toBeInTheDocument();
    expect(within(keyLevels()).getByText('Call wall').nextElementSibling).toHaveTextContent('103');
  });
});
