import type { FlowTradeKind, TradeSide } from '@flowdeck/api-types';
import { useApi, useAuth } from '@flowdeck/host-sdk';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../api/api-client-type';

export const ALERT_FILTERS_PATH = 'user/settings/alert-filters';
export const ALERT_FILTERS_QUERY_KEY = 'alert-filters';
/** The API's limits (api/src/modules/account/schemas.ts). */
export const ALERT_FILTERS_MAX = 50;
export const FILTER_NAME_MAX = 60;

/**
 * A saved options-flow filter as the API stores it (alertFilterSchema in the account module); absent
 * criteria are null, empty lists or false.
 */
export interface AlertFilter {
  id: string;
  name: string;
  tickers: string[];
  callPut: 'calls' | 'puts' | 'both';
  sides: TradeSide[];
  minPremium: number | null;
  minSize: number | null;
  dteMin: number | null;
  dteMax: number | null;
  otmOnly: boolean;
  sweepsOnly: boolean;
  volumeOverOi: boolean;
  sectors: string[];
  /**
   * Trade types (empty: every type). Absent from an API that predates them; the API fills in [] for
   * filters saved before.
   */
  kinds?: FlowTradeKind[];
  marketCapMin: number | null;
  marketCapMax: number | null;
  unusualOnly: boolean;
}

export interface AlertFilters {
  filters: AlertFilter[];
}

/** GET user/settings/alert-filters: the user's saved filters (an empty list before the first save). */
export function getAlertFilters(api: ApiClient, signal?: AbortSignal): Promise<AlertFilters> {
  return api.get<AlertFilters>(ALERT_FILTERS_PATH, { signal });
}

export function alertFiltersQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: [ALERT_FILTERS_QUERY_KEY],
    queryFn: ({ signal }) => getAlertFilters(api, signal),
    staleTime: 60_000,
  });
}

/** Saved filters belong to an account: a guest (read-only, no user token) asks for none. */
export function useAlertFilters() {
  const api = useApi();
  const signedIn = useAuth().token !== null;
  return useQuery({ ...alertFiltersQueryOptions(api), enabled: signedIn });
}
