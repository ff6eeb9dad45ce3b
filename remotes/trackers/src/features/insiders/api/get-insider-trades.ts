import type { ApiClient } from '@flowdeck/api-client';
import { INSIDER_TRADES } from '@flowdeck/endpoints/insiders';
import { pathOf } from '@flowdeck/endpoints/route';
import { useApi } from '@flowdeck/host-sdk';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { INSIDER_QUERY_KEY } from './query-keys';
import type { InsiderQuery, InsiderTradesPage } from './types';

export const INSIDER_TRADES_PATH = pathOf(INSIDER_TRADES);

type Params = Record<string, string | number>;

/** The query string the endpoint expects: unset filters left out, codes joined with commas. */
export function insiderParams(query: InsiderQuery): Params {
  const params: Params = {};
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length > 0) params[key] = value.join(',');
    } else params[key] = value as string | number;
  }
  return params;
}

export function getInsiderTrades(
  api: ApiClient,
  query: InsiderQuery,
  signal?: AbortSignal,
): Promise<InsiderTradesPage> {
  return api.get<InsiderTradesPage>(INSIDER_TRADES_PATH, { params: insiderParams(query), signal });
}

/** One page of insider transactions, filtered, sorted and paged on the server. */
export function useInsiderTrades(query: InsiderQuery) {
  const api = useApi();
  const params = insiderParams(query);
  return useQuery(
    queryOptions({
      queryKey: [...INSIDER_QUERY_KEY, 'trades', params],
      queryFn: ({ signal }) => getInsiderTrades(api, query, signal),
      placeholderData: keepPreviousData,
    }),
  );
}
