import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { InputError, InvalidCredentialsError, RateLimitError } from '../../errors.js';
import { parseInput } from '../../lib/validation.js';
import { requireUser, userIdOf } from '../../security/guard.js';
import { createLoginThrottle, retryMessage } from '../../security/login-throttle.js';
import { loginSchema, logoutSchema, MESSAGES, refreshSchema, validateRegistration } from './schemas.js';
import { createAuthService } from './service.js';

/** Sign-up, sign-in, token rotation, sign-out and the profile (spec §7 "Auth"). */
export function authRoutes(deps: AppDeps): FastifyPluginAsync {
  return async (app) => {
    const auth = createAuthService({
      db: deps.db,
      tokens: deps.tokens,
      appOrigin: deps.config.appOrigin,
      refreshTokenTtlSeconds: deps.config.refreshTokenTtlSeconds,
      now: deps.now,
    });
    const signedIn = requireUser(deps.tokens);
    const throttle = createLoginThrottle(() => deps.now().getTime());

    app.post('/register', async (request, reply) => {
      const result = validateRegistration(request.body);
      if (!result.ok) throw new InputError(result.errors);
      await auth.register(result.value);
      return reply.status(201).send({ message: MESSAGES.registered });
    });

    app.post('/token', async (request) => {
      const { username, password } = parseInput(loginSchema, request.body);
      const wait = throttle.blockedFor(username, request.ip);
      if (wait !== null) throw new RateLimitError(wait, retryMessage(wait));
      try {
        const tokens = await auth.login(username, password);
        throttle.succeeded(username);
        return tokens;
      } catch (error) {
        if (error instanceof InvalidCredentialsError) throttle.failed(username, request.ip);
        throw error;
      }
    });

    app.post('/token/refresh', async (request) => {
      const { refresh } = parseInput(refreshSchema, request.body);
      return auth.refresh(refresh);
    });

    app.post('/logout', { preHandler: signedIn }, async (request) => {
      const { refresh_token: refreshToken } = parseInput(logoutSchema, request.body);
      await auth.logout(userIdOf(request), refreshToken);
      return { message: MESSAGES.loggedOut };
    });

    const profile = { preHandler: signedIn };
    app.get('/getProfile', profile, async (request) => auth.profile(userIdOf(request)));
    app.get('/user/me', profile, async (request) => auth.profile(userIdOf(request)));
  };
}
