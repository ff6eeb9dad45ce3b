/**
 * The account module's settings documents and the forms not yet registered from a contract. The alert
 * filters, dashboard and profile schemas are their endpoints' contracts (@flowdeck/endpoints/user-settings,
 * …/account), re-exported here for the API modules that match or read the saved documents.
 */
import type { RatingAction } from '@flowdeck/api-types';
import { ACCOUNT_MESSAGES, SECURITY_MESSAGES } from '@flowdeck/endpoints/account';
import {
  flag,
  personName,
  strictObject,
  textField,
  WHEN_LIST,
  whenValid,
  wholeNumber,
} from '@flowdeck/endpoints/account/contracts';
import {
  ALERT_RULE_FIRMS_MAX,
  ALERT_RULE_KINDS,
  EARNINGS_SURPRISES,
  ALERT_RULE_NAME_MAX,
  ALERT_RULE_SYMBOLS_MAX,
  ALERT_RULES_MAX,
  MOVE_PERCENT_MAX,
  MOVE_PERCENT_MIN,
  PRICE_DIRECTIONS,
  RELEASE_IMPORTANCE,
  SCANNER_ALERT_EVENTS,
  SCREEN_CHANGES,
  type SmsAlertSettings,
  SMS_MAX_PER_DAY_MAX,
  SMS_MAX_PER_DAY_MIN,
  TRADE_DIRECTIONS,
} from '@flowdeck/endpoints/sms-alerts';
import { RATING_ACTIONS } from '@flowdeck/endpoints/analyst-ratings';
import {
  ALERT_FILTERS_MAX,
  type AlertFilters as AlertFiltersDocument,
  WATCHLIST_MAX,
} from '@flowdeck/endpoints/user-settings';
import {
  alertFiltersSchema,
  dashboardConfigSchema,
  SETTINGS_MESSAGES,
  ticker,
  tickerList,
  uniqueList,
  type AlertFilters,
  type DashboardConfig,
} from '@flowdeck/endpoints/user-settings/contracts';
import type { DashboardConfig as DashboardConfigDocument } from '@flowdeck/contract/dashboard';
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { z } from 'zod';
import { fieldErrorsFromZod } from '../../errors.js';
import { requiredText, REQUIRED_MESSAGE } from '../../lib/validation.js';

export { TRADE_SIDES } from '@flowdeck/endpoints/market';
export { ALERT_FILTERS_MAX, WATCHLIST_MAX };
export { SECURITY_MESSAGES };
export {
  alertFilterSchema,
  alertFiltersSchema,
  dashboardConfigSchema,
  TICKER_PATTERN,
  type AlertFilter,
  type AlertFilters,
  type DashboardConfig,
} from '@flowdeck/endpoints/user-settings/contracts';

export const PHONE_INPUT_MAX = 32;
/** The longest subscription extension one admin grant may give (ten years). */
export const GRANT_DAYS_MAX = 3_660;
export const DEFAULT_QUIET_HOURS_TIME_ZONE = 'America/New_York';

export const MESSAGES = {
  required: REQUIRED_MESSAGE,
  ...ACCOUNT_MESSAGES,
  ...SETTINGS_MESSAGES,
  time: 'Use a 24-hour time such as 22:00.',
  quietHoursEmpty: 'Quiet hours must start and end at different times.',
  timeZone: 'Use a time zone such as America/New_York.',
  maxPerDay: `Allow from ${SMS_MAX_PER_DAY_MIN} to ${SMS_MAX_PER_DAY_MAX} texts a day.`,
  unknownFilter: 'No saved alert filter has this id.',
  duplicateFilterRef: 'This filter is already selected.',
  ruleId: 'Rule ids are 1–64 letters, digits, "-" or "_".',
  ruleNoDelivery: 'Choose where this rule alerts you: by text, in Discord, or both.',
  ruleName: `Rule names are 1–${ALERT_RULE_NAME_MAX} characters.`,
  ruleKind: `Rule kinds are ${ALERT_RULE_KINDS.join(', ')}.`,
  duplicateRuleId: 'Another rule has this id.',
  tooManyRules: `Keep at most ${ALERT_RULES_MAX} rules.`,
  tooManyRuleSymbols: `A rule can watch at most ${ALERT_RULE_SYMBOLS_MAX} tickers.`,
  noRuleSymbols: 'Watch at least one ticker.',
  noNewsSymbols: 'Watch at least one ticker, or your watchlist.',
  ratingAction: `Rating actions are ${RATING_ACTIONS.join(', ')}.`,
  firmName: 'Firm names are 1–60 characters.',
  tooManyFirms: `A rule can name at most ${ALERT_RULE_FIRMS_MAX} firms.`,
  minUpside: 'Enter a minimum upside between -100 and 1000 percent, or leave it empty.',
  minSuccess: 'Enter a minimum success rate between 0 and 100 percent, or leave it empty.',
  unknownScreen: 'No preset or saved screen has this id.',
  earningsSurprise: `Choose ${EARNINGS_SURPRISES.join(', ')}.`,
  screenChanges: 'Choose entering, leaving or both.',
  scannerEvents: `Scanner signals are ${SCANNER_ALERT_EVENTS.join(', ')}; choose at least one.`,
  priceDirection: 'Choose above or below.',
  priceLevel: 'Enter a price above zero.',
  movePercent: `Enter a move from ${MOVE_PERCENT_MIN}% to ${MOVE_PERCENT_MAX}%.`,
  tradeDirection: 'Choose any, buy or sell.',
  importance: 'Choose high, medium or low.',
  phoneRequiredForSms: 'Verify a phone number in your account settings before turning on SMS alerts.',
  phone: 'Enter a valid phone number in international format, for example +14155552671.',
  phoneExtension: 'Text messages cannot reach an extension; enter the number without it.',
  grantDays: `Days must be a whole number from 1 to ${GRANT_DAYS_MAX}.`,
} as const;

