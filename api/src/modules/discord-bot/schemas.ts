/**
 * The bot's messages and limits on the API side; the input schemas, their messages and the history's
 * filters are in the contract (@flowdeck/endpoints/discord-bot).
 */
import { BOT_INPUT_MESSAGES } from '@flowdeck/endpoints/discord-bot';

/** Posts (test messages and previews) one user may send per minute: Discord limits webhooks too. */
export const SENDS_PER_MINUTE = 5;

export const MESSAGES = {
  connectFirst: 'Connect a Discord webhook or channel first.',
  ...BOT_INPUT_MESSAGES,
  chooseFilter: 'Choose at least one saved filter for flow alerts.',
  feedOff: (label: string) => `${label} are switched off for this channel: turn them on and save first.`,
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
