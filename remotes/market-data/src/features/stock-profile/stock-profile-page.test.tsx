import { setupApiServer, TEST_API_URL } from '@flowdeck/api-client/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { COMPANY_PROFILE_QUERY_KEY } from '../../api/get-company-profile';
import { renderWithProviders } from '@flowdeck/dev-harness/testing';
import { makeCompanyProfile, makeNewsPage } from '../../test/market-fixtures';
import { barsInRange } from './components/chart-data';
import StockProfilePage from './stock-profile-page';

const MSFT = makeCompanyProfile('MSFT', { name: 'Microsoft Corporation', last: 415.2, changePercent: 1.25 });
const AAPL = makeCompanyProfile('AAPL', { name: 'Apple Inc.', last: 228.5, changePercent: -0.8 });
const SPY = makeCompanyProfile('SPY', {
  name: 'SPDR S&P 500 ETF Trust',
  last: 662.1,
  profile: { assetType: 'etf', exchange: 'NYSE Arca', marketCap: 650e9, ceo: null, employees: null, website: null },
});
const PROFILES: Record<string, typeof MSFT> = { MSFT, AAPL, SPY };

const requests: { path: string; authorization: string | null }[] = [];
const server = setupApiServer(
  http.get(`${TEST_API_URL}company-profile/:symbol`, ({ request, params }) => {
    const url = new URL(request.url);
    requests.push({ path: url.pathname, authorization: request.headers.get('Authorization') });
    const body = PROFILES[String(params.symbol)];
    return body
      ? HttpResponse.json(body)
      : HttpResponse.json({ error: `Unknown symbol ${String(params.symbol)}` }, { status: 404 });
  }),
  http.get(`${TEST_API_URL}chart/`, ({ request }) => {
    const text = new URL(request.url).searchParams.get('searchText') ?? '';
    if (!text) return HttpResponse.json({ error: 'searchText is required' }, { status: 400 });
    const results = Object.values(PROFILES)
      .map(({ profile }) => profile)
      .filter((p) => `${p.symbol} ${p.name}`.toLowerCase().includes(text.toLowerCase()))
      .map(({ symbol, name, exchange, sector, marketCap }) => ({ symbol, name, exchange, sector, marketCap }));
    return HttpResponse.json({ results });
  }),
  // The Disclosures panel has its own test (components/disclosures-panel.test.tsx).
  http.get(`${TEST_API_URL}disclosure-timeline/:x`, () => HttpResponse.json({ error: 'none' }, { status: 404 })),
  http.get(`${TEST_API_URL}news/:x`, ({ params }) =>
    HttpResponse.json(makeNewsPage(String(params.x), [`${String(params.x)} wins a record order`])),
  ),
);

afterEach(() => {
  requests.length = 0;
});

function renderPage(route = '/stock-profile?symbol=MSFT') {
  return renderWithProviders(<StockProfilePage />, { route });
}

