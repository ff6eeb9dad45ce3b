/**
 * The boundary between where market data comes from and what the API does with it. The deterministic
 * simulator (src/sources/simulator/market/market-simulator.ts) is the embedded default; a vendor feed implements the same
 * interface: raw option prints (as OPRA reports them: one per fill, with the quote at the time), dark-pool
 * prints, bars, news and chain snapshots. Everything derived — sweep detection, aggressor side, opening
 * and unusual tags, net premium, gamma exposure — happens downstream, identically for every source.
 */
import type { OptionType } from '@flowdeck/options-math';

export type SourceKind = 'simulated' | 'live';
export type AssetType = 'stock' | 'etf' | 'index';
export type ExpiryKind = 'daily' | 'weekly' | 'monthly' | 'leaps';

export interface InstrumentInfo {
  symbol: string;
  name: string;
  sector: string;
  assetType: AssetType;
  /** Null for indices. */
  marketCap: number | null;
  hasOptions: boolean;
}

/** One option fill as the consolidated feed reports it. */
export interface OptionPrint {
  /** Epoch ms. */
  time: number;
  underlying: string;
  /** OCC symbol of the contract. */
  contract: string;
  expiry: string;
  expiryKind: ExpiryKind;
  strike: number;
  type: OptionType;
  /** Per share. */
  price: number;
  /** Contracts. */
  size: number;
  exchange: string;
  /** National best bid and offer when the fill printed. */
  bid: number;
  ask: number;
  /** Underlying price when the fill printed. */
  spot: number;
  iv: number;
  delta: number;
  /** Open interest at the start of the day. */
  openInterest: number;
  /** Reported as one leg of a multi-leg (spread) order. */
  multiLeg: boolean;
  /** Legs of one multi-leg order share this id. */
  legGroup: string | null;
}

export interface DarkPoolPrintEvent {
  /** When the print was reported (epoch ms); the feed's order. */
  reportedAt: number;
  /** When it was executed; earlier than reportedAt for late prints. */
  executedAt: number;
  symbol: string;
  price: number;
  size: number;
  /** NBBO of the stock when the trade was executed. */
  bid: number;
  ask: number;
  venue: string;
  /** Reported late (out of sequence). */
  late: boolean;
  /** Executed outside the regular session. */
  extendedHours: boolean;
}

export interface MinuteBar {
  symbol: string;
  /** Start of the minute (epoch ms). */
  time: number;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
  vwap: number;
}

export interface SessionBar {
  symbol: string;
  date: string;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

export type NewsKind = 'earnings' | 'headline';

export interface NewsEvent {
  symbol: string;
  kind: NewsKind;
  /** Epoch ms of the release. */
  time: number;
  /** Log size of the move it caused. */
  move: number;
}

/** Session-to-date figures at an instant. */
export interface SessionQuote {
  symbol: string;
  last: number;
  prevClose: number;
  /** Regular-session open; null before 09:30. */
  open: number | null;
  high: number | null;
  low: number | null;
  /** Shares traded so far today (extended hours included). */
  volume: number;
}

/** What happened in one window of market time. */
export interface MarketEvents {
  optionPrints: OptionPrint[];
  darkPoolPrints: DarkPoolPrintEvent[];
  /** Bars of the minutes that ended inside the window. */
  minuteBars: MinuteBar[];
  /** Daily bars of the regular sessions that closed inside the window. */
  dailyBars: SessionBar[];
  news: NewsEvent[];
}

export interface ChainContract {
  contract: string;
  expiry: string;
  expiryKind: ExpiryKind;
  /** Calendar days to expiry. */
  dte: number;
  strike: number;
  type: OptionType;
  /** Years to expiry at the snapshot instant. */
  time: number;
  iv: number;
  openInterest: number;
  bid: number;
  ask: number;
  delta: number;
  gamma: number;
}

export interface ChainSnapshot {
  symbol: string;
  /** Epoch ms. */
  asOf: number;
  spot: number;
  rate: number;
  contracts: ChainContract[];
}

export interface MarketDataSource {
  readonly kind: SourceKind;
  instruments(): InstrumentInfo[];
  /**
   * Everything that happened in [fromMs, toMs). The engine calls it with consecutive windows; a
   * deterministic source returns the same events however the time is cut into windows.
   */
  advance(fromMs: number, toMs: number): MarketEvents | Promise<MarketEvents>;
  /** Minute bars of one symbol's session up to `untilMs` (history backfill). */
  minuteBars(symbol: string, date: string, untilMs: number): MinuteBar[] | Promise<MinuteBar[]>;
  /** The full listed chain with open interest and greeks at an instant; null without listed options. */
  chain(symbol: string, atMs: number): ChainSnapshot | null | Promise<ChainSnapshot | null>;
  /** Session-to-date quotes of every instrument. */
  quotes(atMs: number): SessionQuote[] | Promise<SessionQuote[]>;
}
