import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import type { MediaChannel, YoutubeFeed } from '@flowdeck/endpoints/media';
import { ConfigError, loadConfig, YOUTUBE_FEED_URL } from '../../config.js';
import { bearer, pgliteBackend, signUp, startTestApp, TEST_NOW, type TestApp } from '../../test/harness.js';
import { decodeXmlText, FeedFormatError, isLive, parseYoutubeFeed } from './atom-feed.js';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
const CHANNEL = 'UCq9flowdeckMediaChann01';
const QUIET = 'UCzzzzzzzzzzzzzzzzzzzzzz';

describe('YouTube Atom feed', () => {
  it('reads entries newest first, dropping malformed ones, with thumbnails on https', () => {
    const feed = parseYoutubeFeed(fixture('channel-feed.xml'));
    assert.equal(feed.channelId, CHANNEL);
    assert.equal(feed.channelTitle, 'FlowDeck Trading');
    assert.equal(feed.channelUrl, `https://www.youtube.com/channel/${CHANNEL}`);
    assert.deepEqual(
      feed.videos.map((v) => v.videoId),
      ['Qm3LiveOpn1', 'dQw4w9WgXc1', 'Gx7Gamma0q2'],
    );
    const [live, flow, gamma] = feed.videos;
    assert.equal(live?.title, 'LIVE: Market open — options flow & gamma levels');
    assert.equal(live?.views, 0);
    assert.equal(flow?.published, '2025-06-11T14:00:06.000Z');
    assert.equal(flow?.updated, '2025-06-12T03:41:55.000Z');
    assert.deepEqual(flow?.thumbnail, {
      url: 'https://i2.ytimg.com/vi/dQw4w9WgXc1/hqdefault.jpg',
      width: 480,
      height: 360,
    });
    assert.match(flow?.description ?? '', /\n.*<with examples>\.$/);
    assert.equal(flow?.views, 5234);
    assert.equal(flow?.url, 'https://www.youtube.com/watch?v=dQw4w9WgXc1');
    assert.equal(gamma?.description, 'Why dealer positioning pins prices near big strikes — and when it stops.');
  });

  it('reads a channel without videos, and refuses what is not a channel feed', () => {
    assert.deepEqual(parseYoutubeFeed(fixture('other-channel-feed.xml')).videos, []);
    assert.throws(() => parseYoutubeFeed('<html><body>Sorry</body></html>'), FeedFormatError);
    assert.throws(() => parseYoutubeFeed('<feed><title>x</title></feed>'), /no yt:channelId/);
  });

  it('decodes entities and CDATA', () => {
    assert.equal(decodeXmlText('a &amp; b &lt;c&gt; &#39;d&#x27; <![CDATA[<e&f>]]>'), "a & b <c> 'd' <e&f>");
  });

  it('calls a video live while it shows zero views within 12 hours of starting', () => {
    const now = new Date('2025-06-13T22:30:00Z');
    assert.equal(isLive({ published: '2025-06-13T21:00:00Z', views: 0 }, now), true);
    assert.equal(isLive({ published: '2025-06-13T10:00:00Z', views: 0 }, now), false);
    assert.equal(isLive({ published: '2025-06-13T21:00:00Z', views: 12 }, now), false);
    assert.equal(isLive({ published: '2025-06-13T21:00:00Z', views: null }, now), false);
  });
});

describe('Media Page configuration', () => {
  const problems = (env: NodeJS.ProcessEnv): string[] => {
    try {
      loadConfig(env);
    } catch (error) {
      if (error instanceof ConfigError) return error.problems;
      throw error;
    }
    return [];
  };

  it("reads MEDIA_CHANNEL_ID and YOUTUBE_FEED_URL, with no channel and YouTube's own feeds by default", () => {
    assert.deepEqual(loadConfig({}).media, { channelId: null, feedUrl: YOUTUBE_FEED_URL });
    assert.deepEqual(
      loadConfig({ MEDIA_CHANNEL_ID: ` ${CHANNEL} `, YOUTUBE_FEED_URL: 'http://127.0.0.1:9/feeds/videos.xml' }).media,
      { channelId: CHANNEL, feedUrl: 'http://127.0.0.1:9/feeds/videos.xml' },
    );
  });

  it('refuses a malformed channel id and a feed address that is not an http(s) URL, saying what is wanted', () => {
    assert.deepEqual(problems({ MEDIA_CHANNEL_ID: 'UC-short' }), [
      'MEDIA_CHANNEL_ID must be a YouTube channel id: "UC" and 22 letters, digits, "-" or "_" (got "UC-short")',
    ]);
    // A channel's handle or URL is not its id.
    assert.equal(problems({ MEDIA_CHANNEL_ID: '@flowdeck' }).length, 1);
    assert.equal(problems({ MEDIA_CHANNEL_ID: `https://www.youtube.com/channel/${CHANNEL}` }).length, 1);
    assert.deepEqual(problems({ YOUTUBE_FEED_URL: 'youtube.com/feeds' }), [
      'YOUTUBE_FEED_URL is not a valid URL (got "youtube.com/feeds")',
    ]);
    assert.deepEqual(problems({ YOUTUBE_FEED_URL: 'ftp://feeds.example/videos.xml' }), [
      'YOUTUBE_FEED_URL must use http: or https: (got "ftp:")',
    ]);
  });

  it('answers no channel while none is configured', async () => {
    const bare = await startTestApp(pgliteBackend, { seed: { historyDays: 5, symbolLimit: 10, politicianTrades: 10 } });
    try {
      const auth = bearer((await signUp(bare, 'viewer_bare')).access);
      const res = await bare.request({ method: 'GET', url: '/api/v1/media-channel', headers: auth });
      assert.equal(res.statusCode, 200, res.body);
      assert.deepEqual(res.json<MediaChannel>(), { channelId: null });
    } finally {
      await bare.close();
    }
  });
});

