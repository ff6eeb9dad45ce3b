import { ALL_EARNINGS } from '@flowdeck/endpoints/earnings';
import { ALL_RATINGS, RATINGS_MAX_PAGE_SIZE } from '@flowdeck/endpoints/analyst-ratings';
import cors from '@fastify/cors';
import formbody from '@fastify/formbody';
import type { Kysely } from 'kysely';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { readApiVersion, type Config } from './config.js';
import { openDatabase, type DatabaseHandle } from './db/database.js';
import { migrateAndSeed, type Prepared } from './prepare-database.js';
import type { SeedResult } from './seed.js';
import type { Database } from './db/schema.js';
import type { AppDeps } from './deps.js';
import { registerErrorHandling } from './errors.js';
import { registerEdgeInputRule } from './lib/edge-input.js';
import { createAuthRepository } from './modules/auth/repository.js';
import { accountRoutes } from './modules/account/routes.js';
import { userSettingsRoutes } from './modules/user-settings/routes.js';
import { affiliateRoutes } from './modules/affiliate/routes.js';
import { authRoutes } from './modules/auth/routes.js';
import { billingRoutes } from './modules/billing/routes.js';
import { createLiveBot } from './modules/discord-bot/live-module.js';
import { discordBotRoutes } from './modules/discord-bot/routes.js';
import { economicCalendarRoutes } from './modules/economic-calendar/routes.js';
import { stockSplitRoutes } from './modules/stock-splits/routes.js';
import { createEarningsModule } from './modules/earnings/earnings-module.js';
import { filingRoutes } from './modules/filings/routes.js';
import { lobbyingRoutes } from './modules/lobbying/routes.js';
import { institutionalRoutes } from './modules/institutional/routes.js';
import { govContractRoutes } from './modules/govcontracts/routes.js';
import { disclosureTimelineRoutes } from './modules/disclosure-timeline/routes.js';
import { fundamentalsRoutes } from './modules/fundamentals/routes.js';
import { exportRoutes } from './modules/export/routes.js';
import { healthRoutes } from './modules/health/routes.js';
import { journalRoutes } from './modules/journal/routes.js';
import { learningRoutes } from './modules/learning/routes.js';
import { mediaRoutes } from './modules/media/routes.js';
import { createMarketModule } from './modules/market/market-module.js';
import { createScannerModule } from './modules/scanners/scanners-module.js';
import { createScreenerModule } from './modules/screener/screener-module.js';
import { openApiRoutes, registerOpenApi } from './modules/openapi/routes.js';
import { insiderRoutes } from './modules/insiders/routes.js';
import { politicianRoutes } from './modules/politicians/routes.js';
import { referenceRoutes } from './modules/reference/routes.js';
import { analystSignal, earningsSignal, newsSignals, scannerSignal, screenSignal } from './modules/alerts/adapters.js';
import { createAlertsModule } from './modules/alerts/alerts-module.js';
import { createAiPickModule } from './modules/ai-pick/ai-pick-module.js';
import { createAnalystModule } from './modules/analyst-ratings/analyst-module.js';
import { createNewsModule } from './modules/news/news-module.js';
import { importRoutes } from './sources/import/routes.js';
import type { RecordSources } from './sources/records.js';
import { simulatedRecords } from './sources/simulator/records/index.js';
import { attachRealtime, type Realtime } from './realtime/active-users.js';
import { createRedisMonitor } from './realtime/redis-link.js';
import { registerPrincipal } from './security/guard.js';
import { requireDeclaredRequirements, type RouteRecord } from './security/requirements.js';
import { createIdentityVerifier } from './security/identity-provider.js';
import { createRedisLoginThrottle, enforceSharedLoginThrottle } from './security/login-throttle-redis.js';
import { withIdentitySessions } from './security/identity-sessions.js';
import { createSessionRevocations, sessionRevokedInDatabase } from './security/session-revocation.js';
import { currentTokenVersion, withTokenRevocation } from './security/token-revocation.js';
import { createTokenService } from './security/tokens.js';
import { withVerifyCache } from './security/verify-cache.js';

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
    /** The query builder, for the admin CLI and tests that check what was stored. */
    db: Kysely<Database>;
    /** What the startup seeding did (nothing on a warm start). */
    seedResult: SeedResult;
  }
}

