import { earningsContract } from '@flowdeck/endpoints/earnings/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { route } from '../../lib/contract-route.js';
import type { EarningsService } from './service.js';

/** Earnings calendar (spec §7: earnings/{x}). */
export function earningsRoutes(deps: AppDeps, earnings: EarningsService): FastifyPluginAsync {
  return async (app) => {
    route(app, earningsContract, deps, async (request) => earnings.calendar(request.params.x, request.query));
  };
}
