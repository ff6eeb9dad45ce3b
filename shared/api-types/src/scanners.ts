import type { MarketResponse } from './market.js';

/** The part of a session a scanner reads (`?session=` of biggestMovers/gainers|losers). */
export type ScannerSessionPart = 'regular' | 'pre-market' | 'after-hours';

/** What every scanner answer says about the data behind it. */
export interface ScannerResponse extends MarketResponse {
  /** The session shown (the last one when the market is closed). */
  session: string;
  /** The part shown is trading now: the list changes minute by minute. */
  live: boolean;
  /** End of the last one-minute bar counted (null before the first one). */
  barsTo: string | null;
  /** Symbols scanned. */
  scanned: number;
}

export interface SectorHeatRow {
  sector: string;
  /** Mean change of the sector's symbols in the part shown, in %. */
  changePercent: number;
  advancers: number;
  decliners: number;
  symbols: number;
}

/** What a catalyst is: an earnings report, a headline naming the stock, an analyst's action on it, unusual options orders. */
export type MoveCatalystKind = 'earnings' | 'news' | 'analyst' | 'flow';

/** Something known about a stock in the window of its move (since the close the move is measured from). */
export interface MoveCatalyst {
  kind: MoveCatalystKind;
  /** ISO instant it became known; null for a report or an action whose record has no time of day. */
  at: string | null;
  /** In words: the headline, the report against its estimate, or the firm's action. */
  text: string;
  /** "Simulated data", the feed's title, or the file a record was imported from. */
  source: string;
  /** The article, when the feed gave one. */
  link: string | null;
}

export interface MoverRow {
  symbol: string;
  name: string;
  sector: string;
  assetType: 'stock' | 'etf';
  marketCap: number | null;
  /** Last price in the part. */
  price: number;
  /** Previous close (pre-market, regular) or the regular close (after-hours). */
  reference: number;
  change: number;
  changePercent: number;
  /** Shares traded in the part so far. */
  volume: number;
  /** Time-of-day relative volume of the part (null without history to compare with). */
  relativeVolume: number | null;
  /**
   * Why it may have moved, strongest first (a report, then headlines, major first, then analyst actions, then
   * the regular session's unusual options orders; at most MOVER_CATALYSTS_MAX): what was known between the reference close and the end of the part. Empty when
   * nothing was — a move on no news.
   */
  catalysts: MoveCatalyst[];
}

/** GET biggestMovers/gainers and biggestMovers/losers. */
export interface BiggestMoversResponse extends ScannerResponse {
  part: ScannerSessionPart;
  noiseFilters: boolean;
  items: MoverRow[];
  /** Mean move per sector over every symbol that passed the filters, hottest first. */
  sectors: SectorHeatRow[];
}

export type GapDirection = 'up' | 'down';

export interface GapperRow {
  symbol: string;
  name: string;
  sector: string;
  previousClose: number;
  /** Regular open, or the pre-market last before the open. */
  gapPrice: number;
  basis: 'open' | 'pre-market';
  gapPercent: number;
  /** Share of the gap given back since the open, 0–100 (null before the open). */
  fillPercent: number | null;
  changeFromOpenPercent: number | null;
  last: number;
  preMarketVolume: number;
  /** Volume so far today, every part. */
  volume: number;
  /** Time-of-day relative volume of the part trading (pre-market before the open). */
  relativeVolume: number | null;
}

/** GET gappers. */
export interface GappersResponse extends ScannerResponse {
  direction: GapDirection;
  /** The gap is measured from the open (after 9:30) or the pre-market last (before). */
  basis: 'open' | 'pre-market';
  minGapPercent: number;
  noiseFilters: boolean;
  items: GapperRow[];
}

export interface RelativeVolumeRow {
  symbol: string;
  name: string;
  sector: string;
  last: number;
  changePercent: number;
  part: ScannerSessionPart;
  /** Volume of the part so far. */
  volume: number;
  /** Average volume of the part to the same minute over the history sessions. */
  usualVolume: number;
  relativeVolume: number;
  /** Volume so far today (every part) ÷ the average daily volume. */
  dailyRatio: number | null;
  averageDailyVolume: number | null;
}

/** GET relative-volume. */
export interface RelativeVolumeResponse extends ScannerResponse {
  part: ScannerSessionPart | null;
  /** Earlier sessions the time-of-day average is taken over (at most `lookbackSessions`). */
  historySessions: number;
  lookbackSessions: number;
  /** Sessions the average daily volume is taken over. */
  averageVolumeSessions: number;
  noiseFilters: boolean;
  items: RelativeVolumeRow[];
}

