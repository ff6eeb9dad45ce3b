import type { MailOutboxMessage } from '@flowdeck/api-types';
import type { Kysely } from 'kysely';
import { POSTMARK_API_BASE, type MailConfig } from '../../config.js';
import type { Database } from '../../db/schema.js';
import { UpstreamError } from '../../errors.js';
import { createAuthRepository } from './repository.js';

export interface Mail {
  to: string;
  subject: string;
  body: string;
}

/** Sends a mail. One implementation per provider; the local outbox stands in during development. */
export interface MailProvider {
  readonly name: string;
  /** `recipient`: the account the mail is about (the development outbox shows each user their own). */
  send(mail: Mail, recipient: number | null): Promise<void>;
}

/** How many mails the outbox keeps per recipient (older ones are dropped). */
export const MAIL_OUTBOX_LIMIT = 50;

export interface OutboxMailProvider extends MailProvider {
  readonly name: 'outbox';
  /** What was "sent" about this account, newest first: never by address (addresses are not unique until verified). */
  messagesFor(recipient: number): Promise<MailOutboxMessage[]>;
}

/**
 * Development (MAIL_PROVIDER=outbox): mails are stored in the database (so every API process sees them) and
 * logged instead of reaching an inbox; a signed-in user reads their own on the checkout page.
 */
export function createOutboxMailProvider(
  db: Kysely<Database>,
  options: { now?: () => Date; log?: (mail: Mail) => void } = {},
): OutboxMailProvider {
  const now = options.now ?? (() => new Date());
  const repo = createAuthRepository(db);
  return {
    name: 'outbox',
    async send(mail, recipient) {
      await repo.insertOutboxMail({ recipient, to: mail.to, subject: mail.subject, body: mail.body, sentAt: now() });
      if (recipient !== null) await repo.pruneOutbox(recipient, MAIL_OUTBOX_LIMIT);
      options.log?.(mail);
    },
    async messagesFor(recipient) {
      const rows = await repo.outboxMails(recipient, MAIL_OUTBOX_LIMIT);
      return rows.map((row) => ({
        to: row.to_address,
        subject: row.subject,
        body: row.body,
        sentAt: new Date(row.sent_at).toISOString(),
      }));
    },
  };
}

export interface PostmarkOptions {
  serverToken: string;
  /** The sender address (a confirmed Sender Signature or domain at Postmark). */
  from: string;
  apiBase?: string;
  fetch?: typeof fetch;
}

/** Postmark answers this long at most before a mail counts as not sent. */
const POSTMARK_TIMEOUT_MS = 10_000;

/**
 * Production (MAIL_PROVIDER=postmark): Postmark's Email API (POST /email with the server token in
 * X-Postmark-Server-Token). A refusal raises an UpstreamError carrying Postmark's explanation.
 */
export function createPostmarkMailProvider(options: PostmarkOptions): MailProvider {
  const url = `${options.apiBase ?? POSTMARK_API_BASE}/email`;
  const send = options.fetch ?? fetch;
  return {
    name: 'postmark',
    async send(mail) {
      let response: Response;
      try {
        response = await send(url, {
          method: 'POST',
          headers: {
            accept: 'application/json',
            'content-type': 'application/json',
            'x-postmark-server-token': options.serverToken,
          },
          body: JSON.stringify({
            From: options.from,
            To: mail.to,
            Subject: mail.subject,
            TextBody: mail.body,
            MessageStream: 'outbound',
          }),
          signal: AbortSignal.timeout(POSTMARK_TIMEOUT_MS),
          redirect: 'error',
        });
      } catch {
        throw new UpstreamError('The mail service could not be reached. Try again in a minute.');
      }
      if (response.ok) return;
      const detail = (await response.json().catch(() => null)) as { Message?: unknown } | null;
      const reason = typeof detail?.Message === 'string' ? ` ${detail.Message}` : '';
      throw new UpstreamError(`The mail could not be sent.${reason}`);
    },
  };
}

/** MAIL_PROVIDER: Postmark, or the outbox (also for hand-built test configs, which leave it out). */
export function mailProviderFor(
  config: MailConfig | undefined,
  db: Kysely<Database>,
  options: { now?: () => Date; log?: (mail: Mail) => void } = {},
): MailProvider {
  if (config?.provider === 'postmark') return createPostmarkMailProvider(config);
  return createOutboxMailProvider(db, options);
}
