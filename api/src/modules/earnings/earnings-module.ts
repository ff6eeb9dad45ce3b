/**
 * Wires earnings into the app: one service for the route and for the watch that reports each report as it
 * comes out (the SMS alerts' earnings rules). buildApp registers `routes` and starts the watch with the live
 * market.
 */
import type { EarningsReport } from '@flowdeck/api-types';
import type { AppDeps } from '../../deps.js';
import { createReleaseWatch, RELEASE_WATCH_MS, type ReleaseWatch } from './release-watch.js';
import { earningsRoutes } from './routes.js';
import { createEarningsService } from './service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The earnings release watch: tests take a look with `app.earningsWatch.tick()`. */
    earningsWatch: ReleaseWatch;
  }
}

export function createEarningsModule(
  deps: AppDeps,
  onReports: (reports: EarningsReport[]) => void,
  logger?: { error(obj: object, msg: string): void },
) {
  const service = createEarningsService(deps.db, deps.config.simSeed, deps.records.fundamentals, deps.now);
  const watch = createReleaseWatch({
    calendar: (today) => service.calendar('ALL', { from: today, to: today }),
    now: deps.now,
    intervalMs: deps.config.simLive ? RELEASE_WATCH_MS : null,
    onReports,
    logger,
  });
  return { service, watch, routes: earningsRoutes(deps, service) };
}
