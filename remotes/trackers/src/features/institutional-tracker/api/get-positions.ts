import type { ApiClient } from '@flowdeck/api-client';
import type { InstitutionalPositionsResponse } from '@flowdeck/api-types';
import { INSTITUTIONAL_POSITIONS } from '@flowdeck/endpoints/institutional';
import { pathOf } from '@flowdeck/endpoints/route';
import { useApi } from '@flowdeck/host-sdk';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { INSTITUTIONAL_QUERY_KEY } from './query-key';

export interface PositionsRequest {
  cik: string;
  quarter?: string;
  change?: string;
  /** 1-based; the API's page size (POSITIONS_PAGE_SIZE). */
  page?: number;
}

export function getPositions(api: ApiClient, request: PositionsRequest, signal?: AbortSignal) {
  return api.get<InstitutionalPositionsResponse>(pathOf(INSTITUTIONAL_POSITIONS), { params: { ...request }, signal });
}

export function positionsQueryOptions(api: ApiClient, request: PositionsRequest) {
  return queryOptions({
    queryKey: [...INSTITUTIONAL_QUERY_KEY, 'Positions', request],
    queryFn: ({ signal }) => getPositions(api, request, signal),
    placeholderData: keepPreviousData,
  });
}

/** One filer's positions with their changes (null: no filer chosen). */
export function usePositions(request: PositionsRequest | null) {
  const api = useApi();
  return useQuery({ ...positionsQueryOptions(api, request ?? ({} as PositionsRequest)), enabled: request !== null });
}
