/**
 * Admin tokens: what the admin CLI presents to the running API's internal endpoints. Signed with the
 * API's JWT secret (both read it from loadConfig), valid for one minute, and told apart from user and
 * guest tokens by their own audience and `kind`, so neither kind can stand in for the other.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { errors, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import { AuthError, ForbiddenError } from '../errors.js';
import { TOKEN_ISSUER } from './tokens.js';

export const ADMIN_TOKEN_AUDIENCE = 'flowdeck-admin';
export const ADMIN_TOKEN_KIND = 'admin';
export const ADMIN_TOKEN_TTL_SECONDS = 60;
/** Who the CLI says it is; recorded as the token subject for the API log. */
export const ADMIN_CLI_SUBJECT = 'admin-cli';

export const ADMIN_ONLY = 'Admin token required';

function keyFrom(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

/** A one-minute admin token signed with `secret`. */
export async function issueAdminToken(secret: string, now: Date = new Date()): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({ kind: ADMIN_TOKEN_KIND })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(ADMIN_CLI_SUBJECT)
    .setIssuer(TOKEN_ISSUER)
    .setAudience(ADMIN_TOKEN_AUDIENCE)
    .setIssuedAt(iat)
    .setExpirationTime(iat + ADMIN_TOKEN_TTL_SECONDS)
    .setJti(randomUUID())
    .sign(keyFrom(secret));
}

export type AdminTokenCheck = 'admin' | 'not-admin' | 'invalid';

/**
 * 'admin' for a live admin token; 'not-admin' for a genuine token of another kind (a user's or a
 * guest's: signed with our key, but for the app's audience); 'invalid' for anything forged, expired or
 * malformed.
 */
export async function checkAdminToken(token: string, secret: string, now: Date = new Date()): Promise<AdminTokenCheck> {
  const key = keyFrom(secret);
  const options = { algorithms: ['HS256'], issuer: TOKEN_ISSUER, currentDate: now };
  try {
    const { payload } = await jwtVerify<JWTPayload & { kind?: unknown }>(token, key, {
      ...options,
      audience: ADMIN_TOKEN_AUDIENCE,
      // Bounds a token whose exp was set far ahead, whatever its claims say.
      maxTokenAge: ADMIN_TOKEN_TTL_SECONDS,
    });
    return payload.kind === ADMIN_TOKEN_KIND ? 'admin' : 'not-admin';
  } catch (error) {
    if (!(error instanceof errors.JOSEError)) throw error;
  }
  try {
    await jwtVerify(token, key, options);
    return 'not-admin';
  } catch (error) {
    if (error instanceof errors.JOSEError) return 'invalid';
    throw error;
  }
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization?.trim();
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  // Guest tokens travel bare; treat the whole value as the token so a guest gets 403, not 401.
  return match?.[1] ?? header;
}

/** Internal admin endpoints: a live admin token only. User and guest tokens get 403. */
export function requireAdmin(secret: string, now: () => Date): preHandlerAsyncHookHandler {
  return async (request) => {
    const token = bearerToken(request);
    if (!token) throw new AuthError(ADMIN_ONLY, 'Use the admin CLI (npm run admin).');
    const check = await checkAdminToken(token, secret, now());
    if (check === 'not-admin') throw new ForbiddenError('This endpoint is for the admin CLI only.');
    if (check === 'invalid') throw new AuthError(ADMIN_ONLY, 'The admin token is invalid or expired.');
  };
}
