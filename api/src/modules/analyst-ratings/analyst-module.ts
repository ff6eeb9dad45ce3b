/**
 * Wires analyst ratings into the app: the service on the market clock, the routes and the live feed.
 * buildApp registers `routes`, calls `live.attach` once socket.io is up, then `live.start`.
 */
import type { AnalystRating } from '@flowdeck/api-types';
import type { AppDeps } from '../../deps.js';
import { ANALYST_SOCKET_EVENTS } from '@flowdeck/endpoints/analyst-ratings';
import { createEventFeed, EVENT_FEED_TICK_MS, feedAccess, type EventFeed } from '../../realtime/event-feed.js';
import type { MarketEngine } from '../market/engine.js';
import { analystRatingRoutes } from './routes.js';
import { createAnalystRatingService } from './service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The live analyst feed: tests run a look for new actions with `app.analystFeed.tick()`. */
    analystFeed: EventFeed;
  }
}

/** `onItems`: every rating action as it arrives (simulated or imported), e.g. for the SMS alerts. */
export function createAnalystModule(
  deps: AppDeps,
  engine: MarketEngine | null,
  logger?: { error(obj: object, msg: string): void },
  onItems?: (items: AnalystRating[]) => void,
) {
  // The simulated market's clock when it runs; the app's clock otherwise (tests pin it).
  const marketNow = () => engine?.marketTime ?? deps.now().getTime();
  const service = createAnalystRatingService(deps.db, deps.records.analystRatings, marketNow);
  const live = createEventFeed({
    name: 'analyst',
    events: ANALYST_SOCKET_EVENTS,
    source: service,
    marketNow,
    verifyToken: (token) => deps.tokens.verify(token),
    checkAccess: feedAccess(deps),
    tickMs: deps.config.simLive ? EVENT_FEED_TICK_MS : null,
    onItems,
    logger,
  });
  return { service, live, routes: analystRatingRoutes(deps, service) };
}
