import type { ApiClient } from '@flowdeck/api-client';
import { readApiError } from '@flowdeck/api-client/error-shape';
import { COMPANY_PROFILE } from '@flowdeck/endpoints/reference';
import { pathOf } from '@flowdeck/endpoints/route';
import { useApi } from '@flowdeck/host-sdk';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CompanyProfileResponse, Quote } from '@flowdeck/api-types';

const HTTP_NOT_FOUND = 404;

/** Response shapes are declared once, in @flowdeck/api-types, for the API and its clients. */
export type {
  AssetType,
  CompanyProfileInfo as CompanyProfile,
  CompanyProfileResponse,
  DailyBar,
  Quote,
} from '@flowdeck/api-types';

export const COMPANY_PROFILE_QUERY_KEY = ['market-data', 'company-profile'] as const;
/** While a session trades, quotes on the dashboard and stock profile refresh this often. */
export const LIVE_QUOTE_REFETCH_MS = 30_000;

/** A quote read during a session carries the market time (an instant); after the close, the session date. */
export function isLiveQuote(quote: Quote | null | undefined): boolean {
  return quote != null && quote.asOf.includes('T');
}

/**
 * GET company-profile/{symbol}: profile, latest quote and daily bars. 404 for an unknown symbol.
 * Failures are not toasted: every view of this call shows its own error in place (an unknown-symbol
 * state, a card or row with Retry), and a dashboard of eleven tickers would otherwise raise eleven
 * toasts when the API is down.
 */
export function getCompanyProfile(
  api: ApiClient,
  symbol: string,
  signal?: AbortSignal,
  session?: string,
): Promise<CompanyProfileResponse> {
  return api.get<CompanyProfileResponse>(pathOf(COMPANY_PROFILE, { x: symbol }), {
    ...(session === undefined ? {} : { params: { session } }),
    signal,
    notifyErrors: false,
  });
}

/** `session`: an earlier recent session (the quote is its close, final); undefined for the latest. */
export function companyProfileQueryOptions(api: ApiClient, symbol: string, session?: string) {
  return queryOptions({
    queryKey:
      session === undefined ? [...COMPANY_PROFILE_QUERY_KEY, symbol] : [...COMPANY_PROFILE_QUERY_KEY, symbol, session],
    queryFn: ({ signal }) => getCompanyProfile(api, symbol, signal, session),
    refetchInterval: (query) => (isLiveQuote(query.state.data?.quote) ? LIVE_QUOTE_REFETCH_MS : false),
  });
}

export function useCompanyProfile(symbol: string) {
  const api = useApi();
  return useQuery(companyProfileQueryOptions(api, symbol));
}

/**
 * Whether a failed call was a 404. Read from the error's `status` rather than `instanceof ApiError`:
 * the host's API client throws its own copy of the class, not the one a remote would bundle.
 */
export function isNotFoundError(error: unknown): boolean {
  return readApiError(error).status === HTTP_NOT_FOUND;
}
