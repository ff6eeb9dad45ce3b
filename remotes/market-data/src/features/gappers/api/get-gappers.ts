import type { ApiClient } from '@flowdeck/api-client';
import type { GapDirection, GappersResponse } from '@flowdeck/api-types';
import { GAPPERS } from '@flowdeck/endpoints/scanners';
import { pathOf } from '@flowdeck/endpoints/route';
import { useApi } from '@flowdeck/host-sdk';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { SCANNER_REFRESH_MS } from '../../../lib/scanner-refresh';

export type { GapDirection, GapperRow, GappersResponse } from '@flowdeck/api-types';

export const GAPPERS_QUERY_KEY = ['market-data', 'gappers'] as const;
export const GAPPERS_LIMIT = 50;

export interface GappersQuery {
  direction: GapDirection;
  minGap: number;
  noiseFilters: boolean;
}

/** GET gappers?direction=&minGap=&noiseFilters=&limit=. */
export function getGappers(api: ApiClient, query: GappersQuery, signal?: AbortSignal): Promise<GappersResponse> {
  return api.get<GappersResponse>(pathOf(GAPPERS), { params: { ...query, limit: GAPPERS_LIMIT }, signal });
}

export function gappersQueryOptions(api: ApiClient, query: GappersQuery) {
  return queryOptions({
    queryKey: [...GAPPERS_QUERY_KEY, query.direction, query.minGap, query.noiseFilters],
    queryFn: ({ signal }) => getGappers(api, query, signal),
    refetchInterval: SCANNER_REFRESH_MS,
    placeholderData: keepPreviousData,
  });
}

export function useGappers(query: GappersQuery) {
  const api = useApi();
  return useQuery(gappersQueryOptions(api, query));
}