export interface BuildOptions {
  /** Clock for tokens, trial dates and the simulated market's "today"; tests pin it. */
  now?: () => Date;
  logger?: FastifyServerOptions['logger'];
  /** Where the public records come from besides imports: the simulator's on the configured seed unless given. */
  records?: RecordSources;
  /**
   * What a child process already migrated and seeded (./prepare-child.ts; main.ts runs it before it loads
   * this module): the database is opened as it is, nothing is prepared again.
   */
  prepared?: Prepared;
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
    trustProxy: config.trustProxy ?? false,
  });

  // The public records besides imports: the simulator's on the one seed, unless a feed is given.
  const records = options.records ?? simulatedRecords(config.simSeed);
  const db: DatabaseHandle = await openDatabase(config.database);
  try {
    const { migrated, seedResult } = options.prepared ?? (await migrateAndSeed(db, config, records, now()));
    if (migrated.length > 0) app.log.info({ migrations: migrated }, 'database migrated');
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
  app.decorate('db', db.db);

  const identity = config.identity ? createIdentityVerifier(config.identity) : null;
  if (identity) app.addHook('onClose', async () => identity.close());
  const users = createAuthRepository(db.db);
  // Never blocks start-up: with Redis unreachable the API starts degraded and reconnects by itself (ADR 0003).
  const redis = config.redisUrl ? createRedisMonitor(config.redisUrl, app.log) : null;
  if (redis) app.addHook('onClose', async () => redis.close());
  const sessions = createSessionRevocations((sessionId) => sessionRevokedInDatabase(db.db, sessionId));
  const deps: AppDeps = {
    config,
    db: db.db,
    databaseKind: db.kind,
    tokens: withIdentitySessions(
      withTokenRevocation(
        withVerifyCache(
          createTokenService({ secret: config.jwtSecret, accessTokenTtlSeconds: config.accessTokenTtlSeconds, now }),
          now,
        ),
        (userId) => currentTokenVersion(db.db, userId),
        sessions,
      ),
      identity,
      async (uid) => (await users.findUserByFirebaseUid(uid))?.id ?? null,
    ),
    identity,
    now,
    version: readApiVersion(),
    records,
    redis,
    sessions,
  };
  const market = await createMarketModule(deps, app.log);
  // Live Discord posts follow the market's updates (only the leader lock's holder posts when REDIS_URL is set).
  const discordBot = createLiveBot(deps, market.engine, app.log);
  // The alert rules' engine texts, and hands the rules marked for Discord to the bot.
  const alerts = createAlertsModule(deps, market.engine, app.log, discordBot);
  // A rating action texts the subscribers whose analyst rules (Analyst Alerts filters) it passes.
  const analyst = createAnalystModule(deps, market.engine, app.log, (items) => {
    for (const item of items) alerts.live.offer(analystSignal(item));
  });
  // A headline marked major texts the subscribers whose news rules watch a ticker it names.
  const news = createNewsModule(deps, market.engine, app.log, (items) => {
    for (const item of items) for (const signal of newsSignals(item)) alerts.live.offer(signal);
  });
  // An earnings report coming out texts the subscribers whose earnings rules watch its ticker.
  const earnings = createEarningsModule(
    deps,
    (reports) => {
      for (const report of reports) alerts.live.offer(earningsSignal(report));
    },
    app.log,
  );
  // A symbol entering or leaving a watched screen texts the subscribers whose screen rules name it.
  const screener = createScreenerModule(deps, market.engine, {
    analyst: analyst.service,
    forwardEps: earnings.service.forwardEps,
    watched: () => alerts.live.watchedScreens(),
    onChanges: (changes) => {
      for (const change of changes) alerts.live.offer(screenSignal(change));
    },
    logger: app.log,
  });
  const aiPick = createAiPickModule(deps, market.engine, app.log);
  // A new break, gap or unusual volume texts the subscribers whose scanner rules watch the symbol. The movers
  // say why a stock moved from the earnings, news and analyst services (the scanners import none of them).
  const scanners = createScannerModule(
    deps,
    market.engine,
    (events) => {
      for (const event of events) alerts.live.offer(scannerSignal(event));
    },
    app.log,
    {
      reports: async (from, to) => (await earnings.service.calendar(ALL_EARNINGS.toUpperCase(), { from, to })).reports,
      news: (symbols, from, to) => news.service.about(symbols, from, to),
      ratings: async (symbols, from, to) =>
        (
          await analyst.service.list(ALL_RATINGS.toUpperCase(), {
            action: undefined,
            tickers: [...symbols],
            from,
            to,
            page: 1,
            pageSize: RATINGS_MAX_PAGE_SIZE,
          })
        ).items,
    },
  );

  await app.register(cors, {
    origin: config.corsOrigins,
    credentials: true,
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
  });
  await app.register(formbody);
  registerErrorHandling(app);
  registerEdgeInputRule(app);
  // Every answer: browsers must not guess a content type (an uploaded or echoed text run as script).
  // Answers to a POST (token pairs, ID tokens, new access tokens) or to a signed-in request are personal:
  // no cache may keep them, unless the route set its own policy.
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    if (!reply.hasHeader('cache-control') && (request.method === 'POST' || request.headers.authorization))
      reply.header('cache-control', 'no-store');
    return payload;
  });
  registerPrincipal(app);
  // Several processes behind a load balancer count sign-in failures together (the route's own count is per process).
  if (config.redisUrl && redis)
    enforceSharedLoginThrottle(
      app,
      await createRedisLoginThrottle({ url: config.redisUrl, monitor: redis }),
      `${config.apiPrefix}/token`,
    );

  // Before the routes: the OpenAPI document collects them as they register.
  await registerOpenApi(app, config, deps.version);
  const routeTable: RouteRecord[] = [];
  app.decorate('routeTable', routeTable);
  await app.register(
    async (api) => {
      requireDeclaredRequirements(api, routeTable);
      await api.register(openApiRoutes(deps));
      await api.register(healthRoutes(deps));
      await api.register(authRoutes(deps));
      // Where the account module registered them, first: the OpenAPI document lists the routes in the same order.
      await api.register(userSettingsRoutes(deps, { onSettingsChanged: () => alerts.live.invalidate() }));
      await api.register(accountRoutes(deps, { onAccountChanged: () => alerts.live.invalidate() }));
      await api.register(billingRoutes(deps));
      await api.register(affiliateRoutes(deps));
      await api.register(discordBotRoutes(deps));
      await api.register(exportRoutes(deps));
      await api.register(importRoutes(deps));
      await api.register(referenceRoutes(deps, market));
      await api.register(politicianRoutes(deps));
      await api.register(insiderRoutes(deps));
      await api.register(journalRoutes(deps));
      await api.register(learningRoutes(deps));
      await api.register(economicCalendarRoutes(deps));
      await api.register(stockSplitRoutes(deps));
      await api.register(earnings.routes);
      await api.register(filingRoutes(deps));
      await api.register(lobbyingRoutes(deps));
      await api.register(institutionalRoutes(deps));
      await api.register(govContractRoutes(deps));
      await api.register(disclosureTimelineRoutes(deps));
      await api.register(fundamentalsRoutes(deps, { forwardEps: earnings.service.forwardEps }));
      await api.register(market.routes);
      await api.register(scanners.routes);
      await api.register(screener.routes);
      await api.register(alerts.routes);
      await api.register(analyst.routes);
      await api.register(news.routes);
      await api.register(aiPick.routes);
    },
    { prefix: config.apiPrefix },
  );
  await app.register(mediaRoutes(deps));

  let realtime: Realtime;
  try {
    realtime = await attachRealtime({
      server: app.server,
      corsOrigin: config.corsOrigins,
      redisUrl: config.redisUrl,
      ...(redis ? { redisMonitor: redis } : {}),
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

  app.decorate('market', market.engine);
  market.attachRealtime(realtime);
  app.addHook('preClose', async () => market.close());
  app.decorate('discordBot', discordBot);
  app.addHook('preClose', async () => discordBot.close());
  // SMS alerts follow the same updates (one rule engine; only the leader lock's holder texts).
  app.decorate('smsAlerts', alerts.live);
  app.addHook('preClose', async () => alerts.live.close());
  // Rating actions pushed as they happen (simulated at their time, imported as they commit).
  analyst.live.attach(realtime);
  app.decorate('analystFeed', analyst.live);
  app.addHook('preClose', async () => analyst.live.close());
  // Headlines pushed as they arrive (simulated at their minute, polled or imported as they commit).
  news.live.attach(realtime);
  app.decorate('newsFeed', news.live);
  app.decorate('newsPoller', news.poller);
  app.decorate('scannerWatch', scanners.watch);
  app.addHook('preClose', async () => scanners.watch.close());
  app.decorate('screenWatch', screener.watch);
  app.addHook('preClose', async () => screener.watch.close());
  app.decorate('earningsWatch', earnings.watch);
  app.addHook('preClose', async () => earnings.watch.close());
  app.addHook('preClose', async () => {
    news.poller.close();
    news.live.close();
  });
  try {
    await discordBot.start();
    await alerts.live.start();
    app.log.info(await market.start(), 'market data ready');
    await analyst.live.start();
    await news.live.start();
    news.poller.start();
    scanners.watch.start();
    screener.watch.start();
    earnings.watch.start();
    // The first AI Pick model, computed in the background once everything else is up.
    app.addHook('onReady', async () => aiPick.warm());
  } catch (error) {
    await app.close();
    throw error;
  }

  return app;
}