export interface VolumeCurvePoint {
  /** Start of the minute (ISO). */
  time: string;
  /** Volume of the part to the end of this minute today (null after the last bar counted). */
  today: number | null;
  /** The average over the history sessions to the same minute. */
  average: number;
}

/** GET relative-volume/{x}: one symbol's intraday volume curve against its average curve. */
export interface VolumeCurveResponse extends ScannerResponse {
  ticker: string;
  historySessions: number;
  points: VolumeCurvePoint[];
}

export type VwapSide = 'above' | 'below';

export interface VwapRow {
  symbol: string;
  name: string;
  sector: string;
  last: number;
  changePercent: number;
  vwap: number;
  /** σ of the typical prices about VWAP, volume-weighted. */
  sigma: number;
  deviationPercent: number;
  /** Null while σ is zero (one price all session). */
  deviationSigma: number | null;
  /** Regular-session volume so far. */
  volume: number;
}

/** GET vwap-deviation: the regular session's symbols furthest above or below VWAP. */
export interface VwapDeviationResponse extends ScannerResponse {
  side: VwapSide;
  noiseFilters: boolean;
  items: VwapRow[];
}

export interface VwapBandPoint {
  /** Start of the minute (ISO). */
  time: string;
  /** The minute's close. */
  price: number;
  vwap: number;
  sigma: number;
}

/** GET vwap-deviation/{x}: one symbol's price, VWAP and σ through the regular session. */
export interface VwapBandsResponse extends ScannerResponse {
  ticker: string;
  /** The bands drawn, in σ. */
  bands: number[];
  points: VwapBandPoint[];
}

export type BreakType =
  | '20-day'
  | 'donchian-55'
  | '52-week'
  | 'all-time'
  | 'opening-range-5'
  | 'opening-range-15'
  | 'opening-range-30'
  | 'pre-market';
export type BreakDirection = 'up' | 'down';

export interface BreakRow {
  symbol: string;
  name: string;
  sector: string;
  type: BreakType;
  direction: BreakDirection;
  /** The level broken. */
  level: number;
  /** Start of the minute that broke it (ISO). */
  time: string;
  /** That minute's close. */
  price: number;
  last: number;
  /** Last against the level, in % (a breakout travels up, a breakdown down: negative). */
  travelledPercent: number;
  /** Time-of-day relative volume at the break (null without history). */
  relativeVolume: number | null;
  /** Relative volume at the break reached the threshold. */
  confirmed: boolean;
  /** Closes of the regular session so far, every few minutes, for the row's mini chart. */
  spark: number[];
}

/** GET breakout and GET breakdown. */
export interface BreaksResponse extends ScannerResponse {
  direction: BreakDirection;
  /** Relative volume a break needs to count as confirmed. */
  rvolThreshold: number;
  /** Sessions the 52-week level was taken over (252 when the history has them). */
  sessions52: number;
  /**
   * First session of the stored history the all-time levels read (split-adjusted); null when no symbol has
   * more than 52 weeks of it — then no all-time level is told, as it would say no more than the 52-week one.
   */
  allTimeSince: string | null;
  noiseFilters: boolean;
  /** Breaks of each type in the session (before the type and confirmation filters). */
  counts: Record<BreakType, number>;
  items: BreakRow[];
}

/** What one ticker's signal is: a break, the gap at the open, a relative-volume spike, a VWAP cross. */
export type StockBeepKind = 'breakout' | 'breakdown' | 'gap-up' | 'gap-down' | 'rvol' | 'vwap-up' | 'vwap-down';

/** One signal of a ticker's session (stockBeep/{x}). */
export interface StockBeep {
  kind: StockBeepKind;
  /** Start of the minute it happened (the open for a gap). */
  time: string;
  /** The minute's close (the open for a gap). */
  price: number;
  /** "New 20-day high 187.40 broken", "Crossed above VWAP 185.12"… */
  text: string;
  /** The level broken or crossed (the previous close for a gap); null for a volume spike. */
  level: number | null;
  /** Time-of-day relative volume at that minute (null without history). */
  relativeVolume: number | null;
  /** Breaks: confirmed by volume (relative volume at least the breakout threshold); others: true. */
  confirmed: boolean;
}

/** GET stockBeep/{x}: the ticker's signals through its regular session so far (the last one when closed), newest first. */
export interface StockBeepResponse extends ScannerResponse {
  ticker: string;
  name: string;
  items: StockBeep[];
}
