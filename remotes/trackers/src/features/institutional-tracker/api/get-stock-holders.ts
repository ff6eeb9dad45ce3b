import type { ApiClient } from '@flowdeck/api-client';
import type { InstitutionalStockHolders } from '@flowdeck/api-types';
import { INSTITUTIONAL_STOCK_HOLDERS } from '@flowdeck/endpoints/institutional';
import { pathOf } from '@flowdeck/endpoints/route';
import { useApi } from '@flowdeck/host-sdk';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { INSTITUTIONAL_QUERY_KEY } from './query-key';

export interface StockHoldersRequest {
  ticker: string;
  quarter?: string;
}

export function getStockHolders(api: ApiClient, request: StockHoldersRequest, signal?: AbortSignal) {
  return api.get<InstitutionalStockHolders>(pathOf(INSTITUTIONAL_STOCK_HOLDERS), { params: { ...request }, signal });
}

export function stockHoldersQueryOptions(api: ApiClient, request: StockHoldersRequest) {
  return queryOptions({
    queryKey: [...INSTITUTIONAL_QUERY_KEY, 'StockHolders', request],
    queryFn: ({ signal }) => getStockHolders(api, request, signal),
    placeholderData: keepPreviousData,
  });
}

/** A stock's 13F holders (null: no ticker chosen). */
export function useStockHolders(request: StockHoldersRequest | null) {
  const api = useApi();
  return useQuery({
    ...stockHoldersQueryOptions(api, request ?? ({} as StockHoldersRequest)),
    enabled: request !== null,
  });
}
