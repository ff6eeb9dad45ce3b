/**
 * Sign-in throttling (ADR 0008), in-process. With REDIS_URL, login-throttle-redis.ts applies the same policy
 * across API processes in front of this one. Unknown usernames count like known ones, so throttling reveals
 * nothing about which accounts exist.
 *
 * The policy, in one place (LOGIN_LIMITS):
 * - a username tried from one IP (`pair`): 5 failures per 15 minutes, then 429 with Retry-After for that
 *   IP only; the owner signing in from anywhere else is not affected;
 * - one IP across usernames (`ip`): 20 failures per 15 minutes, then 429 (password spraying);
 * - a username across every IP (`username`): never refused, so no stranger can lock the owner out; past
 *   10 failures in the window each further attempt is held before its password is checked, 0.5 s doubling
 *   per failure up to 5 s (`slowdownMs`), which slows a guesser spread over many addresses.
 *
 * An attempt is counted before its password is checked (`reserve`), not after: the check is slow (argon2),
 * so counting afterwards would let many parallel guesses all pass the limit before the first was counted.
 * A success clears the pair, and gives the IP and the username their reservation back, so only failures add up.
 */
export interface ThrottleLimit {
  max: number;
  windowMs: number;
}

const WINDOW_MS = 15 * 60_000;

export const LOGIN_LIMITS = {
  /** Failures of one username from one IP before that IP is refused for the username. */
  pair: { max: 5, windowMs: WINDOW_MS },
  /** Failures from one IP across usernames before that IP is refused. */
  ip: { max: 20, windowMs: WINDOW_MS },
  /** Failures of one username from every IP before its attempts are slowed down (never refused). */
  username: { max: 10, windowMs: WINDOW_MS },
} as const satisfies Record<string, ThrottleLimit>;

export type LoginLimits = { [K in keyof typeof LOGIN_LIMITS]: ThrottleLimit };

/** The first hold past the username's ceiling, and the most any attempt is held. */
export const SLOWDOWN_BASE_MS = 500;
export const SLOWDOWN_MAX_MS = 5_000;

/**
 * How long an attempt is held before its password is checked, given the username's failures counted in the
 * window before it: 0 below the ceiling, then 0.5 s, 1 s, 2 s, 4 s, 5 s, 5 s…
 */
export function slowdownMs(failuresBefore: number, ceiling: number = LOGIN_LIMITS.username.max): number {
  if (failuresBefore < ceiling) return 0;
  const doublings = Math.min(failuresBefore - ceiling, 16);
  return Math.min(SLOWDOWN_BASE_MS * 2 ** doublings, SLOWDOWN_MAX_MS);
}

/** What the throttle says about one attempt. */
export type ThrottleVerdict =
  /** Refused, not counted: try again after this many seconds. */
  | { retryAfterSeconds: number; delayMs?: never }
  /** Counted; hold it this long before checking the password. */
  | { retryAfterSeconds?: never; delayMs: number };

/** Counters kept at most; the oldest are dropped first so a flood cannot grow memory without bound. */
const MAX_TRACKED = 50_000;

export interface LoginThrottle {
  /** Counts an attempt for the pair, the IP and the username, unless the pair or the IP is at its limit. */
  reserve(username: string, ip: string): ThrottleVerdict;
  /** The password was right: the pair starts afresh; the IP and the username get their reservation back. */
  succeeded(username: string, ip: string): void;
  /** The attempt ended without checking a password (e.g. a server error): every reservation goes back. */
  release(username: string, ip: string): void;
}

/** The counter key of a username (case and surrounding spaces do not make a new one). */
export function usernameKey(username: string): string {
  return `user:${username.trim().toLowerCase()}`;
}

/** The counter key of a username tried from one IP. */
export function pairKey(username: string, ip: string): string {
  return `pair:${username.trim().toLowerCase()}|${ip}`;
}

export function ipKey(ip: string): string {
  return `ip:${ip}`;
}

/**
 * Requests whose attempt the shared (Redis) throttle counted and held already: the route's in-process
 * throttle still counts them (its limits are the fallback) but does not hold them a second time.
 */
export const heldBySharedThrottle = new WeakSet<object>();

export function createLoginThrottle(now: () => number = Date.now, limits: LoginLimits = LOGIN_LIMITS): LoginThrottle {
  const counters = new Map<string, { count: number; resetAt: number }>();
  const refusing = (username: string, ip: string) =>
    [
      [pairKey(username, ip), limits.pair],
      [ipKey(ip), limits.ip],
    ] as const;

  const live = (key: string) => {
    const counter = counters.get(key);
    if (counter && counter.resetAt <= now()) {
      counters.delete(key);
      return undefined;
    }
    return counter;
  };

  const count = (key: string, limit: ThrottleLimit): number => {
    const counter = live(key);
    if (counter) return ++counter.count;
    if (counters.size >= MAX_TRACKED) counters.delete(counters.keys().next().value as string);
    counters.set(key, { count: 1, resetAt: now() + limit.windowMs });
    return 1;
  };

  const giveBack = (key: string) => {
    const counter = live(key);
    if (counter) counter.count = Math.max(0, counter.count - 1);
  };

  // Check and count happen in one synchronous step, so no other request can slip in between.
  return {
    reserve(username, ip) {
      let wait = 0;
      for (const [key, limit] of refusing(username, ip)) {
        const counter = live(key);
        if (counter && counter.count >= limit.max) wait = Math.max(wait, counter.resetAt - now());
      }
      if (wait > 0) return { retryAfterSeconds: Math.ceil(wait / 1000) };
      for (const [key, limit] of refusing(username, ip)) count(key, limit);
      const failuresBefore = count(usernameKey(username), limits.username) - 1;
      return { delayMs: slowdownMs(failuresBefore, limits.username.max) };
    },
    succeeded(username, ip) {
      counters.delete(pairKey(username, ip));
      giveBack(ipKey(ip));
      giveBack(usernameKey(username));
    },
    release(username, ip) {
      for (const key of [pairKey(username, ip), ipKey(ip), usernameKey(username)]) giveBack(key);
    },
  };
}

/** "Try again in 12 minutes." */
export function retryMessage(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return `Too many sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}
