import { useApi } from '@flowdeck/host-sdk';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from './api-client-type';

/** `stock`, `etf` or `index`; absent from older API builds. */
export type AssetType = 'stock' | 'etf' | 'index';

/** Figures a fund or an index does not have (shares, CEO, employees…) are null. */
export interface CompanyProfile {
  symbol: string;
  name: string;
  exchange: string;
  assetType?: AssetType;
  sector: string;
  industry: string;
  /** Fund assets for an ETF. */
  marketCap: number | null;
  floatShares: number | null;
  sharesOutstanding: number | null;
  description: string;
  ceo: string | null;
  headquarters: string | null;
  founded: number | null;
  employees: number | null;
  website: string | null;
}

export interface Quote {
  last: number;
  /** Null while a symbol has a single bar. */
  previousClose: number | null;
  change: number | null;
  changePercent: number | null;
  open: number;
  high: number;
  low: number;
  volume: number;
  averageVolume30d: number;
  fiftyTwoWeekHigh: number;
  fiftyTwoWeekLow: number;
  /** The session date (YYYY-MM-DD) or an ISO timestamp. */
  asOf: string;
}

/** One daily bar; `date` is a calendar date (YYYY-MM-DD). */
export interface DailyBar {
  date: string;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

export interface CompanyProfileResponse {
  profile: CompanyProfile;
  /** Null when the symbol has no bars yet. */
  quote: Quote | null;
  /** Daily bars, oldest first (normally at least a year). */
  bars: DailyBar[];
}

export const COMPANY_PROFILE_QUERY_KEY = 'company-profile';

/**
 * GET company-profile/{symbol}: profile, latest quote and daily bars. 404 for an unknown symbol.
 * Failures are not toasted: every view of this call shows its own error in place (an unknown-symbol
 * state, a card or row with Retry), and a dashboard of eleven tickers would otherwise raise eleven
 * toasts when the API is down.
 */
export function getCompanyProfile(api: ApiClient, symbol: string, signal?: AbortSignal): Promise<CompanyProfileResponse> {
  return api.get<CompanyProfileResponse>(`company-profile/${encodeURIComponent(symbol)}`, {
    signal,
    notifyErrors: false,
  });
}

export function companyProfileQueryOptions(api: ApiClient, symbol: string) {
  return queryOptions({
    queryKey: [COMPANY_PROFILE_QUERY_KEY, symbol],
    queryFn: ({ signal }) => getCompanyProfile(api, symbol, signal),
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
  return typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 404;
}
