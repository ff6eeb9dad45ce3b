import type { ApiClient } from '@flowdeck/api-client';
import type { FlowResponse } from '@flowdeck/api-types';
import { useApi } from '@flowdeck/host-sdk';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { FlowRequest } from '../flow-filters';

export const FLOW_QUERY_KEY = ['market-data', 'flow'] as const;
/** The API's largest page: fewer round trips to fill the table. */
export const FLOW_PAGE_LIMIT = 500;

/**
 * GET flow/{all|TICKER}?…filters&limit=&cursor=: a page of options orders, newest first. Failures are
 * shown in place (the table's error row with Retry), not toasted.
 */
export function getFlow(
  api: ApiClient,
  request: FlowRequest,
  cursor: string | null = null,
  signal?: AbortSignal,
): Promise<FlowResponse> {
  return api.get<FlowResponse>(request.path, {
    params: { ...request.params, limit: FLOW_PAGE_LIMIT, ...(cursor ? { cursor } : {}) },
    signal,
    notifyErrors: false,
  });
}

export function flowQueryKey(request: FlowRequest) {
  return [...FLOW_QUERY_KEY, request.path, request.params] as const;
}

/**
 * The pages of one filter set, newer pages first. The socket keeps the table current, so pages are
 * never refetched on their own, and a filter set left behind is dropped: coming back to it fetches anew
 * rather than showing rows with a gap since they were fetched.
 */
export function flowPagesQueryOptions(api: ApiClient, request: FlowRequest) {
  return infiniteQueryOptions({
    queryKey: flowQueryKey(request),
    queryFn: ({ pageParam, signal }) => getFlow(api, request, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last: FlowResponse) => last.nextCursor,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

export function useFlowPages(request: FlowRequest) {
  const api = useApi();
  return useInfiniteQuery(flowPagesQueryOptions(api, request));
}
