import { setTimeout as sleep } from 'node:timers/promises';
import {
  logoutContract,
  meContract,
  profileContract,
  registerContract,
  socialAuthContract,
  socialLoginContract,
  socialSignupContract,
  tokenContract,
  tokenRefreshContract,
} from '@flowdeck/endpoints/auth/contracts';
import {
  mailOutboxContract,
  resendVerificationContract,
  verifyEmailContract,
} from '@flowdeck/endpoints/email-verification/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { AuthError, InvalidCredentialsError, RateLimitError, ServiceUnavailableError } from '../../errors.js';
import { route, type ContractRequest } from '../../lib/contract-route.js';
import { INVALID_TOKEN, userIdOf } from '../../security/guard.js';
import { createLoginThrottle, heldBySharedThrottle, retryMessage } from '../../security/login-throttle.js';
import { MESSAGES } from './schemas.js';
import { createAuthService, type SocialSignInRequest } from './service.js';
import { VERIFICATION_MESSAGES } from './email-verification.js';
import { mailProviderFor, type OutboxMailProvider } from './mail-provider.js';
import { createRegistrationThrottle, REGISTRATION_LIMITED_MESSAGE } from '../../security/registration-throttle.js';

/** What the social sign-in handler reads: the three routes share one body schema. */
type SocialSignInCall = Pick<ContractRequest<typeof socialAuthContract>, 'body'>;

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
    const throttle = createLoginThrottle(() => deps.now().getTime());
    // Hand-built test configs leave the limits out: not limited (loadConfig always sets them).
    const registrations = deps.config.registrationLimits
      ? createRegistrationThrottle(deps.config.registrationLimits, () => deps.now().getTime())
      : null;

    route(app, registerContract, deps, async (request, reply) => {
      // Counted once the input is valid, whatever the outcome: probing for taken usernames spends it too.
      const wait = registrations?.reserve(request.ip) ?? null;
      if (wait !== null) throw new RateLimitError(wait, REGISTRATION_LIMITED_MESSAGE(wait));
      const { password2: _confirmation, ...form } = request.body;
      await auth.register(form);
      return reply.status(201).send({ message: MESSAGES.registered });
    });

    route(app, tokenContract, deps, async (request) => {
      const { username, password } = request.body;
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

    route(app, tokenRefreshContract, deps, async (request) => auth.refresh(request.body.refresh));

    route(app, logoutContract, deps, async (request) => {
      await auth.logout(userIdOf(request), request.body.refresh_token);
      return { message: MESSAGES.loggedOut };
    });

    // Social sign-in (spec §7): the body carries a Firebase ID token, which then serves as the bearer
    // token of the session (renewed in the browser by the provider: spec §4 reading B).
    const socialSignIn = (mode: SocialSignInRequest['mode']) => async (request: SocialSignInCall) => {
      const input = request.body;
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
    route(app, socialLoginContract, deps, socialSignIn('login'));
    route(app, socialSignupContract, deps, socialSignIn('signup'));
    route(app, socialAuthContract, deps, socialSignIn('either'));

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

    route(app, profileContract, deps, async (request) => auth.profile(userIdOf(request)));
    route(app, meContract, deps, async (request) => auth.profile(userIdOf(request)));
  };
}
