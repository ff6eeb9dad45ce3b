import { fundamentalsContract, peContract } from '@flowdeck/endpoints/fundamentals/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { route } from '../../lib/contract-route.js';
import { createFundamentalsService, type FundamentalsServiceOptions } from './service.js';

const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/** Fundamentals (spec §7: fundamentals/{x}) and Ratio Analysis (pe/{x}). */
export function fundamentalsRoutes(deps: AppDeps, options: FundamentalsServiceOptions = {}): FastifyPluginAsync {
  return async (app) => {
    const fundamentals = createFundamentalsService(deps.db, deps.records.fundamentals, deps.now, options);
    route(app, fundamentalsContract, deps, async (request, reply) =>
      reply.type(JSON_CONTENT_TYPE).send(await fundamentals.fundamentalsJson(request.params.x)),
    );
    route(app, peContract, deps, async (request) => fundamentals.ratios(request.params.x));
  };
}
