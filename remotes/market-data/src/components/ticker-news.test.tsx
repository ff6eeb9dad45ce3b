import { setupApiServer, TEST_API_URL } from '@flowdeck/api-client/testing';
import type { NewsItem, NewsPage, NewsUpdateMessage } from '@flowdeck/api-types';
import { NEWS_SOCKET_EVENTS } from '@flowdeck/endpoints/news';
import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { TICKER_NEWS_LIMIT } from '../api/get-ticker-news';
import { renderWithProviders } from '@flowdeck/dev-harness/testing';
import type { Socket } from 'socket.io-client';
import { latestHeadlines, TickerNews } from './ticker-news';

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
setupApiServer(
  http.get(`${TEST_API_URL}news/:x`, ({ request }) => {
    const url = new URL(request.url);
    requests.push(`${url.pathname}${url.search}`);
    return reply();
  }),
);

afterEach(() => {
  requests.length = 0;
  reply = () => HttpResponse.json(page([]));
});

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
    const { user, url } = renderWithProviders(<TickerNews ticker="NVDA" />, { route: '/snapshot?symbol=NVDA' });
    await screen.findByRole('list', { name: 'NVDA headlines' });
    await user.click(screen.getByRole('link', { name: 'All news for NVDA' }));
    expect(url()).toBe('/news?ticker=NVDA');
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

/** The part of a socket.io client the news stream uses: joins are acknowledged, the test pushes headlines. */
class FakeSocket {
  connected = true;
  private listeners = new Map<string, Set<(payload: unknown) => void>>();
  on(event: string, listener: (payload: unknown) => void) {
    this.listeners.set(event, (this.listeners.get(event) ?? new Set()).add(listener));
    return this;
  }
  off(event: string, listener: (payload: unknown) => void) {
    this.listeners.get(event)?.delete(listener);
    return this;
  }
  emit(event: string, _payload: unknown, ack?: (a: { ok: boolean }) => void) {
    if (event === NEWS_SOCKET_EVENTS.subscribe) ack?.({ ok: true });
    return true;
  }
  push(items: NewsItem[]) {
    const message: NewsUpdateMessage = { asOf: new Date().toISOString(), items };
    act(() => this.listeners.get(NEWS_SOCKET_EVENTS.update)?.forEach((listener) => listener(message)));
  }
}

describe('TickerNews, live', () => {
  it("puts a pushed headline naming the ticker on top at once, ignores other tickers', and says it is live", async () => {
    reply = () => HttpResponse.json(page([item({})]));
    const socket = new FakeSocket();
    renderWithProviders(<TickerNews ticker="NVDA" />, { socket: socket as unknown as Socket });
    const list = await screen.findByRole('list', { name: 'NVDA headlines' });
    expect(await screen.findByText(/times in New York · live$/)).toBeInTheDocument();

    socket.push([
      item({
        id: 'feed:amd',
        title: 'AMD wins a cloud order',
        tickers: ['AMD'],
        publishedAt: '2026-11-20T20:01:00.000Z',
      }),
      item({ id: 'feed:new', title: 'Nvidia names a new CFO', major: false, publishedAt: '2026-11-20T20:02:00.000Z' }),
    ]);
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual([
      'Nvidia names a new CFO',
      'Nvidia quarterly results top estimates on record data-center demand',
    ]);
    // The same headline pushed again (a reconnect) is shown once.
    socket.push([item({ id: 'feed:new', title: 'Nvidia names a new CFO', publishedAt: '2026-11-20T20:02:00.000Z' })]);
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(requests).toHaveLength(1);
  });

  it('keeps the newest few when pushes and the list together exceed the panel', () => {
    const at = (minute: number) => `2026-11-20T20:${String(minute).padStart(2, '0')}:00.000Z`;
    const loaded = [3, 2, 1].map((m) => item({ id: `l${m}`, publishedAt: at(m) }));
    const pushed = [4, 5].map((m) => item({ id: `p${m}`, publishedAt: at(m) }));
    expect(latestHeadlines(loaded, [...pushed, loaded[0]!], 4).map((i) => i.id)).toEqual(['p5', 'p4', 'l3', 'l2']);
  });
});
