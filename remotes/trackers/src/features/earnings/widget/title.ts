/** The Upcoming earnings widget's title: its card's heading and its content's accessible name. */
export const UPCOMING_EARNINGS_TITLE = 'Upcoming earnings';

/** Its `scope` setting: every company, or the user's watchlist only. */
export const EARNINGS_SCOPE_SETTING = 'scope';
export const EARNINGS_SCOPES = [
  { value: 'all', label: 'All companies' },
  { value: 'watchlist', label: 'My watchlist' },
] as const;
export type EarningsScope = (typeof EARNINGS_SCOPES)[number]['value'];
