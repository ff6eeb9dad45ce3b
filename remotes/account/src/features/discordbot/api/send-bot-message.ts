import type { ApiClient } from '@flowdeck/api-client';
import { pathOf } from '@flowdeck/endpoints/route';
import { BOT_HISTORY, TEST_BOT } from '@flowdeck/endpoints/discord-bot';
import type { BotMessage, BotMessageKind } from '@flowdeck/api-types';
import { useApi } from '@flowdeck/host-sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BOT_QUERY_KEY } from '../../../api/query-keys';

/** Spec §7: the bot test (posted to the webhook by the server). */
export const BOT_TEST_PATH = pathOf(TEST_BOT);
/** Spec §7 `POST messageBot/history`: posts a preview of one feed and records it. */
export const BOT_HISTORY_PATH = pathOf(BOT_HISTORY);

export function sendBotMessage(api: ApiClient, kind: BotMessageKind): Promise<BotMessage | undefined> {
  return kind === 'test' ? api.post<BotMessage>(BOT_TEST_PATH) : api.post<BotMessage>(BOT_HISTORY_PATH, { kind });
}

/** Sends a test message or a feed preview to the channel; failures are recorded in the history too. */
export function useSendBotMessage() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (kind: BotMessageKind) => sendBotMessage(api, kind),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...BOT_QUERY_KEY, 'history'] }),
  });
}
