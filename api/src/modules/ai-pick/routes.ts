import { aiPickListContract, aiPickSymbolContract } from '@flowdeck/endpoints/ai-pick/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { route } from '../../lib/contract-route.js';
import type { AiPickService } from './ai-pick-module.js';

/** AI Pick (spec §7 `ai-pick/{x}`, plus the page's list `ai-pick`), registered from their contracts. */
export function aiPickRoutes(deps: AppDeps, service: AiPickService): FastifyPluginAsync {
  return async (app) => {
    route(app, aiPickListContract, deps, async (request) => service.list(request.query));
    route(app, aiPickSymbolContract, deps, async (request) => service.symbol(request.params.x));
  };
}
