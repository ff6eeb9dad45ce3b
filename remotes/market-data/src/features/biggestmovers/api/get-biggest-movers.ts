import type { ApiClient } from '@flowdeck/api-client';
import type { BiggestMoversResponse, ScannerSessionPart } from '@flowdeck/api-types';
import { BIGGEST_GAINERS, BIGGEST_LOSERS } from '@flowdeck/endpoints/scanners';
import { pathOf } from '@flowdeck/endpoints/route';
import { useApi } from '@flowdeck/host-sdk';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { SCANNER_REFRESH_MS } from '../../../lib/scanner-refresh';

export type { BiggestMoversResponse, MoverRow, SectorHeatRow } from '@flowdeck/api-types';

export type MoversDirection = 'gainers' | 'losers';
export const MOVERS_QUERY_KEY = ['market-data', 'biggest-movers'] as const;
/** Rows per list. */
export const MOVERS_LIMIT = 20;

/** GET biggestMovers/gainers|losers?session=&noiseFilters=&limit=. */
export function getBiggestMovers(
  api: ApiClient,
  direction: MoversDirection,
  part: ScannerSessionPart,
  noiseFilters: boolean,
  signal?: AbortSignal,
): Promise<BiggestMoversResponse> {
  return api.get<BiggestMoversResponse>(pathOf(direction === 'gainers' ? BIGGEST_GAINERS : BIGGEST_LOSERS), {
    params: { session: part, noiseFilters, limit: MOVERS_LIMIT },
    signal,
  });
}

export function biggestMoversQueryOptions(
  api: ApiClient,
  direction: MoversDirection,
  part: ScannerSessionPart,
  noiseFilters: boolean,
) {
  return queryOptions({
    queryKey: [...MOVERS_QUERY_KEY, direction, part, noiseFilters],
    queryFn: ({ signal }) => getBiggestMovers(api, direction, part, noiseFilters, signal),
    refetchInterval: SCANNER_REFRESH_MS,
    placeholderData: keepPreviousData,
  });
}

export function useBiggestMovers(direction: MoversDirection, part: ScannerSessionPart, noiseFilters: boolean) {
  const api = useApi();
  return useQuery(biggestMoversQueryOptions(api, direction, part, noiseFilters));
}
