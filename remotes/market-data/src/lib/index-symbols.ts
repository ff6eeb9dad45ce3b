/** Index ETFs shown as overview cards: S&P 500, Nasdaq-100, Russell 2000, Dow. */
export const INDEX_SYMBOLS = ['SPY', 'QQQ', 'IWM', 'DIA'] as const;

/** How many daily closes an index card's sparkline draws. */
export const SPARKLINE_CLOSES = 30;
