/** The Discord bot's contracts (see ./discord-bot.ts). */
import { defineContract } from '@flowdeck/endpoints/contract';
import {
  BOT_HISTORY,
  BOT_HISTORY_OF_KIND,
  BOT_INPUT_MESSAGES,
  BOT_MESSAGE_KINDS,
  BOT_SETTINGS,
  DISCONNECT_BOT,
  HISTORY_FILTERS,
  HISTORY_PAGE_SIZE,
  HISTORY_PAGE_SIZE_MAX,
  SAVE_BOT_SETTINGS,
  SEND_BOT_MESSAGE,
  TEST_BOT,
} from '@flowdeck/endpoints/discord-bot';
import { ALERT_FILTERS_MAX } from '@flowdeck/endpoints/user-settings';
import { z } from 'zod';

const flag = z.boolean({ error: 'Use true or false.' });

/** POST bot; the API then checks the target with Discord and the filter ids against the saved filters. */
export const botSettingsSchema = z.object({
  /** A new webhook; left out to keep the connected one. */
  webhookUrl: z.string({ error: 'Paste the webhook URL as text.' }).optional(),
  /** Or a channel FlowDeck's bot posts in (its id); left out to keep the connected target. */
  channelId: z.string({ error: 'Paste the channel ID as text.' }).optional(),
  enabled: flag,
  flow: z.object({
    enabled: flag,
    filterIds: z
      .array(z.string({ error: BOT_INPUT_MESSAGES.unknownFilter }), { error: 'Send a list of filter ids.' })
      .max(ALERT_FILTERS_MAX)
      .transform((ids) => [...new Set(ids)])
      .default([]),
  }),
  darkpool: z.object({ enabled: flag }),
  gappers: z.object({ enabled: flag }),
});
export type BotSettingsInput = z.output<typeof botSettingsSchema>;

export const sendSchema = z.object({ kind: z.enum(BOT_MESSAGE_KINDS, { error: BOT_INPUT_MESSAGES.kind }) });

export const historyQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(HISTORY_PAGE_SIZE_MAX).default(HISTORY_PAGE_SIZE),
});

export const botSettingsContract = defineContract(BOT_SETTINGS, {});
export const saveBotSettingsContract = defineContract(SAVE_BOT_SETTINGS, { body: botSettingsSchema });
export const disconnectBotContract = defineContract(DISCONNECT_BOT, {});
export const testBotContract = defineContract(TEST_BOT, {});
export const botHistoryContract = defineContract(BOT_HISTORY, { query: historyQuerySchema });
export const sendBotMessageContract = defineContract(SEND_BOT_MESSAGE, { body: sendSchema });
export const botHistoryOfKindContract = defineContract(BOT_HISTORY_OF_KIND, {
  params: z.object({ kind: z.enum(HISTORY_FILTERS, { error: BOT_INPUT_MESSAGES.historyKind }) }),
  query: historyQuerySchema,
});
