import type { FlowTradeKind, RatingAction } from '@flowdeck/api-types';
import { FLOW_SECTORS, TRADE_SIDES as SIDES } from '@flowdeck/endpoints/market';
import {
  ALERT_FILTERS_MAX,
  type AlertFilters as AlertFiltersDocument,
  CALL_PUT,
  FILTER_NAME_MAX,
  FILTER_TICKERS_MAX,
} from '@flowdeck/endpoints/user-settings';
import { RATING_ACTIONS } from '@flowdeck/endpoints/analyst-ratings';
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
import {
  DASHBOARD_COLUMNS,
  DASHBOARD_ITEMS_MAX,
  DASHBOARD_NAME_MAX,
  DASHBOARDS_MAX,
  LINK_GROUPS,
  WIDGET_IDS,
  WIDGET_MAX_ROWS,
  WIDGET_SETTING_VALUE_MAX,
  WIDGET_SETTINGS_MAX_KEYS,
} from '@flowdeck/contract/dashboard';
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { z } from 'zod';
import { InputError, type FieldErrors } from '../../errors.js';
import { requiredText, REQUIRED_MESSAGE } from '../../lib/validation.js';
import { MESSAGES as AUTH_MESSAGES, PASSWORD_MAX, PASSWORD_MIN } from '../auth/schemas.js';
import { FLOW_KINDS } from '../market/schemas.js';

// The alert filters' limits and value lists are the endpoint's contract, shared with the clients.
export { ALERT_FILTERS_MAX, CALL_PUT, FILTER_NAME_MAX, FILTER_TICKERS_MAX };
// The SMS settings' limits are their endpoint's contract too.
export { SMS_MAX_PER_DAY_MAX, SMS_MAX_PER_DAY_MIN };
export const WATCHLIST_MAX = 100;
/** Dollar premium of one print; the largest single option trades are in the low billions. */
export const PREMIUM_MAX = 10_000_000_000;
/** Contracts in one print. */
export const SIZE_MAX = 10_000_000;
/** Days to expiration: the longest LEAPS run about three years. */
export const DTE_MAX = 1_095;
export const MARKET_CAP_MAX = 100_000_000_000_000;
export const PERSON_NAME_MAX = 50;
export const PHONE_INPUT_MAX = 32;
/** The longest subscription extension one admin grant may give (ten years). */
export const GRANT_DAYS_MAX = 3_660;
export const DEFAULT_QUIET_HOURS_TIME_ZONE = 'America/New_York';

/** Where a print traded relative to the quote, from most to least aggressive buyer. */
export const TRADE_SIDES = SIDES;
export const FILTER_SECTORS = FLOW_SECTORS;

