/**
 * Wires the scanners into the app: one service for the routes and for the watch that turns new breaks, gaps
 * and unusual volume into events (the SMS alerts' scanner rules). buildApp registers `routes` and starts the
 * watch with the live market.
 */
import type { AppDeps } from '../../deps.js';
import type { MarketEngine } from '../market/engine.js';
import { createMarketRepository } from '../market/repository.js';
import type { CatalystSources } from './compute/catalysts.js';
import { scannerRoutes } from './routes.js';
import { createScannerService } from './service.js';
import { createScannerWatch, SCANNER_WATCH_MS, type ScannerEvent, type ScannerWatch } from './watch.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The scanners' event watch: tests take a look with `app.scannerWatch.tick()`. */
    scannerWatch: ScannerWatch;
  }
}

export type ScannerService = ReturnType<typeof createScannerService>;

export function createScannerModule(
  deps: AppDeps,
  engine: MarketEngine,
  onEvents: (events: ScannerEvent[]) => void,
  logger?: { error(obj: object, msg: string): void },
  catalysts?: CatalystSources,
) {
  const service = createScannerService({
    engine,
    repository: createMarketRepository(deps.db, deps.databaseKind),
    now: () => deps.now().getTime(),
    catalysts,
  });
  const watch = createScannerWatch({
    service,
    marketNow: () => engine.marketTime ?? deps.now().getTime(),
    intervalMs: deps.config.simLive ? SCANNER_WATCH_MS : null,
    onEvents,
    logger,
  });
  return { service, watch, routes: scannerRoutes(deps, engine, service) };
}
