import { economicCalendarContract } from '@flowdeck/endpoints/economic-calendar/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { route } from '../../lib/contract-route.js';
import { createEconomicCalendarService } from './service.js';

/** Economic Calendar (spec §7: economic-calander). */
export function economicCalendarRoutes(deps: AppDeps): FastifyPluginAsync {
  return async (app) => {
    const calendar = createEconomicCalendarService(deps.db, deps.config.simSeed, deps.now);
    route(app, economicCalendarContract, deps, async (request) => calendar.calendar(request.query));
  };
}