export const MESSAGES = {
  required: REQUIRED_MESSAGE,
  unknownField: 'Unknown field.',
  expectedObject: 'Send a JSON object.',
  ticker: 'Enter a valid ticker (for example AAPL or BRK.B).',
  filterId: 'Filter ids are 1–64 letters, digits, "-" or "_".',
  filterName: `Filter names are 1–${FILTER_NAME_MAX} characters.`,
  duplicateFilterId: 'Another filter has this id.',
  duplicateFilterName: 'Another filter has this name.',
  tooManyFilters: `Save at most ${ALERT_FILTERS_MAX} alert filters.`,
  tooManyTickers: `A filter can name at most ${FILTER_TICKERS_MAX} tickers.`,
  tooManyWatchlist: `A watchlist holds at most ${WATCHLIST_MAX} tickers.`,
  callPut: 'Choose calls, puts or both.',
  side: 'Sides are above_ask, ask, mid, bid or below_bid.',
  noSides: 'Choose at least one side.',
  sector: `Sectors are ${FILTER_SECTORS.join(', ')}.`,
  kind: `Trade types are ${FLOW_KINDS.join(', ')}.`,
  amount: 'Enter a number of zero or more.',
  wholeNumber: 'Enter a whole number of zero or more.',
  dte: `Days to expiration run from 0 to ${DTE_MAX}.`,
  dteOrder: 'The maximum days to expiration must not be below the minimum.',
  marketCapOrder: 'The maximum market cap must not be below the minimum.',
  boolean: 'Use true or false.',
  widget: `Unknown widget: widgets are ${WIDGET_IDS.join(', ')}.`,
  itemKey: 'Item keys are 1–32 letters, digits, "-" or "_".',
  duplicateItemKey: 'Another widget on this dashboard has this key.',
  tooManyItems: `A dashboard holds at most ${DASHBOARD_ITEMS_MAX} widgets.`,
  widgetSettings: `Widget settings are at most ${WIDGET_SETTINGS_MAX_KEYS} text values of up to ${WIDGET_SETTING_VALUE_MAX} characters.`,
  linkGroup: `Link groups are ${LINK_GROUPS.join(', ')} or null.`,
  dashboardId: 'Dashboard ids are 1–32 letters, digits, "-" or "_".',
  dashboardName: `Dashboard names are 1–${DASHBOARD_NAME_MAX} characters.`,
  duplicateDashboard: 'Another dashboard has this id.',
  tooManyDashboards: `Keep at most ${DASHBOARDS_MAX} dashboards.`,
  activeDashboard: 'The active dashboard must be one of the dashboards, or null.',
  cellItem: 'This cell names no widget on the dashboard.',
  duplicateCell: 'This widget already has a cell in this layout.',
  cellPosition: 'Cell positions are whole numbers of zero or more.',
  cellHeight: `Cell heights run from 1 to ${WIDGET_MAX_ROWS} rows.`,
  cellTooWide: (columns: number) => `The cell runs past the grid's ${columns} columns.`,
  cellOverlap: (other: string) => `The cell overlaps the cell of ${other}.`,
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
  personName: `Use at most ${PERSON_NAME_MAX} characters.`,
  controlCharacters: 'Remove the control characters.',
  grantDays: `Days must be a whole number from 1 to ${GRANT_DAYS_MAX}.`,
  profileUpdated: 'Profile updated',
} as const;

/**
 * Field errors for the account forms: like the shared mapping, except that each unknown key is reported
 * under its own name ("filters.0.colour": "Unknown field.") rather than on its parent object.
 */
export function accountFieldErrors(error: z.ZodError): FieldErrors {
  const fields: FieldErrors = {};
  const add = (path: readonly PropertyKey[], message: string) => {
    const key = path.length > 0 ? path.map(String).join('.') : 'non_field_errors';
    if (!(key in fields)) fields[key] = message;
  };
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys')
      for (const key of issue.keys) add([...issue.path, key], MESSAGES.unknownField);
    else add(issue.path, issue.message);
  }
  return fields;
}

/** Parses an account body; any problem becomes a 400 listing every field. */
export function parseAccountInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (!result.success) throw new InputError(accountFieldErrors(result.error));
  return result.data;
}

/** A closed object: unknown keys are refused (see accountFieldErrors), a non-object gets one clear message. */
function strictObject<T extends z.core.$ZodLooseShape>(shape: T) {
  return z.strictObject(shape, {
    error: (issue) => (issue.code === 'invalid_type' ? MESSAGES.expectedObject : undefined),
  });
}

/**
 * Cross-field rules normally run only when the whole object is valid; these run as soon as the fields
 * they compare are valid, so one response lists every problem.
 */
function whenValid(...fields: string[]) {
  return {
    when: (payload: z.core.ParsePayload) =>
      typeof payload.value === 'object' &&
      payload.value !== null &&
      !payload.issues.some((issue) => fields.includes(String(issue.path?.[0]))),
  };
}

/** List rules (no repeats) run whenever there is a list, looking at whichever items are well-formed. */
const WHEN_LIST = { when: (payload: z.core.ParsePayload) => Array.isArray(payload.value) };

