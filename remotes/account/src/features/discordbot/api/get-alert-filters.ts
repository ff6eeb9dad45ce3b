import type { AlertFilters } from '@flowdeck/endpoints/user-settings';
import { alertFiltersQueryOptions as settingsDocument, useApi } from '@flowdeck/host-sdk';
import type { ApiClient } from '@flowdeck/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';

export interface SavedFilter {
  id: string;
  name: string;
}

/** The bot's picker needs each filter's id and name. */
export function savedFilters(document: AlertFilters): SavedFilter[] {
  return document.filters.map(({ id, name }) => ({ id, name }));
}

/**
 * Spec §7 `user/settings/alert-filters`: the one cache entry of the saved filters (the whole document, owned by
 * the host SDK), so a save on /flow is what this page shows next; the picker selects ids and names from it.
 */
export function alertFiltersQueryOptions(api: ApiClient) {
  return queryOptions({ ...settingsDocument(api), select: savedFilters });
}

export function useAlertFilters(enabled: boolean) {
  return useQuery({ ...alertFiltersQueryOptions(useApi()), enabled });
}
