/**
 * The user's settings documents (spec §7 user/settings/*, GET and POST each). The saved alert filters are
 * read and saved by the Flows page (market-data), read by the Discord bot page (account), matched by the
 * API's bot and SMS alerts; the dashboard configuration belongs to the tools remote's home page. Zod-free
 * (see ./market.ts); the documents' schemas are in ./user-settings.contracts.ts.
 */
import type { FlowTradeKind, TradeSide } from '@flowdeck/api-types';
import type { DashboardConfig } from '@flowdeck/contract/dashboard';
import type { Route } from '@flowdeck/endpoints/route';

/** The most filters one user saves. */
export const ALERT_FILTERS_MAX = 50;
export const FILTER_NAME_MAX = 60;
/** The most tickers one saved filter names. */
export const FILTER_TICKERS_MAX = 50;
export const CALL_PUT = ['calls', 'puts', 'both'] as const;
export type CallPut = (typeof CALL_PUT)[number];
/** Dollar premium of one print; the largest single option trades are in the low billions. */
export const PREMIUM_MAX = 10_000_000_000;
/** Contracts in one print. */
export const SIZE_MAX = 10_000_000;
/** Days to expiration: the longest LEAPS run about three years. */
export const DTE_MAX = 1_095;
export const MARKET_CAP_MAX = 100_000_000_000_000;
export const WATCHLIST_MAX = 100;

/** A saved options-flow filter as the API stores it; absent criteria are null, empty lists or false. */
export interface AlertFilter {
  id: string;
  name: string;
  /** Empty: every ticker. */
  tickers: string[];
  callPut: CallPut;
  sides: TradeSide[];
  minPremium: number | null;
  minSize: number | null;
  dteMin: number | null;
  dteMax: number | null;
  otmOnly: boolean;
  sweepsOnly: boolean;
  volumeOverOi: boolean;
  /** Empty: every sector. */
  sectors: string[];
  /**
   * Trade types (empty: every type). Absent from an API that predates them; the API fills in [] for
   * filters saved before.
   */
  kinds?: FlowTradeKind[];
  marketCapMin: number | null;
  marketCapMax: number | null;
  unusualOnly: boolean;
}

export interface AlertFilters {
  filters: AlertFilter[];
}

export const ALERT_FILTERS: Route<'GET', 'user/settings/alert-filters', AlertFilters> = {
  method: 'GET',
  path: 'user/settings/alert-filters',
  requirement: 'manageOwnAccount',
  summary: "The user's saved flow filters (an empty list before the first save).",
};

export const SAVE_ALERT_FILTERS: Route<'POST', 'user/settings/alert-filters', AlertFilters & { message: string }> = {
  method: 'POST',
  path: 'user/settings/alert-filters',
  requirement: 'manageOwnAccount',
  summary: "Replaces the user's saved flow filters with the list sent.",
};

/**
 * The one cache entry of the saved filters, whichever remote reads or writes them: the resource belongs to
 * the user's settings, not to a remote, so its key lives with its endpoint and every view of it (the Flows
 * page's menu, the Discord bot's filter picker) refreshes on one save.
 */
export const ALERT_FILTERS_QUERY_KEY = ['user-settings', 'alert-filters'] as const;

/**
 * The one cache entry of the dashboard document, whichever remote reads or writes it (the Dashboard's grid,
 * the watchlist widget, the trackers' watchlist filters): a save on the Dashboard refreshes every view of it.
 */
export const DASHBOARD_CONFIG_QUERY_KEY = ['user-settings', 'dashboard-config'] as const;

export const DASHBOARD_CONFIG: Route<'GET', 'user/settings/dashboard-config', DashboardConfig> = {
  method: 'GET',
  path: 'user/settings/dashboard-config',
  requirement: 'manageOwnAccount',
  summary: "The user's dashboards, the one open and the watchlist (no dashboards before the first save).",
};

export const SAVE_DASHBOARD_CONFIG: Route<
  'POST',
  'user/settings/dashboard-config',
  DashboardConfig & { message: string }
> = {
  method: 'POST',
  path: 'user/settings/dashboard-config',
  requirement: 'manageOwnAccount',
  summary: "Replaces the user's dashboards, the one open and the watchlist with the document sent.",
};
