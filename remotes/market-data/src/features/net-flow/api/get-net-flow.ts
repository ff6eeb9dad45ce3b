import type { ApiClient } from '@flowdeck/api-client';
import { NET_FLOW } from '@flowdeck/endpoints/market';
import { pathOf } from '@flowdeck/endpoints/route';
import { useApi } from '@flowdeck/host-sdk';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DteBucket, NetFlowResponse } from '@flowdeck/api-types';
import { ALL_TICKERS } from '../../../paths';

export type { DteBucket, NetFlowPoint, NetFlowResponse, NetPremiumTotals } from '@flowdeck/api-types';

export const NET_FLOW_QUERY_KEY = ['market-data', 'net-flow'] as const;
/** The lines grow every few seconds while the market is open; poll even when the live feed is quiet. */
export const NET_FLOW_REFRESH_MS = 15_000;

/**
 * GET net-flow?ticker=&dte=&interval=: net call and put premium per interval and running since the open,
 * with the price line and totals per DTE bucket. No ticker (or `all`) is market tide. 404 for an unknown
 * ticker, shown in the page rather than toasted.
 */
export function getNetFlow(
  api: ApiClient,
  ticker: string | null,
  dte: DteBucket,
  interval: number,
  signal?: AbortSignal,
  session?: string,
): Promise<NetFlowResponse> {
  return api.get<NetFlowResponse>(pathOf(NET_FLOW), {
    params: { ticker: ticker ?? ALL_TICKERS, dte, interval, ...(session !== undefined ? { session } : {}) },
    signal,
    notifyErrors: false,
  });
}

/** `session`: one of the last sessions (`?session=`), else the most recent one. */
export function netFlowQueryOptions(
  api: ApiClient,
  ticker: string | null,
  dte: DteBucket,
  interval: number,
  session?: string,
) {
  const scope = ticker ?? ALL_TICKERS;
  return queryOptions({
    queryKey: [...NET_FLOW_QUERY_KEY, scope, dte, interval, session ?? null],
    queryFn: ({ signal }) => getNetFlow(api, ticker, dte, interval, signal, session),
    refetchInterval: NET_FLOW_REFRESH_MS,
    // Another bucket or interval of the same ticker keeps the lines up while it loads; a new ticker does not.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === scope ? previous : undefined),
  });
}

export function useNetFlow(ticker: string | null, dte: DteBucket, interval: number, session?: string) {
  const api = useApi();
  return useQuery(netFlowQueryOptions(api, ticker, dte, interval, session));
}
