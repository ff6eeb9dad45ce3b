import type { ApiClient } from '@flowdeck/api-client';
import { POLITICIAN_TRADES } from '@flowdeck/endpoints/politicians';
import { pathOf } from '@flowdeck/endpoints/route';
import { useApi } from '@flowdeck/host-sdk';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { POLITICIAN_QUERY_KEY } from './query-keys';
import type { TradeQuery, TradesPage } from './types';

export const POLITICIAN_TRADES_PATH = pathOf(POLITICIAN_TRADES);

type TradeParams = Record<string, string | number>;

/** The query string the endpoint expects: unset filters are left out, `lateOnly` only when on. */
export function tradeParams(query: TradeQuery): TradeParams {
  const { lateOnly, ...rest } = query;
  const params: TradeParams = {};
  for (const [key, value] of Object.entries(rest)) {
    if (value !== undefined && value !== '') params[key] = value;
  }
  if (lateOnly) params.lateOnly = 'true';
  return params;
}

export function getPoliticianTrades(api: ApiClient, query: TradeQuery, signal?: AbortSignal): Promise<TradesPage> {
  return api.get<TradesPage>(POLITICIAN_TRADES_PATH, { params: tradeParams(query), signal });
}

export function politicianTradesQueryOptions(api: ApiClient, query: TradeQuery) {
  const params = tradeParams(query);
  return queryOptions({
    queryKey: [...POLITICIAN_QUERY_KEY, 'trades', params],
    queryFn: ({ signal }) => getPoliticianTrades(api, query, signal),
    // Keep the current page on screen while the next page or sort loads.
    placeholderData: keepPreviousData,
  });
}

/** One page of disclosed trades, filtered, sorted and paged on the server. */
export function usePoliticianTrades(query: TradeQuery) {
  return useQuery(politicianTradesQueryOptions(useApi(), query));
}
