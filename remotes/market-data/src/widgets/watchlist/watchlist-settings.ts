import type { WidgetSetting } from '@flowdeck/contract';

/** The symbol setting: the row picked, which linked widgets follow. */
export const WATCHLIST_SYMBOL_SETTING = 'symbol';
export const WATCHLIST_DEFAULT_SYMBOL = 'SPY';

export const WATCHLIST_SETTINGS = [
  { key: WATCHLIST_SYMBOL_SETTING, label: 'Symbol', kind: 'symbol', default: WATCHLIST_DEFAULT_SYMBOL },
] as const satisfies readonly WidgetSetting[];
