/**
 * The News filter: one ticker or all, the watchlist only, a source, a sentiment, major only and search text. The same filter asks
 * the server for the list (news/{x}) and picks the live items as they arrive, so both agree.
 */
import type { NewsItem, NewsSentiment } from '@flowdeck/api-types';
import { NEWS_TICKER_PARAM } from '@flowdeck/contract';
import { ALL_NEWS, NEWS_SENTIMENTS } from '@flowdeck/endpoints/news';
import { TICKER_PATTERN } from '@flowdeck/endpoints/ticker';

export interface NewsFilter {
  /** Upper case; null for every ticker. */
  ticker: string | null;
  source: string | null;
  sentiment: NewsSentiment | null;
  majorOnly: boolean;
  /** Only headlines naming a ticker of the user's watchlist (the Dashboard's). */
  watchlistOnly: boolean;
  search: string;
}

export const EMPTY_NEWS_FILTER: NewsFilter = {
  ticker: null,
  source: null,
  sentiment: null,
  majorOnly: false,
  watchlistOnly: false,
  search: '',
};

/** The filter from the page's URL (`ticker=NVDA&source=…&sentiment=negative&major=1&watchlist=1&q=guidance`); junk is ignored. */
export function readNewsFilter(params: URLSearchParams): NewsFilter {
  const ticker = params.get(NEWS_TICKER_PARAM)?.trim().toUpperCase() ?? '';
  const sentiment = params.get('sentiment')?.trim().toLowerCase() ?? '';
  const source = params.get('source')?.trim() ?? '';
  return {
    ticker: TICKER_PATTERN.test(ticker) ? ticker : null,
    source: source === '' ? null : source,
    sentiment: (NEWS_SENTIMENTS as string[]).includes(sentiment) ? (sentiment as NewsSentiment) : null,
    majorOnly: params.get('major') === '1',
    watchlistOnly: params.get('watchlist') === '1',
    search: (params.get('q') ?? '').trim(),
  };
}

/** The filter back into the page's URL. */
export function writeNewsFilter(filter: NewsFilter): URLSearchParams {
  const out = new URLSearchParams();
  if (filter.ticker) out.set(NEWS_TICKER_PARAM, filter.ticker);
  if (filter.source) out.set('source', filter.source);
  if (filter.sentiment) out.set('sentiment', filter.sentiment);
  if (filter.majorOnly) out.set('major', '1');
  if (filter.watchlistOnly) out.set('watchlist', '1');
  if (filter.search) out.set('q', filter.search);
  return out;
}

/** `{x}` of news/{x}. */
export const pathTicker = (filter: NewsFilter): string => filter.ticker ?? ALL_NEWS;

/** Query parameters of news/{x} (no empty ones); `watchlist` is the user's, sent when the filter asks for it. */
export function newsParams(filter: NewsFilter, watchlist: readonly string[] | null = null): Record<string, string> {
  const params: Record<string, string> = {};
  if (filter.watchlistOnly && watchlist) params.tickers = watchlist.join(',');
  if (filter.source) params.source = filter.source;
  if (filter.sentiment) params.sentiment = filter.sentiment;
  if (filter.majorOnly) params.major = 'true';
  if (filter.search) params.searchText = filter.search;
  return params;
}

/** Whether a live item belongs on the page under this filter (as the server would decide). */
export function matchesNewsFilter(
  item: NewsItem,
  filter: NewsFilter,
  watchlist: readonly string[] | null = null,
): boolean {
  if (filter.ticker && !item.tickers.includes(filter.ticker)) return false;
  if (filter.watchlistOnly && !item.tickers.some((t) => watchlist?.includes(t))) return false;
  if (filter.source && item.source.toLowerCase() !== filter.source.toLowerCase()) return false;
  if (filter.sentiment && item.sentiment !== filter.sentiment) return false;
  if (filter.majorOnly && !item.major) return false;
  if (filter.search) {
    const text = `${item.title}\n${item.summary ?? ''}\n${item.tickers.join(' ')}\n${item.source}`.toLowerCase();
    if (!text.includes(filter.search.toLowerCase())) return false;
  }
  return true;
}

/** Arrivals on top of the listed items, newest first, each once, at most `max`. */
export function mergeNews(listed: readonly NewsItem[], arrived: readonly NewsItem[], max: number): NewsItem[] {
  const seen = new Set<string>();
  const out: NewsItem[] = [];
  const all = [...arrived, ...listed].sort(
    (a, b) => Date.parse(b.publishedAt) - Date.parse(a.publishedAt) || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0),
  );
  for (const item of all) {
    if (seen.has(item.id)) continue;
    seen.add(item.id);
    out.push(item);
    if (out.length === max) break;
  }
  return out;
}

/** "Jun 13, 3:05 PM ET": the item's time in New York. */
export function newsTime(iso: string): string {
  return `${new Date(iso).toLocaleString('en-US', {
    timeZone: 'America/New_York',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  })} ET`;
}
