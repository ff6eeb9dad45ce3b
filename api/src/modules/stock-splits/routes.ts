import { stockSplitCalendarContract } from '@flowdeck/endpoints/stock-splits/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { route } from '../../lib/contract-route.js';
import { createStockSplitService } from './service.js';

/** Stock Split Calendar (spec §7: stock-split-calander/{x}). */
export function stockSplitRoutes(deps: AppDeps): FastifyPluginAsync {
  return async (app) => {
    const splits = createStockSplitService(deps.db, deps.records.splits, deps.now);
    route(app, stockSplitCalendarContract, deps, async (request) => splits.calendar(request.params.x, request.query));
  };
}
