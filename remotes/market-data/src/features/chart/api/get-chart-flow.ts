import { FLOW } from '@flowdeck/endpoints/market';
import { pathOf } from '@flowdeck/endpoints/route';
import type { FlowResponse } from '@flowdeck/api-types';
import { useApi } from '@flowdeck/host-sdk';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../api/api-client-type';

export const CHART_FLOW_QUERY_KEY = 'chart-flow';
/** The most a page of flow holds (the API's maximum): the newest big trades of a ticker. */
export const CHART_FLOW_LIMIT = 500;
/** The socket brings new trades; a slow refetch catches up with anything it missed. */
const FLOW_REFETCH_MS = 60_000;

/** GET flow/{x}?minPremium=&limit=: a ticker's big options trades, newest first, for the chart's markers. */
export function getChartFlow(
  api: ApiClient,
  symbol: string,
  minPremium: number,
  signal?: AbortSignal,
): Promise<FlowResponse> {
  return api.get<FlowResponse>(pathOf(FLOW, { x: symbol }), {
    params: { minPremium, limit: CHART_FLOW_LIMIT },
    signal,
    notifyErrors: false,
  });
}

export function chartFlowQueryKey(symbol: string, minPremium: number) {
  return [CHART_FLOW_QUERY_KEY, symbol, minPremium] as const;
}

export function chartFlowQueryOptions(api: ApiClient, symbol: string, minPremium: number) {
  return queryOptions({
    queryKey: chartFlowQueryKey(symbol, minPremium),
    queryFn: ({ signal }) => getChartFlow(api, symbol, minPremium, signal),
    refetchInterval: FLOW_REFETCH_MS,
    // Markers stay up while another threshold loads.
    placeholderData: keepPreviousData,
  });
}

export function useChartFlow(symbol: string, minPremium: number, { enabled = true }: { enabled?: boolean } = {}) {
  const api = useApi();
  return useQuery({ ...chartFlowQueryOptions(api, symbol, minPremium), enabled });
}
