import { setupApiServer, TEST_API_URL } from '@flowdeck/api-client/testing';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { makeCompanyProfile } from '../../test/market-fixtures';
import { renderWithProviders } from '@flowdeck/dev-harness/testing';
import MarketOverviewWidget from './market-overview-widget';

const LAST: Record<string, number> = { SPY: 598.12, QQQ: 512.4, IWM: 231.05, DIA: 441.9 };
const CHANGE: Record<string, number> = { SPY: 0.42, QQQ: -1.1, IWM: 0, DIA: 0.05 };

const server = setupApiServer(
  http.get(`${TEST_API_URL}company-profile/:symbol`, ({ params }) => {
    const symbol = String(params.symbol);
    return HttpResponse.json(
      makeCompanyProfile(symbol, { name: `${symbol} ETF`, last: LAST[symbol], changePercent: CHANGE[symbol] }),
    );
  }),
);

const renderWidget = () =>
  renderWithProviders(<MarketOverviewWidget settings={{}} setSetting={jest.fn()} />, { route: '/home' });

describe('MarketOverviewWidget', () => {
  it('shows a card per index ETF with its price, move and closes, each opening its profile', async () => {
    renderWidget();
    const widget = screen.getByRole('region', { name: 'Market overview' });
    // Each card loads on its own.
    expect(within(widget).getByRole('status', { name: 'Loading SPY' })).toBeInTheDocument();

    const spy = await within(widget).findByRole('article', { name: 'SPY SPY ETF' });
    expect(within(spy).getByText('598.12')).toBeInTheDocument();
    expect(within(spy).getByText('+0.42%')).toBeInTheDocument();
    expect(within(spy).getByRole('img', { name: 'SPY last 30 closes' })).toBeInTheDocument();
    expect(within(spy).getByRole('link')).toHaveAttribute('href', '/stock-profile?symbol=SPY');
    const qqq = await within(widget).findByRole('article', { name: 'QQQ QQQ ETF' });
    expect(within(qqq).getByText('-1.10%')).toBeInTheDocument();
    expect(await within(widget).findAllByRole('article')).toHaveLength(4);
  });

  it('says which ticker has no quote, and which failed, with Retry', async () => {
    server.use(
      http.get(`${TEST_API_URL}company-profile/IWM`, () =>
        HttpResponse.json({ ...makeCompanyProfile('IWM', { name: 'IWM ETF' }), quote: null, bars: [] }),
      ),
      http.get(`${TEST_API_URL}company-profile/QQQ`, () =>
        HttpResponse.json({ error: 'Market data is unavailable' }, { status: 503 }),
      ),
    );
    const { user } = renderWidget();

    const iwm = await screen.findByRole('article', { name: 'IWM IWM ETF' });
    expect(within(iwm).getAllByText('–')).toHaveLength(2);
    expect(within(iwm).queryByRole('img')).not.toBeInTheDocument();
    expect(await screen.findByText('Could not load QQQ.')).toBeInTheDocument();

    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'QQQ QQQ ETF' })).toBeInTheDocument();
  });
});
