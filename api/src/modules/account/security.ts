/**
 * Account security: password change (argon2id with the sign-up options) and sessions (each refresh-token
 * family is one signed-in browser; "sign out everywhere" revokes them all). Both raise the user's token
 * version, so access tokens issued before stop working at once (security/token-revocation.ts).
 */
import type { SessionsOverview } from '@flowdeck/api-types';
import type { PasswordChange } from '@flowdeck/endpoints/account/contracts';
import argon2 from 'argon2';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AuthError, InputError, RateLimitError } from '../../errors.js';
import { ARGON2_OPTIONS } from '../auth/service.js';
import { createAccountRepository, type AccountRepository } from './repository.js';
import { SECURITY_MESSAGES as M } from './schemas.js';

/** Wrong current passwords allowed per user in a window, so a stolen access token cannot guess it. */
export const PASSWORD_ATTEMPTS = 5;
export const PASSWORD_WINDOW_MS = 15 * 60 * 1000;

const accountGone = () => new AuthError('User not found', 'This account no longer exists.');

export function createAccountSecurity(options: { db: Kysely<Database>; now: () => Date }) {
  const { db, now } = options;
  const repo = createAccountRepository(db);
  const failures = new Map<number, number[]>();

  function recentFailures(userId: number): number[] {
    const at = now().getTime();
    const recent = (failures.get(userId) ?? []).filter((time) => at - time < PASSWORD_WINDOW_MS);
    failures.set(userId, recent);
    return recent;
  }

  /**
   * Every access token of the user stops working and every session but `keepSession` (the refresh-token
   * family of the browser asking, if any) can no longer renew. Returns the sessions revoked.
   */
  async function revokeTokens(txRepo: AccountRepository, userId: number, keepSession?: string): Promise<number> {
    await txRepo.bumpTokenVersion(userId);
    return txRepo.revokeRefreshTokens(userId, now(), keepSession);
  }

  return {
    /**
     * Sets a new password. Other browsers are signed out; the one asking (`sessionId`, its refresh-token
     * family) keeps its session, and the caller gives it a fresh access token.
     */
    async changePassword(userId: number, input: PasswordChange, sessionId?: string): Promise<void> {
      const recent = recentFailures(userId);
      if (recent.length >= PASSWORD_ATTEMPTS) {
        const wait = (recent[0] ?? now().getTime()) + PASSWORD_WINDOW_MS - now().getTime();
        throw new RateLimitError(Math.max(1, Math.ceil(wait / 1000)));
      }
      const user = await repo.passwordHashOf(userId);
      if (!user) throw accountGone();
      if (!user.password_hash) throw new InputError({ currentPassword: M.noPassword });
      const valid = await argon2.verify(user.password_hash, input.currentPassword).catch(() => false);
      if (!valid) {
        recent.push(now().getTime());
        throw new InputError({ currentPassword: M.currentPassword });
      }
      const hash = await argon2.hash(input.newPassword, ARGON2_OPTIONS);
      await db.transaction().execute(async (tx) => {
        const txRepo = createAccountRepository(tx);
        await txRepo.setPasswordHash(userId, hash);
        await revokeTokens(txRepo, userId, sessionId);
      });
    },

    /** Signed-in browsers: refresh-token families with a live token, newest activity first. */
    async sessions(userId: number): Promise<SessionsOverview> {
      const at = now();
      const user = await repo.passwordHashOf(userId);
      if (!user) throw accountGone();
      const rows = await repo.liveSessions(userId, at);
      return {
        hasPassword: user.password_hash !== null,
        sessions: rows.map((row) => ({
          id: row.id,
          startedAt: new Date(row.started_at).toISOString(),
          lastUsedAt: new Date(row.last_used_at).toISOString(),
          expiresAt: new Date(row.expires_at).toISOString(),
        })),
      };
    },

    /** Revokes every session and access token of the user, the asking browser's included. */
    async signOutEverywhere(userId: number): Promise<number> {
      return db.transaction().execute((tx) => revokeTokens(createAccountRepository(tx), userId));
    },
  };
}