/** A string property of a list item that may still be raw input (see WHEN_LIST), else undefined. */
function textField(item: unknown, key: string): string | undefined {
  const value = typeof item === 'object' && item !== null ? (item as Record<string, unknown>)[key] : undefined;
  return typeof value === 'string' ? value : undefined;
}

/** AAPL, BRK.B, BF-B, SPX: stored upper-case. */
export const TICKER_PATTERN = /^[A-Z]{1,5}([.-][A-Z]{1,2})?$/;

const ticker = z
  .string({ error: MESSAGES.ticker })
  .trim()
  .transform((value) => value.toUpperCase())
  .refine((value) => TICKER_PATTERN.test(value), MESSAGES.ticker);

/** A ticker list, upper-cased and without repeats (first occurrence kept). */
function tickerList(max: number, tooMany: string) {
  return z
    .array(ticker, { error: 'Send a list of tickers.' })
    .transform((values) => [...new Set(values)])
    .refine((values) => values.length <= max, tooMany);
}

function uniqueList<T extends string>(values: readonly [T, ...T[]], message: string) {
  return z.array(z.enum(values, { error: message }), { error: message }).transform((list) => [...new Set(list)]);
}

const flag = z.boolean({ error: MESSAGES.boolean });
const amount = z.number({ error: MESSAGES.amount }).min(0, MESSAGES.amount);
/**
 * A whole number within bounds. Not zod's `.int()`: its failure aborts the enclosing object's checks,
 * which would hide the cross-field rules (see whenValid) on the same response.
 */
function wholeNumber(min: number, max: number, message: string) {
  return z
    .number({ error: message })
    .refine((value) => Number.isInteger(value) && value >= min && value <= max, message);
}

const count = (max: number) => wholeNumber(0, max, MESSAGES.wholeNumber);
const dte = wholeNumber(0, DTE_MAX, MESSAGES.dte);

/** A saved options-flow filter; absent criteria mean "no constraint". */
export const alertFilterSchema = strictObject({
  id: z.string({ error: MESSAGES.filterId }).regex(/^[A-Za-z0-9_-]{1,64}$/, MESSAGES.filterId),
  name: z
    .string({ error: MESSAGES.filterName })
    .trim()
    .min(1, MESSAGES.filterName)
    .max(FILTER_NAME_MAX, MESSAGES.filterName),
  /** Empty: every ticker. */
  tickers: tickerList(FILTER_TICKERS_MAX, MESSAGES.tooManyTickers).default([]),
  callPut: z.enum(CALL_PUT, { error: MESSAGES.callPut }).default('both'),
  sides: uniqueList(TRADE_SIDES, MESSAGES.side)
    .refine((list) => list.length > 0, MESSAGES.noSides)
    .default([...TRADE_SIDES]),
  minPremium: amount.max(PREMIUM_MAX, MESSAGES.amount).nullable().default(null),
  minSize: count(SIZE_MAX).nullable().default(null),
  dteMin: dte.nullable().default(null),
  dteMax: dte.nullable().default(null),
  otmOnly: flag.default(false),
  sweepsOnly: flag.default(false),
  /** Only prints whose day volume already exceeds open interest (new positioning). */
  volumeOverOi: flag.default(false),
  /** Empty: every sector. */
  sectors: uniqueList(FILTER_SECTORS, MESSAGES.sector).default([]),
  /** Trade types (sweep, block, split, multi-leg, single); empty: every type. */
  kinds: uniqueList(FLOW_KINDS as readonly [FlowTradeKind, ...FlowTradeKind[]], MESSAGES.kind).default([]),
  marketCapMin: amount.max(MARKET_CAP_MAX, MESSAGES.amount).nullable().default(null),
  marketCapMax: amount.max(MARKET_CAP_MAX, MESSAGES.amount).nullable().default(null),
  unusualOnly: flag.default(false),
})
  .refine((f) => f.dteMin === null || f.dteMax === null || f.dteMax >= f.dteMin, {
    path: ['dteMax'],
    message: MESSAGES.dteOrder,
    ...whenValid('dteMin', 'dteMax'),
  })
  .refine((f) => f.marketCapMin === null || f.marketCapMax === null || f.marketCapMax >= f.marketCapMin, {
    path: ['marketCapMax'],
    message: MESSAGES.marketCapOrder,
    ...whenValid('marketCapMin', 'marketCapMax'),
  });

