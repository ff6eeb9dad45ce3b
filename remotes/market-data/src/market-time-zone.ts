/** The market's clock: every time the market-data pages show is New York time, as traders read it. */
export const MARKET_TIME_ZONE = 'America/New_York';
