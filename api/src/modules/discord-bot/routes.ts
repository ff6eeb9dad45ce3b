import {
  botHistoryContract,
  botHistoryOfKindContract,
  botSettingsContract,
  disconnectBotContract,
  saveBotSettingsContract,
  sendBotMessageContract,
  testBotContract,
} from '@flowdeck/endpoints/discord-bot/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { DISCORD_API_BASE } from '../../config.js';
import type { AppDeps } from '../../deps.js';
import { route, type ContractRouteOptions } from '../../lib/contract-route.js';
import { userIdOf } from '../../security/guard.js';
import { createDiscordClient } from './discord-client.js';
import { createSecretBox, WEBHOOK_TOKEN_PURPOSE } from './secret-box.js';
import { createDiscordBotService } from './service.js';

/**
 * Spec §7: `bot` (settings), `messageBot/history` (GET the history, optionally `/{kind}`; POST sends a
 * preview of one feed), and the bot test (`bot/test`, which posts to the webhook or channel from the server).
 */
export function discordBotRoutes(deps: AppDeps): FastifyPluginAsync {
  return async (app) => {
    const bot = createDiscordBotService({
      db: deps.db,
      discord: createDiscordClient(
        deps.config.discordApiBase ?? DISCORD_API_BASE,
        deps.config.discordBot?.token ?? null,
      ),
      secrets: createSecretBox(deps.config.jwtSecret, WEBHOOK_TOKEN_PURPOSE),
      now: deps.now,
      botClientId: deps.config.discordBot?.clientId ?? null,
    });
    // The add-on itself is the contracts' requirement (`useDiscordBot`): 402 without it, whatever was sent.
    // A history page is served again while nothing was sent (read cache; one user's pages are theirs).
    const history: ContractRouteOptions = { cache: { tables: ['bot_messages'], perUser: true } };

    route(app, botSettingsContract, deps, async (request) => bot.settings(userIdOf(request)));
    route(app, saveBotSettingsContract, deps, async (request) => bot.save(userIdOf(request), request.body));
    route(app, disconnectBotContract, deps, async (request) => bot.disconnect(userIdOf(request)));
    route(app, testBotContract, deps, async (request) => bot.send(userIdOf(request), 'test'));
    route(
      app,
      botHistoryContract,
      deps,
      async (request) => bot.history(userIdOf(request), 'all', request.query),
      history,
    );
    route(
      app,
      botHistoryOfKindContract,
      deps,
      async (request) => bot.history(userIdOf(request), request.params.kind, request.query),
      history,
    );
    route(app, sendBotMessageContract, deps, async (request) => bot.send(userIdOf(request), request.body.kind));
  };
}
