import { earningsContract } from '@flowdeck/endpoints/earnings/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { route } from '../../lib/contract-route.js';
import { createEarningsService } from './service.js';

/** Earnings calendar (spec §7: earnings/{x}). */
export function earningsRoutes(deps: AppDeps): FastifyPluginAsync {
  return async (app) => {
    const earnings = createEarningsService(deps.db, deps.config.simSeed, deps.now);
    route(app, earningsContract, deps, async (request) => earnings.calendar(request.params.x, request.query));
  };
}
