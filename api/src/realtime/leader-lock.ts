/**
 * Leader election among API processes through Redis: `SET key id NX PX ttl`, renewed well within the TTL
 * by the holder only (compare-and-extend in a script), released on stop. A holder that cannot renew in
 * time (crash, partition, pause) loses the key when the TTL runs out and another process takes over.
 * Work that must run once per cluster starts in `onLead` and stops in `onLose`.
 *
 * `isLeader()` also answers false once the lease this process last obtained has run out by its own clock,
 * even before the next renewal notices: a process whose event loop stalled past the TTL may already have
 * been replaced, so it must not act on leadership it can no longer prove. Check it right before each
 * action that must happen once.
 */
import { randomUUID } from 'node:crypto';
import { createRedisMonitor, REDIS_CONNECT_TIMEOUT_MS, type RedisMonitor } from './redis-link.js';

/** Extend the TTL only while the key still holds our id. */
const RENEW_SCRIPT = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) else return 0 end`;
/** Delete the key only while it still holds our id. */
const RELEASE_SCRIPT = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end`;

export const DEFAULT_LEADER_TTL_MS = 10_000;

export interface LeaderLockOptions {
  url: string;
  /** One key per job that must run once, e.g. `flowdeck:leader:market-simulator`. */
  key: string;
  ttlMs?: number;
  /** How often the holder renews and the others try to take over; a third of the TTL by default. */
  renewMs?: number;
  /** Identifies this process in the key (for operators); unique per lock by default. */
  id?: string;
  onLead?: () => void | Promise<void>;
  onLose?: () => void | Promise<void>;
  /** Errors while the Redis link is up (an outage itself is logged once by the link, not per attempt). */
  onError?: (error: unknown) => void;
  /** The app's Redis link; a private one when omitted. */
  monitor?: RedisMonitor;
}

export interface LeaderLock {
  readonly id: string;
  /** Holds the key and its lease has not run out (see above). */
  isLeader(): boolean;
  /** Connects and makes the first attempt; resolves with whether this process leads. */
  start(): Promise<boolean>;
  /** Stops trying, releases the key if held (so another process takes over at once) and disconnects. */
  stop(): Promise<void>;
}

export function createLeaderLock(options: LeaderLockOptions): LeaderLock {
  const ttlMs = options.ttlMs ?? DEFAULT_LEADER_TTL_MS;
  const renewMs = options.renewMs ?? Math.floor(ttlMs / 3);
  const id = options.id ?? `${process.pid}-${randomUUID()}`;
  const ownMonitor = options.monitor ? null : createRedisMonitor(options.url);
  const monitor = options.monitor ?? (ownMonitor as RedisMonitor);
  const client = monitor.open(`leader-lock:${options.key}`);
  const reportError = (error: unknown) => {
    if (monitor.state() === 'up') options.onError?.(error);
  };
  let leader = false;
  /** Local time (ms) the lease obtained last runs out: counted from before the request, so never late. */
  let leaseEnds = 0;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> = Promise.resolve();
  let stopped = false;

  const change = async (next: boolean) => {
    if (next === leader) return;
    leader = next;
    await (next ? options.onLead?.() : options.onLose?.());
  };

  const attempt = async () => {
    const asked = Date.now();
    try {
      if (leader) {
        const renewed = await client.eval(RENEW_SCRIPT, { keys: [options.key], arguments: [id, String(ttlMs)] });
        if (Number(renewed) === 1) leaseEnds = asked + ttlMs;
        else await change(false);
      } else {
        const taken = await client.set(options.key, id, {
          condition: 'NX',
          expiration: { type: 'PX', value: ttlMs },
        });
        if (taken === 'OK') {
          leaseEnds = asked + ttlMs;
          await change(true);
        }
      }
    } catch (error) {
      // Unable to reach Redis: the key will expire, so stop acting as leader rather than risk two.
      reportError(error);
      await change(false).catch((cause: unknown) => options.onError?.(cause));
    }
  };
  const tick = () => {
    running = running.then(attempt);
    return running;
  };

  return {
    id,
    isLeader: () => leader && Date.now() < leaseEnds,
    async start() {
      // Bounded: with Redis unreachable the process starts as a follower and competes once Redis is back.
      await monitor.whenSettled(REDIS_CONNECT_TIMEOUT_MS);
      await tick();
      timer = setInterval(() => {
        if (!stopped) void tick();
      }, renewMs);
      timer.unref();
      return leader;
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await running;
      if (leader) {
        await change(false);
        await client.eval(RELEASE_SCRIPT, { keys: [options.key], arguments: [id] }).catch(reportError);
      }
      if (ownMonitor) await ownMonitor.close();
      else if (client.isReady) await client.close().catch(() => client.destroy());
      else if (client.isOpen) client.destroy();
    },
  };
}
