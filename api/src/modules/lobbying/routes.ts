import { lobbyingContract } from '@flowdeck/endpoints/lobbying/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { byMarketDay, route } from '../../lib/contract-route.js';
import { createLobbyingService } from './service.js';

/** Lobbying (spec §7: lobbying/{x}): LDA spend per company and quarter, for one ticker or all. */
export function lobbyingRoutes(deps: AppDeps): FastifyPluginAsync {
  return async (app) => {
    const lobbying = createLobbyingService(deps.db, deps.records.lobbying, deps.now);
    route(app, lobbyingContract, deps, async (request) => lobbying.report(request.params.x, request.query), {
      cache: { tables: ['symbols', 'lobbying_filings'], clock: byMarketDay(deps.now) },
    });
  };
}
