import type { ApiClient } from '@flowdeck/api-client';
import type { VwapDeviationResponse, VwapSide } from '@flowdeck/api-types';
import { VWAP_DEVIATION } from '@flowdeck/endpoints/scanners';
import { pathOf } from '@flowdeck/endpoints/route';
import { useApi } from '@flowdeck/host-sdk';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { SCANNER_REFRESH_MS } from '../../../lib/scanner-refresh';

export type { VwapDeviationResponse, VwapRow, VwapSide } from '@flowdeck/api-types';

export const VWAP_DEVIATION_QUERY_KEY = ['market-data', 'vwap-deviation'] as const;
export const VWAP_DEVIATION_LIMIT = 50;

/** GET vwap-deviation?side=&noiseFilters=&limit=. */
export function getVwapDeviation(
  api: ApiClient,
  side: VwapSide,
  noiseFilters: boolean,
  signal?: AbortSignal,
): Promise<VwapDeviationResponse> {
  return api.get<VwapDeviationResponse>(pathOf(VWAP_DEVIATION), {
    params: { side, noiseFilters, limit: VWAP_DEVIATION_LIMIT },
    signal,
  });
}

export function vwapDeviationQueryOptions(api: ApiClient, side: VwapSide, noiseFilters: boolean) {
  return queryOptions({
    queryKey: [...VWAP_DEVIATION_QUERY_KEY, side, noiseFilters],
    queryFn: ({ signal }) => getVwapDeviation(api, side, noiseFilters, signal),
    refetchInterval: SCANNER_REFRESH_MS,
    placeholderData: keepPreviousData,
  });
}

export function useVwapDeviation(side: VwapSide, noiseFilters: boolean) {
  const api = useApi();
  return useQuery(vwapDeviationQueryOptions(api, side, noiseFilters));
}
