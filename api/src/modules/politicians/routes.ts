import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { parseInput } from '../../lib/validation.js';
import { guarded } from '../../security/requirements.js';
import { politicianIdSchema, tradesQuerySchema } from './schemas.js';
import { createPoliticianService } from './service.js';

/**
 * Politician trading tracker (spec §7: politician/count, politician/{x}). The static paths win over the
 * `:id` route, so any other value is read as a politician id.
 */
export function politicianRoutes(deps: AppDeps): FastifyPluginAsync {
  return async (app) => {
    const politicians = createPoliticianService(deps.db);
    const premium = guarded(deps, 'readTrackers');

    app.get('/politician/count', premium, async () => politicians.counts());
    app.get('/politician/trades', premium, async (request) =>
      politicians.trades(parseInput(tradesQuerySchema, request.query)),
    );
    app.get('/politician/politicians', premium, async () => politicians.politicians());
    app.get('/politician/:id', premium, async (request) =>
      politicians.politician(parseInput(politicianIdSchema, request.params).id),
    );
  };
}
