import type { AffiliateSummary, ReferrerInfo } from '@flowdeck/api-types';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AuthError, NotFoundError } from '../../errors.js';
import { referralLink } from '../auth/service.js';
import { CURRENCY } from '../billing/plans.js';
import { COMMISSION_RATE } from './commission.js';
import { createAffiliateRepository } from './repository.js';

/** Referral codes are short URL-safe tokens; anything else cannot be one (and is not looked up). */
export const REFERRAL_CODE_PATTERN = /^[A-Za-z0-9_-]{3,64}$/;
export const UNKNOWN_CODE = 'This invitation code is not valid.';
/** How many referred users the affiliate page lists (newest first); the counts cover all of them. */
export const REFERRALS_LISTED = 100;

/** "jonathan" → "j•••n": enough for a referrer to recognise a friend, not enough to look them up. */
export function maskName(name: string): string {
  const letters = [...name.trim()];
  if (letters.length === 0) return '•••';
  if (letters.length <= 2) return `${letters[0]}•••`;
  return `${letters[0]}•••${letters[letters.length - 1]}`;
}

/** Who invited the visitor when the referrer has set no name to show. */
export const UNNAMED_REFERRER = 'A member';

/**
 * How a referrer is introduced on /refer (a public page anyone with the code can open): their display name,
 * else first name and last initial, else UNNAMED_REFERRER — never the username, which is half of a sign-in.
 */
export function referrerName(user: { display_name: string | null; first_name: string; last_name: string }): string {
  if (user.display_name?.trim()) return user.display_name.trim();
  const first = user.first_name.trim();
  const initial = user.last_name.trim().slice(0, 1);
  if (first) return initial ? `${first} ${initial}.` : first;
  return UNNAMED_REFERRER;
}

export function createAffiliateService(options: { db: Kysely<Database>; appOrigin: string }) {
  const { appOrigin } = options;
  const repository = createAffiliateRepository(options.db);
  return {
    async summary(userId: number): Promise<AffiliateSummary> {
      const code = await repository.referralCode(userId);
      if (code === null) throw new AuthError('User not found', 'This account no longer exists.');
      const [referrals, earnedCents] = await Promise.all([
        repository.referrals(userId),
        repository.commissionEarned(userId),
      ]);
      return {
        code,
        link: referralLink(appOrigin, code),
        commissionRate: COMMISSION_RATE,
        signups: referrals.length,
        conversions: referrals.filter((r) => r.paid_cents > 0).length,
        earnedCents,
        currency: CURRENCY,
        referrals: referrals.slice(0, REFERRALS_LISTED).map((r) => ({
          name: maskName(r.display_name ?? r.username),
          joinedAt: new Date(r.created_at).toISOString(),
          converted: r.paid_cents > 0,
          paidCents: r.paid_cents,
          commissionCents: r.commission_cents,
        })),
      };
    },

    async referrer(code: string): Promise<ReferrerInfo> {
      if (!REFERRAL_CODE_PATTERN.test(code)) throw new NotFoundError(UNKNOWN_CODE);
      const user = await repository.referrerByCode(code);
      if (!user) throw new NotFoundError(UNKNOWN_CODE);
      return { code: user.referral_code, name: referrerName(user) };
    },
  };
}
