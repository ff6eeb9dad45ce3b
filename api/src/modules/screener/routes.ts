import {
  DEFAULT_SCREENER_PAGE_SIZE,
  DEFAULT_SCREENER_SORT,
  MAX_SAVED_SCREENS,
  SCREENER_PRESET_BY_ID,
} from '@flowdeck/endpoints/screener';
import {
  deleteScreenContract,
  runScreenContract,
  savedScreensContract,
  saveScreenContract,
  screenByIdContract,
} from '@flowdeck/endpoints/screener/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { InputError, NotFoundError } from '../../errors.js';
import { route } from '../../lib/contract-route.js';
import { userIdOf } from '../../security/guard.js';
import { SOURCE_HEADER } from '../market/routes.js';
import { createSavedScreenRepository } from './repository.js';
import type { ScreenerService } from './service.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The Screener (spec §7: POST screener runs a screen, screener/{x} a preset or a saved screen) and the
 * user's saved screens (screens, screens/{x}/delete). Each registered from its contract.
 */
export function screenerRoutes(deps: AppDeps, screener: ScreenerService): FastifyPluginAsync {
  return async (app) => {
    const saved = createSavedScreenRepository(deps.db);

    route(app, runScreenContract, deps, async (request, reply) => {
      const body = request.body;
      reply.header(SOURCE_HEADER, screener.source);
      return screener.run(
        body.filters,
        body.sort ?? DEFAULT_SCREENER_SORT,
        body.page ?? 1,
        body.pageSize ?? DEFAULT_SCREENER_PAGE_SIZE,
        null,
      );
    });

    route(app, screenByIdContract, deps, async (request, reply) => {
      const { x } = request.params;
      const page = request.query.page ?? 1;
      const pageSize = request.query.pageSize ?? DEFAULT_SCREENER_PAGE_SIZE;
      reply.header(SOURCE_HEADER, screener.source);
      const preset = SCREENER_PRESET_BY_ID.get(x);
      if (preset)
        return screener.run([...preset.filters], preset.sort, page, pageSize, {
          kind: 'preset',
          id: preset.id,
          name: preset.name,
        });
      const principal = request.principal;
      const screen =
        UUID.test(x) && principal?.kind === 'user' ? await saved.get(principal.userId, x.toLowerCase()) : null;
      if (!screen) throw new NotFoundError(`No preset or saved screen "${x}".`);
      return screener.run(screen.filters, screen.sort, page, pageSize, {
        kind: 'saved',
        id: screen.id,
        name: screen.name,
      });
    });

    route(app, savedScreensContract, deps, async (request) => ({ items: await saved.list(userIdOf(request)) }), {
      cache: { tables: ['saved_screens'], perUser: true },
    });

    route(app, saveScreenContract, deps, async (request, reply) => {
      const userId = userIdOf(request);
      if ((await saved.count(userId)) >= MAX_SAVED_SCREENS)
        throw new InputError({ name: `At most ${MAX_SAVED_SCREENS} saved screens: delete one first.` });
      const screen = await saved.create(
        userId,
        {
          name: request.body.name,
          filters: request.body.filters,
          sort: request.body.sort ?? DEFAULT_SCREENER_SORT,
        },
        deps.now(),
      );
      return reply.code(201).send(screen);
    });

    route(app, deleteScreenContract, deps, async (request) => {
      const removed = await saved.remove(userIdOf(request), request.params.x.toLowerCase());
      if (!removed) throw new NotFoundError('No such saved screen.');
      return { message: 'Screen deleted.' };
    });
  };
}
