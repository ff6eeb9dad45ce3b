import type { ApiClient } from '@flowdeck/api-client';
import type { Fundamentals } from '@flowdeck/api-types';
import { FUNDAMENTALS } from '@flowdeck/endpoints/fundamentals';
import { pathOf } from '@flowdeck/endpoints/route';
import { useApi } from '@flowdeck/host-sdk';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

/** Every Fundamentals query key starts here. */
export const FUNDAMENTALS_QUERY_KEY = ['trackers', 'fundamentals'] as const;

export function getFundamentals(api: ApiClient, x: string, signal?: AbortSignal) {
  return api.get<Fundamentals>(pathOf(FUNDAMENTALS, { x }), { signal });
}

export function fundamentalsQueryOptions(api: ApiClient, x: string) {
  return queryOptions({
    queryKey: [...FUNDAMENTALS_QUERY_KEY, x],
    queryFn: ({ signal }) => getFundamentals(api, x, signal),
    placeholderData: keepPreviousData,
  });
}

/** One company's statements: annual, quarterly and TTM. */
export function useFundamentals(x: string) {
  return useQuery(fundamentalsQueryOptions(useApi(), x));
}
