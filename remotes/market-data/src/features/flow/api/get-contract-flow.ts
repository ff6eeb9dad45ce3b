import type { ApiClient } from '@flowdeck/api-client';
import { FLOW } from '@flowdeck/endpoints/market';
import { pathOf } from '@flowdeck/endpoints/route';
import type { FlowResponse } from '@flowdeck/api-types';
import { useApi } from '@flowdeck/host-sdk';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ALL_TICKERS } from '../../../paths';

export const CONTRACT_FLOW_QUERY_KEY = ['market-data', 'flow-contract'] as const;
/** One contract rarely trades more than this in a session; the API's largest page. */
export const CONTRACT_FLOW_LIMIT = 500;
/** While the detail is open, newer prints of the contract show up this often. */
const CONTRACT_REFETCH_MS = 15_000;

/** GET flow/all?contract=<OCC symbol>: the session's orders in one contract, newest first. */
export function getContractFlow(api: ApiClient, optionSymbol: string, signal?: AbortSignal): Promise<FlowResponse> {
  return api.get<FlowResponse>(pathOf(FLOW, { x: ALL_TICKERS }), {
    params: { contract: optionSymbol, limit: CONTRACT_FLOW_LIMIT },
    signal,
    notifyErrors: false,
  });
}

export function contractFlowQueryOptions(api: ApiClient, optionSymbol: string) {
  return queryOptions({
    queryKey: [...CONTRACT_FLOW_QUERY_KEY, optionSymbol],
    queryFn: ({ signal }) => getContractFlow(api, optionSymbol, signal),
    refetchInterval: CONTRACT_REFETCH_MS,
  });
}

export function useContractFlow(optionSymbol: string) {
  const api = useApi();
  return useQuery(contractFlowQueryOptions(api, optionSymbol));
}
