import type { ApiClient } from '@flowdeck/api-client';
import { POLITICIANS } from '@flowdeck/endpoints/politicians';
import { pathOf } from '@flowdeck/endpoints/route';
import { useApi } from '@flowdeck/host-sdk';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { POLITICIAN_QUERY_KEY } from './query-keys';
import type { PoliticianSummary } from './types';

export const POLITICIANS_PATH = pathOf(POLITICIANS);
/** The roster changes with new disclosures only: no need to refetch it on every visit. */
const POLITICIANS_STALE_MS = 5 * 60 * 1000;

export async function getPoliticians(api: ApiClient, signal?: AbortSignal): Promise<PoliticianSummary[]> {
  const body = await api.get<{ items: PoliticianSummary[] }>(POLITICIANS_PATH, { signal });
  return body.items;
}

export function politiciansQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: [...POLITICIAN_QUERY_KEY, 'politicians'],
    queryFn: ({ signal }) => getPoliticians(api, signal),
    staleTime: POLITICIANS_STALE_MS,
  });
}

/** Every member of Congress who has disclosed trades, with their totals. */
export function usePoliticians() {
  return useQuery(politiciansQueryOptions(useApi()));
}
