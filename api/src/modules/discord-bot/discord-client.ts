import {
  CHANNEL_ID_MESSAGES,
  channelEndpoint,
  isDiscordChannel as isChannel,
  type DiscordChannel,
} from './discord-channel.js';
import { webhookEndpoint, type DiscordWebhook } from './webhook-url.js';

/** A Discord webhook post that takes longer than this is given up (the user can send again). */
export const DISCORD_TIMEOUT_MS = 5_000;

export const DISCORD_ERRORS = {
  gone: 'Discord no longer accepts this webhook: it was deleted or its token changed. Connect it again.',
  rateLimited: 'Discord is rate-limiting this webhook. Try again in a minute.',
  unreachable: 'Discord could not be reached. Try again in a moment.',
  status: (status: number) => `Discord answered HTTP ${status}.`,
  channelRefused: "FlowDeck's bot cannot see that channel: add it to your server and give it Send Messages there.",
  channelRateLimited: 'Discord is rate-limiting posts to this channel. Try again in a minute.',
  /** 401 on a channel: the server's bot token is wrong, which is no fault of the user's channel. */
  botTokenRefused: "Discord refused FlowDeck's bot token: the bot needs to be set up again on the server.",
  noBot: CHANNEL_ID_MESSAGES.unavailable,
} as const;

export interface DiscordEmbed {
  title: string;
  description?: string;
  color?: number;
  fields?: Array<{ name: string; value: string; inline?: boolean }>;
  footer?: { text: string };
  timestamp?: string;
}

export interface DiscordMessage {
  username: string;
  content: string;
  embeds: DiscordEmbed[];
}

export type DiscordResult = { ok: true; name?: string } | { ok: false; error: string };

/** Where a post goes: a user's webhook, or a channel FlowDeck's bot was invited to. */
export type DiscordTarget = DiscordWebhook | DiscordChannel;

/** Answers that mean the webhook no longer exists for us (deleted, token reset, no access). */
export const WEBHOOK_GONE_STATUSES: readonly number[] = [401, 403, 404];
/**
 * Answers that mean the bot cannot use the channel (removed from the server, no access, channel deleted).
 * Not 401: that refuses the server's own bot token, and must not switch off every channel's bot.
 */
export const CHANNEL_GONE_STATUSES: readonly number[] = [403, 404];
/** Waited when a 429 says nothing usable about when to retry. */
export const DEFAULT_RETRY_AFTER_MS = 2_000;

/**
 * A post's outcome with what the live dispatcher needs: whether the webhook is gone, and Discord's
 * rate-limit instructions (`retryAfterMs` on a 429; `resetAfterMs` when a post used the bucket's last slot).
 */
export type DiscordSendResult =
  | { ok: true; resetAfterMs?: number }
  | {
      ok: false;
      error: string;
      /** Null when Discord could not be reached. */
      status: number | null;
      gone: boolean;
      retryAfterMs?: number;
      /** The 429 applies to everything this process sends, not only this webhook. */
      global?: boolean;
    };

const goneStatuses = (target: DiscordTarget) => (isChannel(target) ? CHANNEL_GONE_STATUSES : WEBHOOK_GONE_STATUSES);

function failure(target: DiscordTarget, status: number): { ok: false; error: string } {
  const channel = isChannel(target);
  if (channel && status === 401) return { ok: false, error: DISCORD_ERRORS.botTokenRefused };
  if (goneStatuses(target).includes(status))
    return { ok: false, error: channel ? DISCORD_ERRORS.channelRefused : DISCORD_ERRORS.gone };
  if (status === 429)
    return { ok: false, error: channel ? DISCORD_ERRORS.channelRateLimited : DISCORD_ERRORS.rateLimited };
  return { ok: false, error: DISCORD_ERRORS.status(status) };
}

/** Seconds (Discord sends fractions, e.g. "1.234") → ms, or undefined when absent or not a number. */
function secondsToMs(value: unknown): number | undefined {
  const seconds = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  return Number.isFinite(seconds) && seconds >= 0 ? Math.ceil(seconds * 1000) : undefined;
}

