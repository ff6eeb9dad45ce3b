import type { ApiClient } from '@flowdeck/api-client';
import { pathOf } from '@flowdeck/endpoints/route';
import { BOT_SETTINGS } from '@flowdeck/endpoints/discord-bot';
import type { DiscordBotSettings } from '@flowdeck/api-types';
import { useApi } from '@flowdeck/host-sdk';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { BOT_QUERY_KEY } from '../../../api/query-keys';

/** Spec §7 `bot`. */
export const BOT_PATH = pathOf(BOT_SETTINGS);

export function getBotSettings(api: ApiClient, signal?: AbortSignal): Promise<DiscordBotSettings> {
  return api.get<DiscordBotSettings>(BOT_PATH, { signal });
}

export function botSettingsQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: [...BOT_QUERY_KEY, 'settings'],
    queryFn: ({ signal }) => getBotSettings(api, signal),
  });
}

/** The connected webhook (token hidden) and what the bot posts. */
export function useBotSettings(enabled: boolean) {
  return useQuery({ ...botSettingsQueryOptions(useApi()), enabled });
}
