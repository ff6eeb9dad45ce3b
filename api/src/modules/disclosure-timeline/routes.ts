import { disclosureTimelineContract } from '@flowdeck/endpoints/disclosure-timeline/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { route } from '../../lib/contract-route.js';
import { createDisclosureTimelineService } from './service.js';

/**
 * Disclosure timeline (issue 15: disclosure-timeline/{x}): one ticker's events from every disclosure source
 * with the smart-money clusters. Not read-cached: the default window ends today (the clock, not a table).
 */
export function disclosureTimelineRoutes(deps: AppDeps): FastifyPluginAsync {
  return async (app) => {
    const timeline = createDisclosureTimelineService(deps.db, deps.config.simSeed, deps.now);
    route(app, disclosureTimelineContract, deps, async (request) => timeline.timeline(request.params.x, request.query));
  };
}
