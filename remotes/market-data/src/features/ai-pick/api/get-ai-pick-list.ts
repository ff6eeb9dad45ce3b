import type { ApiClient } from '@flowdeck/api-client';
import type { AiPickListResponse } from '@flowdeck/api-types';
import { AI_PICK_LIST } from '@flowdeck/endpoints/ai-pick';
import { pathOf } from '@flowdeck/endpoints/route';
import { useApi } from '@flowdeck/host-sdk';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

export type { AiPickListResponse, AiPickRow } from '@flowdeck/api-types';

export const AI_PICK_LIST_QUERY_KEY = ['market-data', 'ai-pick-list'] as const;
/** Scores change once a close: a minute is fresh enough, and any hour shows the last close's. */
const STALE_MS = 60_000;

/** GET ai-pick?sector=&cap=&minScore=&maxScore=: the highest and lowest scores, the model and its record. */
export function getAiPickList(
  api: ApiClient,
  params: Record<string, string | number>,
  signal?: AbortSignal,
): Promise<AiPickListResponse> {
  return api.get<AiPickListResponse>(pathOf(AI_PICK_LIST), { params, signal });
}

export function aiPickListQueryOptions(api: ApiClient, params: Record<string, string | number>) {
  return queryOptions({
    queryKey: [...AI_PICK_LIST_QUERY_KEY, params],
    queryFn: ({ signal }) => getAiPickList(api, params, signal),
    staleTime: STALE_MS,
    placeholderData: keepPreviousData,
  });
}

export function useAiPickList(params: Record<string, string | number>) {
  const api = useApi();
  return useQuery(aiPickListQueryOptions(api, params));
}
