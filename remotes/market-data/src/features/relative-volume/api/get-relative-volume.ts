import type { ApiClient } from '@flowdeck/api-client';
import type { RelativeVolumeResponse } from '@flowdeck/api-types';
import { RELATIVE_VOLUME } from '@flowdeck/endpoints/scanners';
import { pathOf } from '@flowdeck/endpoints/route';
import { useApi } from '@flowdeck/host-sdk';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { SCANNER_REFRESH_MS } from '../../../lib/scanner-refresh';

export type { RelativeVolumeResponse, RelativeVolumeRow } from '@flowdeck/api-types';

export const RELATIVE_VOLUME_QUERY_KEY = ['market-data', 'relative-volume'] as const;
export const RELATIVE_VOLUME_LIMIT = 50;

/** GET relative-volume?noiseFilters=&limit=. */
export function getRelativeVolume(
  api: ApiClient,
  noiseFilters: boolean,
  signal?: AbortSignal,
): Promise<RelativeVolumeResponse> {
  return api.get<RelativeVolumeResponse>(pathOf(RELATIVE_VOLUME), {
    params: { noiseFilters, limit: RELATIVE_VOLUME_LIMIT },
    signal,
  });
}

export function relativeVolumeQueryOptions(api: ApiClient, noiseFilters: boolean) {
  return queryOptions({
    queryKey: [...RELATIVE_VOLUME_QUERY_KEY, noiseFilters],
    queryFn: ({ signal }) => getRelativeVolume(api, noiseFilters, signal),
    refetchInterval: SCANNER_REFRESH_MS,
    placeholderData: keepPreviousData,
  });
}

export function useRelativeVolume(noiseFilters: boolean) {
  const api = useApi();
  return useQuery(relativeVolumeQueryOptions(api, noiseFilters));
}
