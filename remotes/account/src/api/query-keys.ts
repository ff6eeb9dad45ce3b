/** Query keys shared by this remote's pages: one invalidation reaches every view of the same data. */
export const BILLING_QUERY_KEY = ['billing'] as const;
export const ACCOUNT_QUERY_KEY = ['account'] as const;
export const BOT_QUERY_KEY = ['discord-bot'] as const;
export const AFFILIATE_QUERY_KEY = ['affiliate'] as const;
