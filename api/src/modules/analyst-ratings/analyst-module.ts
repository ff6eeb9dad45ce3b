/**
 * Wires analyst ratings into the app: the service on the market clock, the routes and the live feed.
 * buildApp registers `routes`, calls `live.attach` once socket.io is up, then `live.start`.
 */
import type { AppDeps } from '../../deps.js';
import { AuthError, PaymentRequiredError } from '../../errors.js';
import { checkAccess } from '../../security/subscription.js';
import type { MarketEngine } from '../market/engine.js';
import { ANALYST_TICK_MS, createAnalystLive, type AnalystLive } from './live.js';
import { analystRatingRoutes } from './routes.js';
import { createAnalystRatingService } from './service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The live analyst feed: tests run a look for new actions with `app.analystFeed.tick()`. */
    analystFeed: AnalystLive;
  }
}

export function createAnalystModule(
  deps: AppDeps,
  engine: MarketEngine | null,
  logger?: { error(obj: object, msg: string): void },
) {
  // The simulated market's clock when it runs; the app's clock otherwise (tests pin it).
  const marketNow = () => engine?.marketTime ?? deps.now().getTime();
  const service = createAnalystRatingService(deps.db, deps.config.simSeed, marketNow);
  const live = createAnalystLive({
    service,
    marketNow,
    verifyToken: (token) => deps.tokens.verify(token),
    checkAccess: async (principal) => {
      try {
        await checkAccess(deps, principal);
        return null;
      } catch (error) {
        if (error instanceof AuthError || error instanceof PaymentRequiredError) return error.message;
        throw error;
      }
    },
    tickMs: deps.config.simLive ? ANALYST_TICK_MS : null,
    ...(logger ? { logger } : {}),
  });
  return { service, live, routes: analystRatingRoutes(deps, service) };
}
