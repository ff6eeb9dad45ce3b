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
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
