import {
  addExecutionContract,
  deleteExecutionContract,
  executionsContract,
  importExecutionsContract,
  journalSettingsContract,
  journalViewContract,
  saveJournalSettingsContract,
  updateTradeContract,
} from '@flowdeck/endpoints/journal/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { route } from '../../lib/contract-route.js';
import { userIdOf } from '../../security/guard.js';
import { checkAccess } from '../../security/subscription.js';
import { createJournalService } from './service.js';

/**
 * The trade journal's endpoints. Their requirement admits signed-in users only (a guest has no journal);
 * the paywall is added here, so a lapsed subscriber hears 402 like on every premium page.
 */
export function journalRoutes(deps: AppDeps): FastifyPluginAsync {
  return async (app) => {
    const journal = createJournalService(deps.db, deps.now);
    const subscriber = async (request: FastifyRequest): Promise<number> => {
      const userId = userIdOf(request);
      if (request.principal) await checkAccess(deps, request.principal);
      return userId;
    };
    route(app, journalViewContract, deps, async (request) => journal.view(await subscriber(request), request.query));
    route(app, updateTradeContract, deps, async (request) =>
      journal.updateTrade(await subscriber(request), request.params.x, request.body),
    );
    route(app, executionsContract, deps, async (request) =>
      journal.executions(await subscriber(request), request.query.account),
    );
    route(app, addExecutionContract, deps, async (request, reply) => {
      const result = await journal.addExecution(await subscriber(request), request.body);
      return reply.code(result.created ? 201 : 200).send(result);
    });
    route(app, deleteExecutionContract, deps, async (request) =>
      journal.deleteExecution(await subscriber(request), request.params.x),
    );
    route(app, importExecutionsContract, deps, async (request) =>
      journal.importFile(await subscriber(request), request.body),
    );
    route(app, journalSettingsContract, deps, async (request) => journal.settings(await subscriber(request)));
    route(app, saveJournalSettingsContract, deps, async (request) =>
      journal.saveSettings(await subscriber(request), request.body),
    );
  };
}
