/**
 * Email verification before the trial (issue 22 point 3, ADR 0008). A new password account starts without
 * access (its end date is yesterday) and is mailed a link; opening it proves the address, makes it the
 * account's (only verified addresses are unique) and starts the 7-day trial, once per account.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { addDays, toIsoDate } from '@flowdeck/market-calendar';
import { VERIFY_EMAIL_PATH, VERIFY_EMAIL_TOKEN_PARAM } from '@flowdeck/endpoints/email-verification';
import type { Database } from '../../db/schema.js';
import { InputError, RateLimitError } from '../../errors.js';
import { createAuthRepository, uniqueViolation } from './repository.js';
import type { MailProvider } from './mail-provider.js';

/** New accounts get a trial before the paywall applies; it starts when the email is verified. */
export const TRIAL_DAYS = 7;
/** How long a verification link works. */
export const VERIFICATION_TTL_MS = 24 * 3600_000;
/** A new link may be asked for at most this often. */
export const RESEND_COOLDOWN_MS = 60_000;

export const VERIFICATION_MESSAGES = {
  invalidLink: 'This link has expired or was already used. Sign in and ask for a new one.',
  addressTaken: 'This email address already belongs to another account.',
  alreadyVerified: 'Your email address is already verified.',
  verified: (endDate: string) => `Email verified. Your 7-day trial runs until ${endDate}.`,
  resent: 'A new verification link is on its way.',
  resendWait: (seconds: number) => `A link was just sent. Ask for another in ${seconds} seconds.`,
} as const;

/** The end date of an account that has not verified its address: yesterday, so the paywall applies. */
export function unverifiedEndDate(now: Date): string {
  return addDays(toIsoDate(now), -1);
}

/** The end date once the trial starts: the later of the current one and `TRIAL_DAYS` from today. */
export function trialEndDate(current: string, now: Date): string {
  const trialEnd = addDays(toIsoDate(now), TRIAL_DAYS);
  return current > trialEnd ? current : trialEnd;
}

export const hashVerificationToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function verificationLink(appOrigin: string, token: string): string {
  return `${appOrigin}${VERIFY_EMAIL_PATH}?${VERIFY_EMAIL_TOKEN_PARAM}=${encodeURIComponent(token)}`;
}

export interface EmailVerificationOptions {
  db: Kysely<Database>;
  mail: MailProvider;
  appOrigin: string;
  now: () => Date;
  brandName?: string;
}

export function createEmailVerification(options: EmailVerificationOptions) {
  const { db, mail, now } = options;
  const repo = createAuthRepository(db);
  const brand = options.brandName ?? 'FlowDeck';

  async function sendLink(userId: number, email: string): Promise<void> {
    const token = randomBytes(32).toString('base64url');
    const at = now();
    await db.transaction().execute(async (tx) => {
      // One live link per account: asking again replaces it.
      await createAuthRepository(tx).replaceEmailVerification({
        tokenHash: hashVerificationToken(token),
        userId,
        email,
        expiresAt: new Date(at.getTime() + VERIFICATION_TTL_MS),
        createdAt: at,
      });
    });
    await mail.send(
      {
        to: email,
        subject: `Confirm your email to start your ${brand} trial`,
        body: [
          `Welcome to ${brand}.`,
          '',
          `Open this link within 24 hours to confirm your email address and start your ${TRIAL_DAYS}-day free trial:`,
          verificationLink(options.appOrigin, token),
          '',
          "If you did not sign up, ignore this mail: the account stays without access and you won't hear from us again.",
        ].join('\n'),
      },
      userId,
    );
  }

  return {
    sendLink,

    /**
     * Someone registered with an address that already belongs to a verified account: its owner is told
     * (filed under their account in the outbox), no link is sent, and the registration answer is the same.
     */
    async noticeAddressInUse(ownerId: number, email: string): Promise<void> {
      await mail.send(
        {
          to: email,
          subject: `Someone tried to sign up to ${brand} with your email`,
          body: [
            `A new ${brand} account was just registered with this email address, which already belongs to your account.`,
            'The new account cannot use it. If that was you, sign in with your existing account instead.',
            'If it was not you, nothing changes for your account.',
          ].join('\n'),
        },
        ownerId,
      );
    },

    /** A new link for a signed-in, unverified account, at most once a minute. */
    async resend(userId: number): Promise<void> {
      const user = await repo.emailOf(userId);
      if (user.email_verified_at !== null) throw new InputError({ email: VERIFICATION_MESSAGES.alreadyVerified });
      const latest = await repo.latestEmailVerification(userId);
      if (latest) {
        const waitMs = new Date(latest.created_at).getTime() + RESEND_COOLDOWN_MS - now().getTime();
        if (waitMs > 0) {
          const seconds = Math.ceil(waitMs / 1000);
          throw new RateLimitError(seconds, VERIFICATION_MESSAGES.resendWait(seconds));
        }
      }
      await sendLink(userId, user.email);
    },

    /** Opens a link: the address becomes the account's and the trial starts (once). Returns the new end date. */
    async verify(token: string): Promise<string> {
      const at = now();
      try {
        return await db.transaction().execute(async (tx) => {
          const txRepo = createAuthRepository(tx);
          const link = await txRepo.takeEmailVerification(hashVerificationToken(token));
          if (!link || new Date(link.expires_at).getTime() <= at.getTime())
            throw new InputError({ token: VERIFICATION_MESSAGES.invalidLink });
          const user = await txRepo.lockUserEmail(link.user_id);
          // The link proves the address it was sent to, and only while it is still the account's.
          if (user.email.toLowerCase() !== link.email.toLowerCase() || user.email_verified_at !== null)
            throw new InputError({ token: VERIFICATION_MESSAGES.invalidLink });
          const endDate = trialEndDate(user.end_date, at);
          await txRepo.setEmailVerified(link.user_id, at, endDate);
          return endDate;
        });
      } catch (error) {
        if (uniqueViolation(error)) throw new InputError({ token: VERIFICATION_MESSAGES.addressTaken });
        throw error;
      }
    },
  };
}

export type EmailVerification = ReturnType<typeof createEmailVerification>;
