/** Every cached resource of the journal lives under this key (a change refreshes them all). */
export const JOURNAL_QUERY_KEY = ['tools', 'journal'] as const;
