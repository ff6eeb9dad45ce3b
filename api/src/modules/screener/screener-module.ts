/**
 * Wires the screener into the app: one service for the routes and for the screen watch that reports symbols
 * entering or leaving the screens the SMS alerts' screen rules watch. buildApp registers `routes` and starts
 * the watch with the live market.
 */
import type { AppDeps } from '../../deps.js';
import { createFundamentalsService, type FundamentalsServiceOptions } from '../fundamentals/service.js';
import type { MarketEngine } from '../market/engine.js';
import { createMarketRepository } from '../market/repository.js';
import { createSavedScreenRepository } from './repository.js';
import { screenerRoutes } from './routes.js';
import { createScreenWatch, SCREEN_WATCH_MS, type ScreenMembershipChange, type ScreenWatch } from './screen-watch.js';
import { createScreenerService, type ScreenerServiceOptions } from './service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The screen watch: tests take a look with `app.screenWatch.tick()`. */
    screenWatch: ScreenWatch;
  }
}

export interface ScreenerModuleOptions {
  analyst: ScreenerServiceOptions['analyst'];
  /** The Earnings calendar's next-four-quarters consensus, for the forward P/E. */
  forwardEps?: FundamentalsServiceOptions['forwardEps'];
  /** Ids of the screens some alert rule watches now. */
  watched: () => readonly string[];
  onChanges: (changes: ScreenMembershipChange[]) => void;
  logger?: { error(obj: object, msg: string): void };
}

export function createScreenerModule(deps: AppDeps, engine: MarketEngine, options: ScreenerModuleOptions) {
  const service = createScreenerService({
    db: deps.db,
    engine,
    repository: createMarketRepository(deps.db, deps.databaseKind),
    fundamentals: createFundamentalsService(
      deps.db,
      deps.records.fundamentals,
      deps.now,
      options.forwardEps ? { forwardEps: options.forwardEps } : {},
    ),
    analyst: options.analyst,
    now: () => deps.now().getTime(),
  });
  const saved = createSavedScreenRepository(deps.db);
  const watch = createScreenWatch({
    watched: options.watched,
    savedScreens: (ids) => saved.byIds(ids),
    members: (filters) => service.members(filters),
    marketNow: () => engine.marketTime ?? deps.now().getTime(),
    intervalMs: deps.config.simLive ? SCREEN_WATCH_MS : null,
    onChanges: options.onChanges,
    logger: options.logger,
  });
  return { service, watch, routes: screenerRoutes(deps, service) };
}
