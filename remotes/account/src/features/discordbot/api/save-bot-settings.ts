import type { DiscordBotSettings, DiscordBotSettingsInput } from '@flowdeck/api-types';
import type { OnPostError, ApiClient } from '@flowdeck/api-client';
import { useApi } from '@flowdeck/host-sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BOT_QUERY_KEY } from '../../../api/query-keys';
import { BOT_PATH } from './get-bot-settings';

export function saveBotSettings(
  api: ApiClient,
  input: DiscordBotSettingsInput,
  onError?: OnPostError,
): Promise<DiscordBotSettings | undefined> {
  return api.post<DiscordBotSettings>(BOT_PATH, input, { onError });
}

/** Saves what to post, and connects a new webhook when one is given. */
export function useSaveBotSettings(onError?: OnPostError) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DiscordBotSettingsInput) => saveBotSettings(api, input, onError),
    onSuccess: (settings) => {
      if (settings) queryClient.setQueryData([...BOT_QUERY_KEY, 'settings'], settings);
    },
  });
}
