/**
 * Wires SMS alerts into the app: the provider shared with phone verification, the delivery service, the
 * live engine fed by the market engine, and the routes. buildApp starts it next to the Discord bot, to which
 * it hands the alerts of rules marked for Discord.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { smsProviderFor } from '../account/routes.js';
import type { BotDispatcher } from '../discord-bot/dispatcher.js';
import type { MarketEngine } from '../market/engine.js';
import { ALERT_TICK_MS, ALERTS_LEADER_KEY, createLiveAlerts, type LiveAlerts } from './live.js';
import { createAlertsRepository } from './repository.js';
import { alertRoutes } from './routes.js';
import { createAlertsService } from './service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Live SMS alerts: tests offer signals and run a tick with `app.smsAlerts.flush()`. */
    smsAlerts: LiveAlerts;
  }
}

/** `discordBot`: where rules marked for Discord post (the live bot); absent, rules are only texted. */
export function createAlertsModule(
  deps: AppDeps,
  engine: MarketEngine | null,
  logger: FastifyBaseLogger,
  discordBot?: Pick<BotDispatcher, 'post'>,
) {
  const repo = createAlertsRepository(deps.db);
  const sms = smsProviderFor(deps, (message) => logger.info({ sms: message }, 'SMS kept in the local outbox'));
  const service = createAlertsService({ repo, sms, now: deps.now, simulated: engine?.source.kind === 'simulated' });
  const live = createLiveAlerts({
    feed: engine,
    quotes: engine ? async (at) => engine.source.quotes(at) : null,
    repo,
    service,
    now: deps.now,
    // Ticks run while the live market does; without it (tests) `flush()` runs one.
    tickMs: deps.config.simLive ? ALERT_TICK_MS : null,
    ...(deps.config.smsAlertWindowMs ? { engine: { windowMs: deps.config.smsAlertWindowMs } } : {}),
    ...(deps.config.redisUrl
      ? {
          leaderLock: {
            url: deps.config.redisUrl,
            key: ALERTS_LEADER_KEY,
            onError: (error: unknown) => logger.warn({ err: error }, 'sms alerts leader lock: Redis error'),
            ...(deps.redis ? { monitor: deps.redis } : {}),
          },
        }
      : {}),
    logger,
    ...(discordBot
      ? {
          discord: {
            post: (alert) =>
              discordBot.post(alert.userId, {
                ruleId: alert.ruleId,
                ruleName: alert.ruleName,
                lines: alert.lines,
                events: alert.events,
                at: alert.at,
              }),
          },
        }
      : {}),
  });
  return { service, live, routes: alertRoutes(deps, service, live) };
}
