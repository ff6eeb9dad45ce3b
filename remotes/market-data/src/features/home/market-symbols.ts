/** The overview's index ETFs are shared with the Market overview widget. */
export { INDEX_SYMBOLS } from '../../lib/index-symbols';

/** The most traded large caps (options volume) in the watchlist table. */
export const WATCHLIST_SYMBOLS = [
  'AAPL',
  'MSFT',
  'NVDA',
  'AMZN',
  'META',
  'TSLA',
  'GOOGL',
  'AVGO',
  'AMD',
  'NFLX',
  'PLTR',
  'JPM',
  'V',
  'COST',
  'CRM',
  'ORCL',
] as const;
