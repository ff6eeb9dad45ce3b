import type { ApiClient } from '@flowdeck/api-client';
import { DARK_POOL } from '@flowdeck/endpoints/market';
import { pathOf } from '@flowdeck/endpoints/route';
import type { DarkPoolResponse } from '@flowdeck/api-types';
import { useApi } from '@flowdeck/host-sdk';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { type DarkPoolFilters, filterParams } from '../../../lib/dark-pool-data';

export type { DarkPoolPrint, DarkPoolResponse, DarkPoolTag, DarkPoolTicker, PriceLevel } from '@flowdeck/api-types';

export const DARK_POOL_QUERY_KEY = ['market-data', 'darkpool'] as const;
/** Prints per page: a screenful and a half of the feed. */
export const DARK_POOL_PAGE_SIZE = 100;
/** With the live feed the refetch only squares the totals; without it, it is the only update. */
export const DARK_POOL_REFETCH_LIVE_MS = 60_000;
export const DARK_POOL_REFETCH_OFFLINE_MS = 15_000;

/**
 * GET darkpool/{x}?minNotional=&minSize=&lateOnly=&blocksOnly=&cursor=&limit=: prints newest first
 * (x = `all` or a ticker). The first page (no cursor) carries the session summary: price levels for a
 * ticker, the ranking by notional for `all`. 404 for an unknown ticker, 400 for a malformed one; the
 * page shows both in place, so errors are not toasted.
 */
export function getDarkPool(
  api: ApiClient,
  scope: string,
  filters: DarkPoolFilters,
  cursor: string | undefined,
  signal?: AbortSignal,
  session?: string,
): Promise<DarkPoolResponse> {
  return api.get<DarkPoolResponse>(pathOf(DARK_POOL, { x: scope }), {
    params: {
      ...filterParams(filters),
      limit: DARK_POOL_PAGE_SIZE,
      ...(cursor ? { cursor } : {}),
      ...(session !== undefined ? { session } : {}),
    },
    signal,
    notifyErrors: false,
  });
}

export function darkPoolQueryKey(scope: string, filters: DarkPoolFilters, session?: string) {
  return [...DARK_POOL_QUERY_KEY, scope, filters, session ?? null] as const;
}

/**
 * `isLive` is asked at each tick, so the pace follows the live feed without rebuilding the query.
 * `session`: one of the last sessions (`?session=`), else the most recent one.
 */
export function darkPoolQueryOptions(
  api: ApiClient,
  scope: string,
  filters: DarkPoolFilters,
  isLive: () => boolean,
  session?: string,
) {
  return infiniteQueryOptions({
    queryKey: darkPoolQueryKey(scope, filters, session),
    queryFn: ({ pageParam, signal }) => getDarkPool(api, scope, filters, pageParam, signal, session),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    // An unknown ticker stays unknown: no point asking again on a timer. A failed refresh is retried.
    refetchInterval: (query) =>
      query.state.status === 'error' && query.state.data === undefined
        ? false
        : isLive()
          ? DARK_POOL_REFETCH_LIVE_MS
          : DARK_POOL_REFETCH_OFFLINE_MS,
    // New filters keep the same ticker's prints on screen while they load; a new ticker starts afresh.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === scope ? previous : undefined),
  });
}

export function useDarkPool(scope: string, filters: DarkPoolFilters, isLive: () => boolean, session?: string) {
  const api = useApi();
  return useInfiniteQuery(darkPoolQueryOptions(api, scope, filters, isLive, session));
}
