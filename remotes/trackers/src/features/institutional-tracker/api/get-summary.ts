import type { ApiClient } from '@flowdeck/api-client';
import type { InstitutionalSummary } from '@flowdeck/api-types';
import { INSTITUTIONAL_SUMMARY } from '@flowdeck/endpoints/institutional';
import { pathOf } from '@flowdeck/endpoints/route';
import { useApi } from '@flowdeck/host-sdk';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { INSTITUTIONAL_QUERY_KEY } from './query-key';

export interface FilerSummaryRequest {
  cik: string;
  quarter?: string;
}

export function getFilerSummary(api: ApiClient, request: FilerSummaryRequest, signal?: AbortSignal) {
  return api.get<InstitutionalSummary>(pathOf(INSTITUTIONAL_SUMMARY), { params: { ...request }, signal });
}

export function filerSummaryQueryOptions(api: ApiClient, request: FilerSummaryRequest) {
  return queryOptions({
    queryKey: [...INSTITUTIONAL_QUERY_KEY, 'FilerSummary', request],
    queryFn: ({ signal }) => getFilerSummary(api, request, signal),
    placeholderData: keepPreviousData,
  });
}

/** One filer's quarter: history, sectors, largest moves (null: no filer chosen). */
export function useFilerSummary(request: FilerSummaryRequest | null) {
  const api = useApi();
  return useQuery({
    ...filerSummaryQueryOptions(api, request ?? ({} as FilerSummaryRequest)),
    enabled: request !== null,
  });
}
