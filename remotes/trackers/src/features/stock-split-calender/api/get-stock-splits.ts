import type { ApiClient } from '@flowdeck/api-client';
import type { StockSplitCalendar } from '@flowdeck/api-types';
import { pathOf } from '@flowdeck/endpoints/route';
import { STOCK_SPLIT_CALENDAR } from '@flowdeck/endpoints/stock-splits';
import { useApi } from '@flowdeck/host-sdk';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

/** Every Stock Split Calendar query key starts here. */
export const STOCK_SPLITS_QUERY_KEY = ['trackers', 'stock-splits'] as const;

export interface SplitRequest {
  /** A ticker, or `all`. */
  x: string;
  from: string;
  to: string;
  type?: 'forward' | 'reverse';
}

export function getStockSplits(api: ApiClient, { x, ...params }: SplitRequest, signal?: AbortSignal) {
  return api.get<StockSplitCalendar>(pathOf(STOCK_SPLIT_CALENDAR, { x }), { params: { ...params }, signal });
}

export function stockSplitsQueryOptions(api: ApiClient, request: SplitRequest) {
  return queryOptions({
    queryKey: [...STOCK_SPLITS_QUERY_KEY, request],
    queryFn: ({ signal }) => getStockSplits(api, request, signal),
    placeholderData: keepPreviousData,
  });
}

/** Splits with ex-dates in a window, for one ticker or all. */
export function useStockSplits(request: SplitRequest) {
  return useQuery(stockSplitsQueryOptions(useApi(), request));
}
