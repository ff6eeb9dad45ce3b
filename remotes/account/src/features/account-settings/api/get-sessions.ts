import type { ApiClient } from '@flowdeck/api-client';
import { pathOf } from '@flowdeck/endpoints/route';
import { SESSIONS } from '@flowdeck/endpoints/account';
import type { SessionsOverview } from '@flowdeck/api-types';
import { useApi } from '@flowdeck/host-sdk';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { SESSIONS_QUERY_KEY } from './query-keys';

export function getSessions(api: ApiClient, signal?: AbortSignal): Promise<SessionsOverview> {
  return api.get<SessionsOverview>(pathOf(SESSIONS), { signal });
}

export function sessionsQueryOptions(api: ApiClient) {
  return queryOptions({ queryKey: SESSIONS_QUERY_KEY, queryFn: ({ signal }) => getSessions(api, signal) });
}

/** The browsers signed in to this account. */
export function useSessions() {
  return useQuery(sessionsQueryOptions(useApi()));
}
