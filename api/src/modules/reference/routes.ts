import { companyProfileContract, symbolSearchContract } from '@flowdeck/endpoints/reference/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { NotFoundError } from '../../errors.js';
import { route } from '../../lib/contract-route.js';
import { createReferenceService, type ReferenceMarket } from './service.js';

/** Symbol search (chart/) and company profiles with daily bars (company-profile/{x}), from their contracts. */
export function referenceRoutes(deps: AppDeps, market?: ReferenceMarket): FastifyPluginAsync {
  return async (app) => {
    const reference = createReferenceService(deps.db, market);
    // Symbol search stays open to lapsed users (it backs the search box everywhere); profiles are premium.
    route(app, symbolSearchContract, deps, async (request) => reference.search(request.query.searchText));
    route(
      app,
      companyProfileContract,
      deps,
      async (request) => reference.companyProfile(request.params.x, request.query.session),
      {
        // A malformed ticker is simply not a symbol we know.
        invalidParams: (params) => new NotFoundError(`Unknown symbol ${params['x'] ?? ''}`),
      },
    );
  };
}
