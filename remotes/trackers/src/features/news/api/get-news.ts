import type { ApiClient } from '@flowdeck/api-client';
import type { NewsPage } from '@flowdeck/api-types';
import { NEWS } from '@flowdeck/endpoints/news';
import { pathOf } from '@flowdeck/endpoints/route';
import { useApi } from '@flowdeck/host-sdk';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { newsParams, pathTicker, type NewsFilter } from '../news-filter';

/** Every News query key starts here. */
export const NEWS_QUERY_KEY = ['trackers', 'news'] as const;
/** Items per page. */
export const NEWS_PAGE_SIZE = 30;

export function getNews(
  api: ApiClient,
  filter: NewsFilter,
  watchlist: readonly string[] | null,
  cursor: string | null,
  signal?: AbortSignal,
) {
  return api.get<NewsPage>(pathOf(NEWS, { x: pathTicker(filter) }), {
    params: { ...newsParams(filter, watchlist), limit: NEWS_PAGE_SIZE, ...(cursor ? { cursor } : {}) },
    signal,
  });
}

/**
 * The headlines that pass the filter, newest first, a page at a time (older pages by cursor). Under "watchlist
 * only" it waits for the watchlist (`enabled` false until it is known and not empty).
 */
export function useNews(filter: NewsFilter, watchlist: readonly string[] | null, enabled: boolean) {
  const api = useApi();
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: [...NEWS_QUERY_KEY, pathTicker(filter), newsParams(filter, watchlist)],
      queryFn: ({ pageParam, signal }) => getNews(api, filter, watchlist, pageParam, signal),
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.nextCursor,
      enabled,
    }),
  );
}
