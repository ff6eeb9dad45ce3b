import type { ApiClient } from '@flowdeck/api-client';
import { CHART_BARS } from '@flowdeck/endpoints/market';
import { pathOf } from '@flowdeck/endpoints/route';
import type { BarInterval, BarsResponse } from '@flowdeck/api-types';
import { useApi } from '@flowdeck/host-sdk';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { chartInterval, isIntraday } from '../chart-intervals';

export const CHART_BARS_QUERY_KEY = ['market-data', 'chart-bars'] as const;
/** The query-key part of the latest session (no `session` parameter: the live chart). */
export const LATEST_SESSION = 'latest';

/**
 * GET chart/bars/{x}?interval=[&days=]: candles of one ticker. 404 for an unknown symbol. Failures are
 * shown in place (the unknown-symbol state, or an error with Retry), so the client does not toast them.
 */
export function getChartBars(
  api: ApiClient,
  symbol: string,
  interval: BarInterval,
  session: string | undefined,
  signal?: AbortSignal,
): Promise<BarsResponse> {
  const { sessions } = chartInterval(interval);
  const params: Record<string, string | number> = sessions === null ? { interval } : { interval, days: sessions };
  if (session !== undefined) params['session'] = session;
  return api.get<BarsResponse>(pathOf(CHART_BARS, { x: symbol }), {
    params,
    signal,
    notifyErrors: false,
  });
}

/** `session`: an earlier session picked on the page (its bars are final); undefined for the latest. */
export function chartBarsQueryOptions(api: ApiClient, symbol: string, interval: BarInterval, session?: string) {
  return queryOptions({
    queryKey: [...CHART_BARS_QUERY_KEY, symbol, interval, session ?? LATEST_SESSION],
    queryFn: ({ signal }) => getChartBars(api, symbol, interval, session, signal),
    // The last candle is still forming: fetch again while the page is open. A ticker without intraday
    // bars answers intraday requests with none, and asking again will not change that.
    refetchInterval: (query) =>
      session !== undefined || (isIntraday(interval) && query.state.data?.intraday === false)
        ? false
        : chartInterval(interval).refetchMs,
    // The previous chart stays up (dimmed) while another interval or ticker loads.
    placeholderData: keepPreviousData,
  });
}

export function useChartBars(
  symbol: string,
  interval: BarInterval,
  { enabled = true, session }: { enabled?: boolean; session?: string | undefined } = {},
) {
  const api = useApi();
  return useQuery({ ...chartBarsQueryOptions(api, symbol, interval, session), enabled });
}
