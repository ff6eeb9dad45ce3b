import type { ApiClient } from '@flowdeck/api-client';
import type { GovContractReport } from '@flowdeck/api-types';
import { GOV_CONTRACTS } from '@flowdeck/endpoints/govcontracts';
import { pathOf } from '@flowdeck/endpoints/route';
import { useApi } from '@flowdeck/host-sdk';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

/** Every Govt. Contracts query key starts here. */
export const GOV_CONTRACTS_QUERY_KEY = ['trackers', 'govcontracts'] as const;

export interface GovContractRequest {
  /** A ticker, or `all`. */
  x: string;
  quarter?: string;
}

export function getGovContracts(api: ApiClient, { x, ...params }: GovContractRequest, signal?: AbortSignal) {
  return api.get<GovContractReport>(pathOf(GOV_CONTRACTS, { x }), { params: { ...params }, signal });
}

export function govContractsQueryOptions(api: ApiClient, request: GovContractRequest) {
  return queryOptions({
    queryKey: [...GOV_CONTRACTS_QUERY_KEY, request],
    queryFn: ({ signal }) => getGovContracts(api, request, signal),
    placeholderData: keepPreviousData,
  });
}

/** Federal contract awards of a quarter, for one ticker or all. */
export function useGovContracts(request: GovContractRequest) {
  return useQuery(govContractsQueryOptions(useApi(), request));
}
