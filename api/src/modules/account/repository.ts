import { sql } from 'kysely';
import type { Executor } from '../../db/database.js';
import type { UserRow } from '../../db/schema.js';

export interface ProfileChanges {
  phoneNumber: string;
  /** Set when the number was just confirmed with a one-time code; otherwise a changed number is unverified. */
  verifiedAt?: Date | undefined;
  firstName?: string | undefined;
  lastName?: string | undefined;
  displayName?: string | null | undefined;
}

export interface NameChanges {
  firstName?: string | undefined;
  lastName?: string | undefined;
  displayName?: string | null | undefined;
  avatar?: string | null | undefined;
}

export interface GrantedAccess {
  username: string;
  end_date: string;
  bot_sub: boolean;
}

/** A phone code waiting to be confirmed (phone_verifications without its user_id). */
export interface PendingPhoneCode {
  phone_number: string;
  code_hash: string;
  expires_at: Date;
  attempts: number;
  last_sent_at: Date;
  window_started_at: Date;
  sends_in_window: number;
}

export function createAccountRepository(db: Executor) {
  return {
    findUserById(id: number): Promise<UserRow | undefined> {
      return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /**
     * Locks the user's row for the rest of the transaction, so two saves of one user's settings (which
     * check each other: SMS alerts reference alert filters) run one after the other (see
     * lockAccountForSettings in ./service.ts).
     */
    lockUser(
      id: number,
    ): Promise<{ phone_number: string | null; phone_verified_at: Date | null; bot_sub: boolean } | undefined> {
      return db
        .selectFrom('users')
        .select(['phone_number', 'phone_verified_at', 'bot_sub'])
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst();
    },

    updateProfile(userId: number, changes: ProfileChanges): Promise<UserRow | undefined> {
      return db
        .updateTable('users')
        .set({
          phone_number: changes.phoneNumber,
          phone_verified_at: changes.verifiedAt
            ? changes.verifiedAt
            : sql<Date | null>`case when phone_number = ${changes.phoneNumber} then phone_verified_at else null end`,
          ...(changes.firstName !== undefined ? { first_name: changes.firstName } : {}),
          ...(changes.lastName !== undefined ? { last_name: changes.lastName } : {}),
          ...(changes.displayName !== undefined ? { display_name: changes.displayName } : {}),
        })
        .where('id', '=', userId)
        .returningAll()
        .executeTakeFirst();
    },

    updateNames(userId: number, changes: NameChanges): Promise<UserRow | undefined> {
      return db
        .updateTable('users')
        .set({
          ...(changes.firstName !== undefined ? { first_name: changes.firstName } : {}),
          ...(changes.lastName !== undefined ? { last_name: changes.lastName } : {}),
          ...(changes.displayName !== undefined ? { display_name: changes.displayName } : {}),
          ...(changes.avatar !== undefined ? { avatar: changes.avatar } : {}),
        })
        .where('id', '=', userId)
        .returningAll()
        .executeTakeFirst();
    },

    /**
     * Adds `days` to whichever is later, today or the current end date — in one statement, so two grants
     * at once both count. Sets `bot_sub` when `bot`, never clears it.
     */
    extendAccess(username: string, days: number, bot: boolean, today: string): Promise<GrantedAccess | undefined> {
      return db
        .updateTable('users')
        .set({
          end_date: sql<string>`greatest(end_date, cast(${today} as date)) + cast(${days} as integer)`,
          ...(bot ? { bot_sub: true } : {}),
        })
        .where(sql<string>`lower(username)`, '=', username.toLowerCase())
        .returning(['username', 'end_date', 'bot_sub'])
        .executeTakeFirst();
    },

    /** The phone number on file and when it was verified. */
    phoneOf(userId: number): Promise<{ phone_number: string | null; phone_verified_at: Date | null } | undefined> {
      return db
        .selectFrom('users')
        .select(['phone_number', 'phone_verified_at'])
        .where('id', '=', userId)
        .executeTakeFirst();
    },

    /** The user's pending phone code, live or not. */
    pendingPhoneCode(userId: number) {
      return db.selectFrom('phone_verifications').selectAll().where('user_id', '=', userId).executeTakeFirst();
    },

    /** Stores a new phone code, replacing any earlier one. */
    async savePendingPhoneCode(userId: number, code: PendingPhoneCode): Promise<void> {
      await db
        .insertInto('phone_verifications')
        .values({ user_id: userId, ...code })
        .onConflict((oc) => oc.column('user_id').doUpdateSet(code))
        .execute();
    },

    /** Moves the last send of the pending code back to `lastSentAt` (a send that failed). */
    async setPhoneCodeLastSent(userId: number, lastSentAt: Date): Promise<void> {
      await db
        .updateTable('phone_verifications')
        .set({ last_sent_at: lastSentAt })
        .where('user_id', '=', userId)
        .execute();
    },

    /**
     * Spends an attempt of the live code for `phone` (not expired at `now`, fewer than `maxAttempts` spent) in
     * one statement, before the comparison; returns its hash and the attempts spent, or nothing when none is live.
     */
    spendPhoneCodeAttempt(
      userId: number,
      phone: string,
      now: Date,
      maxAttempts: number,
    ): Promise<{ code_hash: string; attempts: number } | undefined> {
      return db
        .updateTable('phone_verifications')
        .set({ attempts: sql<number>`attempts + 1` })
        .where('user_id', '=', userId)
        .where('phone_number', '=', phone)
        .where('expires_at', '>', now)
        .where('attempts', '<', maxAttempts)
        .returning(['code_hash', 'attempts'])
        .executeTakeFirst();
    },

    /** Removes the user's pending phone code (used up). */
    async deletePendingPhoneCode(userId: number): Promise<void> {
      await db.deleteFrom('phone_verifications').where('user_id', '=', userId).execute();
    },

    /** The user's password hash (null: signs in only through the identity provider); undefined: no such user. */
    passwordHashOf(userId: number): Promise<{ password_hash: string | null } | undefined> {
      return db.selectFrom('users').select('password_hash').where('id', '=', userId).executeTakeFirst();
    },

    /** Stores a new password hash. */
    async setPasswordHash(userId: number, hash: string): Promise<void> {
      await db.updateTable('users').set({ password_hash: hash }).where('id', '=', userId).execute();
    },

    /** Raises the user's token version: every access token issued before stops working. */
    async bumpTokenVersion(userId: number): Promise<void> {
      await db
        .updateTable('users')
        .set((eb) => ({ token_version: eb('token_version', '+', 1) }))
        .where('id', '=', userId)
        .execute();
    },

    /**
     * Revokes the user's live refresh tokens at `at`, but those of the family `keepSession` when given.
     * Returns how many were revoked.
     */
    async revokeRefreshTokens(userId: number, at: Date, keepSession?: string): Promise<number> {
      let revoke = db
        .updateTable('refresh_tokens')
        .set({ revoked_at: at })
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .where('used_at', 'is', null);
      if (keepSession !== undefined) revoke = revoke.where('family_id', '!=', keepSession);
      const result = await revoke.executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    /** Refresh-token families with a live token at `at` (one per signed-in browser), newest activity first. */
    liveSessions(userId: number, at: Date) {
      return db
        .selectFrom('refresh_tokens as live')
        .innerJoin('refresh_tokens as family', 'family.family_id', 'live.family_id')
        .select([
          'live.family_id as id',
          sql<Date>`min(family.created_at)`.as('started_at'),
          sql<Date>`max(live.created_at)`.as('last_used_at'),
          sql<Date>`max(live.expires_at)`.as('expires_at'),
        ])
        .where('live.user_id', '=', userId)
        .where('live.used_at', 'is', null)
        .where('live.revoked_at', 'is', null)
        .where('live.expires_at', '>', at)
        .groupBy('live.family_id')
        .orderBy(sql`max(live.created_at)`, 'desc')
        .execute();
    },
  };
}

export type AccountRepository = ReturnType<typeof createAccountRepository>;
