import { NAV_PATHS, NEWS_TICKER_PARAM, type SpecNavPath, specNavTitle, symbolUrl } from '@flowdeck/contract';

export const STOCK_PROFILE_PATH = NAV_PATHS.stockProfile;
export const CHART_PATH = NAV_PATHS.chart;
export const FLOW_PATH = NAV_PATHS.flow;
export const DARKPOOL_PATH = NAV_PATHS.darkpool;
export const SNAPSHOT_PATH = NAV_PATHS.snapshot;
export const GAMMA_PATH = NAV_PATHS.gamma;
export const NET_FLOW_PATH = NAV_PATHS.netFlow;

/** The Stock Profile page reads its ticker from `?symbol=` (the contract's, shared with every remote). */
export { SYMBOL_PARAM, symbolUrl } from '@flowdeck/contract';
export const DEFAULT_SYMBOL = 'AAPL';

/** The Flows and Darkpool pages show every ticker unless `?symbol=` names one. */
export const ALL_TICKERS = 'all';

/** Link to a ticker's Stock Profile page. */
export function stockProfileUrl(symbol: string): string {
  return symbolUrl(STOCK_PROFILE_PATH, symbol);
}

/** Link to the News page showing one ticker's headlines. */
export function tickerNewsUrl(ticker: string): string {
  return `${NAV_PATHS.news}?${new URLSearchParams({ [NEWS_TICKER_PARAM]: ticker }).toString()}`;
}

/** A page's title is its navigation title in the spec, written once in the contract. */
export function pageTitle(path: SpecNavPath): string {
  return specNavTitle(path);
}

/** The live pages show the session `?session=YYYY-MM-DD` names (one of the last 5), else the most recent. */
export const SESSION_PARAM = 'session';
