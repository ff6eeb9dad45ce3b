import type { ApiClient } from '@flowdeck/api-client';
import { SYMBOL_SEARCH } from '@flowdeck/endpoints/reference';
import { pathOf } from '@flowdeck/endpoints/route';
import { useApi } from '@flowdeck/host-sdk';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SymbolSearchResponse as SearchSymbolsResponse } from '@flowdeck/api-types';

export type {
  SymbolSearchResponse as SearchSymbolsResponse,
  SymbolSearchResult as SymbolMatch,
} from '@flowdeck/api-types';

export const SEARCH_SYMBOLS_QUERY_KEY = ['market-data', 'symbol-search'] as const;

/** GET chart/?searchText=: up to 20 tickers matching a symbol or company name. Empty text is a 400. */
export function searchSymbols(
  api: ApiClient,
  searchText: string,
  signal?: AbortSignal,
): Promise<SearchSymbolsResponse> {
  return api.get<SearchSymbolsResponse>(pathOf(SYMBOL_SEARCH), { params: { searchText }, signal });
}

export function searchSymbolsQueryOptions(api: ApiClient, searchText: string) {
  const text = searchText.trim();
  return queryOptions({
    queryKey: [...SEARCH_SYMBOLS_QUERY_KEY, text],
    queryFn: ({ signal }) => searchSymbols(api, text, signal),
    enabled: text.length > 0,
    // Keep the last list on screen while the next keystroke's results load.
    placeholderData: keepPreviousData,
    staleTime: 5 * 60 * 1000,
  });
}

export function useSearchSymbols(searchText: string) {
  const api = useApi();
  return useQuery(searchSymbolsQueryOptions(api, searchText));
}