describe('StockProfilePage', () => {
  it('shows the quote and key stats of the symbol in the URL', async () => {
    renderPage();

    expect(await screen.findByRole('heading', { name: 'MSFT' })).toBeInTheDocument();
    expect(requests).toEqual([{ path: '/api/company-profile/MSFT', authorization: 'Bearer t' }]);
    expect(screen.getByText('Microsoft Corporation')).toBeInTheDocument();
    expect(screen.getByLabelText('Last price')).toHaveTextContent('415.20');
    expect(screen.getByLabelText('Change on the day')).toHaveTextContent('+5.13 (+1.25%)');
    expect(screen.getByText('Simulated data')).toBeInTheDocument();

    const stats = screen.getByRole('region', { name: 'Key statistics' });
    expect(within(stats).getByText('$3.1T')).toBeInTheDocument();
    expect(within(stats).getByText('7.2b')).toBeInTheDocument();
    expect(within(stats).getByText('96.6% of outstanding')).toBeInTheDocument();
    expect(within(stats).getByText('7.4b')).toBeInTheDocument();
    expect(within(stats).getByText('24.6m')).toBeInTheDocument();
    expect(within(stats).getByText(/1\.20× 30-day avg/)).toBeInTheDocument();
    expect(within(stats).getByRole('meter', { name: 'Last price within the 52-week range' })).toHaveAttribute(
      'aria-valuenow',
      '415.2',
    );
    expect(within(stats).getByText('Software—Infrastructure')).toBeInTheDocument();

    const company = screen.getByRole('region', { name: 'Company' });
    expect(within(company).getByText('Satya Nadella')).toBeInTheDocument();
    expect(within(company).getByText('228,000')).toBeInTheDocument();
    expect(within(company).getByRole('link', { name: /microsoft\.com/ })).toHaveAttribute(
      'href',
      'https://www.microsoft.com',
    );

    const news = screen.getByRole('region', { name: 'News' });
    expect(await within(news).findByRole('listitem', { name: 'MSFT wins a record order' })).toBeInTheDocument();
    expect(within(news).getByRole('link', { name: 'All news for MSFT' })).toHaveAttribute('href', '/news?ticker=MSFT');
  });

  it('labels a fund and shows a dash for what it does not have', async () => {
    renderPage('/stock-profile?symbol=spy');

    expect(await screen.findByRole('heading', { name: 'SPY' })).toBeInTheDocument();
    expect(requests[0]?.path).toBe('/api/company-profile/SPY');
    expect(screen.getByText('ETF')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Key statistics' })).getByText('Net assets')).toBeInTheDocument();
    const company = screen.getByRole('region', { name: 'Company' });
    expect(within(company).getByText('CEO').nextElementSibling).toHaveTextContent('–');
    expect(within(company).getByText('Website').nextElementSibling).toHaveTextContent('–');
  });

  it('shows AAPL when the URL names no symbol', async () => {
    renderPage('/stock-profile');
    expect(await screen.findByRole('heading', { name: 'AAPL' })).toBeInTheDocument();
    expect(requests[0]?.path).toBe('/api/company-profile/AAPL');
  });

  it('offers search results and opens the chosen symbol', async () => {
    const { user, url } = renderPage('/stock-profile?symbol=AAPL');
    await screen.findByRole('heading', { name: 'AAPL' });

    await user.type(screen.getByRole('combobox', { name: 'Search symbols' }), 'micro');
    const option = await screen.findByRole('option', { name: /MSFT.*Microsoft Corporation.*NASDAQ/ });
    await user.click(option);

    expect(url()).toBe('/stock-profile?symbol=MSFT');
    expect(await screen.findByRole('heading', { name: 'MSFT' })).toBeInTheDocument();
  });

  it('opens a symbol typed exactly and confirmed with Enter', async () => {
    const { user, url } = renderPage('/stock-profile?symbol=AAPL');
    await screen.findByRole('heading', { name: 'AAPL' });

    await user.type(screen.getByRole('combobox', { name: 'Search symbols' }), 'msft{Enter}');

    expect(url()).toBe('/stock-profile?symbol=MSFT');
    expect(await screen.findByRole('heading', { name: 'MSFT' })).toBeInTheDocument();
  });

  it('explains an unknown symbol and keeps the search usable', async () => {
    const { user, url } = renderPage('/stock-profile?symbol=ZZZZ');

    expect(await screen.findByRole('heading', { name: 'Unknown symbol' })).toBeInTheDocument();
    expect(screen.getByText(/No company trades as “ZZZZ”/)).toBeInTheDocument();
    // Shown in place, not also as an error toast.
    expect(screen.queryByText('Unknown symbol ZZZZ')).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Search symbols' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'MSFT' }));
    expect(url()).toBe('/stock-profile?symbol=MSFT');
    expect(await screen.findByRole('heading', { name: 'MSFT' })).toBeInTheDocument();
  });

  it('offers a retry when the profile fails to load', async () => {
    let fail = true;
    server.use(
      http.get(`${TEST_API_URL}company-profile/:symbol`, () =>
        fail ? HttpResponse.json({ error: 'Market data is unavailable' }, { status: 503 }) : HttpResponse.json(MSFT),
      ),
    );
    const { user } = renderPage();

    expect(await screen.findByText('Could not load MSFT: Market data is unavailable')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'MSFT' })).toBeInTheDocument();
  });

  it('shows the profile skeleton until the profile comes', async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      http.get(`${TEST_API_URL}company-profile/:symbol`, async () => {
        await answered;
        return HttpResponse.json(MSFT);
      }),
    );
    renderPage();

    expect(screen.getByRole('status', { name: 'Loading MSFT' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'MSFT' })).not.toBeInTheDocument();

    answer();
    expect(await screen.findByRole('heading', { name: 'MSFT' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading MSFT' })).not.toBeInTheDocument();
  });

  it('keeps the profile under a stale notice when a refresh fails, and retries from it', async () => {
    const { user, queryClient } = renderPage();
    expect(await screen.findByRole('heading', { name: 'MSFT' })).toBeInTheDocument();

    let fail = true;
    server.use(
      http.get(`${TEST_API_URL}company-profile/:symbol`, () =>
        fail ? HttpResponse.json({ error: 'Market data is unavailable' }, { status: 503 }) : HttpResponse.json(MSFT),
      ),
    );
    await act(() => queryClient.refetchQueries({ queryKey: COMPANY_PROFILE_QUERY_KEY }));

    expect(
      await screen.findByText(
        'Could not refresh: Market data is unavailable. Showing the quote as of Nov 21, 2025, 4:00 PM ET.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'MSFT' })).toBeInTheDocument();
    expect(screen.getByLabelText('Last price')).toHaveTextContent('415.20');
    expect(screen.queryByText(/Could not load MSFT/)).not.toBeInTheDocument();

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByText(/Could not refresh/)).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'MSFT' })).toBeInTheDocument();
  });

  it('narrows the chart to the chosen range', async () => {
    const { user } = renderPage();
    await screen.findByRole('heading', { name: 'MSFT' });
    const sessions = (range: '1M' | '6M') => `${barsInRange(MSFT.bars, range).length} sessions`;

    expect(screen.getByText(new RegExp(sessions('6M')))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '1M' }));
    expect(screen.getByRole('button', { name: '1M' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText(new RegExp(sessions('1M')))).toBeInTheDocument();
  });
});
