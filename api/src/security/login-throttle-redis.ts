/**
 * Login throttling shared by every API process through Redis (REDIS_URL): the same fixed windows and limits
 * as the in-process throttle, kept as counters whose TTL is the window, so a caller cannot spread attempts
 * over processes behind a load balancer.
 *
 * While Redis is unreachable (see realtime/redis-link.ts) the shared count is skipped and each process applies
 * the same limits on its own (the sign-in route's in-process throttle, which always runs): at worst a caller
 * gets the limit once per process until Redis is back. Sign-in never waits on Redis for more than
 * REDIS_COMMAND_TIMEOUT_MS and never fails because of it.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { RateLimitError } from '../errors.js';
import {
  createRedisMonitor,
  REDIS_CONNECT_TIMEOUT_MS,
  withTimeout,
  type RedisMonitor,
} from '../realtime/redis-link.js';
import { LOGIN_LIMITS, retryMessage, usernameKey, type ThrottleLimit } from './login-throttle.js';

/** The login throttle's operations, answered by a shared store (so each one is a round trip). */
export interface SharedLoginThrottle {
  /** Counts an attempt; null when it may go ahead, else seconds to wait (and the refused attempt is not counted). */
  reserve(username: string, ip: string): Promise<number | null>;
  /** The password was right: the username starts afresh and the IP gets its reservation back. */
  succeeded(username: string, ip: string): Promise<void>;
  /** The attempt ended without checking a password: both reservations go back. */
  release(username: string, ip: string): Promise<void>;
  close(): Promise<void>;
}

export const LOGIN_THROTTLE_KEY_PREFIX = 'flowdeck:login-throttle';

export interface RedisLoginThrottleOptions {
  url: string;
  limits?: { username: ThrottleLimit; ip: ThrottleLimit };
  /** Processes that should count together share it; tests isolate themselves with their own. */
  keyPrefix?: string;
  /** The app's Redis link (one state and one log line for every client); a private one when omitted. */
  monitor?: RedisMonitor;
}

/**
 * One script, so checking and counting are a single step for every process: KEYS are the username and
 * IP counters, ARGV their limits and windows. The window starts with a key's first attempt (its TTL).
 * Returns 0 when the attempt is counted, else the longest wait in ms of the counters at their limit.
 */
const RESERVE_SCRIPT = `
local wait = 0
for i, key in ipairs(KEYS) do
  local count = tonumber(redis.call('GET', key) or '0')
  if count >= tonumber(ARGV[i * 2 - 1]) then
    wait = math.max(wait, redis.call('PTTL', key))
  end
end
if wait > 0 then return wait end
for i, key in ipairs(KEYS) do
  redis.call('INCR', key)
  if redis.call('PTTL', key) < 0 then redis.call('PEXPIRE', key, ARGV[i * 2]) end
end
return 0
`;

/** Gives a reservation back; a counter that expired meanwhile stays gone (never a negative count). */
const GIVE_BACK_SCRIPT = `
for _, key in ipairs(KEYS) do
  if redis.call('EXISTS', key) == 1 and tonumber(redis.call('DECR', key)) <= 0 then redis.call('DEL', key) end
end
return 0
`;

const userKey = (prefix: string, username: string) => `${prefix}:${usernameKey(username)}`;

export async function createRedisLoginThrottle(options: RedisLoginThrottleOptions): Promise<SharedLoginThrottle> {
  const limits = options.limits ?? LOGIN_LIMITS;
  const prefix = options.keyPrefix ?? LOGIN_THROTTLE_KEY_PREFIX;
  const ownMonitor = options.monitor ? null : createRedisMonitor(options.url);
  const monitor = options.monitor ?? (ownMonitor as RedisMonitor);
  const client = monitor.open('login-throttle');
  // A bounded wait: with Redis unreachable the API starts anyway and counts per process until it is back.
  await monitor.whenSettled(REDIS_CONNECT_TIMEOUT_MS);
  const ipKey = (ip: string) => `${prefix}:ip:${ip}`;

  return {
    async reserve(username, ip) {
      const wait = await client.eval(RESERVE_SCRIPT, {
        keys: [userKey(prefix, username), ipKey(ip)],
        arguments: [limits.username, limits.ip].flatMap((limit) => [String(limit.max), String(limit.windowMs)]),
      });
      return Number(wait) > 0 ? Math.ceil(Number(wait) / 1000) : null;
    },
    async succeeded(username, ip) {
      await client.del(userKey(prefix, username));
      await client.eval(GIVE_BACK_SCRIPT, { keys: [ipKey(ip)] });
    },
    async release(username, ip) {
      await client.eval(GIVE_BACK_SCRIPT, { keys: [userKey(prefix, username), ipKey(ip)] });
    },
    async close() {
      if (ownMonitor) await ownMonitor.close();
      else if (client.isReady) await client.close().catch(() => client.destroy());
      else if (client.isOpen) client.destroy();
    },
  };
}

function usernameOf(body: unknown): string | null {
  if (!body || typeof body !== 'object' || !('username' in body)) return null;
  return typeof body.username === 'string' && body.username.trim() !== '' ? body.username : null;
}

/**
 * Applies a shared throttle to the sign-in route from the outside, in front of the route's own in-process
 * throttle: each attempt is counted before the route checks the password, blocked callers get the same
 * 429, a 200 clears the username, and any answer but a 401 (wrong credentials, known user or not) gives
 * the attempt back before the response leaves.
 */
export function enforceSharedLoginThrottle(
  app: FastifyInstance,
  throttle: SharedLoginThrottle,
  loginPath: string,
): void {
  const isLogin = (request: FastifyRequest) =>
    request.method === 'POST' && (request.routeOptions.url ?? '').replace(/\/+$/, '') === loginPath;
  // Requests whose attempt was counted; a refused one never was.
  const reserved = new WeakMap<FastifyRequest, string>();
  app.addHook('preHandler', async (request) => {
    const username = isLogin(request) ? usernameOf(request.body) : null;
    if (username === null) return;
    let wait: number | null;
    try {
      wait = await withTimeout(throttle.reserve(username, request.ip));
    } catch (error) {
      // Redis is down or stalled: the route's per-process throttle alone applies (the stated local policy).
      request.log.debug({ err: error }, 'shared sign-in throttle unavailable; counting in this process only');
      return;
    }
    if (wait !== null) throw new RateLimitError(wait, retryMessage(wait));
    reserved.set(request, username);
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const username = reserved.get(request);
    if (username === undefined) return payload;
    reserved.delete(request);
    try {
      if (reply.statusCode === 200) await withTimeout(throttle.succeeded(username, request.ip));
      else if (reply.statusCode !== 401) await withTimeout(throttle.release(username, request.ip));
    } catch (error) {
      // The counter keeps this attempt until its window ends: never worth failing a sign-in over.
      request.log.debug({ err: error }, 'shared sign-in throttle unavailable while settling an attempt');
    }
    return payload;
  });
  app.addHook('onClose', async () => throttle.close());
}
