import { setTimeout as sleep } from 'node:timers/promises';
import {
  mailOutboxContract,
  resendVerificationContract,
  verifyEmailContract,
} from '@flowdeck/endpoints/email-verification/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps.js';
import {
  AuthError,
  InputError,
  InvalidCredentialsError,
  RateLimitError,
  ServiceUnavailableError,
} from '../../errors.js';
import { route } from '../../lib/contract-route.js';
import { parseInput } from '../../lib/validation.js';
import { INVALID_TOKEN, userIdOf } from '../../security/guard.js';
import { guarded } from '../../security/requirements.js';
import { createLoginThrottle, heldBySharedThrottle, retryMessage } from '../../security/login-throttle.js';
import {
  loginSchema,
  logoutSchema,
  MESSAGES,
  refreshSchema,
  socialSignInSchema,
  validateRegistration,
} from './schemas.js';
import { createAuthService, type SocialSignInRequest } from './service.js';
import { VERIFICATION_MESSAGES } from './email-verification.js';
import { mailProviderFor, type OutboxMailProvider } from './mail-provider.js';
import { createRegistrationThrottle, REGISTRATION_LIMITED_MESSAGE } from '../../security/registration-throttle.js';

/** Sign-up, sign-in, token rotation, sign-out and the profile (spec §7 "Auth"). */
export function authRoutes(deps: AppDeps): FastifyPluginAsync {
  return async (app) => {
    const mail = mailProviderFor(deps.config.mailProvider, deps.db, {
      now: deps.now,
      log: (sent) => app.log.info({ mail: { to: sent.to, subject: sent.subject } }, 'Mail kept in the local outbox'),
    });
    const auth = createAuthService({
      mail,
      onMailError: (error) => app.log.error({ err: error }, 'verification mail not sent'),
      db: deps.db,
      tokens: deps.tokens,
      appOrigin: deps.config.appOrigin,
      refreshTokenTtlSeconds: deps.config.refreshTokenTtlSeconds,
      now: deps.now,
      onSessionRevoked: (sessionId) => deps.sessions?.revoked(sessionId),
    });
    const open = guarded(deps, 'public');
    const throttle = createLoginThrottle(() => deps.now().getTime());
    // Hand-built test configs leave the limits out: not limited (loadConfig always sets them).
    const registrations = deps.config.registrationLimits
      ? createRegistrationThrottle(deps.config.registrationLimits, () => deps.now().getTime())
      : null;

    app.post('/register', open, async (request, reply) => {
      const result = validateRegistration(request.body);
      if (!result.ok) throw new InputError(result.errors);
      // Counted once the input is valid, whatever the outcome: probing for taken usernames spends it too.
      const wait = registrations?.reserve(request.ip) ?? null;
      if (wait !== null) throw new RateLimitError(wait, REGISTRATION_LIMITED_MESSAGE(wait));
      await auth.register(result.value);
      return reply.status(201).send({ message: MESSAGES.registered });
    });

    app.post('/token', open, async (request) => {
      const { username, password } = parseInput(loginSchema, request.body);
      // Counted before the (slow) password check, so parallel guesses cannot all get past the limit.
      // Refused per username+IP or per IP; past the username's ceiling, held (never refused: ADR 0008).
      const verdict = throttle.reserve(username, request.ip);
      if (verdict.retryAfterSeconds !== undefined)
        throw new RateLimitError(verdict.retryAfterSeconds, retryMessage(verdict.retryAfterSeconds));
      if (verdict.delayMs > 0 && !heldBySharedThrottle.has(request)) await sleep(verdict.delayMs);
      try {
        const tokens = await auth.login(username, password);
        throttle.succeeded(username, request.ip);
        return tokens;
      } catch (error) {
        // A wrong password keeps its count; anything else did not test a password.
        if (!(error instanceof InvalidCredentialsError)) throttle.release(username, request.ip);
        throw error;
      }
    });

    app.post('/token/refresh', open, async (request) => {
      const { refresh } = parseInput(refreshSchema, request.body);
      return auth.refresh(refresh);
    });

    app.post('/logout', guarded(deps, 'manageOwnAccount'), async (request) => {
      const { refresh_token: refreshToken } = parseInput(logoutSchema, request.body);
      await auth.logout(userIdOf(request), refreshToken);
      return { message: MESSAGES.loggedOut };
    });

    // Social sign-in (spec §7): the body carries a Firebase ID token, which then serves as the bearer
    // token of the session (renewed in the browser by the provider: spec §4 reading B).
    const socialSignIn = (mode: SocialSignInRequest['mode']) => async (request: FastifyRequest) => {
      const input = parseInput(socialSignInSchema, request.body);
      if (!deps.identity) throw new ServiceUnavailableError(MESSAGES.socialNotConfigured);
      const claims = await deps.identity.verify(input.idToken);
      if (!claims) throw new AuthError(INVALID_TOKEN, MESSAGES.socialTokenRejected);
      const { userId, created } = await auth.socialSignIn(claims, { ...input, mode });
      return {
        message: created ? MESSAGES.registered : MESSAGES.signedIn,
        token: input.idToken,
        data: await auth.profile(userId),
        created,
      };
    };
    app.post('/user/login', open, socialSignIn('login'));
    app.post('/user/signup', open, socialSignIn('signup'));
    app.post('/user/social-auth', open, socialSignIn('either'));

    route(app, verifyEmailContract, deps, async (request) => {
      const endDate = await auth.verifyEmail(request.body.token);
      return { message: VERIFICATION_MESSAGES.verified(endDate), end_date: endDate };
    });
    route(app, resendVerificationContract, deps, async (request) => {
      await auth.resendVerification(userIdOf(request));
      return { message: VERIFICATION_MESSAGES.resent };
    });
    if (mail.name === 'outbox') {
      const outbox = mail as OutboxMailProvider;
      route(app, mailOutboxContract, deps, async (request) => ({ items: await outbox.messagesFor(userIdOf(request)) }));
    }

    const profile = guarded(deps, 'readOwnAccount');
    app.get('/getProfile', profile, async (request) => auth.profile(userIdOf(request)));
    app.get('/user/me', profile, async (request) => auth.profile(userIdOf(request)));
  };
}
