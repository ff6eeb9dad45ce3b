/**
 * For the leader test (dispatcher-leader.test.ts): one "API process" worth of live posting — a dispatcher
 * behind the Redis leader lock, fed a steady synthetic market and posting for one user to the test's
 * stand-in Discord. Its webhook token names the process, so the test sees who posted. Imported by the test
 * for in-process dispatchers, and run as a child process (`node --import tsx leader-fixture.ts`, settings
 * in the environment) for one the test can kill outright.
 */
import { pathToFileURL } from 'node:url';
import { flowTrade } from '../../market/compute/test-trades.js';
import { alertFilterSchema } from '../user-settings/schemas.js';
import type { EngineUpdate } from '../market/engine.js';
import { createDiscordClient } from './discord-client.js';
import { createBotDispatcher, type BotDispatcher } from './dispatcher.js';

export const FIXTURE_ENV = {
  redisUrl: 'FIXTURE_REDIS_URL',
  key: 'FIXTURE_LOCK_KEY',
  discordBase: 'FIXTURE_DISCORD_BASE',
  name: 'FIXTURE_NAME',
} as const;
export const FIXTURE_WEBHOOK_ID = '112233445566778899';
export const FIXTURE_TTL_MS = 1_000;
const TICK_MS = 50;
/** 11:00 New York on a Friday. */
const MIDDAY = Date.parse('2025-06-13T15:00:00Z');

/** The webhook token a process posts with: its name, padded to a valid token. */
export const fixtureToken = (name: string): string => name.padEnd(68, '_');

export interface FixtureOptions {
  redisUrl: string;
  key: string;
  discordBase: string;
  name: string;
}

export async function startFixtureDispatcher(options: FixtureOptions): Promise<BotDispatcher> {
  const everything = alertFilterSchema.parse({ id: 'all', name: 'Everything' });
  const listeners = new Set<(update: EngineUpdate) => void>();
  let step = 0;
  // Every process runs the same market: one trade a tick.
  const market = setInterval(() => {
    step += 1;
    const asOf = MIDDAY + step * 1_000;
    const update = { asOf, trades: [flowTrade({ id: String(step), time: new Date(asOf).toISOString() })], prints: [] };
    for (const listener of listeners) listener(update);
  }, TICK_MS);
  market.unref();
  const dispatcher = createBotDispatcher({
    feed: {
      onUpdate(listener) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    },
    store: {
      recipients: async () => [
        {
          userId: 1,
          webhookId: FIXTURE_WEBHOOK_ID,
          sealedToken: fixtureToken(options.name),
          flowFilters: [everything],
          darkpool: false,
          gappers: false,
        },
      ],
      record: async () => undefined,
      switchOff: async () => false,
      gappersPosted: async () => new Set(),
    },
    discord: createDiscordClient(options.discordBase),
    openToken: (sealed) => sealed,
    gappers: async () => null,
    footer: null,
    now: () => new Date(),
    tickMs: TICK_MS,
    messageIntervalMs: 100,
    leaderLock: { url: options.redisUrl, key: options.key, ttlMs: FIXTURE_TTL_MS, renewMs: FIXTURE_TTL_MS / 4 },
  });
  await dispatcher.start();
  return {
    ...dispatcher,
    async close() {
      clearInterval(market);
      await dispatcher.close();
    },
  };
}

// Run as a child process: start, say so, and run until killed.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const read = (name: string) => {
    const value = process.env[name];
    if (!value) throw new Error(`${name} is not set`);
    return value;
  };
  const dispatcher = await startFixtureDispatcher({
    redisUrl: read(FIXTURE_ENV.redisUrl),
    key: read(FIXTURE_ENV.key),
    discordBase: read(FIXTURE_ENV.discordBase),
    name: read(FIXTURE_ENV.name),
  });
  process.stdout.write(`started ${dispatcher.isPosting() ? 'posting' : 'waiting'}\n`);
  // Keep the process alive (the dispatcher's timers do not).
  setInterval(() => undefined, 60_000);
}
