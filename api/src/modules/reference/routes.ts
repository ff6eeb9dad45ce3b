import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { NotFoundError } from '../../errors.js';
import { parseInput } from '../../lib/validation.js';
import { guarded } from '../../security/requirements.js';
import { searchQuerySchema, symbolParamSchema } from './schemas.js';
import { createReferenceService, type TodayBarOf } from './service.js';

/** Symbol search (chart/) and company profiles with daily bars (company-profile/{x}). */
export function referenceRoutes(deps: AppDeps, todayBar?: TodayBarOf): FastifyPluginAsync {
  return async (app) => {
    const reference = createReferenceService(deps.db, todayBar);
    const reader = guarded(deps, 'searchSymbols');
    // Symbol search stays open to lapsed users (it backs the search box everywhere); profiles are premium.
    const premium = guarded(deps, 'readMarketData');

    app.get('/chart', reader, async (request) => {
      const { searchText } = parseInput(searchQuerySchema, request.query);
      return reference.search(searchText);
    });

    app.get<{ Params: { symbol: string } }>('/company-profile/:symbol', premium, async (request) => {
      const parsed = symbolParamSchema.safeParse(request.params);
      // A malformed ticker is simply not a symbol we know.
      if (!parsed.success) throw new NotFoundError(`Unknown symbol ${request.params.symbol}`);
      return reference.companyProfile(parsed.data.symbol);
    });
  };
}
