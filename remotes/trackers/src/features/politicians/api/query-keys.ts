/** Every politician query key starts here, so one invalidation can reach them all. */
export const POLITICIAN_QUERY_KEY = ['trackers', 'politician'] as const;
