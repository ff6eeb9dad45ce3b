/**
 * Posting through FlowDeck's own Discord bot application instead of a webhook: the user invites the bot to
 * their server and names a channel by its id. Only the id is taken from the user; every request goes to
 * the configured Discord API base with the bot token from the server's configuration (never stored, never
 * returned), so a channel id can never send the server to another host.
 */
import { DISCORD_SNOWFLAKE_PATTERN } from '../../config.js';
import type { DiscordWebhook } from './webhook-url.js';

/** Channel posts use the bot API's current version (webhook posts keep their unversioned path). */
export const DISCORD_API_VERSION = 'v10';

/** The permissions the invite link asks for: Send Messages (1 << 11) and Embed Links (1 << 14). */
export const BOT_INVITE_PERMISSIONS = (1n << 11n) | (1n << 14n);
export const DISCORD_AUTHORIZE_URL = 'https://discord.com/oauth2/authorize';

export const CHANNEL_ID_MESSAGES = {
  invalid:
    'A channel ID is 17 to 20 digits: in Discord, turn on Developer Mode, right-click the channel and choose Copy Channel ID.',
  unavailable: "FlowDeck's Discord bot is not set up on this server: connect a webhook instead.",
  both: 'Connect either a webhook URL or a channel ID, not both.',
} as const;

export interface DiscordChannel {
  kind: 'channel';
  id: string;
}

export const isDiscordChannel = (target: DiscordWebhook | DiscordChannel): target is DiscordChannel =>
  'kind' in target && target.kind === 'channel';

export type ChannelIdParse = { ok: true; channel: DiscordChannel } | { ok: false; message: string };

export function parseChannelId(raw: string): ChannelIdParse {
  const value = raw.trim();
  if (!DISCORD_SNOWFLAKE_PATTERN.test(value)) return { ok: false, message: CHANNEL_ID_MESSAGES.invalid };
  return { ok: true, channel: { kind: 'channel', id: value } };
}

/** A channel under the configured Discord API base, built from the validated id only. */
export function channelEndpoint(apiBase: string, channelId: string): string {
  return `${apiBase.replace(/\/+$/, '')}/${DISCORD_API_VERSION}/channels/${channelId}`;
}

/** The link that adds FlowDeck's bot to a server the user manages, with only the permissions it needs. */
export function botInviteUrl(clientId: string): string {
  const query = new URLSearchParams({ client_id: clientId, scope: 'bot', permissions: String(BOT_INVITE_PERMISSIONS) });
  return `${DISCORD_AUTHORIZE_URL}?${query.toString()}`;
}
