/** Index ETFs shown as overview cards: S&P 500, Nasdaq-100, Russell 2000, Dow. */
export const INDEX_SYMBOLS = ['SPY', 'QQQ', 'IWM', 'DIA'] as const;

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

/** How many daily closes a card's sparkline draws. */
export const SPARKLINE_CLOSES = 30;
