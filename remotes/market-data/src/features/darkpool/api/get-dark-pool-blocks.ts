import type { ApiClient } from '@flowdeck/api-client';
import { DARK_POOL } from '@flowdeck/endpoints/market';
import { pathOf } from '@flowdeck/endpoints/route';
import type { DarkPoolResponse } from '@flowdeck/api-types';
import { useApi } from '@flowdeck/host-sdk';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const DARK_POOL_BLOCKS_QUERY_KEY = ['market-data', 'darkpool-blocks'] as const;
/** Blocks fetched for the "largest blocks" list: a whole session's for most tickers. */
export const DARK_POOL_BLOCKS_LIMIT = 200;
const BLOCKS_REFETCH_MS = 60_000;

/**
 * GET darkpool/{ticker}?blocksOnly=true&limit=200: the ticker's block prints (10,000 shares or $1M and
 * up), newest first, for the list of the day's largest. The page shows failures of the main feed; this
 * list just stays empty, so errors are not toasted.
 */
export function getDarkPoolBlocks(api: ApiClient, ticker: string, signal?: AbortSignal): Promise<DarkPoolResponse> {
  return api.get<DarkPoolResponse>(pathOf(DARK_POOL, { x: ticker }), {
    params: { blocksOnly: true, limit: DARK_POOL_BLOCKS_LIMIT },
    signal,
    notifyErrors: false,
  });
}

export function darkPoolBlocksQueryOptions(api: ApiClient, ticker: string) {
  return queryOptions({
    queryKey: [...DARK_POOL_BLOCKS_QUERY_KEY, ticker],
    queryFn: ({ signal }) => getDarkPoolBlocks(api, ticker, signal),
    refetchInterval: (query) =>
      query.state.status === 'error' && query.state.data === undefined ? false : BLOCKS_REFETCH_MS,
  });
}

export function useDarkPoolBlocks(ticker: string, { enabled }: { enabled: boolean }) {
  const api = useApi();
  return useQuery({ ...darkPoolBlocksQueryOptions(api, ticker), enabled });
}
