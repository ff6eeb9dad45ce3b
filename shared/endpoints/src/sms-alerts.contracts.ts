/**
 * The SMS alerts endpoints' contracts (see ./sms-alerts.ts), with the settings document's schema: its rules,
 * quiet hours, time zone and daily cap. The saved filters and screens the rules name, and the verified
 * phone number switching them on needs, are checked by the API against the account.
 */
import type { RatingAction } from '@flowdeck/api-types';
import {
  flag,
  strictObject,
  textField,
  WHEN_LIST,
  whenValid,
  wholeNumber,
} from '@flowdeck/endpoints/account/contracts';
import { RATING_ACTIONS } from '@flowdeck/endpoints/analyst-ratings';
import { defineContract } from '@flowdeck/endpoints/contract';
import {
  ALERT_RULE_FIRMS_MAX,
  ALERT_RULE_KINDS,
  ALERT_RULE_NAME_MAX,
  ALERT_RULE_SYMBOLS_MAX,
  ALERT_RULES_MAX,
  DEFAULT_QUIET_HOURS_TIME_ZONE,
  DISCORD_ADD_ON_REQUIRED,
  EARNINGS_SURPRISES,
  MOVE_PERCENT_MAX,
  MOVE_PERCENT_MIN,
  PRICE_DIRECTIONS,
  RELEASE_IMPORTANCE,
  SAVE_SMS_ALERT_SETTINGS,
  SCANNER_ALERT_EVENTS,
  SCREEN_CHANGES,
  SMS_ALERT_SETTINGS,
  SMS_DELIVERIES,
  SMS_INBOUND,
  SMS_MAX_PER_DAY_MAX,
  SMS_MAX_PER_DAY_MIN,
  SMS_TEST_SEND,
  TRADE_DIRECTIONS,
} from '@flowdeck/endpoints/sms-alerts';
import { ALERT_FILTERS_MAX } from '@flowdeck/endpoints/user-settings';
import { SETTINGS_MESSAGES, ticker, tickerList, uniqueList } from '@flowdeck/endpoints/user-settings/contracts';
import { z } from 'zod';

/**
 * The SMS settings' field errors. Here rather than in the zod-free module, like the other settings
 * documents' (SETTINGS_MESSAGES): several are built from value lists by calls a minifier keeps.
 */
export const SMS_ALERT_MESSAGES = {
  time: 'Use a 24-hour time such as 22:00.',
  quietHoursEmpty: 'Quiet hours must start and end at different times.',
  timeZone: 'Use a time zone such as America/New_York.',
  maxPerDay: `Allow from ${SMS_MAX_PER_DAY_MIN} to ${SMS_MAX_PER_DAY_MAX} texts a day.`,
  unknownFilter: 'No saved alert filter has this id.',
  duplicateFilterRef: 'This filter is already selected.',
  ruleId: 'Rule ids are 1–64 letters, digits, "-" or "_".',
  ruleNoDelivery: 'Choose where this rule alerts you: by text, in Discord, or both.',
  /** A rule newly choosing Discord without the add-on (checked by the API against the account). */
  discordAddOnRequired: DISCORD_ADD_ON_REQUIRED,
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
} as const;

const M = SMS_ALERT_MESSAGES;

const clockTime = z.string({ error: M.time }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, M.time);

/** IANA zone name, stored in its canonical spelling ("america/new_york" → "America/New_York"). */
const timeZone = z.string({ error: M.timeZone }).transform((value, ctx) => {
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: value }).resolvedOptions().timeZone;
  } catch {
    ctx.addIssue({ code: 'custom', message: M.timeZone });
    return z.NEVER;
  }
});

const ruleBase = {
  id: z.string({ error: M.ruleId }).regex(/^[A-Za-z0-9_-]{1,64}$/, M.ruleId),
  name: z.string({ error: M.ruleName }).trim().min(1, M.ruleName).max(ALERT_RULE_NAME_MAX, M.ruleName),
  enabled: flag.default(true),
  /** Texted (while SMS alerts are on); rules saved before this field were texted. */
  sms: flag.default(true),
  /** Posted by the Discord bot (while it is connected and on): the same rule, written once. */
  discord: flag.default(false),
};
const watched = tickerList(ALERT_RULE_SYMBOLS_MAX, M.tooManyRuleSymbols).refine(
  (list) => list.length > 0,
  M.noRuleSymbols,
);

