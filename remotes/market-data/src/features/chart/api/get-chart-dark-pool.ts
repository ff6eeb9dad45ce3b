import type { ApiClient } from '@flowdeck/api-client';
import { DARK_POOL } from '@flowdeck/endpoints/market';
import { pathOf } from '@flowdeck/endpoints/route';
import type { DarkPoolResponse } from '@flowdeck/api-types';
import { useApi } from '@flowdeck/host-sdk';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { LATEST_SESSION } from './get-chart-bars';

export const CHART_DARK_POOL_QUERY_KEY = ['market-data', 'chart-darkpool'] as const;
/** The most a page of prints holds (the API's maximum). */
export const CHART_DARK_POOL_LIMIT = 500;
/** The socket brings new prints; a slow refetch catches up with anything it missed. */
const DARK_POOL_REFETCH_MS = 60_000;

/** GET darkpool/{x}?minNotional=&limit=: a ticker's large dark-pool prints, newest first, for the chart's markers. */
export function getChartDarkPool(
  api: ApiClient,
  symbol: string,
  minNotional: number,
  session: string | undefined,
  signal?: AbortSignal,
): Promise<DarkPoolResponse> {
  return api.get<DarkPoolResponse>(pathOf(DARK_POOL, { x: symbol }), {
    params:
      session === undefined
        ? { minNotional, limit: CHART_DARK_POOL_LIMIT }
        : { minNotional, limit: CHART_DARK_POOL_LIMIT, session },
    signal,
    notifyErrors: false,
  });
}

/** `session`: an earlier session picked on the page; undefined for the latest (the one the socket adds to). */
export function chartDarkPoolQueryKey(symbol: string, minNotional: number, session?: string) {
  return [...CHART_DARK_POOL_QUERY_KEY, symbol, minNotional, session ?? LATEST_SESSION] as const;
}

export function chartDarkPoolQueryOptions(api: ApiClient, symbol: string, minNotional: number, session?: string) {
  return queryOptions({
    queryKey: chartDarkPoolQueryKey(symbol, minNotional, session),
    queryFn: ({ signal }) => getChartDarkPool(api, symbol, minNotional, session, signal),
    // An earlier session is final.
    refetchInterval: session === undefined ? DARK_POOL_REFETCH_MS : false,
    // Markers stay up while another threshold loads.
    placeholderData: keepPreviousData,
  });
}

export function useChartDarkPool(
  symbol: string,
  minNotional: number,
  { enabled = true, session }: { enabled?: boolean; session?: string | undefined } = {},
) {
  const api = useApi();
  return useQuery({ ...chartDarkPoolQueryOptions(api, symbol, minNotional, session), enabled });
}
