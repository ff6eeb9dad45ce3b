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

/** Answers that mean the webhook no longer exists for us (deleted, token reset, no access). */
export const WEBHOOK_GONE_STATUSES: readonly number[] = [401, 403, 404];
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

function failure(status: number): { ok: false; error: string } {
  if (WEBHOOK_GONE_STATUSES.includes(status)) return { ok: false, error: DISCORD_ERRORS.gone };
  if (status === 429) return { ok: false, error: DISCORD_ERRORS.rateLimited };
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

    async send(webhook: DiscordWebhook, message: DiscordMessage): Promise<DiscordSendResult> {
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
      if (!response) return { ok: false, error: DISCORD_ERRORS.unreachable, status: null, gone: false };
      if (response.status === 429) {
        const limit = await rateLimit(response);
        return { ...failure(429), status: 429, gone: false, ...limit };
      }
      await response.body?.cancel().catch(() => undefined);
      if (!response.ok)
        return {
          ...failure(response.status),
          status: response.status,
          gone: WEBHOOK_GONE_STATUSES.includes(response.status),
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
