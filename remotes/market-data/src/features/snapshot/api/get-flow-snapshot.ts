import type { ApiClient } from '@flowdeck/api-client';
import { FLOW_SNAPSHOT_V2 } from '@flowdeck/endpoints/market';
import { pathOf } from '@flowdeck/endpoints/route';
import type { FlowSnapshotV2Response } from '@flowdeck/api-types';
import { useApi } from '@flowdeck/host-sdk';
import { queryOptions, useQuery } from '@tanstack/react-query';

export type {
  FlowSnapshotV2Response,
  FlowSummary,
  FlowTrade,
  GexLevels,
  MarketNews,
  NetFlowPoint,
  PremiumByExpiry,
  PremiumByStrike,
  TopContract,
} from '@flowdeck/api-types';

export const FLOW_SNAPSHOT_QUERY_KEY = ['market-data', 'flow-snapshot-v2'] as const;
/**
 * The live feed moves the trades, premiums, quote and dark-pool totals between fetches; the fetch
 * brings the rest (breakdowns, net flow, gamma levels, news) and squares the totals.
 */
export const SNAPSHOT_REFETCH_MS = 15_000;

/**
 * GET flow/snapshot/v2/{ticker}: one ticker's session at a glance (premiums, sentiment, top contracts,
 * dark-pool levels, gamma levels, breakdowns, five-minute net flow, recent trades, news). 404 for an
 * unknown ticker, 400 for a malformed one; the page shows both in place, so errors are not toasted.
 */
export function getFlowSnapshot(
  api: ApiClient,
  ticker: string,
  signal?: AbortSignal,
  session?: string,
): Promise<FlowSnapshotV2Response> {
  return api.get<FlowSnapshotV2Response>(pathOf(FLOW_SNAPSHOT_V2, { x: ticker }), {
    ...(session !== undefined ? { params: { session } } : {}),
    signal,
    notifyErrors: false,
  });
}

/** `session`: one of the last sessions (`?session=`), else the most recent one. */
export function flowSnapshotQueryOptions(api: ApiClient, ticker: string, session?: string) {
  return queryOptions({
    queryKey: [...FLOW_SNAPSHOT_QUERY_KEY, ticker, session ?? null],
    queryFn: ({ signal }) => getFlowSnapshot(api, ticker, signal, session),
    // An unknown ticker stays unknown: no point asking again on a timer. A failed refresh is retried.
    refetchInterval: (query) =>
      query.state.status === 'error' && query.state.data === undefined ? false : SNAPSHOT_REFETCH_MS,
  });
}

export function useFlowSnapshot(ticker: string, session?: string) {
  const api = useApi();
  return useQuery(flowSnapshotQueryOptions(api, ticker, session));
}
