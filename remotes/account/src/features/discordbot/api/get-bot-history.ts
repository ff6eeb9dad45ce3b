import type { ApiClient } from '@flowdeck/api-client';
import type { BotHistory, BotMessageKind } from '@flowdeck/api-types';
import { useApi } from '@flowdeck/host-sdk';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { BOT_QUERY_KEY } from '../../../api/query-keys';
import { BOT_HISTORY_PATH } from './send-bot-message';

export type HistoryFilter = 'all' | BotMessageKind;
export const HISTORY_PAGE_SIZE = 10;

/** Spec §7 `messageBot/history/{x}`: x is the kind of message (all, test, flow, darkpool, gappers). */
export function historyPath(filter: HistoryFilter): string {
  return `${BOT_HISTORY_PATH}/${filter}`;
}

export function getBotHistory(
  api: ApiClient,
  filter: HistoryFilter,
  page: number,
  signal?: AbortSignal,
): Promise<BotHistory> {
  return api.get<BotHistory>(historyPath(filter), { params: { page, pageSize: HISTORY_PAGE_SIZE }, signal });
}

export function botHistoryQueryOptions(api: ApiClient, filter: HistoryFilter, page: number) {
  return queryOptions({
    queryKey: [...BOT_QUERY_KEY, 'history', filter, page],
    queryFn: ({ signal }) => getBotHistory(api, filter, page, signal),
    placeholderData: keepPreviousData,
  });
}

/** What the bot sent, newest first. */
export function useBotHistory(filter: HistoryFilter, page: number, enabled: boolean) {
  return useQuery({ ...botHistoryQueryOptions(useApi(), filter, page), enabled });
}
