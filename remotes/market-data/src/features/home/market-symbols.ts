/** Index ETFs shown as overview cards: S&P 500, Nasdaq-100, Russell 2000, Dow. */
export const INDEX_SYMBOLS = ['SPY', 'QQQ', 'IWM', 'DIA'] as const;

/** Mega caps in the watchlist table. */
export const WATCHLIST_SYMBOLS = ['AAPL', 'MSFT', 'NVDA', 'AMZN', 'META', 'TSLA', 'GOOGL'] as const;

/** How many daily closes a card's sparkline draws. */
export const SPARKLINE_CLOSES = 30;
