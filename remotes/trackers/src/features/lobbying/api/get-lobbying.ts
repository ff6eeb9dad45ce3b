import type { ApiClient } from '@flowdeck/api-client';
import type { LobbyingReport } from '@flowdeck/api-types';
import { LOBBYING } from '@flowdeck/endpoints/lobbying';
import { pathOf } from '@flowdeck/endpoints/route';
import { useApi } from '@flowdeck/host-sdk';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

/** Every Lobbying query key starts here. */
export const LOBBYING_QUERY_KEY = ['trackers', 'lobbying'] as const;

export interface LobbyingRequest {
  /** A ticker, or `all`. */
  x: string;
  quarter?: string;
}

export function getLobbying(api: ApiClient, { x, ...params }: LobbyingRequest, signal?: AbortSignal) {
  return api.get<LobbyingReport>(pathOf(LOBBYING, { x }), { params: { ...params }, signal });
}

export function lobbyingQueryOptions(api: ApiClient, request: LobbyingRequest) {
  return queryOptions({
    queryKey: [...LOBBYING_QUERY_KEY, request],
    queryFn: ({ signal }) => getLobbying(api, request, signal),
    placeholderData: keepPreviousData,
  });
}

/** The lobbying report of a quarter, for one ticker or all. */
export function useLobbying(request: LobbyingRequest) {
  return useQuery(lobbyingQueryOptions(useApi(), request));
}
