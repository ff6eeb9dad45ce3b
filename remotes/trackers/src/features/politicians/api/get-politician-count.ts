import type { ApiClient } from '@flowdeck/api-client';
import { POLITICIAN_COUNT } from '@flowdeck/endpoints/politicians';
import { pathOf } from '@flowdeck/endpoints/route';
import { useApi } from '@flowdeck/host-sdk';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { POLITICIAN_QUERY_KEY } from './query-keys';
import type { PoliticianCount } from './types';

export const POLITICIAN_COUNT_PATH = pathOf(POLITICIAN_COUNT);

export function getPoliticianCount(api: ApiClient, signal?: AbortSignal): Promise<PoliticianCount> {
  return api.get<PoliticianCount>(POLITICIAN_COUNT_PATH, { signal });
}

export function politicianCountQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: [...POLITICIAN_QUERY_KEY, 'count'],
    queryFn: ({ signal }) => getPoliticianCount(api, signal),
  });
}

/** Totals for the header: trades, politicians, tickers and the latest disclosure date. */
export function usePoliticianCount() {
  return useQuery(politicianCountQueryOptions(useApi()));
}
