import { mediaChannelContract, youtubeFeedContract } from '@flowdeck/endpoints/media/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { YOUTUBE_FEED_URL, type MediaConfig } from '../../config.js';
import type { AppDeps } from '../../deps.js';
import { route } from '../../lib/contract-route.js';
import { requireDeclaredRequirements, type RouteRecord } from '../../security/requirements.js';
import { createYoutubeFeedService } from './feed-service.js';

/** Hand-built configs (tests) name no channel and read YouTube's own feeds. */
const UNCONFIGURED: MediaConfig = { channelId: null, feedUrl: YOUTUBE_FEED_URL };

/**
 * Spec §7's `api/v1/youtube-feed?channel_id=`, a GET on the "second node server", which the client
 * addresses at the API's origin: registered at the root, not under the API prefix, so the path is the
 * spec's as written.
 */
export function mediaRoutes(deps: AppDeps): FastifyPluginAsync {
  return async (app) => {
    // Outside the prefixed scope, so this scope records its routes in the app's route table itself.
    requireDeclaredRequirements(app, app.routeTable as RouteRecord[]);
    const media = deps.config.media ?? UNCONFIGURED;
    const feeds = createYoutubeFeedService({ baseUrl: media.feedUrl, now: deps.now });
    // The page asks which channel to show rather than naming one: the channel is the deployment's to set.
    route(app, mediaChannelContract, deps, () => ({ channelId: media.channelId }));
    route(app, youtubeFeedContract, deps, async (request, reply) => {
      const feed = await feeds.feed(request.query.channel_id);
      // Browsers and proxies may keep a fresh copy briefly; a stale one must be asked again.
      reply.header('cache-control', feed.stale ? 'no-store' : 'private, max-age=60');
      return feed;
    });
  };
}
