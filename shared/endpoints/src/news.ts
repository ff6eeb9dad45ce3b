/** News endpoint (spec §7: news/{x}), its limits and the live feed's socket events. Zod-free (see ./market.ts). */
import type { NewsPage, NewsSentiment } from '@flowdeck/api-types';
import type { Route } from '@flowdeck/endpoints/route';

/** `{x}` for every ticker. */
export const ALL_NEWS = 'all';
export const NEWS_SENTIMENTS: readonly NewsSentiment[] = ['positive', 'negative', 'neutral'];
/** The source name of the simulator's headlines. */
export { SIMULATED_SOURCE as SIMULATED_NEWS_SOURCE } from '@flowdeck/endpoints/simulated';

export const NEWS_DEFAULT_LIMIT = 30;
export const NEWS_MAX_LIMIT = 100;
export const NEWS_MAX_SEARCH_LENGTH = 100;
export const NEWS_MAX_SOURCE_LENGTH = 120;
/** Tickers one request may list (a watchlist holds at most 100). */
export const NEWS_MAX_TICKERS = 100;

export const NEWS_SOCKET_EVENTS = {
  subscribe: 'NEWS_SUBSCRIBE',
  unsubscribe: 'NEWS_UNSUBSCRIBE',
  update: 'NEWS_UPDATE',
} as const;

export const NEWS: Route<'GET', 'news/{x}', NewsPage> = {
  method: 'GET',
  path: 'news/{x}',
  requirement: 'readTrackers',
  summary:
    'Headlines for one ticker or all, tagged with tickers and scored for sentiment, filtered by tickers named (a watchlist), source, sentiment, major only and search text, newest first, cursor-paged.',
};
