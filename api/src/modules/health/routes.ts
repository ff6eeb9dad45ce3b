import { healthContract } from '@flowdeck/endpoints/system/contracts';
import { sql } from 'kysely';
import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { route } from '../../lib/contract-route.js';

/** Public liveness + database check for load balancers and the deploy scripts. */
export function healthRoutes(deps: AppDeps): FastifyPluginAsync {
  return async (app) => {
    route(app, healthContract, deps, async (_request, reply) => {
      try {
        await sql`select 1`.execute(deps.db);
      } catch {
        return reply.status(503).send({
          status: 'unavailable',
          error: 'Database unavailable',
          database: deps.databaseKind,
          version: deps.version,
        });
      }
      return { status: 'ok' as const, database: deps.databaseKind, version: deps.version };
    });
  };
}