export const alertFiltersSchema = strictObject({
  filters: z
    .array(alertFilterSchema, { error: 'Send a list of filters.' })
    .max(ALERT_FILTERS_MAX, MESSAGES.tooManyFilters)
    .superRefine((filters, ctx) => {
      const ids = new Set<string>();
      const names = new Set<string>();
      filters.forEach((filter: unknown, index) => {
        const id = textField(filter, 'id');
        if (id !== undefined) {
          if (ids.has(id)) ctx.addIssue({ code: 'custom', path: [index, 'id'], message: MESSAGES.duplicateFilterId });
          ids.add(id);
        }
        const name = textField(filter, 'name')?.trim().toLowerCase();
        if (name !== undefined) {
          if (names.has(name))
            ctx.addIssue({ code: 'custom', path: [index, 'name'], message: MESSAGES.duplicateFilterName });
          names.add(name);
        }
      });
    }, WHEN_LIST),
});

const itemKey = z.string({ error: MESSAGES.itemKey }).regex(/^[\w-]{1,32}$/, MESSAGES.itemKey);

const dashboardItemSchema = strictObject({
  key: itemKey,
  widget: z.enum(WIDGET_IDS, { error: MESSAGES.widget }),
  settings: z
    .record(
      z.string().regex(/^[A-Za-z]\w{0,31}$/),
      z.string({ error: MESSAGES.widgetSettings }).max(WIDGET_SETTING_VALUE_MAX, MESSAGES.widgetSettings),
      { error: MESSAGES.widgetSettings },
    )
    .refine((settings) => Object.keys(settings).length <= WIDGET_SETTINGS_MAX_KEYS, MESSAGES.widgetSettings)
    .default({}),
  link: z
    .union(
      LINK_GROUPS.map((group) => z.literal(group)),
      { error: MESSAGES.linkGroup },
    )
    .nullable()
    .default(null),
});

const cellSchema = strictObject({
  i: itemKey,
  x: wholeNumber(0, 1_000, MESSAGES.cellPosition),
  y: wholeNumber(0, 10_000, MESSAGES.cellPosition),
  w: wholeNumber(1, DASHBOARD_COLUMNS.lg, MESSAGES.cellTooWide(DASHBOARD_COLUMNS.lg)),
  h: wholeNumber(1, WIDGET_MAX_ROWS, MESSAGES.cellHeight),
});
type Cell = z.output<typeof cellSchema>;

/** Layouts are checked as a grid: every cell names a widget once, fits the columns and covers no other. */
function checkLayout(
  cells: readonly Cell[],
  columns: number,
  keys: ReadonlySet<string>,
  path: (string | number)[],
  ctx: z.core.$RefinementCtx,
) {
  const seen = new Set<string>();
  cells.forEach((cell, index) => {
    if (!keys.has(cell.i)) ctx.addIssue({ code: 'custom', path: [...path, index, 'i'], message: MESSAGES.cellItem });
    if (seen.has(cell.i))
      ctx.addIssue({ code: 'custom', path: [...path, index, 'i'], message: MESSAGES.duplicateCell });
    seen.add(cell.i);
    if (cell.x + cell.w > columns)
      ctx.addIssue({ code: 'custom', path: [...path, index, 'w'], message: MESSAGES.cellTooWide(columns) });
    const other = cells
      .slice(0, index)
      .find((o) => cell.x < o.x + o.w && o.x < cell.x + cell.w && cell.y < o.y + o.h && o.y < cell.y + cell.h);
    if (other) ctx.addIssue({ code: 'custom', path: [...path, index], message: MESSAGES.cellOverlap(other.i) });
  });
}

