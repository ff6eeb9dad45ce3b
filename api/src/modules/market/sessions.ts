/** The sessions a live page can show: the most recent one at the market clock and the ones before it. */
import { InputError } from '../../errors.js';
import { type IsoDate, marketStatusAt, sessionsEndingAt } from '@flowdeck/market-calendar';
import { RETENTION_SESSIONS } from './engine.js';

/**
 * The sessions a live page can show at market time `at`, newest first: the one the "most recent
 * session" rule picks (marketStatusAt: the session trading, else the latest that has opened) and the
 * ones before it, as many as the history keeps.
 */
export function recentSessions(at: number, count = RETENTION_SESSIONS): IsoDate[] {
  return sessionsEndingAt(marketStatusAt(at).session, count).reverse();
}

/**
 * A requested session checked against the recent ones (undefined: the most recent rule's). An unknown
 * or too old date is refused with a field error that lists the sessions there are.
 */
export function resolveSession(at: number, requested: IsoDate | undefined): IsoDate {
  const sessions = recentSessions(at);
  if (requested === undefined) return sessions[0] as IsoDate;
  if (!sessions.includes(requested)) {
    throw new InputError({
      session: `No session on ${requested} to show: choose one of the last ${sessions.length} sessions (${sessions.join(', ')}).`,
    });
  }
  return requested;
}
