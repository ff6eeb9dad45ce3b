import { INSIDER } from '@flowdeck/endpoints/insiders';
import { pathOf } from '@flowdeck/endpoints/route';
import { useApi } from '@flowdeck/host-sdk';
import { useQuery } from '@tanstack/react-query';
import { INSIDER_QUERY_KEY } from './query-keys';
import type { InsiderHistory } from './types';

/** One insider's (by CIK) or one company's (by ticker) history; idle while `x` is null. */
export function useInsiderHistory(x: string | null) {
  const api = useApi();
  return useQuery({
    queryKey: [...INSIDER_QUERY_KEY, 'history', x],
    queryFn: ({ signal }) => api.get<InsiderHistory>(pathOf(INSIDER, { x: x ?? '' }), { signal }),
    enabled: x !== null,
  });
}
