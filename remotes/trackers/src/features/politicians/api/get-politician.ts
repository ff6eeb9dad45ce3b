import type { ApiClient } from '@flowdeck/api-client';
import { POLITICIAN } from '@flowdeck/endpoints/politicians';
import { pathOf } from '@flowdeck/endpoints/route';
import { useApi } from '@flowdeck/host-sdk';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { POLITICIAN_QUERY_KEY } from './query-keys';
import type { PoliticianDetail, PoliticianId } from './types';

export function politicianPath(id: PoliticianId): string {
  return pathOf(POLITICIAN, { x: String(id) });
}

export function getPolitician(api: ApiClient, id: PoliticianId, signal?: AbortSignal): Promise<PoliticianDetail> {
  return api.get<PoliticianDetail>(politicianPath(id), { signal });
}

export function politicianQueryOptions(api: ApiClient, id: PoliticianId | null) {
  return queryOptions({
    queryKey: [...POLITICIAN_QUERY_KEY, 'detail', id === null ? null : String(id)],
    queryFn: id === null ? skipToken : ({ signal }) => getPolitician(api, id, signal),
  });
}

/** One politician's summary and latest trades; idle while `id` is null. */
export function usePolitician(id: PoliticianId | null) {
  return useQuery(politicianQueryOptions(useApi(), id));
}
