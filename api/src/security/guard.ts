/**
 * Request authentication. The Authorization header carries either `Bearer <access token>` (a signed-in
 * user) or the bare guest token (spec §6: "guest token sent as-is"). Route guards decide who may pass.
 */
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { AuthError, ForbiddenError } from '../errors.js';
import type { Principal, TokenService } from './tokens.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the auth guards; null when the request carries no credentials. */
    principal: Principal | null;
  }
}

export const AUTH_REQUIRED = 'Authentication required';
export const INVALID_TOKEN = 'Invalid or expired token';
/** The `message` beside INVALID_TOKEN when a well-formed token is refused. */
export const SIGN_IN_AGAIN = 'Sign in again to continue.';

export function registerPrincipal(app: FastifyInstance): void {
  app.decorateRequest('principal', null);
}

/** Resolves the request's principal from its Authorization header; throws on a bad credential. */
export async function resolvePrincipal(request: FastifyRequest, tokens: TokenService): Promise<Principal | null> {
  const header = request.headers.authorization?.trim();
  if (!header) return null;
  const bearer = /^Bearer\s+(\S+)$/i.exec(header);
  const token = bearer ? bearer[1] : header;
  if (!token || /\s/.test(token)) throw new AuthError(INVALID_TOKEN, 'The Authorization header is malformed.');
  const principal = await tokens.verify(token);
  if (!principal) throw new AuthError(INVALID_TOKEN, SIGN_IN_AGAIN);
  // User tokens must use the Bearer scheme; only guest tokens travel bare.
  if (!bearer && principal.kind === 'user') throw new AuthError(INVALID_TOKEN, 'Send user tokens as "Bearer <token>".');
  return principal;
}

/** Data endpoints: a signed-in user or a guest. */
export function requireReader(tokens: TokenService): preHandlerAsyncHookHandler {
  return async (request) => {
    const principal = await resolvePrincipal(request, tokens);
    if (!principal) throw new AuthError(AUTH_REQUIRED, 'Sign in, or open the app with a guest link, to see this data.');
    request.principal = principal;
  };
}

/** Account endpoints: a signed-in user only. */
export function requireUser(tokens: TokenService): preHandlerAsyncHookHandler {
  return async (request) => {
    const principal = await resolvePrincipal(request, tokens);
    if (!principal) throw new AuthError(AUTH_REQUIRED, 'Sign in to continue.');
    if (principal.kind !== 'user')
      throw new ForbiddenError('A signed-in account is required; guest access is read-only.');
    request.principal = principal;
  };
}

/** The signed-in user's id; only valid behind requireUser. */
export function userIdOf(request: FastifyRequest): number {
  const principal = request.principal;
  if (principal?.kind !== 'user') throw new AuthError(AUTH_REQUIRED);
  return principal.userId;
}
