/**
 * Market data: options flow, dark pool, net flow, gamma exposure, snapshots, movers, bars, and the live
 * socket messages. Money is in US dollars, prices per share, sizes in contracts (options) or shares
 * (stocks), times ISO 8601 instants in UTC, dates YYYY-MM-DD (New York trading days).
 */

/** Where the data comes from; the UI labels `simulated` data as "Simulated data". */
export type MarketDataSourceKind = 'simulated' | 'live';

/** Every market response carries its source (and the `x-market-data-source` header says the same). */
export interface MarketResponse {
  source: MarketDataSourceKind;
  /** The market clock when the answer was computed (simulated time under SIM_SPEED). */
  asOf: string;
}

export type MarketPhase = 'pre' | 'regular' | 'post' | 'closed';
export type OptionSide = 'call' | 'put';
/** Print price against the quote at the time: beyond the ask, at/near the ask, the midpoint, at/near the bid, below the bid. */
export type TradeSide = 'above_ask' | 'ask' | 'mid' | 'bid' | 'below_bid';
export type Sentiment = 'bullish' | 'bearish' | 'neutral';
/** sweep: fills across exchanges within 500 ms; split: several fills on one exchange; block: one large print. */
export type FlowTradeKind = 'sweep' | 'block' | 'split' | 'multi_leg' | 'single';
export type FlowTag = 'opening' | 'unusual' | 'above_ask' | 'below_bid' | 'otm' | 'vol_gt_oi' | 'zero_dte' | 'earnings';
export type ExpiryKind = 'daily' | 'weekly' | 'monthly' | 'leaps';
export type DteBucket = '0' | '7' | '30' | 'all';

/** One options order as the flow table shows it (the fills of a sweep or split are one row). */
export interface FlowTrade {
  /** Cursor-sortable id: newer trades have larger ids. */
  id: string;
  time: string;
  ticker: string;
  sector: string;
  /** Null for indices. */
  marketCap: number | null;
  /** OCC symbol, e.g. SPY250620C00600000. */
  optionSymbol: string;
  expiry: string;
  expiryKind: ExpiryKind;
  /** Calendar days to expiry on the trade date (0 = same day). */
  dte: number;
  strike: number;
  type: OptionSide;
  side: TradeSide;
  sentiment: Sentiment;
  kind: FlowTradeKind;
  /** Underlying price at the trade. */
  spot: number;
  /** Contracts. */
  size: number;
  /** Volume-weighted price per share. */
  price: number;
  /** size × price × 100. */
  premium: number;
  /** NBBO when the order printed. */
  bid: number;
  ask: number;
  /** Implied volatility (0.25 = 25 %) and delta per share. */
  iv: number;
  delta: number;
  /** The contract's volume today including this order. */
  volume: number;
  /** Open interest at the start of the day. */
  openInterest: number;
  fills: number;
  exchanges: string[];
  /** Legs of one multi-leg order share this id; null otherwise. */
  legGroup: string | null;
  tags: FlowTag[];
}

export interface Page<T> {
  items: T[];
  /** Pass as `cursor` for the next (older) page; null at the end. */
  nextCursor: string | null;
}

/** GET flow/{x} (x = all or a ticker). */
export interface FlowResponse extends MarketResponse, Page<FlowTrade> {}

/**
 * Query of GET flow/{x}. Lists are comma-separated; booleans true/false. Unknown parameters are refused
 * (400 with one message per field).
 */
export interface FlowQuery {
  /** Only with x = all: one or more tickers. */
  ticker?: string;
  /** One contract's trades (OCC symbol), e.g. for a row's intraday history. */
  contract?: string;
  /** call | put (calls/puts and C/P accepted). */
  type?: OptionSide;
  side?: string;
  kind?: string;
  sentiment?: Sentiment;
  minPremium?: number;
  maxPremium?: number;
  minSize?: number;
  minDte?: number;
  maxDte?: number;
  otmOnly?: boolean;
  sweepsOnly?: boolean;
  volGtOi?: boolean;
  openingOnly?: boolean;
  unusualOnly?: boolean;
  sector?: string;
  minMarketCap?: number;
  maxMarketCap?: number;
  cursor?: string;
  /** 1–500, 100 by default. */
  limit?: number;
}

export interface NetPremiumTotals {
  callAskPremium: number;
  callBidPremium: number;
  putAskPremium: number;
  putBidPremium: number;
  /** Ask-side minus bid-side call premium (midpoint prints ignored). */
  netCallPremium: number;
  netPutPremium: number;
}

