import type { NewsItem, NewsPage as NewsPageBody } from '@flowdeck/api-types';
import { NEWS_SOCKET_EVENTS } from '@flowdeck/endpoints/news';
import { renderWithProviders } from '@flowdeck/dev-harness/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupApiServer, apiUrl } from '@flowdeck/api-client/testing';
import { FakeFeedSocket } from '../../test/fake-feed-socket';
import NewsPage from './news-page';

const server = setupApiServer();
jest.setTimeout(30_000);

const item = (over: Partial<NewsItem>): NewsItem => ({
  id: 'sim:ORCL:1',
  publishedAt: '2026-11-20T15:05:00.000Z',
  title: 'Oracle quarterly results top estimates on strong demand, stock up 4.2%',
  summary: 'Oracle (ORCL) posted record revenue for the quarter.',
  link: null,
  source: 'Simulated data',
  tickers: ['ORCL'],
  sentiment: 'positive',
  score: 1,
  major: true,
  simulated: true,
  movePercent: 4.2,
  ...over,
});

class FakeSocket extends FakeFeedSocket<NewsItem> {
  constructor() {
    super(NEWS_SOCKET_EVENTS);
  }
}

function renderPage(route: string, socket: FakeSocket) {
  return renderWithProviders(<NewsPage />, { route, socket: socket.asSocket() });
}

test('lists the filtered headlines, then live ones that pass the filter on top', async () => {
  const asked: Array<{ x: string; params: URLSearchParams }> = [];
  server.use(
    http.get(apiUrl('news/:x'), ({ request, params }) => {
      asked.push({ x: String(params.x), params: new URL(request.url).searchParams });
      const body: NewsPageBody = {
        items: [item({})],
        nextCursor: null,
        asOf: '2026-11-20T15:30:00.000Z',
        simulated: true,
        sources: ['Simulated data'],
      };
      return HttpResponse.json(body);
    }),
  );
  const socket = new FakeSocket();
  renderPage('/?sentiment=positive&major=1', socket);

  const feed = await screen.findByRole('feed', { name: 'Headlines' });
  const first = within(feed).getByRole('article', { name: item({}).title });
  expect(within(first).getByLabelText('Sentiment: Positive')).toBeInTheDocument();
  expect(within(first).getByText('Major')).toBeInTheDocument();
  expect(within(first).getByRole('link', { name: 'ORCL stock profile' })).toBeInTheDocument();
  expect(asked[0]?.x).toBe('all');
  expect(asked[0]?.params.get('sentiment')).toBe('positive');
  expect(asked[0]?.params.get('major')).toBe('true');
  expect(await screen.findByText('Live')).toBeInTheDocument();
  expect(screen.getByText('Simulated data', { exact: true })).toBeInTheDocument();

  socket.push([
    item({ id: 'f:1', title: 'Nvidia beats estimates', tickers: ['NVDA'], publishedAt: '2026-11-20T15:20:00.000Z' }),
    item({
      id: 'f:2',
      title: 'Apple misses estimates',
      sentiment: 'negative',
      publishedAt: '2026-11-20T15:21:00.000Z',
    }),
  ]);
  const arrived = await within(feed).findByRole('article', { name: 'Nvidia beats estimates' });
  expect(within(arrived).getByText('New')).toBeInTheDocument();
  expect(
    within(feed)
      .getAllByRole('article')
      .map((a) => a.getAttribute('aria-label')),
  ).toEqual(['Nvidia beats estimates', item({}).title]);
});

test('"Watchlist only" asks for headlines naming the watchlist’s tickers, keeps only those live, and says when it is empty', async () => {
  const asked: URLSearchParams[] = [];
  let watchlist = ['ORCL', 'MSFT'];
  server.use(
    http.get(apiUrl('user/settings/dashboard-config'), () => HttpResponse.json({ widgets: [], watchlist })),
    http.get(apiUrl('news/:x'), ({ request }) => {
      asked.push(new URL(request.url).searchParams);
      const body: NewsPageBody = {
        items: [item({})],
        nextCursor: null,
        asOf: '2026-11-20T15:30:00.000Z',
        simulated: true,
        sources: ['Simulated data'],
      };
      return HttpResponse.json(body);
    }),
  );
  const socket = new FakeSocket();
  const { unmount } = renderPage('/', socket);
  await screen.findByRole('feed', { name: 'Headlines' });
  expect(asked[0]?.get('tickers')).toBeNull();

  await userEvent.click(screen.getByRole('switch', { name: 'Watchlist only' }));
  await waitFor(() => expect(asked.at(-1)?.get('tickers')).toBe('ORCL,MSFT'));
  const feed = await screen.findByRole('feed', { name: 'Headlines' });
  await screen.findByText('Live');
  socket.push([
    item({ id: 'f:1', title: 'Nvidia beats estimates', tickers: ['NVDA'], publishedAt: '2026-11-20T15:20:00.000Z' }),
    item({ id: 'f:2', title: 'Microsoft wins a contract', tickers: ['MSFT'], publishedAt: '2026-11-20T15:21:00.000Z' }),
  ]);
  expect(await within(feed).findByRole('article', { name: 'Microsoft wins a contract' })).toBeInTheDocument();
  expect(within(feed).queryByRole('article', { name: 'Nvidia beats estimates' })).not.toBeInTheDocument();
  unmount();

  watchlist = [];
  asked.length = 0;
  renderPage('/?watchlist=1', new FakeSocket());
  expect(
    await screen.findByText('Your watchlist is empty: add tickers to it on the Dashboard to see only their headlines.'),
  ).toBeInTheDocument();
  expect(asked).toEqual([]);
});
