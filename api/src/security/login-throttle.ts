/**
 * Sign-in attempts counted per username and per client IP in fixed windows, in-process. With REDIS_URL,
 * login-throttle-redis.ts counts the same limits across API processes in front of this one. Unknown
 * usernames count like known ones, so throttling reveals nothing about which accounts exist.
 *
 * An attempt is counted before its password is checked (`reserve`), not after: the check is slow (argon2),
 * so counting afterwards would let many parallel guesses all pass the limit before the first was counted.
 * A success clears the username's count and gives its IP reservation back, so only failures add up.
 */
export interface ThrottleLimit {
  max: number;
  windowMs: number;
}

export const LOGIN_LIMITS = {
  username: { max: 5, windowMs: 15 * 60_000 },
  ip: { max: 20, windowMs: 15 * 60_000 },
} as const satisfies Record<string, ThrottleLimit>;

/** Counters kept at most; the oldest are dropped first so a flood cannot grow memory without bound. */
const MAX_TRACKED = 50_000;

export interface LoginThrottle {
  /**
   * Counts an attempt for the username and the IP. Null when it may go ahead; otherwise the seconds until
   * the caller may try again, and the refused attempt is not counted.
   */
  reserve(username: string, ip: string): number | null;
  /** The password was right: the username starts afresh and the IP gets its reservation back. */
  succeeded(username: string, ip: string): void;
  /** The attempt ended without checking a password (e.g. a server error): both reservations go back. */
  release(username: string, ip: string): void;
}

/** The counter key of a username (case and surrounding spaces do not make a new one). */
export function usernameKey(username: string): string {
  return `user:${username.trim().toLowerCase()}`;
}

export function createLoginThrottle(
  now: () => number = Date.now,
  limits: { username: ThrottleLimit; ip: ThrottleLimit } = LOGIN_LIMITS,
): LoginThrottle {
  const counters = new Map<string, { count: number; resetAt: number }>();
  const keys = (username: string, ip: string) =>
    [
      [usernameKey(username), limits.username],
      [`ip:${ip}`, limits.ip],
    ] as const;

  const live = (key: string) => {
    const counter = counters.get(key);
    if (counter && counter.resetAt <= now()) {
      counters.delete(key);
      return undefined;
    }
    return counter;
  };

  const giveBack = (key: string) => {
    const counter = live(key);
    if (counter) counter.count = Math.max(0, counter.count - 1);
  };

  // Check and count happen in one synchronous step, so no other request can slip in between.
  return {
    reserve(username, ip) {
      let wait = 0;
      for (const [key, limit] of keys(username, ip)) {
        const counter = live(key);
        if (counter && counter.count >= limit.max) wait = Math.max(wait, counter.resetAt - now());
      }
      if (wait > 0) return Math.ceil(wait / 1000);
      for (const [key, limit] of keys(username, ip)) {
        const counter = live(key);
        if (counter) counter.count += 1;
        else {
          if (counters.size >= MAX_TRACKED) counters.delete(counters.keys().next().value as string);
          counters.set(key, { count: 1, resetAt: now() + limit.windowMs });
        }
      }
      return null;
    },
    succeeded(username, ip) {
      counters.delete(usernameKey(username));
      giveBack(`ip:${ip}`);
    },
    release(username, ip) {
      for (const [key] of keys(username, ip)) giveBack(key);
    },
  };
}

/** "Try again in 12 minutes." */
export function retryMessage(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return `Too many sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}