/** Session totals behind the gauges and snapshots. */
export interface FlowSummary {
  trades: number;
  callVolume: number;
  putVolume: number;
  callPremium: number;
  putPremium: number;
  /** Calls bought and puts sold. */
  bullishPremium: number;
  /** Calls sold and puts bought. */
  bearishPremium: number;
  /** bullish / (bullish + bearish) × 100; null before any directional trade. */
  bullishPercent: number | null;
  /** Put volume / call volume and put premium / call premium; null without calls. */
  putCallVolumeRatio: number | null;
  putCallPremiumRatio: number | null;
  net: NetPremiumTotals;
  sweepPremium: number;
  blockPremium: number;
  multiLegPremium: number;
  unusualTrades: number;
  openingPremium: number;
  zeroDtePremium: number;
}

export interface MarketQuote {
  symbol: string;
  name: string;
  last: number;
  previousClose: number;
  change: number;
  changePercent: number;
  open: number | null;
  high: number | null;
  low: number | null;
  volume: number;
}

/** GET flow/guages[?ticker=]: market-wide (or one ticker's) session gauges. */
export interface FlowGaugesResponse extends MarketResponse {
  session: string;
  phase: MarketPhase;
  ticker: string | null;
  summary: FlowSummary;
  /** Net call − net put premium (market tide when ticker is null). */
  tide: number;
  byDte: Record<DteBucket, NetPremiumTotals>;
  /** Reference quotes: SPY and VIX for the market, the ticker otherwise. */
  quotes: MarketQuote[];
}

export interface TopContract {
  optionSymbol: string;
  expiry: string;
  dte: number;
  strike: number;
  type: OptionSide;
  volume: number;
  premium: number;
  openInterest: number;
  /** volume / open interest; null without open interest. */
  volumeOiRatio: number | null;
  lastPrice: number;
  bullishPremium: number;
  bearishPremium: number;
  trades: number;
}

export interface PriceLevel {
  /** Lower edge of the price bucket. */
  price: number;
  size: number;
  notional: number;
  prints: number;
}

export interface GexLevels {
  spot: number;
  netGex: number;
  callWall: number | null;
  putWall: number | null;
  zeroGamma: number | null;
}

/** GET flow/snapshot/{x}: one ticker at a glance. */
export interface FlowSnapshotResponse extends MarketResponse {
  session: string;
  ticker: string;
  quote: MarketQuote;
  summary: FlowSummary;
  topContracts: TopContract[];
  darkPool: { notional: number; volume: number; prints: number; levels: PriceLevel[] };
  /** Null for symbols without listed options. */
  gex: GexLevels | null;
}

export interface PremiumByExpiry {
  expiry: string;
  dte: number;
  callPremium: number;
  putPremium: number;
  net: NetPremiumTotals;
}

export interface PremiumByStrike {
  strike: number;
  callPremium: number;
  putPremium: number;
  callVolume: number;
  putVolume: number;
}

export interface NetFlowPoint {
  /** Start of the interval. */
  time: string;
  /** Net premium within the interval. */
  netCallPremium: number;
  netPutPremium: number;
  /** Running totals since the open. */
  cumulativeNetCallPremium: number;
  cumulativeNetPutPremium: number;
  callVolume: number;
  putVolume: number;
  /** Underlying (or SPY for market tide) at the end of the interval; null when unknown. */
  price: number | null;
}

/** GET flow/snapshot/v2/{x}: the snapshot plus the breakdowns a full ticker page draws. */
export interface FlowSnapshotV2Response extends FlowSnapshotResponse {
  byDte: Record<DteBucket, NetPremiumTotals>;
  byExpiry: PremiumByExpiry[];
  /** Strikes with the most premium, ascending by strike. */
  byStrike: PremiumByStrike[];
  byKind: Record<FlowTradeKind, { trades: number; premium: number }>;
  /** Five-minute net flow since the open. */
  netFlow: NetFlowPoint[];
  recentTrades: FlowTrade[];
  news: MarketNews[];
}

export interface MarketNews {
  ticker: string;
  kind: 'earnings' | 'headline';
  time: string;
  /** Size of the move it caused, in percent. */
  movePercent: number;
}

export type DarkPoolTag = 'late' | 'extended_hours' | 'block' | 'above_ask' | 'below_bid';

export interface DarkPoolPrint {
  id: string;
  /** When the print was reported (the feed's order). */
  time: string;
  /** When it was executed; earlier than `time` for late prints. */
  executedAt: string;
  ticker: string;
  sector: string;
  marketCap: number | null;
  price: number;
  /** Shares. */
  size: number;
  notional: number;
  /** NBBO when the trade was executed. */
  bid: number;
  ask: number;
  side: TradeSide;
  venue: string;
  late: boolean;
  extendedHours: boolean;
  tags: DarkPoolTag[];
}

export interface DarkPoolTicker {
  ticker: string;
  notional: number;
  volume: number;
  prints: number;
  /** Volume-weighted price of the session's prints. */
  vwap: number;
}

