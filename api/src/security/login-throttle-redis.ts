/**
 * Login throttling shared by every API process through Redis (REDIS_URL): the policy of login-throttle.ts
 * (ADR 0008: per username+IP and per IP refusals, a per-username slowdown that never refuses), kept as
 * counters whose TTL is the window, so a caller cannot spread attempts over processes behind a load balancer.
 *
 * While Redis is unreachable (see realtime/redis-link.ts) the shared count is skipped and each process applies
 * the same policy on its own (the sign-in route's in-process throttle, which always runs): at worst a caller
 * gets each limit once per process, and the slowdown starts per process, until Redis is back. Sign-in never
 * waits on Redis for more than REDIS_COMMAND_TIMEOUT_MS and never fails because of it.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { RateLimitError } from '../errors.js';
import {
  createRedisMonitor,
  REDIS_CONNECT_TIMEOUT_MS,
  withTimeout,
  type RedisMonitor,
} from '../realtime/redis-link.js';
import {
  heldBySharedThrottle,
  ipKey,
  LOGIN_LIMITS,
  pairKey,
  retryMessage,
  slowdownMs,
  usernameKey,
  type LoginLimits,
  type ThrottleVerdict,
} from './login-throttle.js';

/** The login throttle's operations, answered by a shared store (so each one is a round trip). */
export interface SharedLoginThrottle {
  /** Counts an attempt unless the pair or the IP is at its limit (then refused and not counted). */
  reserve(username: string, ip: string): Promise<ThrottleVerdict>;
  /** The password was right: the pair starts afresh; the IP and the username get their reservation back. */
  succeeded(username: string, ip: string): Promise<void>;
  /** The attempt ended without checking a password: every reservation goes back. */
  release(username: string, ip: string): Promise<void>;
  close(): Promise<void>;
}

export const LOGIN_THROTTLE_KEY_PREFIX = 'flowdeck:login-throttle';

export interface RedisLoginThrottleOptions {
  url: string;
  limits?: LoginLimits;
  /** Processes that should count together share it; tests isolate themselves with their own. */
  keyPrefix?: string;
  /** The app's Redis link (one state and one log line for every client); a private one when omitted. */
  monitor?: RedisMonitor;
}

/**
 * One script, so checking and counting are a single step for every process: KEYS are the pair, IP and
 * username counters, ARGV the pair and IP limits and the three windows. A window starts with a key's first
 * attempt (its TTL). Returns { wait, failuresBefore }: wait > 0 is the longest wait in ms of the refusing
 * counters at their limit (nothing counted); otherwise the username's count before this attempt.
 */
const RESERVE_SCRIPT = `
local wait = 0
for i = 1, 2 do
  local count = tonumber(redis.call('GET', KEYS[i]) or '0')
  if count >= tonumber(ARGV[i]) then
    wait = math.max(wait, redis.call('PTTL', KEYS[i]))
  end
end
if wait > 0 then return { wait, 0 } end
local counts = {}
for i, key in ipairs(KEYS) do
  counts[i] = redis.call('INCR', key)
  if redis.call('PTTL', key) < 0 then redis.call('PEXPIRE', key, ARGV[2 + i]) end
end
return { 0, counts[3] - 1 }
`;

/** Gives a reservation back; a counter that expired meanwhile stays gone (never a negative count). */
const GIVE_BACK_SCRIPT = `
for _, key in ipairs(KEYS) do
  if redis.call('EXISTS', key) == 1 and tonumber(redis.call('DECR', key)) <= 0 then redis.call('DEL', key) end
end
return 0
`;

export async function createRedisLoginThrottle(options: RedisLoginThrottleOptions): Promise<SharedLoginThrottle> {
  const limits = options.limits ?? LOGIN_LIMITS;
  const prefix = options.keyPrefix ?? LOGIN_THROTTLE_KEY_PREFIX;
  const ownMonitor = options.monitor ? null : createRedisMonitor(options.url);
  const monitor = options.monitor ?? (ownMonitor as RedisMonitor);
  const client = monitor.open('login-throttle');
  // A bounded wait: with Redis unreachable the API starts anyway and counts per process until it is back.
  await monitor.whenSettled(REDIS_CONNECT_TIMEOUT_MS);
  const keys = (username: string, ip: string) =>
    [pairKey(username, ip), ipKey(ip), usernameKey(username)].map((key) => `${prefix}:${key}`);

  return {
    async reserve(username, ip) {
      const [wait, failuresBefore] = (await client.eval(RESERVE_SCRIPT, {
        keys: keys(username, ip),
        arguments: [
          limits.pair.max,
          limits.ip.max,
          limits.pair.windowMs,
          limits.ip.windowMs,
          limits.username.windowMs,
        ].map(String),
      })) as [number, number];
      if (Number(wait) > 0) return { retryAfterSeconds: Math.ceil(Number(wait) / 1000) };
      return { delayMs: slowdownMs(Number(failuresBefore), limits.username.max) };
    },
    async succeeded(username, ip) {
      const [pair, ...rest] = keys(username, ip);
      await client.del(pair!);
      await client.eval(GIVE_BACK_SCRIPT, { keys: rest });
    },
    async release(username, ip) {
      await client.eval(GIVE_BACK_SCRIPT, { keys: keys(username, ip) });
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
 * throttle: each attempt is counted before the route checks the password, refused callers get the same
 * 429, a slowed-down attempt is held here (and not again by the route), a 200 clears the pair, and any
 * answer but a 401 (wrong credentials, known user or not) gives the attempt back before the response leaves.
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
    let verdict: ThrottleVerdict;
    try {
      verdict = await withTimeout(throttle.reserve(username, request.ip));
    } catch (error) {
      // Redis is down or stalled: the route's per-process throttle alone applies (the stated local policy).
      request.log.debug({ err: error }, 'shared sign-in throttle unavailable; counting in this process only');
      return;
    }
    if (verdict.retryAfterSeconds !== undefined)
      throw new RateLimitError(verdict.retryAfterSeconds, retryMessage(verdict.retryAfterSeconds));
    reserved.set(request, username);
    heldBySharedThrottle.add(request);
    if (verdict.delayMs > 0) await sleep(verdict.delayMs);
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