describe('api/v1/youtube-feed', () => {
  let t: TestApp;
  let server: Server;
  let requests = 0;
  let down = false;
  let clock = TEST_NOW.getTime();
  let auth: Record<string, string>;
  const url = (channel: string) => `/api/v1/youtube-feed?channel_id=${channel}`;

  before(async () => {
    server = createServer((req, res) => {
      requests++;
      const channel = new URL(req.url ?? '/', 'http://x').searchParams.get('channel_id');
      if (down) {
        res.writeHead(503).end('Service Unavailable');
        return;
      }
      const file = channel === CHANNEL ? 'channel-feed.xml' : channel === QUIET ? 'other-channel-feed.xml' : null;
      if (!file) {
        res.writeHead(404).end();
        return;
      }
      res.writeHead(200, { 'content-type': 'text/xml; charset=UTF-8' }).end(fixture(file));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const feedUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/feeds/videos.xml`;
    t = await startTestApp(
      pgliteBackend,
      {
        seed: { historyDays: 5, symbolLimit: 10, politicianTrades: 10 },
        // What MEDIA_CHANNEL_ID and YOUTUBE_FEED_URL give loadConfig (tested above).
        media: { channelId: CHANNEL, feedUrl },
      },
      () => new Date(clock),
    );
    auth = bearer((await signUp(t, 'viewer_m')).access);
  });
  after(async () => {
    await t?.close();
    await new Promise((resolve) => server.close(resolve));
  });

  let users = 0;
  /** Tokens live 15 minutes: after moving the clock, sign in again. */
  const signInAgain = async () => {
    auth = bearer((await signUp(t, `viewer_m${++users}`)).access);
  };
  const get = async (channel: string, status = 200) => {
    const res = await t.request({ method: 'GET', url: url(channel), headers: auth });
    assert.equal(res.statusCode, status, res.body);
    return res;
  };

  it('needs a signed-in reader and a well-formed channel id', async () => {
    assert.equal((await t.request({ method: 'GET', url: url(CHANNEL) })).statusCode, 401);
    const bad = await get('UC-short', 400);
    assert.ok(bad.json<{ error: Record<string, string> }>().error.channel_id);
    const unknown = await t.request({ method: 'GET', url: `${url(CHANNEL)}&page=2`, headers: auth });
    assert.equal(unknown.statusCode, 400);
    assert.equal(requests, 0);
  });

  it('serves the channel with its live stream, and answers again from the cache', async () => {
    const feed = (await get(CHANNEL)).json<YoutubeFeed>();
    assert.equal(feed.stale, false);
    assert.equal(feed.videos.length, 3);
    assert.equal(feed.live?.videoId, 'Qm3LiveOpn1');
    assert.deepEqual(
      feed.videos.map((v) => v.live),
      [true, false, false],
    );
    assert.equal(feed.fetchedAt, TEST_NOW.toISOString());
    clock += 5 * 60_000;
    await get(CHANNEL);
    assert.equal(requests, 1);
  });

  it('serves the last copy, marked stale, while YouTube is unreachable, then fresh again', async () => {
    clock += 11 * 60_000;
    await signInAgain();
    down = true;
    const res = await get(CHANNEL);
    const stale = res.json<YoutubeFeed>();
    assert.equal(stale.stale, true);
    assert.equal(stale.videos.length, 3);
    assert.equal(stale.fetchedAt, TEST_NOW.toISOString());
    assert.equal(res.headers['cache-control'], 'no-store');
    assert.equal(requests, 2);
    // Not asked again within the minute after a failure.
    await get(CHANNEL);
    assert.equal(requests, 2);
    clock += 2 * 60_000;
    await signInAgain();
    down = false;
    const fresh = (await get(CHANNEL)).json<YoutubeFeed>();
    assert.equal(fresh.stale, false);
    assert.equal(fresh.fetchedAt, new Date(clock).toISOString());
    // Hours later the stream is over: no live card.
    clock += 13 * 3_600_000;
    await signInAgain();
    const later = (await get(CHANNEL)).json<YoutubeFeed>();
    assert.equal(later.live, null);
  });

  it('answers 502 when YouTube is unreachable and no copy is kept, and 404 for an unknown channel', async () => {
    down = true;
    const res = await get(QUIET, 502);
    assert.match(res.json<{ error: string }>().error, /YouTube cannot be reached/);
    down = false;
    const quiet = (await get(QUIET)).json<YoutubeFeed>();
    assert.deepEqual([quiet.videos, quiet.live], [[], null]);
    await get('UCaaaaaaaaaaaaaaaaaaaaaa', 404);
  });

  it("names the configured channel, and the page's feed is read from the configured feed address", async () => {
    assert.equal((await t.request({ method: 'GET', url: '/api/v1/media-channel' })).statusCode, 401);
    const res = await t.request({ method: 'GET', url: '/api/v1/media-channel', headers: auth });
    assert.equal(res.statusCode, 200, res.body);
    const { channelId } = res.json<MediaChannel>();
    assert.equal(channelId, CHANNEL);
    const feed = (await get(channelId ?? '')).json<YoutubeFeed>();
    assert.equal(feed.channelId, CHANNEL);
    assert.equal(feed.channelTitle, 'FlowDeck Trading');
  });
});
