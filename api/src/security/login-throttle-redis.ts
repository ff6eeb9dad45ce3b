/**
 * Login throttling shared by every API process through Redis (REDIS_URL): the same fixed windows and limits
 * as the in-process throttle, kept as counters whose TTL is the window, so a caller cannot spread attempts
 * over processes behind a load balancer.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createClient } from 'redis';
import { RateLimitError } from '../errors.js';
import { LOGIN_LIMITS, retryMessage, type ThrottleLimit } from './login-throttle.js';

/** The login throttle's operations, answered by a shared store (so each one is a round trip). */
export interface SharedLoginThrottle {
  /** Seconds until a blocked caller may try again, or null when the attempt may go ahead. */
  blockedFor(username: string, ip: string): Promise<number | null>;
  failed(username: string, ip: string): Promise<void>;
  succeeded(username: string): Promise<void>;
  close(): Promise<void>;
}

export const LOGIN_THROTTLE_KEY_PREFIX = 'flowdeck:login-throttle';

export interface RedisLoginThrottleOptions {
  url: string;
  limits?: { username: ThrottleLimit; ip: ThrottleLimit };
  /** Processes that should count together share it; tests isolate themselves with their own. */
  keyPrefix?: string;
}

const userKey = (prefix: string, username: string) => `${prefix}:user:${username.trim().toLowerCase()}`;

export async function createRedisLoginThrottle(options: RedisLoginThrottleOptions): Promise<SharedLoginThrottle> {
  const limits = options.limits ?? LOGIN_LIMITS;
  const prefix = options.keyPrefix ?? LOGIN_THROTTLE_KEY_PREFIX;
  const client = createClient({ url: options.url });
  // Without a listener a dropped connection would crash the process; the client reconnects by itself.
  client.on('error', () => undefined);
  await client.connect();
  const keys = (username: string, ip: string) =>
    [
      [userKey(prefix, username), limits.username],
      [`${prefix}:ip:${ip}`, limits.ip],
    ] as const;

  return {
    async blockedFor(username, ip) {
      let wait = 0;
      for (const [key, limit] of keys(username, ip)) {
        const [count, ttl] = await client.multi().get(key).pTTL(key).exec();
        if (Number(count ?? 0) >= limit.max) wait = Math.max(wait, Number(ttl));
      }
      return wait > 0 ? Math.ceil(wait / 1000) : null;
    },
    async failed(username, ip) {
      for (const [key, limit] of keys(username, ip)) {
        // The window starts with the first failure: NX sets it (and its TTL) once, INCR counts inside it.
        await client
          .multi()
          .set(key, '0', { condition: 'NX', expiration: { type: 'PX', value: limit.windowMs } })
          .incr(key)
          .exec();
      }
    },
    async succeeded(username) {
      await client.del(userKey(prefix, username));
    },
    async close() {
      await client.close().catch(() => client.destroy());
    },
  };
}

function usernameOf(body: unknown): string | null {
  if (!body || typeof body !== 'object' || !('username' in body)) return null;
  return typeof body.username === 'string' && body.username.trim() !== '' ? body.username : null;
}

/**
 * Applies a shared throttle to the sign-in route from the outside, in front of the route's own in-process
 * throttle: blocked callers get the same 429, and a 401 (wrong credentials, known user or not) or a 200 is
 * counted before the response leaves, so the next attempt — on any process — already sees it.
 */
export function enforceSharedLoginThrottle(
  app: FastifyInstance,
  throttle: SharedLoginThrottle,
  loginPath: string,
): void {
  const isLogin = (request: FastifyRequest) =>
    request.method === 'POST' && (request.routeOptions.url ?? '').replace(/\/+$/, '') === loginPath;
  app.addHook('preHandler', async (request) => {
    const username = isLogin(request) ? usernameOf(request.body) : null;
    if (username === null) return;
    const wait = await throttle.blockedFor(username, request.ip);
    if (wait !== null) throw new RateLimitError(wait, retryMessage(wait));
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const username = isLogin(request) ? usernameOf(request.body) : null;
    if (username === null) return payload;
    if (reply.statusCode === 401) await throttle.failed(username, request.ip);
    else if (reply.statusCode === 200) await throttle.succeeded(username);
    return payload;
  });
  app.addHook('onClose', async () => throttle.close());
}
