import { insiderContract, insiderCountContract, insiderTradesContract } from '@flowdeck/endpoints/insiders/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { route } from '../../lib/contract-route.js';
import { createInsiderService } from './service.js';

/**
 * Insider trading tracker (spec §7: insider/count, insider/{x}; plus insider/trades), registered from its
 * contracts. The static paths win over `insider/{x}`: digits name an insider (CIK), anything else a ticker.
 */
export function insiderRoutes(deps: AppDeps): FastifyPluginAsync {
  return async (app) => {
    const insiders = createInsiderService(deps.db);
    // Filings change only by import or seed; prices after a trade by a session's close.
    const cache = { tables: ['insider_filings', 'insider_trades', 'daily_bars'] } as const;
    route(app, insiderCountContract, deps, async () => insiders.counts(), { cache });
    route(app, insiderTradesContract, deps, async (request) => insiders.trades(request.query), { cache });
    route(app, insiderContract, deps, async (request) => insiders.history(request.params.x, request.query.page), {
      cache,
    });
  };
}
