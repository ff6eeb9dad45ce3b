/**
 * The settings documents' contracts (see ./user-settings.ts): the saved alert filters and the dashboard
 * configuration. The SMS alert rules (./sms-alerts.contracts.ts) reuse the ticker lists.
 */
import { TYPED_TICKER_PATTERN } from '@flowdeck/endpoints/ticker';
import type { FlowTradeKind } from '@flowdeck/api-types';
import {
  DASHBOARD_COLUMNS,
  DASHBOARD_ITEMS_MAX,
  DASHBOARDS_MAX,
  LINK_GROUPS,
  WIDGET_IDS,
  WIDGET_MAX_ROWS,
  WIDGET_SETTING_VALUE_MAX,
  WIDGET_SETTINGS_MAX_KEYS,
  DASHBOARD_NAME_MAX,
} from '@flowdeck/contract/dashboard';
import {
  flag,
  strictObject,
  textField,
  WHEN_LIST,
  whenValid,
  wholeNumber,
} from '@flowdeck/endpoints/account/contracts';
import { defineContract } from '@flowdeck/endpoints/contract';
import { FLOW_KINDS, FLOW_SECTORS, TRADE_SIDES } from '@flowdeck/endpoints/market';
import {
  ALERT_FILTERS,
  ALERT_FILTERS_MAX,
  CALL_PUT,
  DASHBOARD_CONFIG,
  DTE_MAX,
  FILTER_NAME_MAX,
  FILTER_TICKERS_MAX,
  MARKET_CAP_MAX,
  PREMIUM_MAX,
  SAVE_ALERT_FILTERS,
  SAVE_DASHBOARD_CONFIG,
  SIZE_MAX,
  WATCHLIST_MAX,
} from '@flowdeck/endpoints/user-settings';
import { z } from 'zod';

/**
 * The settings documents' field errors. Here rather than in the zod-free module: several are built from
 * value lists by calls a minifier keeps, so every page importing a settings route would carry them.
 */
export const SETTINGS_MESSAGES = {
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
  sector: `Sectors are ${FLOW_SECTORS.join(', ')}.`,
  kind: `Trade types are ${FLOW_KINDS.join(', ')}.`,
  amount: 'Enter a number of zero or more.',
  wholeNumber: 'Enter a whole number of zero or more.',
  dte: `Days to expiration run from 0 to ${DTE_MAX}.`,
  dteOrder: 'The maximum days to expiration must not be below the minimum.',
  marketCapOrder: 'The maximum market cap must not be below the minimum.',
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
} as const;

export const ticker = z
  .string({ error: SETTINGS_MESSAGES.ticker })
  .trim()
  .transform((value) => value.toUpperCase())
  .refine((value) => TYPED_TICKER_PATTERN.test(value), SETTINGS_MESSAGES.ticker);

/** A ticker list, upper-cased and without repeats (first occurrence kept). */
export function tickerList(max: number, tooMany: string) {
  return z
    .array(ticker, { error: 'Send a list of tickers.' })
    .transform((values) => [...new Set(values)])
    .refine((values) => values.length <= max, tooMany);
}

export function uniqueList<T extends string>(values: readonly [T, ...T[]], message: string) {
  return z.array(z.enum(values, { error: message }), { error: message }).transform((list) => [...new Set(list)]);
}

const amount = z.number({ error: SETTINGS_MESSAGES.amount }).min(0, SETTINGS_MESSAGES.amount);
const count = (max: number) => wholeNumber(0, max, SETTINGS_MESSAGES.wholeNumber);
const dte = wholeNumber(0, DTE_MAX, SETTINGS_MESSAGES.dte);

