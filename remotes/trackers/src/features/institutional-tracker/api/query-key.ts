/** Every Institutional Tracker query key starts here. */
export const INSTITUTIONAL_QUERY_KEY = ['trackers', 'institutional-tracker'] as const;
