import type { ApiClient } from '@flowdeck/api-client';
import type { BreakDirection, BreaksResponse, BreakType } from '@flowdeck/api-types';
import { BREAKDOWN, BREAKOUT } from '@flowdeck/endpoints/scanners';
import { pathOf } from '@flowdeck/endpoints/route';
import { useApi } from '@flowdeck/host-sdk';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { SCANNER_REFRESH_MS } from '../lib/scanner-refresh';

export type { BreakDirection, BreakRow, BreaksResponse, BreakType } from '@flowdeck/api-types';

export const BREAKS_QUERY_KEY = ['market-data', 'breaks'] as const;
export const BREAKS_LIMIT = 50;

export interface BreaksQuery {
  direction: BreakDirection;
  type: BreakType | null;
  confirmedOnly: boolean;
  noiseFilters: boolean;
}

/** GET breakout or breakdown ?type=&confirmedOnly=&noiseFilters=&limit= (the Breakout and Breakdown pages). */
export function getBreaks(api: ApiClient, query: BreaksQuery, signal?: AbortSignal): Promise<BreaksResponse> {
  return api.get<BreaksResponse>(pathOf(query.direction === 'up' ? BREAKOUT : BREAKDOWN), {
    params: {
      ...(query.type ? { type: query.type } : {}),
      confirmedOnly: query.confirmedOnly,
      noiseFilters: query.noiseFilters,
      limit: BREAKS_LIMIT,
    },
    signal,
  });
}

export function breaksQueryOptions(api: ApiClient, query: BreaksQuery) {
  return queryOptions({
    queryKey: [...BREAKS_QUERY_KEY, query.direction, query.type, query.confirmedOnly, query.noiseFilters],
    queryFn: ({ signal }) => getBreaks(api, query, signal),
    refetchInterval: SCANNER_REFRESH_MS,
    placeholderData: keepPreviousData,
  });
}

export function useBreaks(query: BreaksQuery) {
  const api = useApi();
  return useQuery(breaksQueryOptions(api, query));
}
