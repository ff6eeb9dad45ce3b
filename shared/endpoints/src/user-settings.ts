/**
 * The user's saved alert filters (spec §7 user/settings/alert-filters, GET and POST): read and saved by the
 * Flows page (market-data), read by the Discord bot page (account), matched by the API's bot and SMS
 * alerts. Zod-free (see ./market.ts); the API's schema for the saved document is typed by `AlertFilters`.
 */
import type { FlowTradeKind, TradeSide } from '@flowdeck/api-types';
import type { Route } from '@flowdeck/endpoints/route';

/** The most filters one user saves. */
export const ALERT_FILTERS_MAX = 50;
export const FILTER_NAME_MAX = 60;
/** The most tickers one saved filter names. */
export const FILTER_TICKERS_MAX = 50;
export const CALL_PUT = ['calls', 'puts', 'both'] as const;
export type CallPut = (typeof CALL_PUT)[number];

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
