/**
 * Reads channel feeds from YouTube and keeps the last good copy of each: fresh for 10 minutes, then read
 * again; when YouTube cannot be reached (or answers nonsense) the last copy is served marked stale, and
 * YouTube is not asked again for a minute. The feed's address comes from the configuration (YOUTUBE_FEED_URL)
 * so tests and air-gapped installs point it at a local server holding real feed files.
 */
import type { YoutubeFeed } from '@flowdeck/endpoints/media';
import { NotFoundError, UpstreamError } from '../../errors.js';
import { isLive, parseYoutubeFeed, type ParsedFeed } from './atom-feed.js';

export const FEED_FRESH_MS = 10 * 60_000;
export const FEED_RETRY_AFTER_FAILURE_MS = 60_000;
export const FEED_TIMEOUT_MS = 5_000;
/** Channels remembered at once (the page asks for one; this bounds what a caller can make us keep). */
export const FEED_CACHE_MAX = 100;

interface CacheEntry {
  feed: ParsedFeed;
  fetchedAt: Date;
  failedAt: Date | null;
}

export interface FeedServiceOptions {
  baseUrl: string;
  now: () => Date;
  fetchImpl?: typeof fetch;
}

export function createYoutubeFeedService({ baseUrl, now, fetchImpl = fetch }: FeedServiceOptions) {
  const cache = new Map<string, CacheEntry>();
  const inflight = new Map<string, Promise<CacheEntry>>();

  const answer = (entry: CacheEntry, stale: boolean): YoutubeFeed => {
    const at = now();
    const videos = entry.feed.videos.map((v) => ({ ...v, live: isLive(v, at) }));
    return {
      channelId: entry.feed.channelId,
      channelTitle: entry.feed.channelTitle,
      channelUrl: entry.feed.channelUrl,
      videos,
      live: videos.find((v) => v.live) ?? null,
      fetchedAt: entry.fetchedAt.toISOString(),
      stale,
    };
  };

  async function read(channelId: string): Promise<CacheEntry> {
    const url = new URL(baseUrl);
    url.searchParams.set('channel_id', channelId);
    const response = await fetchImpl(url, {
      signal: AbortSignal.timeout(FEED_TIMEOUT_MS),
      headers: { accept: 'application/atom+xml, application/xml;q=0.9, */*;q=0.1' },
    });
    if (response.status === 404) throw new NotFoundError('YouTube knows no channel with this id');
    if (!response.ok) throw new Error(`YouTube answered ${response.status}`);
    const feed = parseYoutubeFeed(await response.text());
    const entry = { feed, fetchedAt: now(), failedAt: null };
    cache.delete(channelId);
    cache.set(channelId, entry);
    while (cache.size > FEED_CACHE_MAX) cache.delete(cache.keys().next().value as string);
    return entry;
  }

  return {
    async feed(channelId: string): Promise<YoutubeFeed> {
      const cached = cache.get(channelId);
      const at = now().getTime();
      if (cached && at - cached.fetchedAt.getTime() < FEED_FRESH_MS) return answer(cached, false);
      if (cached?.failedAt && at - cached.failedAt.getTime() < FEED_RETRY_AFTER_FAILURE_MS) return answer(cached, true);
      let pending = inflight.get(channelId);
      if (!pending) {
        pending = read(channelId).finally(() => inflight.delete(channelId));
        inflight.set(channelId, pending);
      }
      try {
        return answer(await pending, false);
      } catch (error) {
        if (error instanceof NotFoundError) throw error;
        if (cached) {
          cached.failedAt = now();
          return answer(cached, true);
        }
        throw new UpstreamError(
          'YouTube cannot be reached right now and no earlier copy of this channel is kept. Try again in a few minutes.',
        );
      }
    },
  };
}
