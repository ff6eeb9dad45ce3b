import type { ApiClient } from '@flowdeck/api-client';
import { FLOW } from '@flowdeck/endpoints/market';
import { pathOf } from '@flowdeck/endpoints/route';
import type { FlowResponse } from '@flowdeck/api-types';
import { useApi } from '@flowdeck/host-sdk';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { LATEST_SESSION } from './get-chart-bars';

export const CHART_FLOW_QUERY_KEY = ['market-data', 'chart-flow'] as const;
/** The most a page of flow holds (the API's maximum): the newest big trades of a ticker. */
export const CHART_FLOW_LIMIT = 500;
/** The socket brings new trades; a slow refetch catches up with anything it missed. */
const FLOW_REFETCH_MS = 60_000;

/** GET flow/{x}?minPremium=&limit=: a ticker's big options trades, newest first, for the chart's markers. */
export function getChartFlow(
  api: ApiClient,
  symbol: string,
  minPremium: number,
  session: string | undefined,
  signal?: AbortSignal,
): Promise<FlowResponse> {
  return api.get<FlowResponse>(pathOf(FLOW, { x: symbol }), {
    params:
      session === undefined
        ? { minPremium, limit: CHART_FLOW_LIMIT }
        : { minPremium, limit: CHART_FLOW_LIMIT, session },
    signal,
    notifyErrors: false,
  });
}

/** `session`: an earlier session picked on the page; undefined for the latest (the one the socket adds to). */
export function chartFlowQueryKey(symbol: string, minPremium: number, session?: string) {
  return [...CHART_FLOW_QUERY_KEY, symbol, minPremium, session ?? LATEST_SESSION] as const;
}

export function chartFlowQueryOptions(api: ApiClient, symbol: string, minPremium: number, session?: string) {
  return queryOptions({
    queryKey: chartFlowQueryKey(symbol, minPremium, session),
    queryFn: ({ signal }) => getChartFlow(api, symbol, minPremium, session, signal),
    // An earlier session is final.
    refetchInterval: session === undefined ? FLOW_REFETCH_MS : false,
    // Markers stay up while another threshold loads.
    placeholderData: keepPreviousData,
  });
}

export function useChartFlow(
  symbol: string,
  minPremium: number,
  { enabled = true, session }: { enabled?: boolean; session?: string | undefined } = {},
) {
  const api = useApi();
  return useQuery({ ...chartFlowQueryOptions(api, symbol, minPremium, session), enabled });
}
