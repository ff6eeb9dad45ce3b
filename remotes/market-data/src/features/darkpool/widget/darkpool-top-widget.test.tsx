import { setupApiServer, TEST_API_URL } from '@flowdeck/api-client/testing';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { makeDarkPoolResponse, makePrint, makeTicker } from '../../../test/dark-pool-fixtures';
import { CLOSED_STATUS, marketStatusHandler } from '../../../test/market-status-fixtures';
import { renderWithProviders } from '@flowdeck/dev-harness/testing';
import DarkpoolTopWidget, { TOP_TICKERS_TABLE_LABEL } from './darkpool-top-widget';

const PRINTS = [makePrint({ price: 100, size: 40_000 }), makePrint({ price: 100, size: 10_000 })];
const RANKING = [makeTicker('SPY', 3_000_000), makeTicker('NVDA', 1_500_000), makeTicker('AAPL', 500_000)];
const requests: string[] = [];

const server = setupApiServer(
  marketStatusHandler(),
  http.get(`${TEST_API_URL}darkpool/:x`, ({ request, params }) => {
    requests.push(`${String(params.x)}${new URL(request.url).search}`);
    return HttpResponse.json(makeDarkPoolResponse(PRINTS, { topTickers: RANKING }));
  }),
);

afterEach(() => {
  requests.length = 0;
});

const renderWidget = () => renderWithProviders(<DarkpoolTopWidget settings={{}} setSetting={jest.fn()} />);

describe('DarkpoolTopWidget', () => {
  it("ranks the session's tickers by dark-pool notional, each linking to its feed", async () => {
    renderWidget();
    expect(screen.getByRole('status', { name: 'Loading dark-pool leaders' })).toBeInTheDocument();

    const table = await screen.findByRole('table', { name: TOP_TICKERS_TABLE_LABEL });
    expect(requests).toEqual(['all?limit=100']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(['SPY$3M60.0%', 'NVDA$1.5M30.0%', 'AAPL$500K10.0%']);
    expect(within(rows[1] as HTMLElement).getByRole('link', { name: 'NVDA' })).toHaveAttribute(
      'href',
      '/darkpool?symbol=NVDA',
    );
    expect(screen.getByText('$5M across 2 prints this session')).toBeInTheDocument();
  });

  it('says when the session has no prints', async () => {
    server.use(
      marketStatusHandler(CLOSED_STATUS),
      http.get(`${TEST_API_URL}darkpool/:x`, () => HttpResponse.json(makeDarkPoolResponse([], { topTickers: [] }))),
    );
    renderWidget();
    expect(await screen.findByText('No dark-pool prints in this session.')).toBeInTheDocument();
  });
});
