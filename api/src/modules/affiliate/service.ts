import type { AffiliateSummary, ReferrerInfo } from '@flowdeck/api-types';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AuthError, NotFoundError } from '../../errors.js';
import { referralLink } from '../auth/service.js';
import { CURRENCY } from '../billing/plans.js';
import { COMMISSION_RATE } from './commission.js';

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
  const { db, appOrigin } = options;
  return {
    async summary(userId: number): Promise<AffiliateSummary> {
      const me = await db.selectFrom('users').select('referral_code').where('id', '=', userId).executeTakeFirst();
      if (!me) throw new AuthError('User not found', 'This account no longer exists.');
      const paidByUser = db
        .selectFrom('payments')
        .select([
          'user_id',
          sql<number>`sum(amount_cents)`.as('paid_cents'),
          sql<number>`sum(commission_cents)`.as('commission_cents'),
        ])
        .where('referrer_id', '=', userId)
        .where('status', '=', 'paid')
        .groupBy('user_id')
        .as('paid');
      const referrals = await db
        .selectFrom('users')
        .leftJoin(paidByUser, 'paid.user_id', 'users.id')
        .select([
          'users.username',
          'users.display_name',
          // users.created_at is typed through Generated<ColumnType>, which Selectable does not unwrap.
          sql<Date>`users.created_at`.as('created_at'),
          sql<number>`coalesce(paid.paid_cents, 0)`.as('paid_cents'),
          sql<number>`coalesce(paid.commission_cents, 0)`.as('commission_cents'),
        ])
        .where('users.referred_by', '=', userId)
        .orderBy('users.created_at', 'desc')
        .orderBy('users.id', 'desc')
        .execute();
      // Commission is also owed for users who have since deleted their account (referrer_id stays set).
      const earned = await db
        .selectFrom('payments')
        .select(sql<number>`coalesce(sum(commission_cents), 0)`.as('earned'))
        .where('referrer_id', '=', userId)
        .where('status', '=', 'paid')
        .executeTakeFirstOrThrow();
      return {
        code: me.referral_code,
        link: referralLink(appOrigin, me.referral_code),
        commissionRate: COMMISSION_RATE,
        signups: referrals.length,
        conversions: referrals.filter((r) => Number(r.paid_cents) > 0).length,
        earnedCents: Number(earned.earned),
        currency: CURRENCY,
        referrals: referrals.slice(0, REFERRALS_LISTED).map((r) => ({
          name: maskName(r.display_name ?? r.username),
          joinedAt: new Date(r.created_at).toISOString(),
          converted: Number(r.paid_cents) > 0,
          paidCents: Number(r.paid_cents),
          commissionCents: Number(r.commission_cents),
        })),
      };
    },

    async referrer(code: string): Promise<ReferrerInfo> {
      if (!REFERRAL_CODE_PATTERN.test(code)) throw new NotFoundError(UNKNOWN_CODE);
      const user = await db
        .selectFrom('users')
        .select(['referral_code', 'display_name', 'first_name', 'last_name'])
        .where('referral_code', '=', code)
        .executeTakeFirst();
      if (!user) throw new NotFoundError(UNKNOWN_CODE);
      return { code: user.referral_code, name: referrerName(user) };
    },
  };
}
