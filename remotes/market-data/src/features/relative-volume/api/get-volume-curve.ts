import type { ApiClient } from '@flowdeck/api-client';
import type { VolumeCurveResponse } from '@flowdeck/api-types';
import { RELATIVE_VOLUME_CURVE } from '@flowdeck/endpoints/scanners';
import { pathOf } from '@flowdeck/endpoints/route';
import { useApi } from '@flowdeck/host-sdk';
import { queryOptions, useQuery } from '@tanstack/react-query';

export type { VolumeCurvePoint, VolumeCurveResponse } from '@flowdeck/api-types';

export const VOLUME_CURVE_QUERY_KEY = ['market-data', 'volume-curve'] as const;

/** GET relative-volume/{x}: the symbol's volume curve today against its average curve. */
export function getVolumeCurve(api: ApiClient, ticker: string, signal?: AbortSignal): Promise<VolumeCurveResponse> {
  return api.get<VolumeCurveResponse>(pathOf(RELATIVE_VOLUME_CURVE, { x: ticker }), { signal, notifyErrors: false });
}

/** `barsTo` of the list shown: the curve is fetched again when the list moves to a new bar. */
export function volumeCurveQueryOptions(api: ApiClient, ticker: string, barsTo: string | null) {
  return queryOptions({
    queryKey: [...VOLUME_CURVE_QUERY_KEY, ticker, barsTo],
    queryFn: ({ signal }) => getVolumeCurve(api, ticker, signal),
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === ticker ? previous : undefined),
  });
}

export function useVolumeCurve(ticker: string | null, barsTo: string | null) {
  const api = useApi();
  return useQuery({ ...volumeCurveQueryOptions(api, ticker ?? '', barsTo), enabled: ticker !== null });
}
