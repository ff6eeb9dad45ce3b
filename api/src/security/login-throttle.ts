/**
 * Failed sign-ins counted per username and per client IP in fixed windows, in-process. With REDIS_URL,
 * login-throttle-redis.ts counts the same limits across API processes in front of this one. Unknown
 * usernames count like known ones, so throttling reveals nothing about which accounts exist.
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
  /** Seconds until a blocked caller may try again, or null when the attempt may go ahead. */
  blockedFor(username: string, ip: string): number | null;
  failed(username: string, ip: string): void;
  succeeded(username: string): void;
}

export function createLoginThrottle(
  now: () => number = Date.now,
  limits: { username: ThrottleLimit; ip: ThrottleLimit } = LOGIN_LIMITS,
): LoginThrottle {
  const counters = new Map<string, { count: number; resetAt: number }>();
  const keys = (username: string, ip: string) =>
    [
      [`user:${username.trim().toLowerCase()}`, limits.username],
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

  return {
    blockedFor(username, ip) {
      let wait = 0;
      for (const [key, limit] of keys(username, ip)) {
        const counter = live(key);
        if (counter && counter.count >= limit.max) wait = Math.max(wait, counter.resetAt - now());
      }
      return wait > 0 ? Math.ceil(wait / 1000) : null;
    },
    failed(username, ip) {
      for (const [key, limit] of keys(username, ip)) {
        const counter = live(key);
        if (counter) counter.count += 1;
        else {
          if (counters.size >= MAX_TRACKED) counters.delete(counters.keys().next().value as string);
          counters.set(key, { count: 1, resetAt: now() + limit.windowMs });
        }
      }
    },
    succeeded(username) {
      counters.delete(`user:${username.trim().toLowerCase()}`);
    },
  };
}

/** "Try again in 12 minutes." */
export function retryMessage(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return `Too many sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}
