import type { ProfileInput, ProfileUpdate } from '@flowdeck/endpoints/account/contracts';
import { SCREENER_PRESET_BY_ID } from '@flowdeck/endpoints/screener';
import type { UserProfile } from '@flowdeck/api-types';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AuthError, InputError, NotFoundError, ServiceUnavailableError, type FieldErrors } from '../../errors.js';
import { toIsoDate } from '@flowdeck/market-calendar';
import { toProfile } from '../auth/service.js';
import { createAccountRepository, type AccountRepository, type GrantedAccess } from './repository.js';
import type { PhoneVerification } from './phone-verification.js';
import {
  MESSAGES,
  SECURITY_MESSAGES,
  SETTINGS,
  type AlertFilters,
  type GrantInput,
  type SettingsKind,
  type SettingsValue,
  type SmsAlertFilter,
} from './schemas.js';

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

/** The stored document, or the default when nothing (or something no longer valid) is stored. */
async function readSettings<K extends SettingsKind>(
  repo: AccountRepository,
  userId: number,
  kind: K,
): Promise<SettingsValue<K>> {
  const descriptor = SETTINGS[kind];
  const stored = await repo.readSettings(userId, kind);
  if (stored === undefined) return descriptor.defaults as SettingsValue<K>;
  // Parsing again fills in fields added since the document was saved.
  const parsed = descriptor.schema.safeParse(stored);
  return (parsed.success ? parsed.data : descriptor.defaults) as SettingsValue<K>;
}

/**
 * SMS alerts may only name saved filters and screens (or screener presets), and can only be switched on once the number on file has been
 * verified with a one-time code (texts never go to a number its owner has not proved). A rule may only
 * newly choose Discord with the bot add-on (one that already posted there keeps its choice, and posts
 * again once the add-on is back).
 */
async function checkSmsAlertFilter(
  repo: AccountRepository,
  userId: number,
  value: SmsAlertFilter,
  account: { verifiedPhone: boolean; botAddOn: boolean },
): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  const saved = new Set((await readSettings(repo, userId, 'alert-filters')).filters.map((f) => f.id));
  value.filterIds.forEach((id, index) => {
    if (!saved.has(id)) errors[`filterIds.${index}`] = MESSAGES.unknownFilter;
  });
  value.rules.forEach((rule, index) => {
    if (rule.kind === 'flow' && !saved.has(rule.filterId)) errors[`rules.${index}.filterId`] = MESSAGES.unknownFilter;
  });
  const screenRules = value.rules.flatMap((rule, index) => (rule.kind === 'screen' ? [{ rule, index }] : []));
  if (screenRules.length > 0) {
    const screens = await repo.savedScreenIds(userId);
    for (const { rule, index } of screenRules)
      if (!SCREENER_PRESET_BY_ID.has(rule.screenId) && !screens.has(rule.screenId))
        errors[`rules.${index}.screenId`] = MESSAGES.unknownScreen;
  }
  if (!account.botAddOn && value.rules.some((rule) => rule.discord)) {
    const posted = new Set(
      (await readSettings(repo, userId, 'sms-alert-filter')).rules.filter((r) => r.discord).map((r) => r.id),
    );
    value.rules.forEach((rule, index) => {
      if (rule.discord && !posted.has(rule.id)) errors[`rules.${index}.discord`] = MESSAGES.discordAddOnRequired;
    });
  }
  if (value.enabled && !account.verifiedPhone) errors['enabled'] = MESSAGES.phoneRequiredForSms;
  return errors;
}

/** Filters that were deleted drop out of the SMS selection and rules, so they never point at nothing. */
async function pruneSmsFilterIds(repo: AccountRepository, userId: number, filters: AlertFilters, at: Date) {
  if ((await repo.readSettings(userId, 'sms-alert-filter')) === undefined) return;
  const sms = await readSettings(repo, userId, 'sms-alert-filter');
  const kept = new Set(filters.filters.map((f) => f.id));
  const filterIds = sms.filterIds.filter((id) => kept.has(id));
  const rules = sms.rules.filter((rule) => rule.kind !== 'flow' || kept.has(rule.filterId));
  if (filterIds.length !== sms.filterIds.length || rules.length !== sms.rules.length)
    await repo.writeSettings(userId, 'sms-alert-filter', { ...sms, filterIds, rules }, at);
}

export function createAccountService(options: AccountServiceOptions) {
  const { db, appOrigin, now } = options;
  const repo = createAccountRepository(db);

  return {
    settings<K extends SettingsKind>(userId: number, kind: K): Promise<SettingsValue<K>> {
      return readSettings(repo, userId, kind);
    },

    /** Stores a settings document, validated by its schema; the SMS settings are checked against the account. */
    async saveSettings<K extends SettingsKind>(
      userId: number,
      kind: K,
      value: SettingsValue<K>,
    ): Promise<SettingsValue<K>> {
      return db.transaction().execute(async (tx) => {
        const txRepo = createAccountRepository(tx);
        const user = await txRepo.lockUser(userId);
        if (!user) throw accountGone();
        const at = now();
        if (kind === 'sms-alert-filter') {
          const errors = await checkSmsAlertFilter(txRepo, userId, value as SmsAlertFilter, {
            verifiedPhone: Boolean(user.phone_number && user.phone_verified_at),
            botAddOn: user.bot_sub,
          });
          if (Object.keys(errors).length > 0) throw new InputError(errors);
        }
        await txRepo.writeSettings(userId, kind, value, at);
        if (kind === 'alert-filters') await pruneSmsFilterIds(txRepo, userId, value as AlertFilters, at);
        return value;
      });
    },

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