/** A saved options-flow filter; absent criteria mean "no constraint". */
export const alertFilterSchema = strictObject({
  id: z.string({ error: SETTINGS_MESSAGES.filterId }).regex(/^[A-Za-z0-9_-]{1,64}$/, SETTINGS_MESSAGES.filterId),
  name: z
    .string({ error: SETTINGS_MESSAGES.filterName })
    .trim()
    .min(1, SETTINGS_MESSAGES.filterName)
    .max(FILTER_NAME_MAX, SETTINGS_MESSAGES.filterName),
  /** Empty: every ticker. */
  tickers: tickerList(FILTER_TICKERS_MAX, SETTINGS_MESSAGES.tooManyTickers).default([]),
  callPut: z.enum(CALL_PUT, { error: SETTINGS_MESSAGES.callPut }).default('both'),
  sides: uniqueList(TRADE_SIDES, SETTINGS_MESSAGES.side)
    .refine((list) => list.length > 0, SETTINGS_MESSAGES.noSides)
    .default([...TRADE_SIDES]),
  minPremium: amount.max(PREMIUM_MAX, SETTINGS_MESSAGES.amount).nullable().default(null),
  minSize: count(SIZE_MAX).nullable().default(null),
  dteMin: dte.nullable().default(null),
  dteMax: dte.nullable().default(null),
  otmOnly: flag.default(false),
  sweepsOnly: flag.default(false),
  /** Only prints whose day volume already exceeds open interest (new positioning). */
  volumeOverOi: flag.default(false),
  /** Empty: every sector. */
  sectors: uniqueList(FLOW_SECTORS, SETTINGS_MESSAGES.sector).default([]),
  /** Trade types (sweep, block, split, multi-leg, single); empty: every type. */
  kinds: uniqueList(FLOW_KINDS as readonly [FlowTradeKind, ...FlowTradeKind[]], SETTINGS_MESSAGES.kind).default([]),
  marketCapMin: amount.max(MARKET_CAP_MAX, SETTINGS_MESSAGES.amount).nullable().default(null),
  marketCapMax: amount.max(MARKET_CAP_MAX, SETTINGS_MESSAGES.amount).nullable().default(null),
  unusualOnly: flag.default(false),
})
  .refine((f) => f.dteMin === null || f.dteMax === null || f.dteMax >= f.dteMin, {
    path: ['dteMax'],
    message: SETTINGS_MESSAGES.dteOrder,
    ...whenValid('dteMin', 'dteMax'),
  })
  .refine((f) => f.marketCapMin === null || f.marketCapMax === null || f.marketCapMax >= f.marketCapMin, {
    path: ['marketCapMax'],
    message: SETTINGS_MESSAGES.marketCapOrder,
    ...whenValid('marketCapMin', 'marketCapMax'),
  });

export const alertFiltersSchema = strictObject({
  filters: z
    .array(alertFilterSchema, { error: 'Send a list of filters.' })
    .max(ALERT_FILTERS_MAX, SETTINGS_MESSAGES.tooManyFilters)
    .superRefine((filters, ctx) => {
      const ids = new Set<string>();
      const names = new Set<string>();
      filters.forEach((filter: unknown, index) => {
        const id = textField(filter, 'id');
        if (id !== undefined) {
          if (ids.has(id))
            ctx.addIssue({ code: 'custom', path: [index, 'id'], message: SETTINGS_MESSAGES.duplicateFilterId });
          ids.add(id);
        }
        const name = textField(filter, 'name')?.trim().toLowerCase();
        if (name !== undefined) {
          if (names.has(name))
            ctx.addIssue({ code: 'custom', path: [index, 'name'], message: SETTINGS_MESSAGES.duplicateFilterName });
          names.add(name);
        }
      });
    }, WHEN_LIST),
});

const itemKey = z.string({ error: SETTINGS_MESSAGES.itemKey }).regex(/^[\w-]{1,32}$/, SETTINGS_MESSAGES.itemKey);

const dashboardItemSchema = strictObject({
  key: itemKey,
  widget: z.enum(WIDGET_IDS, { error: SETTINGS_MESSAGES.widget }),
  settings: z
    .record(
      z.string().regex(/^[A-Za-z]\w{0,31}$/),
      z
        .string({ error: SETTINGS_MESSAGES.widgetSettings })
        .max(WIDGET_SETTING_VALUE_MAX, SETTINGS_MESSAGES.widgetSettings),
      { error: SETTINGS_MESSAGES.widgetSettings },
    )
    .refine((settings) => Object.keys(settings).length <= WIDGET_SETTINGS_MAX_KEYS, SETTINGS_MESSAGES.widgetSettings)
    .default({}),
  link: z
    .union(
      LINK_GROUPS.map((group) => z.literal(group)),
      { error: SETTINGS_MESSAGES.linkGroup },
    )
    .nullable()
    .default(null),
});

