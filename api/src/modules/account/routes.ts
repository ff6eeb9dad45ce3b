import { ADMIN_GRANT, ADMIN_MESSAGES } from '@flowdeck/endpoints/admin';
import { adminGrantContract, adminRevokeSessionContract } from '@flowdeck/endpoints/admin/contracts';
import type { SmsOutboxMessage } from '@flowdeck/api-types';
import {
  changePasswordContract,
  phoneCodeContract,
  phoneOutboxContract,
  phoneStatusContract,
  sessionsContract,
  signOutEverywhereContract,
  updateProfileContract,
  updateProfileNamesContract,
} from '@flowdeck/endpoints/account/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { route } from '../../lib/contract-route.js';
import { userIdOf } from '../../security/guard.js';
import { createAuthRepository } from '../auth/repository.js';
import { brandForHost } from '../billing/plans.js';
import { createPhoneVerification } from './phone-verification.js';
import { MESSAGES, SECURITY_MESSAGES } from './schemas.js';
import { createAccountSecurity } from './security.js';
import {
  createOutboxSmsProvider,
  createTwilioSmsProvider,
  type OutboxSmsProvider,
  type SmsProvider,
} from './sms-provider.js';
import { createAccountService } from './service.js';

/** Where the admin CLI sends grants (see src/cli/admin.ts); under the API prefix like every route. */
export const ADMIN_GRANT_PATH = ADMIN_GRANT.path;

/** One provider per app: phone codes and alert texts share it (and the local outbox shows both). */
const providers = new WeakMap<AppDeps, SmsProvider | null>();

/** SMS_PROVIDER: Twilio, none, or the local outbox (hand-built test configs: the outbox). */
export function smsProviderFor(deps: AppDeps, log: (message: SmsOutboxMessage) => void): SmsProvider | null {
  if (providers.has(deps)) return providers.get(deps) ?? null;
  const sms = deps.config.smsProvider;
  let provider: SmsProvider | null;
  if (sms === null) provider = null;
  else if (sms?.provider === 'twilio') provider = createTwilioSmsProvider(sms);
  else provider = createOutboxSmsProvider({ now: deps.now, log });
  providers.set(deps, provider);
  return provider;
}

export interface AccountRouteHooks {
  /**
   * After a change that can alter who receives alerts (the phone number, the access end date): the SMS
   * alerts read their recipients again at their next tick rather than at the next periodic refresh (a saved
   * settings document does the same through the user-settings routes).
   */
  onAccountChanged?: () => void;
}

/**
 * The signed-in user's own account (spec §7): profile updates, phone verification, password and sessions —
 * open to lapsed subscribers, like every account call — and the admin CLI's internal grant endpoint. The
 * settings documents (user/settings/*) are the user-settings module's.
 */
export function accountRoutes(deps: AppDeps, hooks: AccountRouteHooks = {}): FastifyPluginAsync {
  const changed = <T>(value: T): T => {
    hooks.onAccountChanged?.();
    return value;
  };
  return async (app) => {
    const sms = smsProviderFor(deps, (message) => app.log.info({ sms: message }, 'SMS kept in the local outbox'));
    const phone = createPhoneVerification({
      db: deps.db,
      sms,
      serverSecret: deps.config.jwtSecret,
      brandName: brandForHost(undefined).name,
      now: deps.now,
    });
    const account = createAccountService({
      db: deps.db,
      appOrigin: deps.config.appOrigin,
      now: deps.now,
      phoneVerification: phone,
    });
    const security = createAccountSecurity({ db: deps.db, now: deps.now });

    route(app, updateProfileContract, deps, async (request) => ({
      ...changed(await account.updateProfile(userIdOf(request), request.body)),
      message: MESSAGES.profileUpdated,
    }));

    route(app, updateProfileNamesContract, deps, async (request) => ({
      ...(await account.updateNames(userIdOf(request), request.body)),
      message: MESSAGES.profileUpdated,
    }));

    // Phone verification: a code is texted (POST user/phone/code), then sent back with the number to
    // POST user/update, which marks the number verified.
    route(app, phoneStatusContract, deps, async (request) => phone.status(userIdOf(request)));
    route(app, phoneCodeContract, deps, async (request) => {
      const userId = userIdOf(request);
      const { phone_number: number } = request.body;
      await phone.sendCode(userId, number);
      return { ...(await phone.status(userId)), message: SECURITY_MESSAGES.codeSent(number) };
    });
    if (sms?.name === 'outbox') {
      const outbox = sms as OutboxSmsProvider;
      route(app, phoneOutboxContract, deps, async (request) => ({ items: outbox.messagesFor(userIdOf(request)) }));
    }

    route(app, changePasswordContract, deps, async (request) => {
      const userId = userIdOf(request);
      const sessionId = request.principal?.kind === 'user' ? request.principal.sessionId : undefined;
      await security.changePassword(userId, request.body, sessionId);
      // The asking browser's token was revoked with the rest; its session carries on with a fresh one.
      if (sessionId === undefined) return { message: SECURITY_MESSAGES.passwordChanged };
      return {
        message: SECURITY_MESSAGES.passwordChanged,
        access: await deps.tokens.issueAccessToken(userId, { sessionId }),
      };
    });
    route(app, sessionsContract, deps, async (request) => security.sessions(userIdOf(request)));
    route(app, signOutEverywhereContract, deps, async (request) => ({
      revoked: await security.signOutEverywhere(userIdOf(request)),
      message: SECURITY_MESSAGES.signedOutEverywhere,
    }));

    route(app, adminGrantContract, deps, async (request) => {
      const granted = changed(await account.grant(request.body));
      return { ...granted, message: `Access for ${granted.username} extended to ${granted.end_date}` };
    });

    route(app, adminRevokeSessionContract, deps, async (request) => {
      const { sessionId } = request.body;
      await createAuthRepository(deps.db).revokeFamily(sessionId, deps.now());
      deps.sessions?.revoked(sessionId);
      return { sessionId, message: ADMIN_MESSAGES.sessionRevoked };
    });
  };
}
