/**
 * Signed tokens. Access tokens (HS256 JWT, short-lived) identify a user; guest tokens (same key,
 * `kind: 'guest'`) grant read-only access without an account. Refresh tokens are opaque random strings
 * stored hashed — see modules/auth.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { errors, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import { loadConfig, type Config } from '../config.js';

export const TOKEN_ISSUER = 'flowdeck-api';
export const TOKEN_AUDIENCE = 'flowdeck';
export const MAX_GUEST_TOKEN_DAYS = 366;

export type TokenKind = 'access' | 'guest';

export type Principal =
  | {
      kind: 'user';
      userId: number;
      /**
       * The user's token version the token was issued under (`ver`; 0 for tokens from before versions);
       * absent for identity-provider tokens. See token-revocation.ts.
       */
      tokenVersion?: number;
      /** The refresh-token family (signed-in browser) the token belongs to (`sid`), when it has one. */
      sessionId?: string;
    }
  | { kind: 'guest'; guestId: string };

/** What an access token records besides its user: see Principal's fields of the same names. */
export interface AccessTokenClaims {
  tokenVersion?: number;
  sessionId?: string;
}

export interface TokenService {
  issueAccessToken(userId: number, claims?: AccessTokenClaims): Promise<string>;
  issueGuestToken(days: number): Promise<string>;
  /** The principal a token stands for, or null when it is malformed, forged or expired. */
  verify(token: string): Promise<Principal | null>;
}

export interface TokenServiceOptions {
  secret: string;
  accessTokenTtlSeconds: number;
  now?: () => Date;
}

interface FlowdeckClaims extends JWTPayload {
  kind?: unknown;
  ver?: unknown;
  sid?: unknown;
}

function keyFrom(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

async function sign(
  key: Uint8Array,
  claims: { kind: TokenKind; sub: string; ver?: number; sid?: string },
  issuedAt: Date,
  ttlSeconds: number,
): Promise<string> {
  const iat = Math.floor(issuedAt.getTime() / 1000);
  const { sub, ...custom } = claims;
  return new SignJWT(custom)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(sub)
    .setIssuer(TOKEN_ISSUER)
    .setAudience(TOKEN_AUDIENCE)
    .setIssuedAt(iat)
    .setExpirationTime(iat + ttlSeconds)
    .setJti(randomUUID())
    .sign(key);
}

function assertGuestDays(days: number): void {
  if (!Number.isFinite(days) || days <= 0 || days > MAX_GUEST_TOKEN_DAYS) {
    throw new RangeError(`Guest token lifetime must be between 1 and ${MAX_GUEST_TOKEN_DAYS} days (got ${days})`);
  }
}

export function createTokenService(options: TokenServiceOptions): TokenService {
  const key = keyFrom(options.secret);
  const now = options.now ?? (() => new Date());
  return {
    issueAccessToken: (userId, claims = {}) =>
      sign(
        key,
        {
          kind: 'access',
          sub: String(userId),
          ...(claims.tokenVersion ? { ver: claims.tokenVersion } : {}),
          ...(claims.sessionId ? { sid: claims.sessionId } : {}),
        },
        now(),
        options.accessTokenTtlSeconds,
      ),
    issueGuestToken: async (days) => {
      assertGuestDays(days);
      return sign(key, { kind: 'guest', sub: `guest:${randomUUID()}` }, now(), Math.round(days * 86_400));
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify<FlowdeckClaims>(token, key, {
          algorithms: ['HS256'],
          issuer: TOKEN_ISSUER,
          audience: TOKEN_AUDIENCE,
          currentDate: now(),
        });
        if (payload.kind === 'access' && typeof payload.sub === 'string' && /^\d+$/.test(payload.sub)) {
          const tokenVersion = typeof payload.ver === 'number' && Number.isInteger(payload.ver) ? payload.ver : 0;
          const session = typeof payload.sid === 'string' ? { sessionId: payload.sid } : {};
          return { kind: 'user', userId: Number(payload.sub), tokenVersion, ...session };
        }
        if (payload.kind === 'guest' && typeof payload.sub === 'string') {
          return { kind: 'guest', guestId: payload.sub };
        }
        return null;
      } catch (error) {
        if (error instanceof errors.JOSEError) return null;
        throw error;
      }
    },
  };
}

/**
 * A guest token valid for `days` days, signed with the configured JWT secret — for the admin CLI that
 * hands out read-only links (`/login?token=…`).
 */
export async function createGuestToken(
  days: number,
  config: Pick<Config, 'jwtSecret'> = loadConfig(),
): Promise<string> {
  return createTokenService({ secret: config.jwtSecret, accessTokenTtlSeconds: 60 }).issueGuestToken(days);
}

/** A fresh opaque refresh token (256 bits) and the hash under which it is stored. */
export function newRefreshToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashRefreshToken(token) };
}

/** Refresh tokens are high-entropy, so a fast unsalted hash suffices to keep the stored value useless. */
export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
