import type { ApiClient } from '@flowdeck/api-client';
import type { InstitutionalSummaries } from '@flowdeck/api-types';
import { INSTITUTIONAL_SUMMARIES } from '@flowdeck/endpoints/institutional';
import { pathOf } from '@flowdeck/endpoints/route';
import { useApi } from '@flowdeck/host-sdk';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { INSTITUTIONAL_QUERY_KEY } from './query-key';

export interface SummariesRequest {
  quarter?: string;
  search?: string;
}

export function getSummaries(api: ApiClient, request: SummariesRequest, signal?: AbortSignal) {
  return api.get<InstitutionalSummaries>(pathOf(INSTITUTIONAL_SUMMARIES), { params: { ...request }, signal });
}

export function summariesQueryOptions(api: ApiClient, request: SummariesRequest) {
  return queryOptions({
    queryKey: [...INSTITUTIONAL_QUERY_KEY, 'Summaries', request],
    queryFn: ({ signal }) => getSummaries(api, request, signal),
    placeholderData: keepPreviousData,
  });
}

/** Every 13F filer of a quarter. */
export function useSummaries(request: SummariesRequest | null) {
  const api = useApi();
  return useQuery({ ...summariesQueryOptions(api, request ?? ({} as SummariesRequest)), enabled: request !== null });
}
