import type { ProfileInput, ProfileUpdate } from '@flowdeck/endpoints/account/contracts';
import type { UserProfile } from '@flowdeck/api-types';
import type { Kysely } from 'kysely';
import type { Executor } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { AuthError, InputError, NotFoundError, ServiceUnavailableError } from '../../errors.js';
import { toIsoDate } from '@flowdeck/market-calendar';
import { toProfile } from '../auth/service.js';
import { createAccountRepository, type GrantedAccess } from './repository.js';
import type { PhoneVerification } from './phone-verification.js';
import { SECURITY_MESSAGES, type GrantInput } from './schemas.js';

/** POST user/profile with none of its fields. */
export const NOTHING_TO_UPDATE = 'Send at least one of firstName, lastName, displayName or avatar.';

export interface AccountServiceOptions {
  db: Kysely<Database>;
  appOrigin: string;
  now: () => Date;
  /** Confirms one-time codes sent with POST user/phone/code; absent where no codes are sent (admin CLI). */
  phoneVerification?: PhoneVerification;
}

/** A valid token for a deleted account: 401 so the client drops its tokens (as the profile call does). */
const accountGone = () => new AuthError('User not found', 'This account no longer exists.');

/** What the user's SMS alert settings are checked against when saved (see lockAccountForSettings). */
export interface SettingsAccountFacts {
  /** A number is on file and was confirmed with a one-time code. */
  verifiedPhone: boolean;
  /** The Discord bot add-on. */
  botAddOn: boolean;
}

/**
 * The one thing the user-settings module asks of the account: locks the user's row for the rest of the
 * transaction `tx` (so two saves of one user's settings, which check each other, run one after the other)
 * and answers what the SMS alert settings are checked against; a deleted account is a 401.
 *
 * The dependency runs user-settings → account only: a settings save reads these account facts, while the
 * account (profile, phone, security, grants) never reads a settings document. This small function, rather
 * than the account service, is what crosses, so the settings module builds no account service and the
 * account module never imports user-settings (no cycle).
 */
export async function lockAccountForSettings(tx: Executor, userId: number): Promise<SettingsAccountFacts> {
  const user = await createAccountRepository(tx).lockUser(userId);
  if (!user) throw accountGone();
  return { verifiedPhone: Boolean(user.phone_number && user.phone_verified_at), botAddOn: user.bot_sub };
}

export function createAccountService(options: AccountServiceOptions) {
  const { db, appOrigin, now } = options;
  const repo = createAccountRepository(db);

  return {
    /** POST user/update: the phone number (verified with `code`) and any names sent. */
    async updateProfile(userId: number, input: ProfileUpdate): Promise<UserProfile> {
      if (input.code !== undefined) {
        if (!options.phoneVerification) throw new ServiceUnavailableError(SECURITY_MESSAGES.smsUnavailable);
        await options.phoneVerification.verify(userId, input.phone_number, input.code);
      }
      const user = await repo.updateProfile(userId, {
        phoneNumber: input.phone_number,
        verifiedAt: input.code !== undefined ? now() : undefined,
        firstName: input.firstName,
        lastName: input.lastName,
        displayName: input.displayName === undefined ? undefined : input.displayName || null,
      });
      if (!user) throw accountGone();
      return toProfile(user, appOrigin);
    },

    /** POST user/profile: names, display name and avatar; blank display name or avatar clears it. */
    async updateNames(userId: number, input: ProfileInput): Promise<UserProfile> {
      // An update with nothing in it would be an UPDATE without a SET: refused as the caller's mistake.
      if (Object.values(input).every((value) => value === undefined))
        throw new InputError({ non_field_errors: NOTHING_TO_UPDATE });
      const user = await repo.updateNames(userId, {
        firstName: input.firstName,
        lastName: input.lastName,
        displayName: input.displayName === undefined ? undefined : input.displayName || null,
        avatar: input.avatar === undefined ? undefined : input.avatar || null,
      });
      if (!user) throw accountGone();
      return toProfile(user, appOrigin);
    },

    /** Admin grant: extends a subscription by `days` from today or its current end, whichever is later. */
    async grant(input: GrantInput): Promise<GrantedAccess> {
      const granted = await repo.extendAccess(input.username.trim(), input.days, input.bot, toIsoDate(now()));
      if (!granted) throw new NotFoundError(`Unknown user "${input.username.trim()}"`);
      return granted;
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
