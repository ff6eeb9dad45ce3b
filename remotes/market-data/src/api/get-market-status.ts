import type { ApiClient } from '@flowdeck/api-client';
import { MARKET_STATUS } from '@flowdeck/endpoints/market';
import { pathOf } from '@flowdeck/endpoints/route';
import type { MarketStatusResponse } from '@flowdeck/api-types';
import { useApi } from '@flowdeck/host-sdk';
import { queryOptions, useQuery } from '@tanstack/react-query';

export type { MarketStatusResponse } from '@flowdeck/api-types';

export const MARKET_STATUS_QUERY_KEY = ['market-data', 'market-status'] as const;
/** The open and the close move the default session: the clock is read again this often. */
export const MARKET_STATUS_REFRESH_MS = 60_000;

/**
 * GET market/status: the market clock (its instant, open or not), the session the live pages show by
 * default and the sessions they can show. The API's clock, never the reader's: a simulated market may
 * run at another hour.
 */
export function getMarketStatus(api: ApiClient, signal?: AbortSignal): Promise<MarketStatusResponse> {
  return api.get<MarketStatusResponse>(pathOf(MARKET_STATUS), { signal, notifyErrors: false });
}

export function marketStatusQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: [...MARKET_STATUS_QUERY_KEY],
    queryFn: ({ signal }) => getMarketStatus(api, signal),
    refetchInterval: MARKET_STATUS_REFRESH_MS,
    staleTime: MARKET_STATUS_REFRESH_MS / 2,
  });
}

export function useMarketStatus() {
  const api = useApi();
  return useQuery(marketStatusQueryOptions(api));
}
