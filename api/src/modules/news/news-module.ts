/**
 * Wires news into the app: the service on the market clock, the route, the feed poller (NEWS_FEEDS) and the
 * live feed. buildApp registers `routes`, calls `live.attach` once socket.io is up, then `start`.
 */
import type { NewsItem } from '@flowdeck/api-types';
import type { AppDeps } from '../../deps.js';
import { NEWS_SOCKET_EVENTS } from '@flowdeck/endpoints/news';
import { createEventFeed, EVENT_FEED_TICK_MS, feedAccess, type EventFeed } from '../../realtime/event-feed.js';
import type { MarketEngine } from '../market/engine.js';
import { feedRows } from './ingest.js';
import { createNewsPoller, FEED_POLL_MS, type NewsPoller } from './poller.js';
import { readValidators, saveValidators, upsertNewsItems } from './repository.js';
import { newsRoutes } from './routes.js';
import { createNewsService } from './service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The live news feed: tests look for new items with `app.newsFeed.tick()`. */
    newsFeed: EventFeed;
    /** The feed poller: tests poll with `app.newsPoller.poll()`. */
    newsPoller: NewsPoller;
  }
}

type Logger = {
  error(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
};

/** `onItems`: every headline as it arrives (simulated, polled or imported), e.g. for the SMS alerts. */
export function createNewsModule(
  deps: AppDeps,
  engine: MarketEngine | null,
  logger: Logger,
  onItems?: (items: NewsItem[]) => void,
) {
  const marketNow = () => engine?.marketTime ?? deps.now().getTime();
  const service = createNewsService(deps.db, marketNow, deps.records.news);
  const live = createEventFeed({
    name: 'news',
    events: NEWS_SOCKET_EVENTS,
    source: service,
    marketNow,
    verifyToken: (token) => deps.tokens.verify(token),
    checkAccess: feedAccess(deps),
    tickMs: deps.config.simLive ? EVENT_FEED_TICK_MS : null,
    onItems,
    logger,
  });
  const poller = createNewsPoller({
    feeds: deps.config.newsFeeds ?? [],
    intervalMs: deps.config.simLive ? FEED_POLL_MS : null,
    validators: (url) => readValidators(deps.db, url),
    logger,
    store: async (url, feed, validators) => {
      const tagger = await service.tagger();
      const rows = feedRows(feed, { origin: 'feed', receivedAt: deps.now(), tagger });
      return deps.db.transaction().execute(async (trx) => {
        const counts = await upsertNewsItems(trx, rows);
        await saveValidators(trx, url, validators, deps.now());
        return counts.inserted;
      });
    },
  });
  return { service, live, poller, routes: newsRoutes(deps, service, marketNow) };
}