const LAYOUT_BREAKPOINTS = ['lg', 'md', 'sm'] as const;

const dashboardSchema = strictObject({
  id: z.string({ error: MESSAGES.dashboardId }).regex(/^[\w-]{1,32}$/, MESSAGES.dashboardId),
  name: z
    .string({ error: MESSAGES.dashboardName })
    .trim()
    .min(1, MESSAGES.dashboardName)
    .max(DASHBOARD_NAME_MAX, MESSAGES.dashboardName),
  items: z
    .array(dashboardItemSchema, { error: 'Send a list of widgets.' })
    .max(DASHBOARD_ITEMS_MAX, MESSAGES.tooManyItems),
  layouts: strictObject(
    Object.fromEntries(
      LAYOUT_BREAKPOINTS.map((bp) => [bp, z.array(cellSchema, { error: 'Send a list of cells.' }).optional()]),
    ) as Record<(typeof LAYOUT_BREAKPOINTS)[number], z.ZodOptional<z.ZodArray<typeof cellSchema>>>,
  ).default({}),
  links: strictObject(
    Object.fromEntries(LINK_GROUPS.map((group) => [String(group), ticker.optional()])) as Record<
      '1' | '2' | '3' | '4',
      z.ZodOptional<typeof ticker>
    >,
  ).default({}),
}).superRefine((dashboard, ctx) => {
  const keys = new Set<string>();
  dashboard.items.forEach((item, index) => {
    if (keys.has(item.key))
      ctx.addIssue({ code: 'custom', path: ['items', index, 'key'], message: MESSAGES.duplicateItemKey });
    keys.add(item.key);
  });
  for (const bp of LAYOUT_BREAKPOINTS) {
    const cells = dashboard.layouts[bp];
    if (cells) checkLayout(cells, DASHBOARD_COLUMNS[bp], keys, ['layouts', bp], ctx);
  }
});

/** Documents saved before named dashboards kept a flat `widgets` list: it is dropped, the watchlist kept. */
function withoutLegacyWidgets(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value) || !('widgets' in value)) return value;
  const { widgets: _legacy, ...rest } = value as Record<string, unknown>;
  return rest;
}

export const dashboardConfigSchema = z.preprocess(
  withoutLegacyWidgets,
  strictObject({
    dashboards: z
      .array(dashboardSchema, { error: 'Send a list of dashboards.' })
      .max(DASHBOARDS_MAX, MESSAGES.tooManyDashboards)
      .default([]),
    active: z.string({ error: MESSAGES.activeDashboard }).nullable().default(null),
    watchlist: tickerList(WATCHLIST_MAX, MESSAGES.tooManyWatchlist).default([]),
  }).superRefine((config, ctx) => {
    const ids = new Set<string>();
    config.dashboards.forEach((dashboard, index) => {
      if (ids.has(dashboard.id))
        ctx.addIssue({ code: 'custom', path: ['dashboards', index, 'id'], message: MESSAGES.duplicateDashboard });
      ids.add(dashboard.id);
    });
    if (config.active !== null && !ids.has(config.active))
      ctx.addIssue({ code: 'custom', path: ['active'], message: MESSAGES.activeDashboard });
  }),
);

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

export type AlertFilter = z.output<typeof alertFilterSchema>;
export type AlertFilters = z.output<typeof alertFiltersSchema>;
export type DashboardConfig = z.output<typeof dashboardConfigSchema>;
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
  } satisfies SettingsDescriptor<DashboardConfig>,
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
export const SETTINGS_KINDS = Object.keys(SETTINGS) as SettingsKind[];

