/** Every insider query key starts here, so one invalidation can reach them all. */
export const INSIDER_QUERY_KEY = ['trackers', 'insider'] as const;
