import cors from '@fastify/cors';
import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { readApiVersion, type Config } from './config.js';
import { openDatabase, type DatabaseHandle } from './db/database.js';
import { migrateToLatest } from './db/migrations.js';
import { seedDatabase, type SeedResult } from './db/seed.js';
import type { AppDeps } from './deps.js';
import { registerErrorHandling } from './errors.js';
import { authRoutes } from './modules/auth/routes.js';
import { healthRoutes } from './modules/health/routes.js';
import { politicianRoutes } from './modules/politicians/routes.js';
import { referenceRoutes } from './modules/reference/routes.js';
import { attachRealtime, type Realtime } from './realtime/active-users.js';
import { registerPrincipal } from './security/guard.js';
import { createTokenService } from './security/tokens.js';

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
    /** What the startup seeding did (nothing on a warm start). */
    seedResult: SeedResult;
  }
}

export interface BuildOptions {
  /** Clock for tokens, trial dates and the simulated market's "today"; tests pin it. */
  now?: () => Date;
  logger?: FastifyServerOptions['logger'];
}

/**
 * Builds the API: opens the database, migrates and seeds it, registers every route under the API prefix
 * and attaches socket.io to the same HTTP server. Callers `listen()` (main.ts) or `inject()` (tests);
 * `close()` releases sockets, Redis and the database.
 */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const now = options.now ?? (() => new Date());
  const app = Fastify({
    logger: options.logger ?? (config.logLevel === 'silent' ? false : { level: config.logLevel }),
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true },
  });

  const db: DatabaseHandle = await openDatabase(config.database);
  try {
    const migrated = await migrateToLatest(db.db);
    if (migrated.length > 0) app.log.info({ migrations: migrated }, 'database migrated');
    const seedResult = await seedDatabase(db, { simSeed: config.simSeed, seed: config.seed, now: now() });
    app.decorate('seedResult', seedResult);
    app.log.info(
      { database: db.kind, ...seedResult.reference, ...seedResult.politicians, ms: seedResult.durationMs },
      'reference data ready',
    );
  } catch (error) {
    await db.close();
    throw error;
  }
  app.addHook('onClose', async () => db.close());

  const deps: AppDeps = {
    config,
    db: db.db,
    databaseKind: db.kind,
    tokens: createTokenService({ secret: config.jwtSecret, accessTokenTtlSeconds: config.accessTokenTtlSeconds, now }),
    now,
    version: readApiVersion(),
  };

  await app.register(cors, {
    origin: config.corsOrigins,
    credentials: true,
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
  });
  await app.register(formbody);
  registerErrorHandling(app);
  registerPrincipal(app);

  await app.register(
    async (api) => {
      await api.register(healthRoutes(deps));
      await api.register(authRoutes(deps));
      await api.register(referenceRoutes(deps));
      await api.register(politicianRoutes(deps));
    },
    { prefix: config.apiPrefix },
  );

  let realtime: Realtime;
  try {
    realtime = await attachRealtime({
      server: app.server,
      corsOrigin: config.corsOrigins,
      redisUrl: config.redisUrl,
      verifyToken: (token) => deps.tokens.verify(token),
      logger: app.log,
    });
  } catch (error) {
    await app.close();
    throw error;
  }
  app.decorate('realtime', realtime);
  // Open websockets would keep the HTTP server from closing, so they go first.
  app.addHook('preClose', async () => realtime.close());

  return app;
}