/** Names: trimmed, bounded, printable. */
function personName() {
  return z
    .string({ error: 'Must be text.' })
    .trim()
    .max(PERSON_NAME_MAX, MESSAGES.personName)
    .refine((value) => !/\p{Cc}/u.test(value), MESSAGES.controlCharacters);
}

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

export const AVATAR_URL_MAX = 2_048;
export const SECURITY_MESSAGES = {
  avatar: 'Use an https:// link to an image, or leave it empty.',
  currentPassword: 'Your current password is not right.',
  noPassword: 'This account signs in with Google or Apple and has no password here.',
  samePassword: 'Choose a password different from the current one.',
  passwordChanged: 'Password changed',
  signedOutEverywhere: 'Signed out everywhere. Sign in again to continue.',
  codeSent: (phone: string) => `We sent a code to ${phone}.`,
  phoneVerified: 'Phone number verified',
  alreadyVerified: 'This number is already verified.',
  codeFormat: 'Enter the 6-digit code.',
  codeExpired: 'This code has expired or was never sent to this number. Request a new code.',
  codeWrong: (left: number) =>
    left > 0
      ? `That code is not right. ${left} ${left === 1 ? 'attempt' : 'attempts'} left.`
      : 'That code is not right. Request a new code.',
  tooManyCodes: 'Too many codes were requested. Try again later.',
  resendWait: 'Wait a moment before requesting another code.',
  smsUnavailable: 'Text messages are not configured on this server.',
} as const;

/** POST user/profile: names, display name and avatar (the phone number has its own call, user/update). */
export const profileSchema = strictObject({
  firstName: personName().optional(),
  lastName: personName().optional(),
  /** Blank clears it (the profile then shows the username). */
  displayName: personName().optional(),
  /** An https image URL; blank removes the avatar. */
  avatar: z
    .string({ error: SECURITY_MESSAGES.avatar })
    .trim()
    .max(AVATAR_URL_MAX, SECURITY_MESSAGES.avatar)
    .refine((value) => {
      if (value === '') return true;
      try {
        const url = new URL(value);
        return url.protocol === 'https:' && !url.username && !url.password;
      } catch {
        return false;
      }
    }, SECURITY_MESSAGES.avatar)
    .optional(),
});

export type ProfileInput = z.output<typeof profileSchema>;

/** Passwords are not trimmed: leading or trailing spaces are part of what the user typed. */
function newPassword() {
  return z
    .string({ error: REQUIRED_MESSAGE })
    .min(1, REQUIRED_MESSAGE)
    .min(PASSWORD_MIN, AUTH_MESSAGES.passwordLength)
    .max(PASSWORD_MAX, AUTH_MESSAGES.passwordTooLong)
    .regex(/[A-Za-z]/, AUTH_MESSAGES.passwordStrength)
    .regex(/\d/, AUTH_MESSAGES.passwordStrength);
}

/** POST user/password: the current password, and the new one twice (as at sign-up). */
export const passwordChangeSchema = strictObject({
  currentPassword: z
    .string({ error: REQUIRED_MESSAGE })
    .min(1, REQUIRED_MESSAGE)
    .max(PASSWORD_MAX, SECURITY_MESSAGES.currentPassword),
  newPassword: newPassword(),
  newPassword2: z.string({ error: REQUIRED_MESSAGE }).min(1, REQUIRED_MESSAGE),
})
  .refine((input) => input.newPassword === input.newPassword2, {
    path: ['newPassword2'],
    message: AUTH_MESSAGES.passwordMismatch,
    ...whenValid('newPassword', 'newPassword2'),
  })
  .refine((input) => input.newPassword !== input.currentPassword, {
    path: ['newPassword'],
    message: SECURITY_MESSAGES.samePassword,
    ...whenValid('newPassword', 'currentPassword'),
  });

/** POST user/phone/code. */
export const phoneCodeSchema = strictObject({ phone_number: phoneNumberSchema });
