import type { NewsItem } from '@flowdeck/api-types';
import { matchesNewsFilter, mergeNews, newsParams, newsTime, readNewsFilter, writeNewsFilter } from './news-filter';

const item = (over: Partial<NewsItem>): NewsItem => ({
  id: 'a',
  publishedAt: '2025-06-13T19:05:00.000Z',
  title: 'Oracle beats estimates',
  summary: 'Cloud revenue grew 52%.',
  link: null,
  source: 'Business Wire',
  tickers: ['ORCL'],
  sentiment: 'positive',
  score: 1,
  major: true,
  simulated: false,
  movePercent: null,
  ...over,
});

describe('news filter', () => {
  it('reads the URL, ignoring junk, and writes it back', () => {
    const filter = readNewsFilter(new URLSearchParams('ticker=orcl&sentiment=great&major=1&q=%20cloud%20&source=BW'));
    expect(filter).toEqual({
      ticker: 'ORCL',
      source: 'BW',
      sentiment: null,
      majorOnly: true,
      watchlistOnly: false,
      search: 'cloud',
    });
    expect(writeNewsFilter(filter).toString()).toBe('ticker=ORCL&source=BW&major=1&q=cloud');
    expect(newsParams(filter)).toEqual({ source: 'BW', major: 'true', searchText: 'cloud' });
  });

  it('picks live items as the server would', () => {
    const base = readNewsFilter(new URLSearchParams(''));
    expect(matchesNewsFilter(item({}), base)).toBe(true);
    expect(matchesNewsFilter(item({}), { ...base, ticker: 'MSFT' })).toBe(false);
    expect(matchesNewsFilter(item({}), { ...base, source: 'business wire' })).toBe(true);
    expect(matchesNewsFilter(item({}), { ...base, sentiment: 'negative' })).toBe(false);
    expect(matchesNewsFilter(item({ major: false }), { ...base, majorOnly: true })).toBe(false);
    expect(matchesNewsFilter(item({}), { ...base, search: 'CLOUD REVENUE' })).toBe(true);
    expect(matchesNewsFilter(item({}), { ...base, search: 'guidance' })).toBe(false);
  });

  it('under "watchlist only" asks for and keeps headlines naming a watchlist ticker', () => {
    const filter = readNewsFilter(new URLSearchParams('watchlist=1'));
    expect(filter.watchlistOnly).toBe(true);
    expect(writeNewsFilter(filter).toString()).toBe('watchlist=1');
    expect(newsParams(filter, ['ORCL', 'MSFT'])).toEqual({ tickers: 'ORCL,MSFT' });
    expect(matchesNewsFilter(item({ tickers: ['ADBE', 'ORCL'] }), filter, ['ORCL', 'MSFT'])).toBe(true);
    expect(matchesNewsFilter(item({ tickers: ['ADBE'] }), filter, ['ORCL', 'MSFT'])).toBe(false);
    expect(matchesNewsFilter(item({}), filter, null)).toBe(false);
  });

  it('merges arrivals on top, newest first, each once', () => {
    const listed = [item({ id: 'b', publishedAt: '2025-06-13T18:00:00.000Z' }), item({ id: 'a' })];
    const arrived = [item({ id: 'c', publishedAt: '2025-06-13T20:00:00.000Z' }), item({ id: 'a' })];
    expect(mergeNews(listed, arrived, 10).map((i) => i.id)).toEqual(['c', 'a', 'b']);
    expect(mergeNews(listed, arrived, 2).map((i) => i.id)).toEqual(['c', 'a']);
  });

  it('shows times in New York', () => {
    expect(newsTime('2025-06-13T19:05:00.000Z')).toBe('Jun 13, 3:05 PM ET');
  });
});
