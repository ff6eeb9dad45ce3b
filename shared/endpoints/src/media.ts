/**
 * The Media Page's endpoints (spec §7: `api/v1/youtube-feed?channel_id=`, a GET on the second node server):
 * a YouTube channel's latest videos from its public Atom feed, cached by the API and served stale while
 * YouTube cannot be reached; and which channel the page shows, set on the API server (MEDIA_CHANNEL_ID).
 * Zod-free (see ./market.ts).
 */
import type { Route } from '@flowdeck/endpoints/route';

/** A YouTube channel id: "UC" and 22 URL-safe base64 characters. */
export const CHANNEL_ID_PATTERN = /^UC[A-Za-z0-9_-]{22}$/;
/** A YouTube video id: 11 URL-safe base64 characters. */
export const VIDEO_ID_PATTERN = /^[A-Za-z0-9_-]{11}$/;
/** The privacy-enhanced player: no cookies until the viewer plays. */
export const YOUTUBE_EMBED_BASE = 'https://www.youtube-nocookie.com/embed/';

export interface MediaThumbnail {
  url: string;
  width: number;
  height: number;
}

export interface MediaVideo {
  videoId: string;
  title: string;
  description: string;
  /** ISO instants as the feed gives them. */
  published: string;
  updated: string;
  /** null when the feed names no YouTube thumbnail. */
  thumbnail: MediaThumbnail | null;
  /** The watch page on YouTube. */
  url: string;
  /** null when the feed gives no count (YouTube shows none while a stream is live or scheduled). */
  views: number | null;
  /**
   * Probably a stream on the air now: the public feed has no live flag, so this is the API's guess (new and
   * no views yet); the page words it as such.
   */
  live: boolean;
}

export interface YoutubeFeed {
  channelId: string;
  channelTitle: string;
  channelUrl: string;
  /** Newest first. */
  videos: MediaVideo[];
  /** The newest video that is probably a live stream, if any (also in `videos`). */
  live: MediaVideo | null;
  /** When the API last read the feed from YouTube. */
  fetchedAt: string;
  /** True when YouTube could not be reached and this is the last copy the API read. */
  stale: boolean;
}

export const YOUTUBE_FEED: Route<'GET', 'api/v1/youtube-feed', YoutubeFeed> = {
  method: 'GET',
  path: 'api/v1/youtube-feed',
  requirement: 'useTools',
  summary:
    "A YouTube channel's latest videos and live stream from its public feed (cached; stale while YouTube is unreachable).",
};

/** The channel the Media Page shows: the API's MEDIA_CHANNEL_ID; null while none is configured. */
export interface MediaChannel {
  channelId: string | null;
}

export const MEDIA_CHANNEL: Route<'GET', 'api/v1/media-channel', MediaChannel> = {
  method: 'GET',
  path: 'api/v1/media-channel',
  requirement: 'useTools',
  summary: "The product's YouTube channel the Media Page shows (null while the API has none configured).",
};