/** The account forms' field errors: the shared mapping, as each schema names its unknown keys itself (strictObject). */
export const accountFieldErrors = fieldErrorsFromZod;

const clockTime = z.string({ error: MESSAGES.time }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, MESSAGES.time);

/** IANA zone name, stored in its canonical spelling ("america/new_york" → "America/New_York"). */
const timeZone = z.string({ error: MESSAGES.timeZone }).transform((value, ctx) => {
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: value }).resolvedOptions().timeZone;
  } catch {
    ctx.addIssue({ code: 'custom', message: MESSAGES.timeZone });
    return z.NEVER;
  }
});

const ruleBase = {
  id: z.string({ error: MESSAGES.ruleId }).regex(/^[A-Za-z0-9_-]{1,64}$/, MESSAGES.ruleId),
  name: z
    .string({ error: MESSAGES.ruleName })
    .trim()
    .min(1, MESSAGES.ruleName)
    .max(ALERT_RULE_NAME_MAX, MESSAGES.ruleName),
  enabled: flag.default(true),
  /** Texted (while SMS alerts are on); rules saved before this field were texted. */
  sms: flag.default(true),
  /** Posted by the Discord bot (while it is connected and on): the same rule, written once. */
  discord: flag.default(false),
};
const watched = tickerList(ALERT_RULE_SYMBOLS_MAX, MESSAGES.tooManyRuleSymbols).refine(
  (list) => list.length > 0,
  MESSAGES.noRuleSymbols,
);

