/**
 * A short-lived memo of verified signatures. Verifying an HS256 JWT through WebCrypto costs about 0.15 ms,
 * the largest part of a cached list request: a page polled by thousands of clients would spend most of the
 * server on it. A verified token is reused for a few seconds, never past its own `exp`. It wraps only the
 * signature check (app.ts): revocation (token version, session) is still asked on every request.
 */
import type { Principal, TokenService } from './tokens.js';

export const VERIFY_CACHE_MS = 5_000;
const MAX_ENTRIES = 10_000;

/** `exp` (seconds) of a JWT, read without verifying; null when the token is not a JWT with one. */
export function tokenExpiry(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    return claims && typeof claims === 'object' && 'exp' in claims && typeof claims.exp === 'number'
      ? claims.exp
      : null;
  } catch {
    return null;
  }
}

/**
 * The same token service whose `verify` remembers successful answers for VERIFY_CACHE_MS (real time) and
 * until the token expires (`now`: the clock tokens are checked against). Failures are never cached.
 */
export function withVerifyCache(tokens: TokenService, now: () => Date, wallNow: () => number = Date.now): TokenService {
  const cache = new Map<string, { principal: Principal; until: number; exp: number }>();
  return {
    ...tokens,
    async verify(token) {
      const hit = cache.get(token);
      if (hit && hit.until > wallNow() && now().getTime() < hit.exp * 1000) return hit.principal;
      const principal = await tokens.verify(token);
      const exp = principal ? tokenExpiry(token) : null;
      if (principal && exp !== null) {
        if (cache.size >= MAX_ENTRIES) cache.clear();
        cache.set(token, { principal, until: wallNow() + VERIFY_CACHE_MS, exp });
      } else {
        cache.delete(token);
      }
      return principal;
    },
  };
}
