import type { ApiClient } from '@flowdeck/api-client';
import type { EtfStockExposure } from '@flowdeck/api-types';
import { ETF_STOCK_EXPOSURE } from '@flowdeck/endpoints/institutional';
import { pathOf } from '@flowdeck/endpoints/route';
import { useApi } from '@flowdeck/host-sdk';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { INSTITUTIONAL_QUERY_KEY } from './query-key';

export interface EtfExposureRequest {
  etf?: string;
  ticker?: string;
}

export function getEtfExposure(api: ApiClient, request: EtfExposureRequest, signal?: AbortSignal) {
  return api.get<EtfStockExposure>(pathOf(ETF_STOCK_EXPOSURE), { params: { ...request }, signal });
}

export function etfExposureQueryOptions(api: ApiClient, request: EtfExposureRequest) {
  return queryOptions({
    queryKey: [...INSTITUTIONAL_QUERY_KEY, 'EtfExposure', request],
    queryFn: ({ signal }) => getEtfExposure(api, request, signal),
    placeholderData: keepPreviousData,
  });
}

/** ETF exposure to a stock, or the ETFs holding it (null: nothing asked). */
export function useEtfExposure(request: EtfExposureRequest | null) {
  const api = useApi();
  return useQuery({
    ...etfExposureQueryOptions(api, request ?? ({} as EtfExposureRequest)),
    enabled: request !== null,
  });
}