/** One SMS alert rule; its kind says which signal it watches (see @flowdeck/endpoints/sms-alerts). */
export const alertRuleSchema = z.discriminatedUnion(
  'kind',
  [
    strictObject({
      ...ruleBase,
      kind: z.literal('flow'),
      filterId: z.string({ error: MESSAGES.unknownFilter }),
    }),
    strictObject({
      ...ruleBase,
      kind: z.literal('price'),
      symbol: ticker,
      direction: z.enum(PRICE_DIRECTIONS, { error: MESSAGES.priceDirection }),
      level: z.number({ error: MESSAGES.priceLevel }).positive(MESSAGES.priceLevel).max(1_000_000, MESSAGES.priceLevel),
    }),
    strictObject({
      ...ruleBase,
      kind: z.literal('move'),
      symbol: ticker,
      percent: z
        .number({ error: MESSAGES.movePercent })
        .min(MOVE_PERCENT_MIN, MESSAGES.movePercent)
        .max(MOVE_PERCENT_MAX, MESSAGES.movePercent),
    }),
    strictObject({
      ...ruleBase,
      kind: z.literal('insider'),
      symbols: watched,
      direction: z.enum(TRADE_DIRECTIONS, { error: MESSAGES.tradeDirection }).default('any'),
    }),
    strictObject({
      ...ruleBase,
      kind: z.literal('politician'),
      symbols: watched,
      direction: z.enum(TRADE_DIRECTIONS, { error: MESSAGES.tradeDirection }).default('any'),
    }),
    strictObject({
      ...ruleBase,
      kind: z.literal('economic'),
      minImportance: z.enum(RELEASE_IMPORTANCE, { error: MESSAGES.importance }).default('high'),
    }),
    strictObject({
      ...ruleBase,
      kind: z.literal('news'),
      symbols: tickerList(ALERT_RULE_SYMBOLS_MAX, MESSAGES.tooManyRuleSymbols).default([]),
      watchlist: flag.default(false),
    }).refine((rule) => rule.symbols.length > 0 || rule.watchlist, {
      message: MESSAGES.noNewsSymbols,
      path: ['symbols'],
    }),
    strictObject({
      ...ruleBase,
      kind: z.literal('analyst'),
      actions: uniqueList(RATING_ACTIONS as [RatingAction, ...RatingAction[]], MESSAGES.ratingAction).default([]),
      firms: z
        .array(z.string({ error: MESSAGES.firmName }).trim().min(1, MESSAGES.firmName).max(60, MESSAGES.firmName), {
          error: MESSAGES.firmName,
        })
        .max(ALERT_RULE_FIRMS_MAX, MESSAGES.tooManyFirms)
        .default([]),
      symbols: tickerList(ALERT_RULE_SYMBOLS_MAX, MESSAGES.tooManyRuleSymbols).default([]),
      watchlist: flag.default(false),
      minUpside: z
        .number({ error: MESSAGES.minUpside })
        .min(-100, MESSAGES.minUpside)
        .max(1_000, MESSAGES.minUpside)
        .nullable()
        .default(null),
      minSuccess: z
        .number({ error: MESSAGES.minSuccess })
        .min(0, MESSAGES.minSuccess)
        .max(100, MESSAGES.minSuccess)
        .nullable()
        .default(null),
    }),
    strictObject({
      ...ruleBase,
      kind: z.literal('scanner'),
      events: uniqueList(SCANNER_ALERT_EVENTS, MESSAGES.scannerEvents).refine(
        (list) => list.length > 0,
        MESSAGES.scannerEvents,
      ),
      symbols: tickerList(ALERT_RULE_SYMBOLS_MAX, MESSAGES.tooManyRuleSymbols).default([]),
      watchlist: flag.default(false),
      confirmedOnly: flag.default(false),
    }),
    strictObject({
      ...ruleBase,
      kind: z.literal('screen'),
      screenId: z
        .string({ error: MESSAGES.unknownScreen })
        .trim()
        .min(1, MESSAGES.unknownScreen)
        .max(64, MESSAGES.unknownScreen),
      changes: uniqueList(SCREEN_CHANGES, MESSAGES.screenChanges)
        .refine((list) => list.length > 0, MESSAGES.screenChanges)
        .default(['enter']),
    }),
    strictObject({
      ...ruleBase,
      kind: z.literal('earnings'),
      symbols: tickerList(ALERT_RULE_SYMBOLS_MAX, MESSAGES.tooManyRuleSymbols).default([]),
      watchlist: flag.default(false),
      surprise: z.enum(EARNINGS_SURPRISES, { error: MESSAGES.earningsSurprise }).default('any'),
    }),
  ],
  { error: MESSAGES.ruleKind },
);

export const smsAlertFilterSchema = strictObject({
  enabled: flag,
  /** The rules texted; saved flow filters are named by id (checked against the stored filters). */
  rules: z
    .array(alertRuleSchema, { error: 'Send a list of rules.' })
    .max(ALERT_RULES_MAX, MESSAGES.tooManyRules)
    .superRefine((rules, ctx) => {
      const seen = new Set<string>();
      rules.forEach((rule: unknown, index) => {
        const id = textField(rule, 'id');
        if (id === undefined) return;
        if (seen.has(id)) ctx.addIssue({ code: 'custom', path: [index, 'id'], message: MESSAGES.duplicateRuleId });
        seen.add(id);
        const target = rule as { sms?: unknown; discord?: unknown };
        if (target.sms === false && target.discord === false)
          ctx.addIssue({ code: 'custom', path: [index, 'sms'], message: MESSAGES.ruleNoDelivery });
      });
    }, WHEN_LIST)
    .default([]),
  /** The user's time zone: the daily cap counts texts per day here. */
  timeZone: timeZone.default(DEFAULT_QUIET_HOURS_TIME_ZONE),
  /** Ids of saved alert filters whose matches are texted; checked against the stored filters. */
  filterIds: z
    .array(z.string({ error: MESSAGES.unknownFilter }), { error: 'Send a list of filter ids.' })
    .max(ALERT_FILTERS_MAX, MESSAGES.tooManyFilters)
    .superRefine((ids, ctx) => {
      const seen = new Set<string>();
      ids.forEach((id, index) => {
        if (seen.has(id)) ctx.addIssue({ code: 'custom', path: [index], message: MESSAGES.duplicateFilterRef });
        seen.add(id);
      });
    }, WHEN_LIST)
    .default([]),
  /** No texts between start and end (an overnight range such as 22:00–07:00 wraps midnight). */
  quietHours: strictObject({
    start: clockTime,
    end: clockTime,
    timeZone: timeZone.default(DEFAULT_QUIET_HOURS_TIME_ZONE),
  })
    .refine((hours) => hours.start !== hours.end, {
      message: MESSAGES.quietHoursEmpty,
      path: ['end'],
      ...whenValid('start', 'end'),
    })
    .nullable()
    .default(null),
  maxPerDay: wholeNumber(SMS_MAX_PER_DAY_MIN, SMS_MAX_PER_DAY_MAX, MESSAGES.maxPerDay),
});

