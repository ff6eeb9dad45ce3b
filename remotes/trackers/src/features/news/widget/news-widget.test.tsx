import type { NewsItem, NewsPage } from '@flowdeck/api-types';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupApiServer, apiUrl } from '@flowdeck/api-client/testing';
import { renderWithProviders } from '@flowdeck/dev-harness/testing';
import NewsWidget from './news-widget';

const server = setupApiServer();
jest.setTimeout(30_000);

const ORCL: NewsItem = {
  id: 'sim:ORCL:1',
  publishedAt: '2026-11-20T15:05:00.000Z',
  title: 'Oracle quarterly results top estimates on strong demand',
  summary: null,
  link: null,
  source: 'Simulated data',
  tickers: ['ORCL', 'MSFT'],
  sentiment: 'positive',
  score: 1,
  major: true,
  simulated: true,
  movePercent: 4.2,
};
const NVDA: NewsItem = {
  ...ORCL,
  id: 'sim:NVDA:1',
  title: 'Nvidia misses on data-center revenue',
  tickers: ['NVDA'],
  sentiment: 'negative',
  major: false,
};

function serve(items: NewsItem[], asked: string[] = []) {
  server.use(
    http.get(apiUrl('news/:x'), ({ params }) => {
      asked.push(String(params.x));
      const body: NewsPage = { items, nextCursor: null, asOf: ORCL.publishedAt, simulated: true, sources: [] };
      return HttpResponse.json(body);
    }),
  );
}

test('lists the latest headlines with their sentiment; a ticker follows that ticker’s news', async () => {
  const asked: string[] = [];
  serve([ORCL, NVDA], asked);
  const setSetting = jest.fn();
  const { user } = renderWithProviders(<NewsWidget settings={{ symbol: '' }} setSetting={setSetting} />);

  const list = await screen.findByRole('list', { name: 'Headlines' });
  const rows = within(list).getAllByRole('listitem');
  expect(rows).toHaveLength(2);
  const oracle = within(list).getByRole('listitem', { name: ORCL.title });
  expect(within(oracle).getByRole('img', { name: 'Sentiment: Positive' })).toBeInTheDocument();
  expect(within(oracle).getByText('Major')).toBeInTheDocument();
  const nvidia = within(list).getByRole('listitem', { name: NVDA.title });
  expect(within(nvidia).getByRole('img', { name: 'Sentiment: Negative' })).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'News' })).toContainElement(list);
  expect(asked).toEqual(['all']);

  await user.click(within(oracle).getByRole('button', { name: 'Follow MSFT news' }));
  expect(setSetting).toHaveBeenCalledWith('symbol', 'MSFT');
});

test('a followed ticker asks for its headlines, says when there are none, and goes back to all news', async () => {
  const asked: string[] = [];
  serve([], asked);
  const setSetting = jest.fn();
  const { user } = renderWithProviders(<NewsWidget settings={{ symbol: 'NVDA' }} setSetting={setSetting} />);

  expect(
    await screen.findByText('No headline names NVDA yet: new ones appear here as they cross the wire.'),
  ).toBeInTheDocument();
  expect(screen.queryByRole('list')).not.toBeInTheDocument();
  expect(asked).toEqual(['NVDA']);
  await user.click(screen.getByRole('button', { name: 'All news' }));
  expect(setSetting).toHaveBeenCalledWith('symbol', '');
});
