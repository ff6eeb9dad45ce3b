import type { ApiClient } from '@flowdeck/api-client';
import type { EarningsCalendar } from '@flowdeck/api-types';
import { EARNINGS } from '@flowdeck/endpoints/earnings';
import { pathOf } from '@flowdeck/endpoints/route';
import { useApi } from '@flowdeck/host-sdk';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

/** Every Earnings query key starts here. */
export const EARNINGS_QUERY_KEY = ['trackers', 'earnings'] as const;

export interface EarningsRequest {
  /** A ticker, or `all`. */
  x: string;
  from: string;
  to: string;
  cap?: string;
  sector?: string;
  /** Comma-separated tickers (the watchlist). */
  symbols?: string;
}

export function getEarnings(api: ApiClient, { x, ...params }: EarningsRequest, signal?: AbortSignal) {
  return api.get<EarningsCalendar>(pathOf(EARNINGS, { x }), { params: { ...params }, signal });
}

export function earningsQueryOptions(api: ApiClient, request: EarningsRequest) {
  return queryOptions({
    queryKey: [...EARNINGS_QUERY_KEY, request],
    queryFn: ({ signal }) => getEarnings(api, request, signal),
    placeholderData: keepPreviousData,
  });
}

/** Earnings reports in a window, for one ticker or all. */
export function useEarnings(request: EarningsRequest, enabled = true) {
  return useQuery({ ...earningsQueryOptions(useApi(), request), enabled });
}
