import { pathOf } from '@flowdeck/endpoints/route';
import { SAVED_SCREENS, SCREENER_PRESETS } from '@flowdeck/endpoints/screener';
import { useApi } from '@flowdeck/host-sdk';
import { useQuery } from '@tanstack/react-query';
import { SMS_ALERTS_QUERY_KEY } from './query-keys';

/** A screen a screen rule can watch. */
export interface ScreenChoice {
  id: string;
  name: string;
}

interface SavedScreens {
  items: ScreenChoice[];
}

const PRESETS: ScreenChoice[] = SCREENER_PRESETS.map(({ id, name }) => ({ id, name }));

/** The screener's presets, then the user's saved screens (made on the Screener page). */
export function useScreenChoices(): ScreenChoice[] {
  const api = useApi();
  const saved = useQuery({
    queryKey: [...SMS_ALERTS_QUERY_KEY, 'screens'],
    queryFn: ({ signal }) => api.get<SavedScreens>(pathOf(SAVED_SCREENS), { signal, notifyErrors: false }),
    staleTime: 60_000,
  });
  return [...PRESETS, ...(saved.data?.items ?? []).map(({ id, name }) => ({ id, name }))];
}
