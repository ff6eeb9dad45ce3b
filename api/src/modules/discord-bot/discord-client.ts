import { webhookEndpoint, type DiscordWebhook } from './webhook-url.js';

/** A Discord webhook post that takes longer than this is given up (the user can send again). */
export const DISCORD_TIMEOUT_MS = 5_000;

export const DISCORD_ERRORS = {
  gone: 'Discord no longer accepts this webhook: it was deleted or its token changed. Connect it again.',
  rateLimited: 'Discord is rate-limiting this webhook. Try again in a minute.',
  unreachable: 'Discord could not be reached. Try again in a moment.',
  status: (status: number) => `Discord answered HTTP ${status}.`,
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

function failure(status: number): DiscordResult {
  if (status === 401 || status === 403 || status === 404) return { ok: false, error: DISCORD_ERRORS.gone };
  if (status === 429) return { ok: false, error: DISCORD_ERRORS.rateLimited };
  return { ok: false, error: DISCORD_ERRORS.status(status) };
}

/**
 * Talks to Discord's webhook API. Redirects are not followed: a webhook endpoint never redirects, and
 * following one would let a response send the server somewhere else.
 */
export function createDiscordClient(apiBase: string) {
  async function call(webhook: DiscordWebhook, init: RequestInit, query = ''): Promise<Response | null> {
    try {
      return await fetch(`${webhookEndpoint(apiBase, webhook)}${query}`, {
        ...init,
        redirect: 'manual',
        signal: AbortSignal.timeout(DISCORD_TIMEOUT_MS),
      });
    } catch {
      return null;
    }
  }

  return {
    /** Checks the webhook exists and returns the name Discord gives it. */
    async inspect(webhook: DiscordWebhook): Promise<DiscordResult> {
      const response = await call(webhook, { method: 'GET', headers: { accept: 'application/json' } });
      if (!response) return { ok: false, error: DISCORD_ERRORS.unreachable };
      if (!response.ok) return failure(response.status);
      const body = (await response.json().catch(() => null)) as { name?: unknown } | null;
      return { ok: true, ...(typeof body?.name === 'string' ? { name: body.name } : {}) };
    },

    async send(webhook: DiscordWebhook, message: DiscordMessage): Promise<DiscordResult> {
      const response = await call(
        webhook,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          // No @everyone, @here or role pings from anything the bot posts.
          body: JSON.stringify({ ...message, allowed_mentions: { parse: [] } }),
        },
        '?wait=true',
      );
      if (!response) return { ok: false, error: DISCORD_ERRORS.unreachable };
      await response.body?.cancel().catch(() => undefined);
      return response.ok ? { ok: true } : failure(response.status);
    },
  };
}

export type DiscordClient = ReturnType<typeof createDiscordClient>;