const cellSchema = strictObject({
  i: itemKey,
  x: wholeNumber(0, 1_000, SETTINGS_MESSAGES.cellPosition),
  y: wholeNumber(0, 10_000, SETTINGS_MESSAGES.cellPosition),
  w: wholeNumber(1, DASHBOARD_COLUMNS.lg, SETTINGS_MESSAGES.cellTooWide(DASHBOARD_COLUMNS.lg)),
  h: wholeNumber(1, WIDGET_MAX_ROWS, SETTINGS_MESSAGES.cellHeight),
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
    if (!keys.has(cell.i))
      ctx.addIssue({ code: 'custom', path: [...path, index, 'i'], message: SETTINGS_MESSAGES.cellItem });
    if (seen.has(cell.i))
      ctx.addIssue({ code: 'custom', path: [...path, index, 'i'], message: SETTINGS_MESSAGES.duplicateCell });
    seen.add(cell.i);
    if (cell.x + cell.w > columns)
      ctx.addIssue({ code: 'custom', path: [...path, index, 'w'], message: SETTINGS_MESSAGES.cellTooWide(columns) });
    const other = cells
      .slice(0, index)
      .find((o) => cell.x < o.x + o.w && o.x < cell.x + cell.w && cell.y < o.y + o.h && o.y < cell.y + cell.h);
    if (other)
      ctx.addIssue({ code: 'custom', path: [...path, index], message: SETTINGS_MESSAGES.cellOverlap(other.i) });
  });
}

const LAYOUT_BREAKPOINTS = ['lg', 'md', 'sm'] as const;

const dashboardSchema = strictObject({
  id: z.string({ error: SETTINGS_MESSAGES.dashboardId }).regex(/^[\w-]{1,32}$/, SETTINGS_MESSAGES.dashboardId),
  name: z
    .string({ error: SETTINGS_MESSAGES.dashboardName })
    .trim()
    .min(1, SETTINGS_MESSAGES.dashboardName)
    .max(DASHBOARD_NAME_MAX, SETTINGS_MESSAGES.dashboardName),
  items: z
    .array(dashboardItemSchema, { error: 'Send a list of widgets.' })
    .max(DASHBOARD_ITEMS_MAX, SETTINGS_MESSAGES.tooManyItems),
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
      ctx.addIssue({ code: 'custom', path: ['items', index, 'key'], message: SETTINGS_MESSAGES.duplicateItemKey });
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
      .max(DASHBOARDS_MAX, SETTINGS_MESSAGES.tooManyDashboards)
      .default([]),
    active: z.string({ error: SETTINGS_MESSAGES.activeDashboard }).nullable().default(null),
    watchlist: tickerList(WATCHLIST_MAX, SETTINGS_MESSAGES.tooManyWatchlist).default([]),
  }).superRefine((config, ctx) => {
    const ids = new Set<string>();
    config.dashboards.forEach((dashboard, index) => {
      if (ids.has(dashboard.id))
        ctx.addIssue({
          code: 'custom',
          path: ['dashboards', index, 'id'],
          message: SETTINGS_MESSAGES.duplicateDashboard,
        });
      ids.add(dashboard.id);
    });
    if (config.active !== null && !ids.has(config.active))
      ctx.addIssue({ code: 'custom', path: ['active'], message: SETTINGS_MESSAGES.activeDashboard });
  }),
);

export type AlertFilter = z.output<typeof alertFilterSchema>;
export type AlertFilters = z.output<typeof alertFiltersSchema>;
export type DashboardConfig = z.output<typeof dashboardConfigSchema>;

export const alertFiltersContract = defineContract(ALERT_FILTERS, {});
export const saveAlertFiltersContract = defineContract(SAVE_ALERT_FILTERS, { body: alertFiltersSchema });
export const dashboardConfigContract = defineContract(DASHBOARD_CONFIG, {});
export const saveDashboardConfigContract = defineContract(SAVE_DASHBOARD_CONFIG, { body: dashboardConfigSchema });
