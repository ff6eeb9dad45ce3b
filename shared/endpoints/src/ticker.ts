/**
 * What a ticker may look like, written once for every endpoint, importer and page that takes one: upper case,
 * a letter first, then letters, digits and a share class after "." or "-" (BRK.B, BF-B), at most 12
 * characters. Whether it names a listed symbol is for the server to answer (404), not for the pattern.
 */
export const TICKER_PATTERN = /^[A-Z][A-Z0-9.-]{0,11}$/;
export const TICKER_MESSAGE = 'Enter a valid ticker symbol.';

/**
 * The stricter shape of a ticker a person types or keeps (the search box's "go to this ticker", watchlists):
 * one to five letters and an optional class (AAPL, BRK.B, BF-B).
 */
export const TYPED_TICKER_PATTERN = /^[A-Z]{1,5}([.-][A-Z]{1,2})?$/;
