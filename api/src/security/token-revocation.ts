/**
 * Per-user revocation of access tokens. Each user has a token version (users.token_version); access tokens
 * carry the version they were issued under (`ver`), and a token whose version is no longer the user's is
 * refused. "Sign out everywhere" and a password change raise the version, so every access token issued
 * before stops working at once instead of at its expiry.
 *
 * A version number rather than a "valid after" time: JWT `iat` has one-second granularity, so a time
 * could not tell a token issued just before the revocation from one issued just after it.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { SessionRevocations } from './session-revocation.js';
import { userAccessRow } from './user-access.js';
import type { Principal, TokenService } from './tokens.js';

/** The user's current token version, or null when the account does not exist. */
export async function currentTokenVersion(db: Kysely<Database>, userId: number): Promise<number | null> {
  const row = await userAccessRow(db, userId);
  return row ? row.token_version : null;
}

/**
 * Whether a principal's token has been revoked, given the user's current version. Identity-provider
 * tokens carry no version of ours and are renewed by the provider, so they are never refused here.
 */
export function isRevoked(principal: Principal, currentVersion: number | null): boolean {
  if (principal.kind !== 'user' || principal.tokenVersion === undefined || currentVersion === null) return false;
  return principal.tokenVersion !== currentVersion;
}

/**
 * The token service with revocation: access tokens are issued under the user's current version, and
 * verify() refuses those issued under an older one. Every guard and the socket use this one verify().
 * A missing account is left to the routes, which answer "This account no longer exists".
 */
export function withTokenRevocation(
  tokens: TokenService,
  versionOf: (userId: number) => Promise<number | null>,
  /** Also refuse tokens whose session (`sid`) was revoked (session-revocation.ts). */
  sessions?: SessionRevocations,
): TokenService {
  return {
    ...tokens,
    async issueAccessToken(userId, claims = {}) {
      const tokenVersion = claims.tokenVersion ?? (await versionOf(userId)) ?? 0;
      return tokens.issueAccessToken(userId, { ...claims, tokenVersion });
    },
    async verify(token) {
      const principal = await tokens.verify(token);
      if (principal?.kind !== 'user') return principal;
      const [version, sessionRevoked] = await Promise.all([
        versionOf(principal.userId),
        sessions && principal.sessionId !== undefined ? sessions.isRevoked(principal.sessionId) : false,
      ]);
      return sessionRevoked || isRevoked(principal, version) ? null : principal;
    },
  };
}
