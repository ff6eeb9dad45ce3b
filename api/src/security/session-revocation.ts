/**
 * Per-session revocation of access tokens. An access token carries its session (`sid`: the refresh-token
 * family of the browser that signed in); once that session is revoked — by logout, by refresh-token reuse
 * detection (theft) or by an administrator — its access tokens are refused at once, not at their expiry.
 *
 * The hot path stays fast: a session known to be live is cached for SESSION_LIVE_CACHE_MS, and a revoked
 * one is remembered for good (a revoked session never comes back), so neither costs a query per request.
 * Revocations made by this process clear its cache immediately; another API process sees them within
 * SESSION_LIVE_CACHE_MS (its cached "live" answer expires).
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/** How long a "this session is live" answer is trusted without asking the database again. */
export const SESSION_LIVE_CACHE_MS = 1_000;
/** Sessions remembered at most (each kind); the oldest are forgotten first. */
const MAX_CACHED = 100_000;

export interface SessionRevocations {
  isRevoked(sessionId: string): Promise<boolean>;
  /** This process revoked the session: refuse its tokens from now on, without waiting for the cache. */
  revoked(sessionId: string): void;
}

/** Whether any refresh token of the session (family) was revoked: logout and theft revoke them all. */
export async function sessionRevokedInDatabase(db: Kysely<Database>, sessionId: string): Promise<boolean> {
  const row = await db
    .selectFrom('refresh_tokens')
    .select(sql<number>`1`.as('one'))
    .where('family_id', '=', sessionId)
    .where('revoked_at', 'is not', null)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export function createSessionRevocations(
  lookup: (sessionId: string) => Promise<boolean>,
  clock: () => number = () => performance.now(),
): SessionRevocations {
  const revoked = new Set<string>();
  const live = new Map<string, number>();
  /** Makes room for one more entry. */
  const remember = (collection: Set<string> | Map<string, number>) => {
    if (collection.size < MAX_CACHED) return;
    const oldest = collection.keys().next();
    if (!oldest.done) collection.delete(oldest.value);
  };
  return {
    async isRevoked(sessionId) {
      if (revoked.has(sessionId)) return true;
      const checkedAt = live.get(sessionId);
      if (checkedAt !== undefined && clock() - checkedAt < SESSION_LIVE_CACHE_MS) return false;
      const started = clock();
      if (await lookup(sessionId)) {
        live.delete(sessionId);
        remember(revoked);
        revoked.add(sessionId);
        return true;
      }
      // A revocation by this process while the query ran wins over the (older) "live" answer.
      if (!revoked.has(sessionId)) {
        live.delete(sessionId);
        remember(live);
        live.set(sessionId, started);
      }
      return revoked.has(sessionId);
    },
    revoked(sessionId) {
      live.delete(sessionId);
      remember(revoked);
      revoked.add(sessionId);
    },
  };
}
