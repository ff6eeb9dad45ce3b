import type { ApiClient } from '@flowdeck/api-client';
import { EXECUTIONS, type ExecutionView } from '@flowdeck/endpoints/journal';
import { pathOf } from '@flowdeck/endpoints/route';
import { useApi } from '@flowdeck/host-sdk';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { JOURNAL_QUERY_KEY } from './query-keys';

export const EXECUTIONS_PATH = pathOf(EXECUTIONS);

export function getExecutions(api: ApiClient, account: string, signal?: AbortSignal) {
  return api.get<{ items: ExecutionView[]; total: number }>(EXECUTIONS_PATH, {
    params: account ? { account } : {},
    signal,
  });
}

/** The user's fills, newest first. */
export function useExecutions(account: string) {
  const api = useApi();
  return useQuery(
    queryOptions({
      queryKey: [...JOURNAL_QUERY_KEY, 'executions', account],
      queryFn: ({ signal }) => getExecutions(api, account, signal),
    }),
  );
}
