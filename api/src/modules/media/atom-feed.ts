/**
 * A YouTube channel's Atom feed (https://www.youtube.com/feeds/videos.xml?channel_id=…) → videos. The
 * feed is machine-written and small (the latest 15 entries), so it is read element by element rather than
 * with a general XML library: `entry` with `yt:videoId`, `title`, `published`, `updated`,
 * `media:group/media:thumbnail`, `media:description` and `media:community/media:statistics@views`.
 * Anything that does not look like YouTube's (an id of the wrong shape, a thumbnail off YouTube's image
 * hosts) is dropped rather than passed to the page.
 */
import { VIDEO_ID_PATTERN, type MediaThumbnail, type MediaVideo } from '@flowdeck/endpoints/media';

export class FeedFormatError extends Error {
  constructor(reason: string) {
    super(`Not a YouTube channel feed: ${reason}`);
    this.name = 'FeedFormatError';
  }
}

export interface ParsedFeed {
  channelId: string;
  channelTitle: string;
  channelUrl: string;
  videos: Omit<MediaVideo, 'live'>[];
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** Text content: CDATA kept as is, entities (named and numeric) decoded. */
export function decodeXmlText(raw: string): string {
  return raw
    .replace(
      /<!\[CDATA\[([\s\S]*?)\]\]>|&(#x[0-9a-fA-F]+|#\d+|[a-z]+);/g,
      (whole, cdata: string | undefined, entity: string | undefined) => {
        if (cdata !== undefined) return cdata;
        if (!entity) return whole;
        if (entity.startsWith('#x')) return String.fromCodePoint(Number.parseInt(entity.slice(2), 16));
        if (entity.startsWith('#')) return String.fromCodePoint(Number(entity.slice(1)));
        return ENTITIES[entity] ?? whole;
      },
    )
    .trim();
}

const escape = (name: string): string => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The text of the first `<name>` element in `xml` (not nested in a same-named one), or null. */
function child(xml: string, name: string): string | null {
  const match = new RegExp(`<${escape(name)}(?:\\s[^>]*)?>([\\s\\S]*?)</${escape(name)}>`).exec(xml);
  return match ? decodeXmlText(match[1] ?? '') : null;
}

/** The attributes of the first `<name …>` element (self-closing or not). */
function attributes(xml: string, name: string): Record<string, string> | null {
  const match = new RegExp(`<${escape(name)}(\\s[^>]*?)?/?>`).exec(xml);
  if (!match) return null;
  const attrs: Record<string, string> = {};
  for (const [, key, value] of (match[1] ?? '').matchAll(/([\w:-]+)\s*=\s*"([^"]*)"/g)) {
    if (key) attrs[key] = decodeXmlText(value ?? '');
  }
  return attrs;
}

/** The href of the first `<link rel="alternate">`. */
function alternateLink(xml: string): string | null {
  for (const [tag] of xml.matchAll(/<link\s[^>]*\/?>/g)) {
    const rel = /rel="([^"]*)"/.exec(tag)?.[1];
    const href = /href="([^"]*)"/.exec(tag)?.[1];
    if (rel === 'alternate' && href) return decodeXmlText(href);
  }
  return null;
}

const THUMBNAIL_HOST = /^https:\/\/i\d?\.ytimg\.com\/vi\//;

function thumbnail(group: string): MediaThumbnail | null {
  const attrs = attributes(group, 'media:thumbnail');
  if (!attrs?.url) return null;
  // Feeds write http or https and i1…i4 hosts; the page loads https only.
  const url = attrs.url.replace(/^http:\/\//, 'https://');
  if (!THUMBNAIL_HOST.test(url)) return null;
  return { url, width: Number(attrs.width) || 480, height: Number(attrs.height) || 360 };
}

const isInstant = (value: string | null): value is string => value !== null && !Number.isNaN(Date.parse(value));

export function parseYoutubeFeed(xml: string): ParsedFeed {
  if (!/<feed[\s>]/.test(xml)) throw new FeedFormatError('no <feed> element');
  const head = xml.split(/<entry[\s>]/)[0] ?? '';
  const channelId = child(head, 'yt:channelId');
  if (!channelId) throw new FeedFormatError('no yt:channelId');
  const videos: ParsedFeed['videos'] = [];
  for (const [, body = ''] of xml.matchAll(/<entry(?:\s[^>]*)?>([\s\S]*?)<\/entry>/g)) {
    const videoId = child(body, 'yt:videoId');
    const published = child(body, 'published');
    if (!videoId || !VIDEO_ID_PATTERN.test(videoId) || !isInstant(published)) continue;
    const updated = child(body, 'updated');
    const group = /<media:group>([\s\S]*?)<\/media:group>/.exec(body)?.[1] ?? '';
    const views = attributes(group, 'media:statistics')?.views;
    videos.push({
      videoId,
      title: child(body, 'title') ?? child(group, 'media:title') ?? '',
      description: child(group, 'media:description') ?? '',
      published: new Date(published).toISOString(),
      updated: new Date(isInstant(updated) ? updated : published).toISOString(),
      thumbnail: thumbnail(group),
      url: `https://www.youtube.com/watch?v=${videoId}`,
      views: views === undefined || views === '' || Number.isNaN(Number(views)) ? null : Number(views),
    });
  }
  videos.sort((a, b) => (a.published < b.published ? 1 : a.published > b.published ? -1 : 0));
  return {
    channelId,
    channelTitle: child(head, 'title') ?? '',
    channelUrl: alternateLink(head) ?? `https://www.youtube.com/channel/${channelId}`,
    videos,
  };
}

/** A stream counts as on the air for this long after it started, while YouTube still shows no views. */
export const LIVE_WINDOW_MS = 12 * 3_600_000;

/**
 * YouTube lists a live stream in the feed like an upload, with no view count until it ends (views="0").
 * So a video is "live now" when it was published in the last 12 hours and shows zero views; the newest
 * such video is the live card.
 */
export function isLive(video: Pick<MediaVideo, 'published' | 'views'>, now: Date): boolean {
  const age = now.getTime() - Date.parse(video.published);
  return video.views === 0 && age >= 0 && age <= LIVE_WINDOW_MS;
}
