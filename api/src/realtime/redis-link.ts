/**
 * Every Redis connection the API opens (shared login throttle, socket.io adapter, leader lock) goes through
 * here, so losing Redis degrades the API instead of stopping it (docs/adr/0003-redis-outage-start-degraded.md):
 *
 * - a client never blocks start-up: it connects in the background and reconnects forever with capped
 *   back-off, so the API starts (degraded) with Redis unreachable and recovers by itself when it returns;
 * - commands fail at once while the link is down (no offline queue), so callers fall back to their local
 *   policy instead of waiting — except subscriber clients, whose SUBSCRIBE must be kept for the reconnect;
 * - the link's state (`up` / `down`) is the state of all clients together, logged once per change (not once
 *   per reconnect attempt) and reported by `GET health`.
 */
import { createClient, type RedisClientType } from 'redis';

export type RedisLinkState = 'connecting' | 'up' | 'down';

/** Longest wait between two reconnect attempts. */
export const REDIS_MAX_BACKOFF_MS = 2_000;
/** A connect attempt that takes longer fails (and is retried). */
export const REDIS_CONNECT_TIMEOUT_MS = 2_000;
/** A command the caller waits for longer than this falls back to the local policy (a stalled link). */
export const REDIS_COMMAND_TIMEOUT_MS = 1_000;

interface Logger {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface RedisMonitor {
  /** `up` once every client is ready; `down` while any failed (its first attempt or after a loss) and is not back. */
  state(): RedisLinkState;
  /** A client opened on the link and tracked; its connection starts in the background. */
  open(name: string, options?: { subscriber?: boolean }): RedisClientType;
  /**
   * Waits until every client made its first attempt (connected or failed), at most `ms`; resolves with
   * whether the link is up. A bounded wait at start-up: with Redis unreachable the API starts degraded.
   */
  whenSettled(ms: number): Promise<boolean>;
  close(): Promise<void>;
}

const silentLogger: Logger = { info: () => undefined, error: () => undefined };

type ClientStatus = 'connecting' | 'ready' | 'failed';

export function createRedisMonitor(url: string, logger: Logger = silentLogger): RedisMonitor {
  const clients = new Map<RedisClientType, ClientStatus>();
  let current: RedisLinkState = 'connecting';
  let lastError: string | null = null;
  const waiters = new Set<() => void>();
  let closing = false;

  // A client its owner closed on purpose (isOpen false) no longer counts; one reconnecting stays open.
  const open = () => [...clients].filter(([client]) => client.isOpen).map(([, status]) => status);

  const evaluate = () => {
    if (closing) return;
    const statuses = open();
    // A client still making its first attempt changes nothing: up stays up, and nothing is down yet.
    const next: RedisLinkState = statuses.includes('failed')
      ? 'down'
      : statuses.every((status) => status === 'ready')
        ? 'up'
        : current;
    if (!statuses.includes('connecting')) {
      for (const wake of waiters) wake();
      waiters.clear();
    }
    if (next === current) return;
    const previous = current;
    current = next;
    if (next === 'up') {
      logger.info(
        { redis: 'up', was: previous },
        previous === 'connecting'
          ? 'Redis connected: sign-in throttle and realtime shared across processes'
          : 'Redis reachable again: sign-in throttle and realtime shared across processes again',
      );
    } else if (next === 'down') {
      logger.error(
        { redis: 'down', was: previous, reason: lastError },
        'Redis unreachable: running degraded (sign-in throttle per process, realtime on this process only); reconnecting',
      );
    }
  };

  return {
    state: () => current,
    open(name, options = {}) {
      const client: RedisClientType = createClient({
        url,
        // A publisher fails fast while offline; a subscriber queues its SUBSCRIBE until the link is up.
        disableOfflineQueue: !options.subscriber,
        socket: {
          connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
          reconnectStrategy: (retries: number) => Math.min(100 * 2 ** retries, REDIS_MAX_BACKOFF_MS),
        },
      });
      const mark = (status: ClientStatus) => {
        clients.set(client, status);
        evaluate();
      };
      client.on('error', (error: Error) => {
        lastError = `${name}: ${error.message}`;
        mark('failed');
      });
      client.on('reconnecting', () => mark(clients.get(client) === 'connecting' ? 'connecting' : 'failed'));
      client.on('ready', () => mark('ready'));
      client.on('end', evaluate);
      clients.set(client, 'connecting');
      // Settles only when connected or destroyed: errors surface through the 'error' event above.
      client.connect().catch(() => undefined);
      return client;
    },
    whenSettled(ms) {
      if (!open().includes('connecting')) return Promise.resolve(current === 'up');
      return new Promise((resolve) => {
        const timer = setTimeout(() => {
          waiters.delete(wake);
          resolve(current === 'up');
        }, ms);
        const wake = () => {
          clearTimeout(timer);
          resolve(current === 'up');
        };
        waiters.add(wake);
      });
    },
    async close() {
      closing = true;
      const closeOne = async (client: RedisClientType) => {
        try {
          if (client.isReady) await client.close();
          else if (client.isOpen) client.destroy();
        } catch {
          if (client.isOpen) client.destroy();
        }
      };
      await Promise.all([...clients.keys()].map(closeOne));
      clients.clear();
      for (const wake of waiters) wake();
      waiters.clear();
    },
  };
}

/** The operation's result, or a rejection once `ms` passed (the caller then uses its local policy). */
export function withTimeout<T>(operation: Promise<T>, ms: number = REDIS_COMMAND_TIMEOUT_MS): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Redis did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([operation, timeout]).finally(() => clearTimeout(timer));
}