/** One SMS alert rule; its kind says which signal it watches (see ./sms-alerts.ts). */
const alertRuleSchema = z.discriminatedUnion(
  'kind',
  [
    strictObject({
      ...ruleBase,
      kind: z.literal('flow'),
      filterId: z.string({ error: M.unknownFilter }),
    }),
    strictObject({
      ...ruleBase,
      kind: z.literal('price'),
      symbol: ticker,
      direction: z.enum(PRICE_DIRECTIONS, { error: M.priceDirection }),
      level: z.number({ error: M.priceLevel }).positive(M.priceLevel).max(1_000_000, M.priceLevel),
    }),
    strictObject({
      ...ruleBase,
      kind: z.literal('move'),
      symbol: ticker,
      percent: z
        .number({ error: M.movePercent })
        .min(MOVE_PERCENT_MIN, M.movePercent)
        .max(MOVE_PERCENT_MAX, M.movePercent),
    }),
    strictObject({
      ...ruleBase,
      kind: z.literal('insider'),
      symbols: watched,
      direction: z.enum(TRADE_DIRECTIONS, { error: M.tradeDirection }).default('any'),
    }),
    strictObject({
      ...ruleBase,
      kind: z.literal('politician'),
      symbols: watched,
      direction: z.enum(TRADE_DIRECTIONS, { error: M.tradeDirection }).default('any'),
    }),
    strictObject({
      ...ruleBase,
      kind: z.literal('economic'),
      minImportance: z.enum(RELEASE_IMPORTANCE, { error: M.importance }).default('high'),
    }),
    strictObject({
      ...ruleBase,
      kind: z.literal('news'),
      symbols: tickerList(ALERT_RULE_SYMBOLS_MAX, M.tooManyRuleSymbols).default([]),
      watchlist: flag.default(false),
    }).refine((rule) => rule.symbols.length > 0 || rule.watchlist, {
      message: M.noNewsSymbols,
      path: ['symbols'],
    }),
    strictObject({
      ...ruleBase,
      kind: z.literal('analyst'),
      actions: uniqueList(RATING_ACTIONS as [RatingAction, ...RatingAction[]], M.ratingAction).default([]),
      firms: z
        .array(z.string({ error: M.firmName }).trim().min(1, M.firmName).max(60, M.firmName), {
          error: M.firmName,
        })
        .max(ALERT_RULE_FIRMS_MAX, M.tooManyFirms)
        .default([]),
      symbols: tickerList(ALERT_RULE_SYMBOLS_MAX, M.tooManyRuleSymbols).default([]),
      watchlist: flag.default(false),
      minUpside: z
        .number({ error: M.minUpside })
        .min(-100, M.minUpside)
        .max(1_000, M.minUpside)
        .nullable()
        .default(null),
      minSuccess: z
        .number({ error: M.minSuccess })
        .min(0, M.minSuccess)
        .max(100, M.minSuccess)
        .nullable()
        .default(null),
    }),
    strictObject({
      ...ruleBase,
      kind: z.literal('scanner'),
      events: uniqueList(SCANNER_ALERT_EVENTS, M.scannerEvents).refine((list) => list.length > 0, M.scannerEvents),
      symbols: tickerList(ALERT_RULE_SYMBOLS_MAX, M.tooManyRuleSymbols).default([]),
      watchlist: flag.default(false),
      confirmedOnly: flag.default(false),
    }),
    strictObject({
      ...ruleBase,
      kind: z.literal('screen'),
      screenId: z.string({ error: M.unknownScreen }).trim().min(1, M.unknownScreen).max(64, M.unknownScreen),
      changes: uniqueList(SCREEN_CHANGES, M.screenChanges)
        .refine((list) => list.length > 0, M.screenChanges)
        .default(['enter']),
    }),
    strictObject({
      ...ruleBase,
      kind: z.literal('earnings'),
      symbols: tickerList(ALERT_RULE_SYMBOLS_MAX, M.tooManyRuleSymbols).default([]),
      watchlist: flag.default(false),
      surprise: z.enum(EARNINGS_SURPRISES, { error: M.earningsSurprise }).default('any'),
    }),
  ],
  { error: M.ruleKind },
);

/** The stored SMS alert settings (user/settings/sms-alert-filter); read back through it too, to fill in later fields. */
export const smsAlertFilterSchema = strictObject({
  enabled: flag,
  /** The rules texted; saved flow filters are named by id (checked against the stored filters). */
  rules: z
    .array(alertRuleSchema, { error: 'Send a list of rules.' })
    .max(ALERT_RULES_MAX, M.tooManyRules)
    .superRefine((rules, ctx) => {
      const seen = new Set<string>();
      rules.forEach((rule: unknown, index) => {
        const id = textField(rule, 'id');
        if (id === undefined) return;
        if (seen.has(id)) ctx.addIssue({ code: 'custom', path: [index, 'id'], message: M.duplicateRuleId });
        seen.add(id);
        const target = rule as { sms?: unknown; discord?: unknown };
        if (target.sms === false && target.discord === false)
          ctx.addIssue({ code: 'custom', path: [index, 'sms'], message: M.ruleNoDelivery });
      });
    }, WHEN_LIST)
    .default([]),
  /** The user's time zone: the daily cap counts texts per day here. */
  timeZone: timeZone.default(DEFAULT_QUIET_HOURS_TIME_ZONE),
  /** Ids of saved alert filters whose matches are texted; checked against the stored filters. */
  filterIds: z
    .array(z.string({ error: M.unknownFilter }), { error: 'Send a list of filter ids.' })
    .max(ALERT_FILTERS_MAX, SETTINGS_MESSAGES.tooManyFilters)
    .superRefine((ids, ctx) => {
      const seen = new Set<string>();
      ids.forEach((id, index) => {
        if (seen.has(id)) ctx.addIssue({ code: 'custom', path: [index], message: M.duplicateFilterRef });
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
      message: M.quietHoursEmpty,
      path: ['end'],
      ...whenValid('start', 'end'),
    })
    .nullable()
    .default(null),
  maxPerDay: wholeNumber(SMS_MAX_PER_DAY_MIN, SMS_MAX_PER_DAY_MAX, M.maxPerDay),
});

export type SmsAlertFilter = z.output<typeof smsAlertFilterSchema>;

export const smsAlertSettingsContract = defineContract(SMS_ALERT_SETTINGS, {});
/** The saved filters and screens the rules name, and the verified number `enabled` needs, are the API's answer. */
export const saveSmsAlertSettingsContract = defineContract(SAVE_SMS_ALERT_SETTINGS, { body: smsAlertFilterSchema });
export const smsDeliveriesContract = defineContract(SMS_DELIVERIES, {});
export const smsTestSendContract = defineContract(SMS_TEST_SEND, { body: z.object({}).strict().optional() });

/** Twilio's inbound form: From (E.164) and Body, among many fields kept only for the signature check. */
export const smsInboundContract = defineContract(SMS_INBOUND, {
  body: z.looseObject({
    From: z.string({ error: 'From is required.' }).trim().min(1, 'From is required.').max(32),
    Body: z.string({ error: 'Body is required.' }).max(1_600),
  }),
});
