import type { SmsOutboxMessage } from '@flowdeck/api-types';
import { TWILIO_API_BASE } from '../../config.js';
import { UpstreamError } from '../../errors.js';

/** What the carrier said when it took a text: its status word ("queued", "accepted"…) and its id. */
export interface SmsReceipt {
  status: string;
  id: string | null;
}

/** Sends a text message. One implementation per carrier; the local outbox stands in during development. */
export interface SmsProvider {
  readonly name: string;
  /** `sender`: the user on whose behalf the text goes out (the development outbox shows each user their own). */
  send(to: string, body: string, sender?: number): Promise<SmsReceipt>;
}

/** How many texts the outbox keeps (oldest dropped first). */
export const OUTBOX_LIMIT = 200;

export interface OutboxSmsProvider extends SmsProvider {
  readonly name: 'outbox';
  /**
   * What was "sent" on this user's behalf, newest first. Never by number: a user who asked for a code to
   * someone else's number must not read the codes that number's owner was sent.
   */
  messagesFor(sender: number): SmsOutboxMessage[];
}

/**
 * Development: texts are kept in memory (and logged) instead of reaching a phone, so a local user can
 * read their verification code on the settings page.
 */
export function createOutboxSmsProvider(
  options: { now?: () => Date; log?: (message: SmsOutboxMessage) => void } = {},
): OutboxSmsProvider {
  const outbox: Array<{ message: SmsOutboxMessage; sender: number | undefined }> = [];
  const now = options.now ?? (() => new Date());
  return {
    name: 'outbox',
    async send(to, body, sender) {
      const message = { to, body, sentAt: now().toISOString() };
      outbox.unshift({ message, sender });
      outbox.length = Math.min(outbox.length, OUTBOX_LIMIT);
      options.log?.(message);
      return { status: 'outbox', id: null };
    },
    messagesFor(sender) {
      return outbox.filter((entry) => entry.sender === sender).map((entry) => entry.message);
    },
  };
}

export interface TwilioOptions {
  accountSid: string;
  authToken: string;
  /** A sending number (E.164) or a Messaging Service SID (MG…). */
  from: string;
  apiBase?: string;
  fetch?: typeof fetch;
}

/** Twilio answers this long at most before a text counts as not sent. */
const TWILIO_TIMEOUT_MS = 10_000;

/**
 * Production: Twilio's Messages API (POST /2010-04-01/Accounts/{sid}/Messages.json, HTTP Basic auth with
 * the account SID and auth token). A refusal (invalid number, unverified sender, account suspended…)
 * raises an UpstreamError carrying Twilio's own explanation, so the user sees why no code arrived.
 */
export function createTwilioSmsProvider(options: TwilioOptions): SmsProvider {
  const base = options.apiBase ?? TWILIO_API_BASE;
  const url = `${base}/2010-04-01/Accounts/${encodeURIComponent(options.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${options.accountSid}:${options.authToken}`).toString('base64')}`;
  const sender = options.from.startsWith('MG') ? 'MessagingServiceSid' : 'From';
  const send = options.fetch ?? fetch;
  return {
    name: 'twilio',
    async send(to, body) {
      let response: Response;
      try {
        response = await send(url, {
          method: 'POST',
          headers: { authorization, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
          body: new URLSearchParams({ To: to, [sender]: options.from, Body: body }).toString(),
          signal: AbortSignal.timeout(TWILIO_TIMEOUT_MS),
          redirect: 'error',
        });
      } catch {
        throw new UpstreamError('The text-message service could not be reached. Try again in a minute.');
      }
      if (response.ok) {
        const sent = (await response.json().catch(() => null)) as { status?: unknown; sid?: unknown } | null;
        return {
          status: typeof sent?.status === 'string' ? sent.status : 'accepted',
          id: typeof sent?.sid === 'string' ? sent.sid : null,
        };
      }
      const detail = (await response.json().catch(() => null)) as { message?: unknown } | null;
      const reason = typeof detail?.message === 'string' ? ` ${detail.message}` : '';
      throw new UpstreamError(`The text message could not be sent.${reason}`);
    },
  };
}