export type SmsAlertFilter = z.output<typeof smsAlertFilterSchema>;

export const DEFAULT_ALERT_FILTERS: AlertFilters = { filters: [] };
/** No dashboards saved: the tools remote shows its default dashboard until the first save. */
export const DEFAULT_DASHBOARD_CONFIG: DashboardConfig = {
  dashboards: [],
  active: null,
  watchlist: ['SPY', 'QQQ', 'AAPL', 'NVDA', 'TSLA'],
};
export const DEFAULT_SMS_ALERT_FILTER: SmsAlertFilter = {
  enabled: false,
  rules: [],
  timeZone: DEFAULT_QUIET_HOURS_TIME_ZONE,
  filterIds: [],
  quietHours: null,
  maxPerDay: 25,
};

/** One per-user settings document: its path under user/settings/, schema, default and save message. */
export interface SettingsDescriptor<T> {
  path: string;
  schema: z.ZodType<T>;
  defaults: T;
  savedMessage: string;
}

/** Every settings document, keyed by the `kind` stored in user_settings (also its path). */
export const SETTINGS = {
  'alert-filters': {
    path: 'alert-filters',
    schema: alertFiltersSchema,
    defaults: DEFAULT_ALERT_FILTERS,
    savedMessage: 'Alert filters saved',
    // The stored document must be the type the clients read (the endpoint's contract).
  } satisfies SettingsDescriptor<AlertFilters> & SettingsDescriptor<AlertFiltersDocument>,
  'dashboard-config': {
    path: 'dashboard-config',
    schema: dashboardConfigSchema,
    defaults: DEFAULT_DASHBOARD_CONFIG,
    savedMessage: 'Dashboard saved',
    // The stored document must be the type the clients read (the endpoint's contract).
  } satisfies SettingsDescriptor<DashboardConfig> & SettingsDescriptor<DashboardConfigDocument>,
  'sms-alert-filter': {
    path: 'sms-alert-filter',
    schema: smsAlertFilterSchema,
    defaults: DEFAULT_SMS_ALERT_FILTER,
    savedMessage: 'SMS alert settings saved',
    // The stored document must be the type the clients read (the endpoint's contract).
  } satisfies SettingsDescriptor<SmsAlertFilter> & SettingsDescriptor<SmsAlertSettings>,
};

export type SettingsKind = keyof typeof SETTINGS;
export type SettingsValue<K extends SettingsKind> = z.output<(typeof SETTINGS)[K]['schema']>;

/** Any common way of writing an international number → E.164 (`+14155552671`). */
export const phoneNumberSchema = requiredText()
  .max(PHONE_INPUT_MAX, MESSAGES.phone)
  .transform((value, ctx) => {
    const parsed = parsePhoneNumberFromString(value);
    if (!parsed?.isValid()) {
      ctx.addIssue({ code: 'custom', message: MESSAGES.phone });
      return z.NEVER;
    }
    if (parsed.ext) {
      ctx.addIssue({ code: 'custom', message: MESSAGES.phoneExtension });
      return z.NEVER;
    }
    return parsed.number;
  });

export const updateProfileSchema = strictObject({
  phone_number: phoneNumberSchema,
  firstName: personName().optional(),
  lastName: personName().optional(),
  /** Blank clears it (the profile then shows the username). */
  displayName: personName().optional(),
  /** The one-time code texted to phone_number (POST user/phone/code): marks the number verified. */
  code: z.string({ error: 'Enter the code as text.' }).trim().optional(),
});

export type ProfileUpdate = z.output<typeof updateProfileSchema>;

export const grantSchema = strictObject({
  username: requiredText().max(254, 'Unknown user.'),
  days: wholeNumber(1, GRANT_DAYS_MAX, MESSAGES.grantDays),
  bot: flag.default(false),
});

export type GrantInput = z.output<typeof grantSchema>;

/** POST user/phone/code. */
export const phoneCodeSchema = strictObject({ phone_number: phoneNumberSchema });
