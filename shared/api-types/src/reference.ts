/** `stock`, `etf` or `index`. */
export type AssetType = 'stock' | 'etf' | 'index';

/** GET company-profile/{symbol} → profile. Figures a fund or an index does not have are null. */
export interface CompanyProfileInfo {
  symbol: string;
  name: string;
  exchange: string;
  assetType: AssetType;
  sector: string;
  industry: string;
  /** Fund assets for an ETF. */
  marketCap: number | null;
  floatShares: number | null;
  sharesOutstanding: number | null;
  description: string;
  ceo: string | null;
  headquarters: string | null;
  founded: number | null;
  employees: number | null;
  website: string | null;
}

/** Quote statistics derived from the daily bars. */
export interface Quote {
  last: number;
  /** Null while a symbol has a single bar. */
  previousClose: number | null;
  change: number | null;
  changePercent: number | null;
  open: number;
  high: number;
  low: number;
  volume: number;
  averageVolume30d: number;
  fiftyTwoWeekHigh: number;
  fiftyTwoWeekLow: number;
  /** Session date of the last bar (YYYY-MM-DD); during a session, the market time it was read at (ISO instant). */
  asOf: string;
}

/** One daily bar; `date` is a calendar date (YYYY-MM-DD). */
export interface DailyBar {
  date: string;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

export interface CompanyProfileResponse {
  profile: CompanyProfileInfo;
  quote: Quote | null;
  /** Oldest first. */
  bars: DailyBar[];
}

/** GET chart/?searchText= → results. */
export interface SymbolSearchResult {
  symbol: string;
  name: string;
  exchange: string;
  sector: string;
  marketCap: number | null;
}

export interface SymbolSearchResponse {
  results: SymbolSearchResult[];
}
