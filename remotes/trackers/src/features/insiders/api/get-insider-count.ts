import { INSIDER_COUNT } from '@flowdeck/endpoints/insiders';
import { pathOf } from '@flowdeck/endpoints/route';
import { useApi } from '@flowdeck/host-sdk';
import { useQuery } from '@tanstack/react-query';
import { INSIDER_QUERY_KEY } from './query-keys';
import type { InsiderCount } from './types';

export const INSIDER_COUNT_PATH = pathOf(INSIDER_COUNT);

/** How much the tracker holds, and from which sources. */
export function useInsiderCount() {
  const api = useApi();
  return useQuery({
    queryKey: [...INSIDER_QUERY_KEY, 'count'],
    queryFn: ({ signal }) => api.get<InsiderCount>(INSIDER_COUNT_PATH, { signal }),
  });
}