/** A 429's wait: the body's `retry_after` (seconds), else the Retry-After header, else a default. */
async function rateLimit(response: Response): Promise<{ retryAfterMs: number; global: boolean }> {
  const body = (await response.json().catch(() => null)) as { retry_after?: unknown; global?: unknown } | null;
  const retryAfterMs =
    secondsToMs(body?.retry_after) ?? secondsToMs(response.headers.get('retry-after')) ?? DEFAULT_RETRY_AFTER_MS;
  const global = body?.global === true || response.headers.get('x-ratelimit-global') === 'true';
  return { retryAfterMs, global };
}

/**
 * Talks to Discord's API: webhooks with their own token, channels with FlowDeck's bot token (`botToken`;
 * null when the server has none, and channels are then unavailable). Every URL is built from the
 * configured API base and validated ids only. Redirects are not followed: these endpoints never
 * redirect, and following one would let a response send the server (and the bot token) somewhere else.
 */
export function createDiscordClient(apiBase: string, botToken: string | null = null) {
  async function call(target: DiscordTarget, init: RequestInit, path = ''): Promise<Response | null> {
    const url = isChannel(target)
      ? `${channelEndpoint(apiBase, target.id)}${path}`
      : `${webhookEndpoint(apiBase, target)}${path}`;
    const headers = new Headers(init.headers);
    if (isChannel(target)) headers.set('authorization', `Bot ${botToken ?? ''}`);
    try {
      return await fetch(url, {
        ...init,
        headers,
        redirect: 'manual',
        signal: AbortSignal.timeout(DISCORD_TIMEOUT_MS),
      });
    } catch {
      return null;
    }
  }

  return {
    /** Whether channels can be used at all: the server has a bot token. */
    channels: botToken !== null,

    /**
     * Checks the webhook exists, or that the bot can see the channel, and returns the name Discord gives it.
     */
    async inspect(target: DiscordTarget): Promise<DiscordResult> {
      if (isChannel(target) && botToken === null) return { ok: false, error: DISCORD_ERRORS.noBot };
      const response = await call(target, { method: 'GET', headers: { accept: 'application/json' } });
      if (!response) return { ok: false, error: DISCORD_ERRORS.unreachable };
      if (!response.ok) {
        await response.body?.cancel().catch(() => undefined);
        return failure(target, response.status);
      }
      const body = (await response.json().catch(() => null)) as { name?: unknown } | null;
      return { ok: true, ...(typeof body?.name === 'string' ? { name: body.name } : {}) };
    },

    async send(target: DiscordTarget, message: DiscordMessage): Promise<DiscordSendResult> {
      if (isChannel(target) && botToken === null)
        return { ok: false, error: DISCORD_ERRORS.noBot, status: null, gone: false };
      // A bot always posts under its own name: `username` exists only for webhooks.
      const { username, ...botMessage } = message;
      const payload = isChannel(target) ? botMessage : { username, ...botMessage };
      const response = await call(
        target,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          // No @everyone, @here or role pings from anything the bot posts.
          body: JSON.stringify({ ...payload, allowed_mentions: { parse: [] } }),
        },
        isChannel(target) ? '/messages' : '?wait=true',
      );
      if (!response) return { ok: false, error: DISCORD_ERRORS.unreachable, status: null, gone: false };
      if (response.status === 429) {
        const limit = await rateLimit(response);
        return { ...failure(target, 429), status: 429, gone: false, ...limit };
      }
      await response.body?.cancel().catch(() => undefined);
      if (!response.ok)
        return {
          ...failure(target, response.status),
          status: response.status,
          gone: goneStatuses(target).includes(response.status),
        };
      const resetAfterMs =
        response.headers.get('x-ratelimit-remaining') === '0'
          ? secondsToMs(response.headers.get('x-ratelimit-reset-after'))
          : undefined;
      return resetAfterMs === undefined ? { ok: true } : { ok: true, resetAfterMs };
    },
  };
}

export type DiscordClient = ReturnType<typeof createDiscordClient>;
