/** The dashboard's grid and widget ids as plain data: the tools remote's dashboard and the API's layout check read them. */

/**
 * Every dashboard widget id, written once: a remote declares each of its widgets under one of these
 * (`defineWidget`), and the API refuses a saved layout that names any other.
 */
export const WIDGET_IDS = [
  'market-overview',
  'watchlist',
  'live-flow',
  'market-tide',
  'gex-levels',
  'darkpool-top',
  'movers',
  'scanner',
  'insider-buys',
  'politician-trades',
  'upcoming-earnings',
  'economic-releases',
  'news',
  'position-pl',
] as const;
export type WidgetId = (typeof WIDGET_IDS)[number];

/**
 * The dashboard grid: the smallest container width (px) of each breakpoint and its columns. Phones get one
 * column, where widgets stack and do not drag.
 */
export const DASHBOARD_BREAKPOINTS = { lg: 1000, md: 700, sm: 480, xs: 0 } as const;
export const DASHBOARD_COLUMNS = { lg: 12, md: 8, sm: 6, xs: 1 } as const;
export type DashboardBreakpoint = keyof typeof DASHBOARD_COLUMNS;
export const DASHBOARD_BREAKPOINT_NAMES = Object.keys(DASHBOARD_COLUMNS) as DashboardBreakpoint[];
/** One grid row, in px. */
export const DASHBOARD_ROW_HEIGHT = 40;
/** The tallest a widget may be, in rows. */
export const WIDGET_MAX_ROWS = 30;

/** Limits of the stored settings of one widget (the API checks them). */
export const WIDGET_SETTINGS_MAX_KEYS = 8;
export const WIDGET_SETTING_VALUE_MAX = 64;

/** Named dashboards per user, widgets on one, and the link groups widgets can join (numbered 1–4). */
export const DASHBOARDS_MAX = 10;
export const DASHBOARD_ITEMS_MAX = 30;
export const DASHBOARD_NAME_MAX = 40;
export const LINK_GROUPS = [1, 2, 3, 4] as const;
export type LinkGroup = (typeof LINK_GROUPS)[number];

/** One widget placed on a dashboard: `key` names it in the layouts (a widget may be placed more than once). */
export interface DashboardItem {
  key: string;
  widget: WidgetId;
  settings: Record<string, string>;
  /** The link group it follows, or null. */
  link: LinkGroup | null;
}

/** One item's cell in a breakpoint's layout, in grid units. */
export interface DashboardCell {
  i: string;
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Phones stack the widgets in one column in the lg layout's order, so they keep no layout of their own. */
export type DashboardLayouts = Partial<Record<Exclude<DashboardBreakpoint, 'xs'>, DashboardCell[]>>;

export interface Dashboard {
  id: string;
  name: string;
  items: DashboardItem[];
  layouts: DashboardLayouts;
  /** The symbol each link group follows. */
  links: Partial<Record<`${LinkGroup}`, string>>;
}

/** `user/settings/dashboard-config`: the user's dashboards, the one open, and the watchlist. */
export interface DashboardConfig {
  dashboards: Dashboard[];
  /** Id of the dashboard shown; null: the first. */
  active: string | null;
  watchlist: string[];
}
