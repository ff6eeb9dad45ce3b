/**
 * Wires live posting into the app: the dispatcher fed by the market engine, reading and recording through
 * the database, posting to Discord's API (DISCORD_API_BASE). With REDIS_URL only the holder of the leader
 * lock posts. buildApp creates it next to the market module, starts it and closes it on shutdown.
 */
import { DISCORD_API_BASE } from '../../config.js';
import type { AppDeps } from '../../deps.js';
import type { MarketEngine } from '../market/engine.js';
import { createDiscordClient } from './discord-client.js';
import { BOT_LEADER_KEY, createBotDispatcher, DISPATCH_TICK_MS, type BotDispatcher } from './dispatcher.js';
import { rankGappers } from './gappers.js';
import { SIMULATED_FOOTER } from './live-messages.js';
import { createBotRepository } from './repository.js';
import { createSecretBox, WEBHOOK_TOKEN_PURPOSE } from './secret-box.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Live Discord posting: tests route what the market published with `app.discordBot.flush()`. */
    discordBot: BotDispatcher;
  }
}

interface Logger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export function createLiveBot(deps: AppDeps, engine: MarketEngine, logger?: Logger): BotDispatcher {
  const secrets = createSecretBox(deps.config.jwtSecret, WEBHOOK_TOKEN_PURPOSE);
  return createBotDispatcher({
    feed: engine,
    store: createBotRepository(deps.db),
    discord: createDiscordClient(deps.config.discordApiBase ?? DISCORD_API_BASE, deps.config.discordBot?.token ?? null),
    openToken: (sealed) => secrets.open(sealed),
    gappers: async (session, at) => rankGappers(await engine.source.quotes(at), engine.allInstruments(), session, at),
    footer: engine.source.kind === 'simulated' ? SIMULATED_FOOTER : null,
    now: deps.now,
    // Ticks run while the live market does; without it (tests) `flush()` routes what was published.
    tickMs: deps.config.simLive ? DISPATCH_TICK_MS : null,
    ...(deps.config.redisUrl
      ? {
          leaderLock: {
            url: deps.config.redisUrl,
            key: BOT_LEADER_KEY,
            onError: (error: unknown) => logger?.warn({ err: error }, 'discord bot leader lock: Redis error'),
            ...(deps.redis ? { monitor: deps.redis } : {}),
          },
        }
      : {}),
    ...(logger ? { logger } : {}),
  });
}
