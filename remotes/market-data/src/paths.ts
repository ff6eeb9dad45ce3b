import { DEFAULT_HOME_PATH, SPEC_NAV, type SpecNavPath } from '@flowdeck/contract';

export const HOME_PATH = DEFAULT_HOME_PATH;
export const STOCK_PROFILE_PATH = '/stock-profile';

/** The Stock Profile page reads its ticker from `?symbol=`. */
export const SYMBOL_PARAM = 'symbol';
export const DEFAULT_SYMBOL = 'AAPL';

/** Link to a ticker's Stock Profile page. */
export function stockProfileUrl(symbol: string): string {
  return `${STOCK_PROFILE_PATH}?${new URLSearchParams({ [SYMBOL_PARAM]: symbol }).toString()}`;
}

/** A page's title is its navigation title in the spec, written once in the contract. */
export function pageTitle(path: SpecNavPath): string {
  return SPEC_NAV.find((item) => item.path === path)?.title ?? path;
}
