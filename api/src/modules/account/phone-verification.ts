/**
 * Phone numbers are verified by a one-time code sent through the SMS provider. Codes are stored only as
 * an HMAC, expire, allow a few guesses each (an attempt is spent before the comparison, so concurrent
 * guesses cannot exceed the limit), and sending is throttled per user.
 */
import type { PhoneStatus } from '@flowdeck/api-types';
import { createHmac, hkdfSync, randomInt, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { InputError, RateLimitError, ServiceUnavailableError } from '../../errors.js';
import { createAccountRepository } from './repository.js';
import { SECURITY_MESSAGES as M } from './schemas.js';
import type { SmsProvider } from './sms-provider.js';

export const CODE_LENGTH = 6;
export const CODE_TTL_MS = 10 * 60 * 1000;
export const MAX_ATTEMPTS = 5;
export const RESEND_AFTER_MS = 30 * 1000;
export const SENDS_PER_HOUR = 5;
const HOUR_MS = 60 * 60 * 1000;

export interface PhoneVerificationOptions {
  db: Kysely<Database>;
  sms: SmsProvider | null;
  serverSecret: string;
  brandName: string;
  now: () => Date;
}

export function createPhoneVerification(options: PhoneVerificationOptions) {
  const { db, sms, now } = options;
  const repo = createAccountRepository(db);
  const key = Buffer.from(hkdfSync('sha256', options.serverSecret, 'flowdeck', 'phone-verification-code', 32));
  const hash = (userId: number, phone: string, code: string) =>
    createHmac('sha256', key).update(`${userId}:${phone}:${code}`).digest('hex');

  return {
    async status(userId: number): Promise<PhoneStatus> {
      const [user, pending] = await Promise.all([repo.phoneOf(userId), repo.pendingPhoneCode(userId)]);
      const live = pending && new Date(pending.expires_at) > now() && pending.attempts < MAX_ATTEMPTS;
      return {
        phoneNumber: user?.phone_number ?? null,
        verified: Boolean(user?.phone_number && user.phone_verified_at),
        pending: live
          ? {
              phoneNumber: pending.phone_number,
              expiresAt: new Date(pending.expires_at).toISOString(),
              attemptsLeft: MAX_ATTEMPTS - pending.attempts,
              resendAt: new Date(new Date(pending.last_sent_at).getTime() + RESEND_AFTER_MS).toISOString(),
            }
          : null,
        outbox: sms?.name === 'outbox',
        available: sms !== null,
      };
    },

    /** Texts a new code to `phone` (E.164), replacing any earlier one. */
    async sendCode(userId: number, phone: string): Promise<void> {
      if (!sms) throw new ServiceUnavailableError(M.smsUnavailable);
      const at = now();
      const user = await repo.phoneOf(userId);
      if (user?.phone_number === phone && user.phone_verified_at)
        throw new InputError({ phone_number: M.alreadyVerified });
      const previous = await repo.pendingPhoneCode(userId);
      if (previous) {
        const wait = new Date(previous.last_sent_at).getTime() + RESEND_AFTER_MS - at.getTime();
        if (wait > 0) throw new RateLimitError(Math.ceil(wait / 1000), M.resendWait);
      }
      const windowOpen = previous && at.getTime() - new Date(previous.window_started_at).getTime() < HOUR_MS;
      const sends = windowOpen ? previous.sends_in_window : 0;
      if (windowOpen && sends >= SENDS_PER_HOUR) {
        const wait = new Date(previous.window_started_at).getTime() + HOUR_MS - at.getTime();
        throw new RateLimitError(Math.ceil(wait / 1000), M.tooManyCodes);
      }
      const code = String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');
      const row = {
        phone_number: phone,
        code_hash: hash(userId, phone, code),
        expires_at: new Date(at.getTime() + CODE_TTL_MS),
        attempts: 0,
        last_sent_at: at,
        window_started_at: windowOpen ? previous.window_started_at : at,
        sends_in_window: sends + 1,
      };
      await repo.savePendingPhoneCode(userId, row);
      try {
        await sms.send(
          phone,
          `${code} is your ${options.brandName} verification code. It expires in 10 minutes.`,
          userId,
        );
      } catch (error) {
        // Nothing reached the phone: the user may ask again at once (the hourly count still holds).
        await repo.setPhoneCodeLastSent(userId, new Date(at.getTime() - RESEND_AFTER_MS));
        throw error;
      }
    },

    /**
     * Checks a code for `phone`; on success the pending code is used up. A wrong code spends an attempt
     * (kept even though the request fails) and says how many are left.
     */
    async verify(userId: number, phone: string, code: string): Promise<void> {
      if (!new RegExp(`^\\d{${CODE_LENGTH}}$`).test(code)) throw new InputError({ code: M.codeFormat });
      const spent = await repo.spendPhoneCodeAttempt(userId, phone, now(), MAX_ATTEMPTS);
      if (!spent) throw new InputError({ code: M.codeExpired });
      const expected = Buffer.from(spent.code_hash, 'hex');
      const given = Buffer.from(hash(userId, phone, code), 'hex');
      if (!timingSafeEqual(expected, given)) throw new InputError({ code: M.codeWrong(MAX_ATTEMPTS - spent.attempts) });
      await repo.deletePendingPhoneCode(userId);
    },
  };
}

export type PhoneVerification = ReturnType<typeof createPhoneVerification>;
