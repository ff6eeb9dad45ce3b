import { setupApiServer, TEST_API_URL } from '@flowdeck/api-client/testing';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderWithProviders } from '@flowdeck/dev-harness/testing';
import { makeNetFlow } from '../net-flow-fixtures';
import MarketTideWidget, { NO_TIDE_YET } from './market-tide-widget';

const requests: string[] = [];
const server = setupApiServer(
  http.get(`${TEST_API_URL}net-flow`, ({ request }) => {
    requests.push(new URL(request.url).search);
    return HttpResponse.json(makeNetFlow(null));
  }),
);

afterEach(() => {
  requests.length = 0;
});

const renderWidget = () => renderWithProviders(<MarketTideWidget settings={{}} setSetting={jest.fn()} />);
const figure = (label: string) => screen.getByText(label).nextElementSibling;

describe('MarketTideWidget', () => {
  it("shows the market's net call and put premium since the open, the tide and its chart", async () => {
    renderWidget();
    expect(screen.getByRole('status', { name: 'Loading market tide' })).toBeInTheDocument();

    // Twelve 5-minute points: calls 1, 2, 3 M repeating (24 M) and puts 0.6, 1.2 M alternating (10.8 M).
    expect(await screen.findByText('Net calls')).toBeInTheDocument();
    expect(requests).toEqual(['?ticker=all&dte=all&interval=5']);
    expect(figure('Net calls')).toHaveTextContent('+$24.00M');
    expect(figure('Net puts')).toHaveTextContent('+$10.80M');
    expect(figure('Calls − puts')).toHaveTextContent('+$13.20M');
    expect(screen.getByText(/Leaning bullish · session 2026-11-20 · to 10:31:07 AM ET/)).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: 'Net call and net put premium since the open, to 10:25 AM ET' }),
    ).toBeInTheDocument();
  });

  it('says when the lines start before the first trade', async () => {
    server.use(http.get(`${TEST_API_URL}net-flow`, () => HttpResponse.json(makeNetFlow(null, { count: 0 }))));
    renderWidget();
    expect(await screen.findByText(NO_TIDE_YET)).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('shows a failed load with Retry', async () => {
    server.use(
      http.get(`${TEST_API_URL}net-flow`, () =>
        HttpResponse.json({ error: 'Net flow is unavailable' }, { status: 503 }),
      ),
    );
    const { user } = renderWidget();
    expect(await screen.findByText(/Could not load market tide/)).toBeInTheDocument();
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Net calls')).toBeInTheDocument();
  });
});
