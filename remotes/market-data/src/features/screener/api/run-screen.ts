import type { ApiError, ApiClient } from '@flowdeck/api-client';
import type { ScreenerResponse, ScreenRequest } from '@flowdeck/api-types';
import { DEFAULT_SCREENER_PAGE_SIZE, RUN_SCREEN, SCREEN_BY_ID } from '@flowdeck/endpoints/screener';
import { pathOf } from '@flowdeck/endpoints/route';
import { useApi } from '@flowdeck/host-sdk';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { SCANNER_REFRESH_MS } from '../../../lib/scanner-refresh';
import type { ScreenerUrlState } from '../screener-params';

export type { ScreenerResponse, ScreenerRow } from '@flowdeck/api-types';

export const SCREENER_QUERY_KEY = ['market-data', 'screener'] as const;

/**
 * POST screener: runs the screen's filters, sort and page (errors are shown on the page, not as toasts).
 * The client's POST returns nothing on failure; this read rejects with what the server said instead, so
 * the screen's query fails as a GET's would and the page shows why in place of the table.
 */
export async function runScreen(api: ApiClient, request: ScreenRequest): Promise<ScreenerResponse> {
  const refused: { error?: ApiError } = {};
  const response = await api.post<ScreenerResponse>(pathOf(RUN_SCREEN), request, {
    notify: false,
    onError: (error) => {
      refused.error = error;
    },
  });
  if (response === undefined) throw refused.error ?? new Error('The screen could not be run');
  return response;
}

/** GET screener/{x}: a preset or one of the user's saved screens, as it is. */
export function getScreen(
  api: ApiClient,
  id: string,
  page: number,
  signal?: AbortSignal,
  pageSize = DEFAULT_SCREENER_PAGE_SIZE,
): Promise<ScreenerResponse> {
  return api.get<ScreenerResponse>(pathOf(SCREEN_BY_ID, { x: id }), {
    params: { page, pageSize },
    signal,
    notifyErrors: false,
  });
}

/** The URL's screen: by id when it names one, else its filters. Refreshed each minute while the market trades. */
export function screenQueryOptions(api: ApiClient, state: ScreenerUrlState) {
  const { screen, filters, sort, page } = state;
  return queryOptions({
    queryKey: [...SCREENER_QUERY_KEY, screen, filters, sort, page],
    queryFn: ({ signal }) =>
      screen !== null
        ? getScreen(api, screen, page, signal)
        : runScreen(api, { filters, sort, page, pageSize: DEFAULT_SCREENER_PAGE_SIZE }),
    refetchInterval: (query) => (query.state.data?.live ? SCANNER_REFRESH_MS : false),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useScreen(state: ScreenerUrlState) {
  const api = useApi();
  return useQuery(screenQueryOptions(api, state));
}
