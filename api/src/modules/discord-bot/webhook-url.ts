/**
 * Discord webhook URLs, checked strictly. The server posts to webhooks on the user's behalf, so a URL
 * that is not exactly a Discord webhook must be refused: otherwise the feature would make requests to
 * any host the user names (SSRF). Only the webhook's id and token are kept; posts always go to the
 * configured Discord API base, never to the host the user typed.
 */

/** Discord's hosts for webhooks (the stable, public-test and canary clients all hand out these). */
export const DISCORD_WEBHOOK_HOSTS = ['discord.com', 'discordapp.com', 'ptb.discord.com', 'canary.discord.com'];
export const WEBHOOK_URL_MAX = 512;

export const WEBHOOK_URL_MESSAGES = {
  invalid: 'Paste the webhook URL from Discord: Server Settings → Integrations → Webhooks → Copy Webhook URL.',
  https: 'Webhook URLs must start with https://.',
  credentials: 'Webhook URLs cannot contain a user name or password.',
  port: 'Webhook URLs cannot name a port.',
  host: 'Only Discord webhook URLs (discord.com or discordapp.com) are accepted.',
  path: 'This is not a Discord webhook URL: it looks like https://discord.com/api/webhooks/<id>/<token>.',
  extra: 'Remove everything after the token (from ? or #).',
} as const;

export interface DiscordWebhook {
  id: string;
  token: string;
}

const WEBHOOK_PATH = /^\/api(?:\/v\d{1,2})?\/webhooks\/(\d{17,20})\/([A-Za-z0-9_-]{60,100})\/?$/;

export type WebhookParse = { ok: true; webhook: DiscordWebhook } | { ok: false; message: string };

export function parseDiscordWebhookUrl(raw: string): WebhookParse {
  const value = raw.trim();
  // Control characters and spaces inside the URL would be silently dropped or encoded by the parser.
  if (value.length === 0 || value.length > WEBHOOK_URL_MAX || /[\s\p{Cc}]/u.test(value))
    return { ok: false, message: WEBHOOK_URL_MESSAGES.invalid };
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { ok: false, message: WEBHOOK_URL_MESSAGES.invalid };
  }
  if (url.protocol !== 'https:') return { ok: false, message: WEBHOOK_URL_MESSAGES.https };
  if (url.username || url.password || /^https:\/\/[^/]*@/i.test(value))
    return { ok: false, message: WEBHOOK_URL_MESSAGES.credentials };
  // The parser drops a default :443; any port written in the URL is refused all the same.
  if (url.port || /^https:\/\/[^/]*:\d*(?:\/|$)/i.test(value)) return { ok: false, message: WEBHOOK_URL_MESSAGES.port };
  if (!DISCORD_WEBHOOK_HOSTS.includes(url.hostname)) return { ok: false, message: WEBHOOK_URL_MESSAGES.host };
  if (url.search || url.hash || /[?#]/.test(value)) return { ok: false, message: WEBHOOK_URL_MESSAGES.extra };
  const match = WEBHOOK_PATH.exec(url.pathname);
  if (!match?.[1] || !match[2]) return { ok: false, message: WEBHOOK_URL_MESSAGES.path };
  return { ok: true, webhook: { id: match[1], token: match[2] } };
}

/** Where a webhook is posted: always under the configured Discord API base, built from id and token only. */
export function webhookEndpoint(apiBase: string, webhook: DiscordWebhook): string {
  return `${apiBase.replace(/\/+$/, '')}/webhooks/${webhook.id}/${webhook.token}`;
}

/** The URL as the settings page shows it: the secret token hidden. */
export function maskedWebhookUrl(webhookId: string): string {
  return `https://discord.com/api/webhooks/${webhookId}/••••••••`;
}
