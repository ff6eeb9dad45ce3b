import type { ApiClient } from '@flowdeck/api-client';
import type { VwapBandsResponse } from '@flowdeck/api-types';
import { VWAP_BANDS } from '@flowdeck/endpoints/scanners';
import { pathOf } from '@flowdeck/endpoints/route';
import { useApi } from '@flowdeck/host-sdk';
import { queryOptions, useQuery } from '@tanstack/react-query';

export type { VwapBandPoint, VwapBandsResponse } from '@flowdeck/api-types';

export const VWAP_BANDS_QUERY_KEY = ['market-data', 'vwap-bands'] as const;

/** GET vwap-deviation/{x}: price, VWAP and σ through the regular session. */
export function getVwapBands(api: ApiClient, ticker: string, signal?: AbortSignal): Promise<VwapBandsResponse> {
  return api.get<VwapBandsResponse>(pathOf(VWAP_BANDS, { x: ticker }), { signal, notifyErrors: false });
}

/** `barsTo` of the list shown: the chart is fetched again when the list moves to a new bar. */
export function vwapBandsQueryOptions(api: ApiClient, ticker: string, barsTo: string | null) {
  return queryOptions({
    queryKey: [...VWAP_BANDS_QUERY_KEY, ticker, barsTo],
    queryFn: ({ signal }) => getVwapBands(api, ticker, signal),
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === ticker ? previous : undefined),
  });
}

export function useVwapBands(ticker: string | null, barsTo: string | null) {
  const api = useApi();
  return useQuery({ ...vwapBandsQueryOptions(api, ticker ?? '', barsTo), enabled: ticker !== null });
}
