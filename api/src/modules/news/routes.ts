import { newsContract } from '@flowdeck/endpoints/news/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { route } from '../../lib/contract-route.js';
import type { NewsService } from './service.js';

/**
 * News (spec §7: news/{x}). Read-cached per second of the market clock (simulated headlines are released
 * as it passes them) while the stored headlines, the universe and the bars are unchanged: one build of
 * the list a second, however many subscribers ask.
 */
export function newsRoutes(deps: AppDeps, service: NewsService, marketNow: () => number): FastifyPluginAsync {
  return async (app) => {
    route(app, newsContract, deps, async (request) => service.list(request.params.x, request.query), {
      cache: {
        tables: ['news_items', 'symbols', 'daily_bars'],
        clock: () => String(Math.floor(marketNow() / 1_000)),
      },
    });
  };
}
