/**
 * The paywall. Premium data routes add `{ preHandler: requireAccess(deps) }` (one line): it admits
 * signed-in users whose subscription covers today and guests (their token's expiry is their limit), and
 * answers 402 to users whose access has ended. The live market feed applies the same rule (checkAccess)
 * to each subscription. Account, billing and auth routes never use it, so a lapsed
 * user can still sign in, see their profile and pay.
 */
import type { preHandlerAsyncHookHandler } from 'fastify';
import type { AppDeps } from '../deps.js';
import { AuthError, PaymentRequiredError } from '../errors.js';
import { toIsoDate } from '@flowdeck/market-calendar';
import { INVALID_TOKEN, requireReader, requireUser, SIGN_IN_AGAIN } from './guard.js';
import { isRevoked } from './token-revocation.js';
import { userAccessRow } from './user-access.js';
import type { Principal } from './tokens.js';

/** The 402 body's `error` (spec §3 error shape). */
export const SUBSCRIPTION_REQUIRED = 'Subscription required';

const ACCESS_DATE_FORMAT = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** 'Jun 12, 2025' for '2025-06-12' (the date is a calendar day, so it is formatted in UTC, never shifted). */
export function formatAccessDate(isoDate: string): string {
  return ACCESS_DATE_FORMAT.format(new Date(`${isoDate}T00:00:00Z`));
}

/** The 402 body's `message`: when access ended and what to do. */
export function accessEndedMessage(endDate: string): string {
  return `Your access ended on ${formatAccessDate(endDate)}. Subscribe to continue.`;
}

/** The 402 body's `message` for an account whose trial waits for its email link (ADR 0008). */
export const VERIFY_TO_START_TRIAL_MESSAGE =
  'Confirm your email address with the link we sent to start your 7-day free trial, or subscribe to continue.';

/** Access runs through the whole of its end date; it has ended once `today` is later. */
export function accessHasEnded(endDate: string, today: string): boolean {
  return endDate < today;
}

export type AccessDeps = Pick<AppDeps, 'db' | 'tokens' | 'now'>;

/**
 * The paywall's rule for a verified principal, for every way premium data leaves the server (these routes
 * and the live socket feed): guests pass (their token's expiry is their limit); a user passes while their
 * `end_date` is today or later. Throws the error to answer with otherwise.
 */
export async function checkAccess(deps: Pick<AccessDeps, 'db' | 'now'>, principal: Principal): Promise<void> {
  if (principal.kind !== 'user') return;
  const user = await userAccessRow(deps.db, principal.userId);
  // A valid token for a deleted account: 401 so the client drops its tokens (as the profile call does).
  if (!user) throw new AuthError('User not found', 'This account no longer exists.');
  // Checked again here, in the query this rule makes anyway, because routes may verify through a cache.
  if (isRevoked(principal, user.token_version)) throw new AuthError(INVALID_TOKEN, SIGN_IN_AGAIN);
  if (accessHasEnded(user.end_date, toIsoDate(deps.now()))) {
    throw new PaymentRequiredError(
      SUBSCRIPTION_REQUIRED,
      user.email_verified_at === null ? VERIFY_TO_START_TRIAL_MESSAGE : accessEndedMessage(user.end_date),
    );
  }
}

/**
 * Premium data endpoints: a guest, or a signed-in user whose `end_date` is today or later.
 * Without credentials the answer is 401, as for any reader route.
 */
export function requireAccess(deps: AccessDeps): preHandlerAsyncHookHandler {
  const reader = requireReader(deps.tokens);
  return async function requireAccessHandler(request, reply) {
    await reader.call(this, request, reply);
    if (request.principal) await checkAccess(deps, request.principal);
  };
}

/** The 402 body of a route of the Discord bot add-on (`useDiscordBot`) for a user without it. */
export const BOT_ADD_ON_REQUIRED = 'Discord bot add-on required';
export const BOT_ADD_ON_HINT = 'Add the Discord Bot at checkout to connect your server.';

/**
 * The Discord bot add-on's routes (`botSubscriber`): a signed-in user with `bot_sub`, 402 otherwise. It runs
 * before the request's input is validated, so a user without the add-on gets 402 whatever was sent. The
 * row comes through the read cache, so a purchase or a cancel (a write to `users`) counts at the next request.
 */
export function requireBotSubscriber(deps: AccessDeps): preHandlerAsyncHookHandler {
  const user = requireUser(deps.tokens);
  return async function requireBotSubscriberHandler(request, reply) {
    await user.call(this, request, reply);
    const principal = request.principal;
    if (principal?.kind !== 'user') return;
    const row = await userAccessRow(deps.db, principal.userId);
    if (!row) throw new AuthError('User not found', 'This account no longer exists.');
    if (isRevoked(principal, row.token_version)) throw new AuthError(INVALID_TOKEN, SIGN_IN_AGAIN);
    if (!row.bot_sub) throw new PaymentRequiredError(BOT_ADD_ON_REQUIRED, BOT_ADD_ON_HINT);
  };
}
