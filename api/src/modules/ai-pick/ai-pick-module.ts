/**
 * Wires AI Pick into the app: the service on the market engine's source and the routes. Outside tests the
 * first model is computed right after start-up, in a worker thread (./walk-forward-worker.ts), so the first
 * visitor does not wait for it and the start is not delayed.
 */
import type { AppDeps } from '../../deps.js';
import type { MarketEngine } from '../market/engine.js';
import { aiPickRoutes } from './routes.js';
import { createAiPickService } from './service.js';

export type AiPickService = ReturnType<typeof createAiPickService>;

export function createAiPickModule(
  deps: AppDeps,
  engine: MarketEngine,
  logger?: { error(obj: object, msg: string): void; info(obj: object, msg: string): void },
) {
  const service = createAiPickService({
    db: deps.db,
    records: deps.records,
    source: () => (engine.source.kind === 'live' ? 'live' : 'simulated'),
  });
  return {
    service,
    routes: aiPickRoutes(deps, service),
    /** Called once the app is ready; a no-op in tests, which compute on their first request. */
    warm() {
      if (deps.config.env === 'test') return;
      const started = performance.now();
      setTimeout(() => {
        service.warm().then(
          () => logger?.info({ ms: Math.round(performance.now() - started) }, 'AI Pick model computed'),
          (error: unknown) => logger?.error({ err: error }, 'AI Pick model failed'),
        );
      }, 0);
    },
  };
}