/** GET darkpool/{x}: the feed; the first page also carries price levels (a ticker) or the ranking (all). */
export interface DarkPoolResponse extends MarketResponse, Page<DarkPoolPrint> {
  session: string;
  /** First page only (no cursor); null otherwise. */
  summary: {
    notional: number;
    volume: number;
    prints: number;
    /** A ticker: notional by price level, ascending. */
    levels: PriceLevel[] | null;
    /** All: tickers ranked by notional. */
    topTickers: DarkPoolTicker[] | null;
  } | null;
}

/** GET net-flow?ticker=&dte=&interval=: intraday net premium lines over the price line. */
export interface NetFlowResponse extends MarketResponse {
  session: string;
  /** Null for market tide (every ticker). */
  ticker: string | null;
  dte: DteBucket;
  /** Minutes per point. */
  interval: number;
  points: NetFlowPoint[];
  totals: Record<DteBucket, NetPremiumTotals>;
}

export interface GexStrikeRow {
  strike: number;
  call: number;
  put: number;
  net: number;
}

export interface GexExpiryRow {
  expiry: string;
  dte: number;
  call: number;
  put: number;
  net: number;
}

/** GET gamma-exposure?ticker=[&expiry=|0dte]. Dollars of delta per 1 % move. */
export interface GammaExposureResponse extends MarketResponse {
  ticker: string;
  spot: number;
  /** The sign convention, to show beside the chart. */
  convention: string;
  /** The expiry filter applied (null = every expiry). */
  expiry: string | null;
  expiries: Array<{ expiry: string; dte: number; kind: ExpiryKind }>;
  totals: { call: number; put: number; net: number };
  callWall: number | null;
  putWall: number | null;
  zeroGamma: number | null;
  /** Strikes within the range around spot, ascending. */
  byStrike: GexStrikeRow[];
  byExpiry: GexExpiryRow[];
  /** Net GEX, strikes × expiries (rows follow `strikes`, columns `expiries`). */
  heatmap: { strikes: number[]; expiries: string[]; values: number[][] };
  /** Net GEX re-priced at spots from 80 % to 120 % of spot (where the zero-gamma level comes from). */
  profile: Array<{ spot: number; net: number }>;
  contracts: number;
}

export type BarInterval = '1m' | '5m' | '15m' | '1h' | '1d';

export interface Bar {
  time: string;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
  /** Volume-weighted average price within the bar (intraday intervals). */
  vwap: number | null;
}

/** GET chart/bars/{x}?interval=: candles for the chart page. */
export interface BarsResponse extends MarketResponse {
  ticker: string;
  interval: BarInterval;
  bars: Bar[];
  /** Intraday bars are kept for the most active symbols only; false means only daily bars exist. */
  intraday: boolean;
}

/** GET market/status: the market clock. */
export interface MarketStatusResponse extends MarketResponse {
  session: string;
  phase: MarketPhase;
  /** Simulated seconds per real second. */
  speed: number;
  /** Whether the live simulator is running. */
  live: boolean;
  /** Whether the regular session is trading (marketStatusAt). */
  open: boolean;
  /** The session the live pages show by default: the one trading, else the most recent one. */
  showing: string;
  /** The sessions the live pages can show (`?session=`), newest first. */
  sessions: string[];
  /** The next regular open (ISO instant). */
  nextOpen: string;
}

/** Socket: the client's subscription request (MARKET_SUBSCRIBE / MARKET_UNSUBSCRIBE). */
export interface MarketSubscription {
  channel: 'flow' | 'darkpool';
  /** 'all' or a ticker. */
  ticker: string;
}

/** Socket: MARKET_UPDATE, at most one per client per tick, with everything new for its subscriptions. */
export interface MarketUpdateMessage {
  source: MarketDataSourceKind;
  asOf: string;
  flow: FlowTrade[];
  darkpool: DarkPoolPrint[];
  /** Items left out of an oversized tick (fetch the REST endpoints to catch up). */
  dropped: number;
}

/**
 * Socket event names of the market feed (the host's SOCKET_EVENTS in @flowdeck/contract holds the same
 * strings): clients emit subscribe/unsubscribe with a MarketSubscription; the server emits MARKET_UPDATE
 * with a MarketUpdateMessage and MARKET_ERROR with { error } when a subscription is refused.
 */
export interface MarketSocketEventNames {
  subscribe: 'MARKET_SUBSCRIBE';
  unsubscribe: 'MARKET_UNSUBSCRIBE';
  update: 'MARKET_UPDATE';
  error: 'MARKET_ERROR';
}

/** Acknowledgement of a subscribe/unsubscribe (when the client passes a callback). */
export interface MarketSubscriptionAck {
  ok: boolean;
  error?: string;
  /** The socket's subscriptions after the change, e.g. ['flow:all', 'darkpool:SPY']. */
  subscriptions: string[];
}
