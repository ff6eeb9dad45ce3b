import { z } from 'zod';
import { ALERT_FILTERS_MAX } from '../account/schemas.js';

/** What a user can send from the page: a test message or a preview of one feed. */
export const BOT_MESSAGE_KINDS = ['test', 'flow', 'darkpool', 'gappers'] as const;
export type SendKind = (typeof BOT_MESSAGE_KINDS)[number];
/** The history holds those and the posts of the user's alert rules. */
export const HISTORY_FILTERS = ['all', ...BOT_MESSAGE_KINDS, 'rules'] as const;
export const HISTORY_PAGE_SIZE = 20;
export const HISTORY_PAGE_SIZE_MAX = 100;
/** Posts (test messages and previews) one user may send per minute: Discord limits webhooks too. */
export const SENDS_PER_MINUTE = 5;

export const MESSAGES = {
  addOnRequired: 'Discord bot add-on required',
  addOnHint: 'Add the Discord Bot at checkout to connect your server.',
  connectFirst: 'Connect a Discord webhook or channel first.',
  unknownFilter: 'No saved alert filter has this id.',
  chooseFilter: 'Choose at least one saved filter for flow alerts.',
  feedOff: (label: string) => `${label} are switched off for this channel: turn them on and save first.`,
  kind: `Choose one of ${BOT_MESSAGE_KINDS.join(', ')}.`,
  historyKind: `History can be filtered by ${HISTORY_FILTERS.join(', ')}.`,
  saved: 'Discord bot settings saved',
  connected: (name: string | null) => (name ? `Connected to the webhook "${name}"` : 'Webhook connected'),
  channelConnected: (name: string | null) => (name ? `Connected to the channel #${name}` : 'Channel connected'),
  disconnected: 'Webhook disconnected',
  channelDisconnected: 'Channel disconnected',
  sent: 'Sent to your Discord channel',
  tooMany: `At most ${SENDS_PER_MINUTE} messages a minute: wait a moment and send again.`,
  unreadable: 'The stored webhook can no longer be read: connect it again.',
  /** Why live posting switched a bot off (recorded on the refused post and shown on the settings page). */
  switchedOffGone:
    'Discord no longer accepts this webhook (it was deleted or its token changed), so the bot was switched off. Connect the webhook again to turn it back on.',
  switchedOffChannelGone:
    "FlowDeck's bot can no longer post in this channel (it was removed from the server, lost access to the channel, or the channel was deleted), so the bot was switched off. Connect the channel again to turn it back on.",
  switchedOffUnreadable:
    'The stored webhook can no longer be read, so the bot was switched off. Connect the webhook again to turn it back on.',
  /** The history line of a post that was never composed because the bot had to be switched off first. */
  liveStopped: 'Live posts stopped',
} as const;

/** The reasons behind a bot the server switched off; `DiscordBotSettings.autoDisabled` shows the latest. */
export const SWITCH_OFF_REASONS: string[] = [
  MESSAGES.switchedOffGone,
  MESSAGES.switchedOffChannelGone,
  MESSAGES.switchedOffUnreadable,
];

const flag = z.boolean({ error: 'Use true or false.' });

export const botSettingsSchema = z.object({
  /** A new webhook; left out to keep the connected one. */
  webhookUrl: z.string({ error: 'Paste the webhook URL as text.' }).optional(),
  /** Or a channel FlowDeck's bot posts in (its id); left out to keep the connected target. */
  channelId: z.string({ error: 'Paste the channel ID as text.' }).optional(),
  enabled: flag,
  flow: z.object({
    enabled: flag,
    filterIds: z
      .array(z.string({ error: MESSAGES.unknownFilter }), { error: 'Send a list of filter ids.' })
      .max(ALERT_FILTERS_MAX)
      .transform((ids) => [...new Set(ids)])
      .default([]),
  }),
  darkpool: z.object({ enabled: flag }),
  gappers: z.object({ enabled: flag }),
});

export type BotSettingsInput = z.output<typeof botSettingsSchema>;

export const sendSchema = z.object({ kind: z.enum(BOT_MESSAGE_KINDS, { error: MESSAGES.kind }) });

export const historyQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(HISTORY_PAGE_SIZE_MAX).default(HISTORY_PAGE_SIZE),
});
