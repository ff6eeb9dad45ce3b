import type { OnPostError, ApiClient } from '@flowdeck/api-client';
import type { SavedScreen, SavedScreensResponse, ScreenerFilter, ScreenerSort } from '@flowdeck/api-types';
import { DELETE_SCREEN, SAVE_SCREEN, SAVED_SCREENS } from '@flowdeck/endpoints/screener';
import { pathOf } from '@flowdeck/endpoints/route';
import { useApi } from '@flowdeck/host-sdk';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export const SAVED_SCREENS_QUERY_KEY = ['market-data', 'saved-screens'] as const;

/** GET screens: the signed-in user's saved screens. */
export function getSavedScreens(api: ApiClient, signal?: AbortSignal): Promise<SavedScreensResponse> {
  return api.get<SavedScreensResponse>(pathOf(SAVED_SCREENS), { signal, notifyErrors: false });
}

export function savedScreensQueryOptions(api: ApiClient, enabled: boolean) {
  return queryOptions({
    queryKey: [...SAVED_SCREENS_QUERY_KEY],
    queryFn: ({ signal }) => getSavedScreens(api, signal),
    enabled,
  });
}

export function useSavedScreens(enabled: boolean) {
  const api = useApi();
  return useQuery(savedScreensQueryOptions(api, enabled));
}

/** POST screens: saves the screen under a name; a refusal goes to `onError` (shown in the dialog, not as a toast). */
export function useSaveScreen(onError?: OnPostError) {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (screen: { name: string; filters: ScreenerFilter[]; sort: ScreenerSort }) =>
      api.post<SavedScreen>(pathOf(SAVE_SCREEN), screen, { notify: false, onError }),
    onSuccess: (saved) => (saved ? client.invalidateQueries({ queryKey: [...SAVED_SCREENS_QUERY_KEY] }) : undefined),
  });
}

/** POST screens/{x}/delete. */
export function useDeleteScreen() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<{ message: string }>(pathOf(DELETE_SCREEN, { x: id }), {}),
    onSuccess: (deleted) =>
      deleted ? client.invalidateQueries({ queryKey: [...SAVED_SCREENS_QUERY_KEY] }) : undefined,
  });
}
