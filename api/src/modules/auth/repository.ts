import { sql } from 'kysely';
import type { Executor } from '../../db/database.js';
import type { UserRow } from '../../db/schema.js';

export interface NewUser {
  username: string;
  email: string;
  /** Null for an account that signs in only through the identity provider. */
  passwordHash: string | null;
  endDate: string;
  /** Null: the address is not verified yet (it is unique only once verified). */
  emailVerifiedAt: Date | null;
  referralCode: string;
  referredBy: number | null;
  firebaseUid?: string | null;
  firstName?: string;
  lastName?: string;
  avatar?: string | null;
}

export interface StoredRefreshToken {
  id: string;
  userId: number;
  familyId: string;
  tokenHash: string;
  expiresAt: Date;
}

/** PostgreSQL unique_violation; PGlite reports the same SQLSTATE. */
export function uniqueViolation(error: unknown): { constraint: string } | null {
  if (error && typeof error === 'object' && 'code' in error && error.code === '23505') {
    const constraint = 'constraint' in error && typeof error.constraint === 'string' ? error.constraint : '';
    return { constraint };
  }
  return null;
}

export function createAuthRepository(db: Executor) {
  return {
    findUserById(id: number): Promise<UserRow | undefined> {
      return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
    },

    findUserByUsername(username: string): Promise<UserRow | undefined> {
      return db
        .selectFrom('users')
        .selectAll()
        .where(sql<string>`lower(username)`, '=', username.toLowerCase())
        .executeTakeFirst();
    },

    findUserByFirebaseUid(uid: string): Promise<UserRow | undefined> {
      return db.selectFrom('users').selectAll().where('firebase_uid', '=', uid).executeTakeFirst();
    },

    /** The account an address belongs to: only a verified address belongs to anyone. */
    findUserByEmail(email: string): Promise<UserRow | undefined> {
      return db
        .selectFrom('users')
        .selectAll()
        .where(sql<string>`lower(email)`, '=', email.toLowerCase())
        .where('email_verified_at', 'is not', null)
        .executeTakeFirst();
    },

    /** Links an existing account to an identity-provider uid, unless it is already linked to another. */
    async linkFirebaseUid(userId: number, uid: string): Promise<boolean> {
      const result = await db
        .updateTable('users')
        .set({ firebase_uid: uid })
        .where('id', '=', userId)
        .where('firebase_uid', 'is', null)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    async usernameTaken(username: string): Promise<boolean> {
      const row = await db
        .selectFrom('users')
        .select('id')
        .where(sql<string>`lower(username)`, '=', username.toLowerCase())
        .executeTakeFirst();
      return row !== undefined;
    },

    async findUserIdByReferralCode(code: string): Promise<number | null> {
      const row = await db.selectFrom('users').select('id').where('referral_code', '=', code).executeTakeFirst();
      return row?.id ?? null;
    },

    async insertUser(user: NewUser): Promise<number> {
      const row = await db
        .insertInto('users')
        .values({
          username: user.username,
          email: user.email,
          password_hash: user.passwordHash,
          end_date: user.endDate,
          email_verified_at: user.emailVerifiedAt,
          referral_code: user.referralCode,
          referred_by: user.referredBy,
          firebase_uid: user.firebaseUid ?? null,
          first_name: user.firstName ?? '',
          last_name: user.lastName ?? '',
          avatar: user.avatar ?? null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async insertRefreshToken(token: StoredRefreshToken): Promise<void> {
      await db
        .insertInto('refresh_tokens')
        .values({
          id: token.id,
          user_id: token.userId,
          family_id: token.familyId,
          token_hash: token.tokenHash,
          expires_at: token.expiresAt,
        })
        .execute();
    },

    /**
     * Marks a live refresh token used and returns it — one statement, so two concurrent refreshes with
     * the same token cannot both succeed.
     */
    consumeRefreshToken(tokenHash: string, now: Date): Promise<{ user_id: number; family_id: string } | undefined> {
      return db
        .updateTable('refresh_tokens')
        .set({ used_at: now })
        .where('token_hash', '=', tokenHash)
        .where('used_at', 'is', null)
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', now)
        .returning(['user_id', 'family_id'])
        .executeTakeFirst();
    },

    findRefreshToken(
      tokenHash: string,
    ): Promise<{ user_id: number; family_id: string; used_at: Date | null } | undefined> {
      return db
        .selectFrom('refresh_tokens')
        .select(['user_id', 'family_id', 'used_at'])
        .where('token_hash', '=', tokenHash)
        .executeTakeFirst();
    },

    async revokeFamily(familyId: string, now: Date): Promise<void> {
      await db
        .updateTable('refresh_tokens')
        .set({ revoked_at: now })
        .where('family_id', '=', familyId)
        .where('revoked_at', 'is', null)
        .execute();
    },

    /** Replaces the user's email verification link: one live link per account. */
    async replaceEmailVerification(link: {
      tokenHash: string;
      userId: number;
      email: string;
      expiresAt: Date;
      createdAt: Date;
    }): Promise<void> {
      await db.deleteFrom('email_verifications').where('user_id', '=', link.userId).execute();
      await db
        .insertInto('email_verifications')
        .values({
          token_hash: link.tokenHash,
          user_id: link.userId,
          email: link.email,
          expires_at: link.expiresAt,
          created_at: link.createdAt,
        })
        .execute();
    },

    /** When the user's latest verification link was sent, if one is there. */
    latestEmailVerification(userId: number): Promise<{ created_at: Date } | undefined> {
      return db
        .selectFrom('email_verifications')
        .select('created_at')
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .executeTakeFirst();
    },

    /** Removes the verification link with this token hash and returns it: a link is used once. */
    takeEmailVerification(tokenHash: string) {
      return db.deleteFrom('email_verifications').where('token_hash', '=', tokenHash).returningAll().executeTakeFirst();
    },

    /** The user's address and whether it is verified; throws when there is no such user. */
    emailOf(userId: number): Promise<{ email: string; email_verified_at: Date | null }> {
      return db
        .selectFrom('users')
        .select(['email', 'email_verified_at'])
        .where('id', '=', userId)
        .executeTakeFirstOrThrow();
    },

    /** Locks the user's row for the transaction; what a verification link checks and changes. */
    lockUserEmail(userId: number): Promise<{ email: string; email_verified_at: Date | null; end_date: string }> {
      return db
        .selectFrom('users')
        .select(['email', 'email_verified_at', 'end_date'])
        .where('id', '=', userId)
        .forUpdate()
        .executeTakeFirstOrThrow();
    },

    /** Marks the user's address verified at `at` and sets the end date (the trial). */
    async setEmailVerified(userId: number, at: Date, endDate: string): Promise<void> {
      await db
        .updateTable('users')
        .set({ email_verified_at: at, end_date: endDate })
        .where('id', '=', userId)
        .execute();
    },

    /** Stores a mail in the development outbox. */
    async insertOutboxMail(mail: {
      recipient: number | null;
      to: string;
      subject: string;
      body: string;
      sentAt: Date;
    }): Promise<void> {
      await db
        .insertInto('mail_outbox')
        .values({
          recipient_user_id: mail.recipient,
          to_address: mail.to,
          subject: mail.subject,
          body: mail.body,
          sent_at: mail.sentAt,
        })
        .execute();
    },

    /** Drops the recipient's outbox mails beyond the newest `keep`. */
    async pruneOutbox(recipient: number, keep: number): Promise<void> {
      const kept = db
        .selectFrom('mail_outbox')
        .select('id')
        .where('recipient_user_id', '=', recipient)
        .orderBy('id', 'desc')
        .limit(keep);
      await db
        .deleteFrom('mail_outbox')
        .where('recipient_user_id', '=', recipient)
        .where('id', 'not in', kept)
        .execute();
    },

    /** The recipient's newest `limit` outbox mails, newest first. */
    outboxMails(recipient: number, limit: number) {
      return db
        .selectFrom('mail_outbox')
        .selectAll()
        .where('recipient_user_id', '=', recipient)
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
