import type { MarketResponse } from './market.js';

/** The filter families of the Screener, as Finviz users know them (plus options, which Finviz lacks). */
export type ScreenerFamily = 'descriptive' | 'fundamental' | 'technical' | 'options';
/** range: min and/or max; choice: one of several values; flag: yes or no. */
export type ScreenerFieldKind = 'range' | 'choice' | 'flag';
export type ScreenerFormat =
  'text' | 'money' | 'bigMoney' | 'percent' | 'times' | 'number' | 'volume' | 'days' | 'flag';

/** One condition of a screen: a range (min ≤ value ≤ max), a choice (value in `in`) or a flag (`is`). */
export interface ScreenerFilter {
  field: string;
  min?: number;
  max?: number;
  in?: string[];
  is?: boolean;
}

export type ScreenerSortDirection = 'asc' | 'desc';

export interface ScreenerSort {
  field: string;
  direction: ScreenerSortDirection;
}

/** The body of `POST screener`. */
export interface ScreenRequest {
  filters: ScreenerFilter[];
  sort?: ScreenerSort;
  page?: number;
  pageSize?: number;
}

/** A figure, a text, a flag, several texts (a stock's indexes), or null when unknown. */
export type ScreenerValue = number | string | boolean | readonly string[] | null;

/** One symbol's figures, keyed by field id (every field of the catalogue, null when unknown). */
export type ScreenerRow = { symbol: string; name: string } & Record<string, ScreenerValue>;

export interface ScreenerResponse extends MarketResponse {
  /** The regular session the figures are from (the last one when the market is closed). */
  session: string;
  live: boolean;
  /** Symbols screened (stocks and ETFs). */
  scanned: number;
  /** Symbols passing every filter. */
  matched: number;
  page: number;
  pageSize: number;
  pages: number;
  filters: ScreenerFilter[];
  sort: ScreenerSort;
  items: ScreenerRow[];
  /** Values the choice filters can take in this universe (exchange, sector, industry…). */
  choices: Record<string, string[]>;
  /** Where the fundamental figures come from ("Simulated data" or the SEC company facts). */
  fundamentalsSource: string;
  /** Daily sessions behind the technical figures (SMA200 and 52-week figures need about a year). */
  historySessions: number;
  /** Set when the screen run was a preset or a saved screen (`screener/{x}`). */
  screen: { kind: 'preset' | 'saved'; id: string; name: string } | null;
}

/** A screen a user saved under a name. */
export interface SavedScreen {
  id: string;
  name: string;
  filters: ScreenerFilter[];
  sort: ScreenerSort;
  createdAt: string;
}

export interface SavedScreensResponse {
  items: SavedScreen[];
}
