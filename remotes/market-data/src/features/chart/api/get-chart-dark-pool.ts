import { DARK_POOL } from '@flowdeck/endpoints/market';
import { pathOf } from '@flowdeck/endpoints/route';
import type { DarkPoolResponse } from '@flowdeck/api-types';
import { useApi } from '@flowdeck/host-sdk';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../api/api-client-type';

export const CHART_DARK_POOL_QUERY_KEY = 'chart-darkpool';
/** The most a page of prints holds (the API's maximum). */
export const CHART_DARK_POOL_LIMIT = 500;
/** The socket brings new prints; a slow refetch catches up with anything it missed. */
const DARK_POOL_REFETCH_MS = 60_000;

/** GET darkpool/{x}?minNotional=&limit=: a ticker's large dark-pool prints, newest first, for the chart's markers. */
export function getChartDarkPool(
  api: ApiClient,
  symbol: string,
  minNotional: number,
  signal?: AbortSignal,
): Promise<DarkPoolResponse> {
  return api.get<DarkPoolResponse>(pathOf(DARK_POOL, { x: symbol }), {
    params: { minNotional, limit: CHART_DARK_POOL_LIMIT },
    signal,
    notifyErrors: false,
  });
}

export function chartDarkPoolQueryKey(symbol: string, minNotional: number) {
  return [CHART_DARK_POOL_QUERY_KEY, symbol, minNotional] as const;
}

export function chartDarkPoolQueryOptions(api: ApiClient, symbol: string, minNotional: number) {
  return queryOptions({
    queryKey: chartDarkPoolQueryKey(symbol, minNotional),
    queryFn: ({ signal }) => getChartDarkPool(api, symbol, minNotional, signal),
    refetchInterval: DARK_POOL_REFETCH_MS,
    // Markers stay up while another threshold loads.
    placeholderData: keepPreviousData,
  });
}

export function useChartDarkPool(symbol: string, minNotional: number, { enabled = true }: { enabled?: boolean } = {}) {
  const api = useApi();
  return useQuery({ ...chartDarkPoolQueryOptions(api, symbol, minNotional), enabled });
}
