import type { ApiClient } from '@flowdeck/api-client';
import { pathOf } from '@flowdeck/endpoints/route';
import { DISCONNECT_BOT } from '@flowdeck/endpoints/discord-bot';
import type { DiscordBotSettings } from '@flowdeck/api-types';
import { useApi } from '@flowdeck/host-sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BOT_QUERY_KEY } from '../../../api/query-keys';

export const DISCONNECT_BOT_PATH = pathOf(DISCONNECT_BOT);

export function disconnectBot(api: ApiClient): Promise<DiscordBotSettings | undefined> {
  return api.post<DiscordBotSettings>(DISCONNECT_BOT_PATH);
}

export function useDisconnectBot() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => disconnectBot(api),
    onSuccess: (settings) => {
      if (settings) queryClient.setQueryData([...BOT_QUERY_KEY, 'settings'], settings);
    },
  });
}
