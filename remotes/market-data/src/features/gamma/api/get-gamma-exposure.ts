import type { ApiClient } from '@flowdeck/api-client';
import { GAMMA_EXPOSURE } from '@flowdeck/endpoints/market';
import { pathOf } from '@flowdeck/endpoints/route';
import { useApi } from '@flowdeck/host-sdk';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GammaExposureResponse } from '@flowdeck/api-types';
import { ALL_EXPIRIES, type ExpiryFilter } from '../gex-data';

export type { GammaExposureResponse, GexStrikeRow } from '@flowdeck/api-types';

export const GAMMA_EXPOSURE_QUERY_KEY = ['market-data', 'gamma-exposure'] as const;
/** The API re-prices the chain once a market minute; polling a little faster keeps the page within it. */
export const GAMMA_REFRESH_MS = 20_000;

/**
 * GET gamma-exposure?ticker=[&expiry=YYYY-MM-DD|0dte]: GEX by strike and expiry, walls, zero gamma and
 * the profile. 404 for an unknown ticker or one without options, 400 (field `expiry`) for an expiry the
 * ticker does not list. Errors are shown in the page, not toasted.
 */
export function getGammaExposure(
  api: ApiClient,
  ticker: string,
  expiry: ExpiryFilter,
  signal?: AbortSignal,
  session?: string,
): Promise<GammaExposureResponse> {
  return api.get<GammaExposureResponse>(pathOf(GAMMA_EXPOSURE), {
    params: { ticker, expiry: expiry === ALL_EXPIRIES ? undefined : expiry, session },
    signal,
    notifyErrors: false,
  });
}

/** `session`: one of the last sessions (`?session=`, priced at its close), else the most recent one. */
export function gammaExposureQueryOptions(api: ApiClient, ticker: string, expiry: ExpiryFilter, session?: string) {
  return queryOptions({
    queryKey: [...GAMMA_EXPOSURE_QUERY_KEY, ticker, expiry, session ?? null],
    queryFn: ({ signal }) => getGammaExposure(api, ticker, expiry, signal, session),
    refetchInterval: GAMMA_REFRESH_MS,
    // Switching expiry keeps the ticker's chart on screen until the new one arrives; a new ticker does not.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === ticker ? previous : undefined),
  });
}

export function useGammaExposure(ticker: string, expiry: ExpiryFilter, session?: string) {
  const api = useApi();
  return useQuery(gammaExposureQueryOptions(api, ticker, expiry, session));
}
