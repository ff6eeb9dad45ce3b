/** The affiliate program's SQL: a referrer's code, the users they referred with what each paid, the commission. */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

export interface ReferralRow {
  username: string;
  display_name: string | null;
  created_at: Date;
  paid_cents: number;
  commission_cents: number;
}

export function createAffiliateRepository(db: Kysely<Database>) {
  return {
    async referralCode(userId: number): Promise<string | null> {
      const me = await db.selectFrom('users').select('referral_code').where('id', '=', userId).executeTakeFirst();
      return me?.referral_code ?? null;
    },

    /** The users `referrerId` referred, newest first, each with the paid amount and commission of their payments. */
    async referrals(referrerId: number): Promise<ReferralRow[]> {
      const paidByUser = db
        .selectFrom('payments')
        .select([
          'user_id',
          sql<number>`sum(amount_cents)`.as('paid_cents'),
          sql<number>`sum(commission_cents)`.as('commission_cents'),
        ])
        .where('referrer_id', '=', referrerId)
        .where('status', '=', 'paid')
        .groupBy('user_id')
        .as('paid');
      const rows = await db
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
        .where('users.referred_by', '=', referrerId)
        .orderBy('users.created_at', 'desc')
        .orderBy('users.id', 'desc')
        .execute();
      return rows.map((r) => ({
        ...r,
        paid_cents: Number(r.paid_cents),
        commission_cents: Number(r.commission_cents),
      }));
    },

    /** Commission earned in all — also for referred users who have since deleted their account (referrer_id stays). */
    async commissionEarned(referrerId: number): Promise<number> {
      const earned = await db
        .selectFrom('payments')
        .select(sql<number>`coalesce(sum(commission_cents), 0)`.as('earned'))
        .where('referrer_id', '=', referrerId)
        .where('status', '=', 'paid')
        .executeTakeFirstOrThrow();
      return Number(earned.earned);
    },

    /** The referrer a code belongs to, with what /refer may show of them. */
    referrerByCode(code: string) {
      return db
        .selectFrom('users')
        .select(['referral_code', 'display_name', 'first_name', 'last_name'])
        .where('referral_code', '=', code)
        .executeTakeFirst();
    },
  };
}
