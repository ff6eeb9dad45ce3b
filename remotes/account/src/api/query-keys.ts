/** Query keys shared by this remote's pages: one invalidation reaches every view of the same data. */
export const BILLING_QUERY_KEY = ['account', 'billing'] as const;
export const ACCOUNT_QUERY_KEY = ['account', 'profile'] as const;
export const BOT_QUERY_KEY = ['account', 'discord-bot'] as const;
export const AFFILIATE_QUERY_KEY = ['account', 'affiliate'] as const;
