import { INSIDER } from '@flowdeck/endpoints/insiders';
import { pathOf } from '@flowdeck/endpoints/route';
import { useApi } from '@flowdeck/host-sdk';
import { useInfiniteQuery } from '@tanstack/react-query';
import { INSIDER_QUERY_KEY } from './query-keys';
import type { InsiderHistory } from './types';

/**
 * One insider's (by CIK) or one company's (by ticker) history, a page at a time: `fetchNextPage` adds the
 * next page of older trades. Idle while `x` is null.
 */
export function useInsiderHistory(x: string | null) {
  const api = useApi();
  return useInfiniteQuery({
    queryKey: [...INSIDER_QUERY_KEY, 'history', x],
    queryFn: ({ pageParam, signal }) =>
      api.get<InsiderHistory>(pathOf(INSIDER, { x: x ?? '' }), { params: { page: pageParam }, signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
    enabled: x !== null,
  });
}
