import type { HealthResponse } from '@flowdeck/endpoints/system';
import { healthContract } from '@flowdeck/endpoints/system/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { ping } from '../../db/database.js';
import type { AppDeps } from '../../deps.js';
import { route } from '../../lib/contract-route.js';

/**
 * Public liveness + database check for load balancers and the deploy scripts. With REDIS_URL, `redis` says
 * whether the link is up; while it is not the API still serves (200, `status: 'degraded'`): sign-in
 * throttling counts per process and realtime reaches this process's clients only (ADR 0003).
 */
export function healthRoutes(deps: AppDeps): FastifyPluginAsync {
  return async (app) => {
    route(app, healthContract, deps, async (_request, reply) => {
      try {
        await ping(deps.db);
      } catch {
        return reply.status(503).send({
          status: 'unavailable',
          error: 'Database unavailable',
          database: deps.databaseKind,
          version: deps.version,
        });
      }
      const redis: HealthResponse['redis'] = deps.redis ? (deps.redis.state() === 'up' ? 'up' : 'down') : 'off';
      return {
        status: redis === 'down' ? ('degraded' as const) : ('ok' as const),
        database: deps.databaseKind,
        version: deps.version,
        redis,
      };
    });
  };
}
