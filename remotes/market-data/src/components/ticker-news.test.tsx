import type { NewsItem, NewsPage } from '@flowdeck/api-types';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { TICKER_NEWS_LIMIT } from '../api/get-ticker-news';
import { TEST_API_URL, renderWithProviders } from '../test/render-with-providers';
import { TickerNews } from './ticker-news';

const item = (over: Partial<NewsItem>): NewsItem => ({
  id: 'sim:NVDA:1',
  publishedAt: '2026-11-20T19:05:00.000Z',
  title: 'Nvidia quarterly results top estimates on record data-center demand',
  summary: null,
  link: null,
  source: 'Simulated data',
  tickers: ['NVDA'],
  sentiment: 'positive',
  score: 0.8,
  major: true,
  simulated: true,
  movePercent: 4.2,
  ...over,
});

const page = (items: NewsItem[]): NewsPage => ({
  items,
  nextCursor: null,
  asOf: '2026-11-20T20:00:00.000Z',
  simulated: true,
  sources: [...new Set(items.map((i) => i.source))],
});

const requests: string[] = [];
let reply: () => Response = () => HttpResponse.json(page([]));
const server = setupServer(
  http.get(`${TEST_API_URL}news/:x`, ({ request }) => {
    const url = new URL(request.url);
    requests.push(`${url.pathname}${url.search}`);
    return reply();
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  requests.length = 0;
  reply = () => HttpResponse.json(page([]));
});
afterAll(() => server.close());

describe('TickerNews', () => {
  it("asks for the ticker's latest headlines and shows each with sentiment, major mark, time and source", async () => {
    reply = () =>
      HttpResponse.json(
        page([
          item({}),
          item({
            id: 'feed:2',
            publishedAt: '2026-11-20T15:30:00.000Z',
            title: 'Nvidia faces export probe',
            link: 'https://example.com/nvda-probe',
            source: 'Example Wire',
            sentiment: 'negative',
            major: false,
          }),
        ]),
      );
    renderWithProviders(<TickerNews ticker="NVDA" />);

    expect(screen.getByRole('status', { name: 'Loading NVDA news' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'NVDA headlines' });
    expect(requests).toEqual([`/api/news/NVDA?limit=${TICKER_NEWS_LIMIT}`]);

    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveAccessibleName('Nvidia quarterly results top estimates on record data-center demand');
    expect(within(first!).getByText('Major')).toBeInTheDocument();
    expect(within(first!).getByLabelText('Sentiment: Positive')).toBeInTheDocument();
    expect(first).toHaveTextContent('Nov 20, 14:05 ET · Simulated data');

    expect(within(second!).queryByText('Major')).not.toBeInTheDocument();
    expect(within(second!).getByLabelText('Sentiment: Negative')).toBeInTheDocument();
    expect(second).toHaveTextContent('Nov 20, 10:30 ET · Example Wire');
    expect(within(second!).getByRole('link', { name: 'Nvidia faces export probe' })).toHaveAttribute(
      'href',
      'https://example.com/nvda-probe',
    );
  });

  it('links to every headline for the ticker on the News page', async () => {
    reply = () => HttpResponse.json(page([item({})]));
    const { user, location } = renderWithProviders(<TickerNews ticker="NVDA" />, { route: '/snapshot?symbol=NVDA' });
    await screen.findByRole('list', { name: 'NVDA headlines' });
    await user.click(screen.getByRole('link', { name: 'All news for NVDA' }));
    expect(location()).toBe('/news?ticker=NVDA');
  });

  it('says why there is nothing to show when no headline names the ticker', async () => {
    renderWithProviders(<TickerNews ticker="ZZZ" />);
    expect(await screen.findByText(/No headline names ZZZ yet: none of the configured feeds/)).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All news for ZZZ' })).toBeInTheDocument();
  });

  it('shows a failure in place and loads again on Retry', async () => {
    reply = () => HttpResponse.json({ error: 'down' }, { status: 503 });
    const { user } = renderWithProviders(<TickerNews ticker="NVDA" />);
    expect(await screen.findByText('The NVDA headlines could not be loaded.')).toBeInTheDocument();

    reply = () => HttpResponse.json(page([item({})]));
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'NVDA headlines' })).toBeInTheDocument();
  });
});
