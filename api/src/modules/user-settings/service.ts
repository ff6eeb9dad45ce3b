/**
 * The user's settings documents (spec §7 user/settings/*): read with their defaults filled in, saved after
 * their schema and, for the SMS alerts, checks against the saved filters, screens and the account. The Flows
 * page, the Discord bot and the SMS alerts all read them through here.
 */
import { SCREENER_PRESET_BY_ID } from '@flowdeck/endpoints/screener';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { InputError, type FieldErrors } from '../../errors.js';
import { lockAccountForSettings, type SettingsAccountFacts } from '../account/service.js';
import { createUserSettingsRepository, type UserSettingsRepository } from './repository.js';
import {
  MESSAGES,
  SETTINGS,
  type AlertFilters,
  type SettingsKind,
  type SettingsValue,
  type SmsAlertFilter,
} from './schemas.js';

export interface UserSettingsServiceOptions {
  db: Kysely<Database>;
  now: () => Date;
}

/** The stored document, or the default when nothing (or something no longer valid) is stored. */
async function readSettings<K extends SettingsKind>(
  repo: UserSettingsRepository,
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
  repo: UserSettingsRepository,
  userId: number,
  value: SmsAlertFilter,
  account: SettingsAccountFacts,
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
async function pruneSmsFilterIds(repo: UserSettingsRepository, userId: number, filters: AlertFilters, at: Date) {
  if ((await repo.readSettings(userId, 'sms-alert-filter')) === undefined) return;
  const sms = await readSettings(repo, userId, 'sms-alert-filter');
  const kept = new Set(filters.filters.map((f) => f.id));
  const filterIds = sms.filterIds.filter((id) => kept.has(id));
  const rules = sms.rules.filter((rule) => rule.kind !== 'flow' || kept.has(rule.filterId));
  if (filterIds.length !== sms.filterIds.length || rules.length !== sms.rules.length)
    await repo.writeSettings(userId, 'sms-alert-filter', { ...sms, filterIds, rules }, at);
}

export function createUserSettingsService(options: UserSettingsServiceOptions) {
  const { db, now } = options;
  const repo = createUserSettingsRepository(db);

  return {
    /** The user's document of this kind, its defaults filled in (the defaults alone before the first save). */
    read<K extends SettingsKind>(userId: number, kind: K): Promise<SettingsValue<K>> {
      return readSettings(repo, userId, kind);
    },

    /** Stores a settings document, validated by its schema; the SMS settings are checked against the account. */
    async save<K extends SettingsKind>(userId: number, kind: K, value: SettingsValue<K>): Promise<SettingsValue<K>> {
      return db.transaction().execute(async (tx) => {
        const account = await lockAccountForSettings(tx, userId);
        const txRepo = createUserSettingsRepository(tx);
        const at = now();
        if (kind === 'sms-alert-filter') {
          const errors = await checkSmsAlertFilter(txRepo, userId, value as SmsAlertFilter, account);
          if (Object.keys(errors).length > 0) throw new InputError(errors);
        }
        await txRepo.writeSettings(userId, kind, value, at);
        if (kind === 'alert-filters') await pruneSmsFilterIds(txRepo, userId, value as AlertFilters, at);
        return value;
      });
    },
  };
}

export type UserSettingsService = ReturnType<typeof createUserSettingsService>;
