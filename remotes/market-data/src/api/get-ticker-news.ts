import type { ApiClient } from '@flowdeck/api-client';
import type { NewsPage } from '@flowdeck/api-types';
import { NEWS } from '@flowdeck/endpoints/news';
import { pathOf } from '@flowdeck/endpoints/route';
import { useApi } from '@flowdeck/host-sdk';
import { queryOptions, useQuery } from '@tanstack/react-query';

export type { NewsItem, NewsPage } from '@flowdeck/api-types';

export const TICKER_NEWS_QUERY_KEY = ['market-data', 'ticker-news'] as const;
/** Headlines a ticker page shows; the News page has the rest. */
export const TICKER_NEWS_LIMIT = 6;
/** New headlines reach a ticker page this often (the News page itself is pushed live). */
export const TICKER_NEWS_REFETCH_MS = 60_000;

/**
 * GET news/{x}?limit=…: the ticker's latest headlines, newest first. Failures are shown in the panel
 * (with Retry), not toasted: the rest of the page is still worth reading without them.
 */
export function getTickerNews(api: ApiClient, ticker: string, signal?: AbortSignal): Promise<NewsPage> {
  return api.get<NewsPage>(pathOf(NEWS, { x: ticker }), {
    params: { limit: TICKER_NEWS_LIMIT },
    signal,
    notifyErrors: false,
  });
}

export function tickerNewsQueryOptions(api: ApiClient, ticker: string) {
  return queryOptions({
    queryKey: [...TICKER_NEWS_QUERY_KEY, ticker],
    queryFn: ({ signal }) => getTickerNews(api, ticker, signal),
    refetchInterval: TICKER_NEWS_REFETCH_MS,
  });
}

export function useTickerNews(ticker: string) {
  const api = useApi();
  return useQuery(tickerNewsQueryOptions(api, ticker));
}
