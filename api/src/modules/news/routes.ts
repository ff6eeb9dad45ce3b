import { newsContract } from '@flowdeck/endpoints/news/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { route } from '../../lib/contract-route.js';
import type { NewsService } from './service.js';

/** News (spec §7: news/{x}). */
export function newsRoutes(deps: AppDeps, service: NewsService): FastifyPluginAsync {
  return async (app) => {
    route(app, newsContract, deps, async (request) => service.list(request.params.x, request.query));
  };
}
