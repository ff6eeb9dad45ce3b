import type { SmsOutboxMessage } from '@flowdeck/api-types';

/** Sends a text message. One implementation per carrier; the local outbox stands in during development. */
export interface SmsProvider {
  readonly name: string;
  send(to: string, body: string): Promise<void>;
}

/** How many texts the outbox keeps (oldest dropped first). */
export const OUTBOX_LIMIT = 200;

export interface OutboxSmsProvider extends SmsProvider {
  readonly name: 'outbox';
  /** What was "sent" to these numbers, newest first. */
  messagesTo(numbers: readonly string[]): SmsOutboxMessage[];
}

/**
 * Development: texts are kept in memory (and logged) instead of reaching a phone, so a local user can
 * read their verification code on the settings page.
 */
export function createOutboxSmsProvider(
  options: { now?: () => Date; log?: (message: SmsOutboxMessage) => void } = {},
): OutboxSmsProvider {
  const outbox: SmsOutboxMessage[] = [];
  const now = options.now ?? (() => new Date());
  return {
    name: 'outbox',
    async send(to, body) {
      const message = { to, body, sentAt: now().toISOString() };
      outbox.unshift(message);
      outbox.length = Math.min(outbox.length, OUTBOX_LIMIT);
      options.log?.(message);
    },
    messagesTo(numbers) {
      return outbox.filter((message) => numbers.includes(message.to));
    },
  };
}
