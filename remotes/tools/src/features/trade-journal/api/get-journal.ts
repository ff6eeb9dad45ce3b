import type { ApiClient } from '@flowdeck/api-client';
import { JOURNAL_VIEW } from '@flowdeck/endpoints/journal';
import { pathOf } from '@flowdeck/endpoints/route';
import { useApi } from '@flowdeck/host-sdk';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { JOURNAL_QUERY_KEY } from './query-keys';
import type { JournalFilters, JournalView } from './types';

export const JOURNAL_VIEW_PATH = pathOf(JOURNAL_VIEW);

function params(filters: JournalFilters): Record<string, string> {
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== ''));
}

export function getJournal(api: ApiClient, filters: JournalFilters, signal?: AbortSignal): Promise<JournalView> {
  return api.get<JournalView>(JOURNAL_VIEW_PATH, { params: params(filters), signal });
}

export function journalQueryOptions(api: ApiClient, filters: JournalFilters) {
  return queryOptions({
    queryKey: [...JOURNAL_QUERY_KEY, 'view', params(filters)],
    queryFn: ({ signal }) => getJournal(api, filters, signal),
    placeholderData: keepPreviousData,
  });
}

/** Trades, statistics and accounts for the chosen filters. */
export function useJournal(filters: JournalFilters) {
  return useQuery(journalQueryOptions(useApi(), filters));
}
