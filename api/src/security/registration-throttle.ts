/**
 * Registration limits (issue 22 point 3, ADR 0008): per client address and over every address, in fixed
 * windows (an hour by default), counted in this process. Every registration that passes validation counts,
 * whether it creates an account or not, so probing for taken usernames spends the same quota. A refused
 * attempt is not counted, and its answer is 429 with the seconds left in the window that refused it.
 */
import type { RegistrationLimits } from '../config.js';

/** Addresses tracked at most; the oldest are dropped first so a flood cannot grow memory without bound. */
const MAX_TRACKED = 50_000;

export interface RegistrationThrottle {
  /** Counts a registration; null when it may go ahead, else the seconds to wait (and nothing is counted). */
  reserve(ip: string): number | null;
}

export const REGISTRATION_LIMITED_MESSAGE = (seconds: number) => {
  const minutes = Math.ceil(seconds / 60);
  return `Too many sign-ups. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
};

export function createRegistrationThrottle(limits: RegistrationLimits, now: () => number): RegistrationThrottle {
  const perIp = new Map<string, { count: number; resetAt: number }>();
  let global = { count: 0, resetAt: 0 };
  const live = (ip: string) => {
    const counter = perIp.get(ip);
    if (counter && counter.resetAt <= now()) {
      perIp.delete(ip);
      return undefined;
    }
    return counter;
  };
  return {
    reserve(ip) {
      if (global.resetAt <= now()) global = { count: 0, resetAt: now() + limits.windowMs };
      const counter = live(ip);
      let wait = 0;
      if (counter && counter.count >= limits.perIp) wait = counter.resetAt - now();
      if (global.count >= limits.global) wait = Math.max(wait, global.resetAt - now());
      if (wait > 0) return Math.ceil(wait / 1000);
      global.count += 1;
      if (counter) counter.count += 1;
      else {
        if (perIp.size >= MAX_TRACKED) perIp.delete(perIp.keys().next().value as string);
        perIp.set(ip, { count: 1, resetAt: now() + limits.windowMs });
      }
      return null;
    },
  };
}
