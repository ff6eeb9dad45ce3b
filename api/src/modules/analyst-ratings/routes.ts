import { analystRatingsContract, trackRecordContract } from '@flowdeck/endpoints/analyst-ratings/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { route } from '../../lib/contract-route.js';
import type { AnalystRatingService } from './service.js';

/** Analyst Ratings (spec §7: analystrating/{x}) and the firms' and analysts' track records. */
export function analystRatingRoutes(deps: AppDeps, service: AnalystRatingService): FastifyPluginAsync {
  return async (app) => {
    route(app, analystRatingsContract, deps, async (request) => service.list(request.params.x, request.query));
    route(app, trackRecordContract, deps, async (request) => service.trackRecord(request.query));
  };
}
