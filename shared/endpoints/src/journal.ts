/**
 * Trade journal endpoints (not in spec §7, which lists no journal calls; named after the page): the
 * user's executions, the trades grouped from them with notes and statistics, CSV import and the settings
 * (cost method, time zone). Changes are POSTs, as every change in spec §7 is. Every answer is the signed-in user's own data. Zod-free (see ./market.ts).
 */
import type { Route } from '@flowdeck/endpoints/route';

export const COST_METHODS = ['fifo', 'lifo', 'average'] as const;
export type CostMethod = (typeof COST_METHODS)[number];
export const COST_METHOD_LABELS: Record<CostMethod, string> = {
  fifo: 'FIFO (first in, first out)',
  lifo: 'LIFO (last in, first out)',
  average: 'Average cost',
};
export const DEFAULT_COST_METHOD: CostMethod = 'fifo';
/** The zone the journal reads days, weekdays and hours in until the user picks another (US exchanges). */
export const DEFAULT_JOURNAL_TIME_ZONE = 'America/New_York';

/**
 * The platform's own name for an IANA time zone (`america/new_york` → `America/New_York`), or null when the
 * platform knows no such zone. Browsers and Node share the same time-zone database (Intl).
 */
export function canonicalTimeZone(name: string): string | null {
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}
export const JOURNAL_FORMATS = ['generic', 'tradervue'] as const;
export type JournalFormat = (typeof JOURNAL_FORMATS)[number];
export const SIDES = ['buy', 'sell'] as const;
export type ExecutionSide = (typeof SIDES)[number];
/** The account fills go to when neither the file nor the form names one. */
export const DEFAULT_ACCOUNT = 'Main';
export const ACCOUNT_NAME_MAX = 40;
/** The largest file the page uploads (the API's body limit is 1 MB; the CLI reads any size). */
export const MAX_UPLOAD_CHARS = 900_000;
export const NOTES_MAX = 5_000;
export const TAG_MAX = 30;
export const TAGS_MAX = 12;
export const LABEL_MAX = 60;
/** The most executions the executions list returns (newest first). */
export const EXECUTIONS_LIST_MAX = 1_000;

export interface ExecutionView {
  id: number;
  account: string;
  executedAt: string;
  symbol: string;
  /** "AAPL 18 Dec 2026 250 C" for an option, the ticker for a stock. */
  description: string;
  side: ExecutionSide;
  quantity: number;
  price: number;
  commission: number;
  fees: number;
  source: 'manual' | 'import';
}

export interface TradeLegView {
  symbol: string;
  description: string;
  side: ExecutionSide;
  quantity: number;
  position: number;
}

export interface TradeView {
  id: string;
  account: string;
  underlying: string;
  kind: 'stock' | 'option';
  strategy: string;
  direction: 'long' | 'short';
  openedAt: string;
  closedAt: string | null;
  holdingSeconds: number | null;
  maxQuantity: number;
  entryPrice: number;
  exitPrice: number | null;
  gross: number;
  fees: number;
  net: number;
  /** Net P/L / planned risk, when a risk is set. */
  r: number | null;
  /** Worst and best open P/L while held, from the minute bars the API holds (null without bars). */
  mae: number | null;
  mfe: number | null;
  legs: TradeLegView[];
  executionIds: number[];
  notes: string;
  tags: string[];
  setup: string | null;
  mistake: string | null;
  risk: number | null;
}

export interface GroupStats {
  key: string;
  trades: number;
  wins: number;
  net: number;
  winRate: number;
  expectancy: number;
}

export interface EquityPoint {
  at: string;
  key: string;
  net: number;
  cumulative: number;
}

export interface CalendarDay {
  date: string;
  trades: number;
  net: number;
}

export interface JournalStats {
  trades: number;
  wins: number;
  losses: number;
  scratches: number;
  winRate: number;
  gross: number;
  fees: number;
  net: number;
  profitFactor: number | null;
  expectancy: number;
  averageWin: number;
  averageLoss: number;
  largestWin: number;
  largestLoss: number;
  averageR: number | null;
  maxDrawdown: number;
  averageHoldingSeconds: number;
  equityCurve: EquityPoint[];
  calendar: CalendarDay[];
  by: Record<'tag' | 'setup' | 'mistake' | 'symbol' | 'weekday' | 'hour' | 'holding', GroupStats[]>;
}

export interface JournalView {
  costMethod: CostMethod;
  /** Every account the user has fills in (the filter's choices). */
  accounts: string[];
  /** The zone days, weekdays and hours are read in. */
  timeZone: string;
  /** Closed trades first (newest close first), then open ones. */
  trades: TradeView[];
  /** Over the closed trades shown. */
  stats: JournalStats;
}

export interface ImportResult {
  inserted: number;
  unchanged: number;
  accounts: string[];
  message: string;
}

export interface JournalSettings {
  costMethod: CostMethod;
  /** The IANA zone the journal's days, weekdays, hours and calendar are read in. */
  timeZone: string;
}

export const JOURNAL_VIEW: Route<'GET', 'journal/trades', JournalView> = {
  method: 'GET',
  path: 'journal/trades',
  requirement: 'useOwnTools',
  summary:
    "The user's trades grouped from their executions, with notes, MAE/MFE and statistics (filters: account, from, to).",
};

export const UPDATE_TRADE: Route<'POST', 'journal/trades/{x}', TradeView> = {
  method: 'POST',
  path: 'journal/trades/{x}',
  requirement: 'useOwnTools',
  summary: 'Saves the notes, tags, setup, mistake and planned risk of one of the user’s trades (404 for any other).',
};

export const EXECUTIONS: Route<'GET', 'journal/executions', { items: ExecutionView[]; total: number }> = {
  method: 'GET',
  path: 'journal/executions',
  requirement: 'useOwnTools',
  summary: `The user's executions, newest first (at most ${EXECUTIONS_LIST_MAX}).`,
};

export const ADD_EXECUTION: Route<
  'POST',
  'journal/executions',
  { execution: ExecutionView; created: boolean; message: string }
> = {
  method: 'POST',
  path: 'journal/executions',
  requirement: 'useOwnTools',
  summary: 'Adds one execution typed by hand (the same fill twice is kept once).',
};

export const DELETE_EXECUTION: Route<'POST', 'journal/executions/{x}/delete', { message: string }> = {
  method: 'POST',
  path: 'journal/executions/{x}/delete',
  requirement: 'useOwnTools',
  summary: 'Deletes one of the user’s executions (404 for any other).',
};

export const IMPORT_EXECUTIONS: Route<'POST', 'journal/import', ImportResult> = {
  method: 'POST',
  path: 'journal/import',
  requirement: 'useOwnTools',
  summary: 'Imports a CSV of executions (generic or Tradervue format); all or nothing, re-imports add nothing.',
};

export const JOURNAL_SETTINGS: Route<'GET', 'journal/settings', JournalSettings> = {
  method: 'GET',
  path: 'journal/settings',
  requirement: 'useOwnTools',
  summary: "The user's journal settings (cost method for partial exits, time zone of days and hours).",
};

export const SAVE_JOURNAL_SETTINGS: Route<'POST', 'journal/settings', JournalSettings> = {
  method: 'POST',
  path: 'journal/settings',
  requirement: 'useOwnTools',
  summary: "Saves the user's journal settings (either or both; the other is kept).",
};
