import type { FastifyPluginAsync } from 'fastify';
import { DISCORD_API_BASE } from '../../config.js';
import type { AppDeps } from '../../deps.js';
import { userIdOf } from '../../security/guard.js';
import { guarded } from '../../security/requirements.js';
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
      appOrigin: deps.config.appOrigin,
      discord: createDiscordClient(
        deps.config.discordApiBase ?? DISCORD_API_BASE,
        deps.config.discordBot?.token ?? null,
      ),
      secrets: createSecretBox(deps.config.jwtSecret, WEBHOOK_TOKEN_PURPOSE),
      now: deps.now,
      botClientId: deps.config.discordBot?.clientId ?? null,
    });
    const signedIn = guarded(deps, 'manageOwnAccount');

    app.get('/bot', signedIn, async (request) => bot.settings(userIdOf(request)));
    app.post('/bot', signedIn, async (request) => bot.save(userIdOf(request), request.body));
    app.post('/bot/disconnect', signedIn, async (request) => bot.disconnect(userIdOf(request)));
    app.post('/bot/test', signedIn, async (request) => bot.send(userIdOf(request), { kind: 'test' }));
    app.get('/messageBot/history', signedIn, async (request) =>
      bot.history(userIdOf(request), undefined, request.query),
    );
    app.get<{ Params: { kind: string } }>('/messageBot/history/:kind', signedIn, async (request) =>
      bot.history(userIdOf(request), request.params.kind, request.query),
    );
    app.post('/messageBot/history', signedIn, async (request) => bot.send(userIdOf(request), request.body));
  };
}
