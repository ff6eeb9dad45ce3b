import {
  politicianContract,
  politicianCountContract,
  politiciansContract,
  politicianTradesContract,
} from '@flowdeck/endpoints/politicians/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { route } from '../../lib/contract-route.js';
import { createPoliticianService } from './service.js';

/**
 * Politician trading tracker (spec §7: politician/count, politician/{x}), registered from its contracts.
 * The static paths win over `politician/{x}`, so any other value is read as a politician id.
 */
export function politicianRoutes(deps: AppDeps): FastifyPluginAsync {
  return async (app) => {
    const politicians = createPoliticianService(deps.db);
    // Disclosures change only by import or seed.
    const cache = { tables: ['politicians', 'politician_trades'] } as const;
    route(app, politicianCountContract, deps, async () => politicians.counts(), { cache });
    route(app, politicianTradesContract, deps, async (request) => politicians.trades(request.query), { cache });
    route(app, politiciansContract, deps, async () => politicians.politicians(), { cache });
    route(app, politicianContract, deps, async (request) => politicians.politician(request.params.x), { cache });
  };
}
