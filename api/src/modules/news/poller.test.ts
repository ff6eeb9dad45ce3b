import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import type { ParsedFeed } from './feed-parser.js';
import { parseFeedList } from '../../config.js';
import { createNewsPoller } from './poller.js';
import type { FeedValidators } from './repository.js';

const fixture = (name: string) => readFileSync(new URL(`../../sources/news/fixtures/${name}`, import.meta.url), 'utf8');
const RSS = fixture('businesswire.rss.xml');
const ATOM = fixture('sec-current-filings.atom.xml');
const ETAG = '"bw-20250611"';
const LAST_MODIFIED = 'Wed, 11 Jun 2025 20:06:00 GMT';
const TIMEOUT_MS = 300;

/** A local feed server: conditional RSS, a redirect to Atom, malformed XML, an error and a feed that hangs. */
function feedServer(): Promise<{ server: Server; base: string; hits: Map<string, IncomingMessage[]> }> {
  const hits = new Map<string, IncomingMessage[]>();
  let broken = true;
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const path = req.url ?? '/';
    hits.set(path, [...(hits.get(path) ?? []), req]);
    if (path === '/rss') {
      if (req.headers['if-none-match'] === ETAG) {
        res.writeHead(304).end();
        return;
      }
      res.writeHead(200, { 'content-type': 'application/rss+xml', etag: ETAG, 'last-modified': LAST_MODIFIED });
      res.end(RSS);
    } else if (path === '/moved') {
      res.writeHead(301, { location: '/atom' }).end();
    } else if (path === '/atom') {
      res.writeHead(200, { 'content-type': 'application/atom+xml', 'last-modified': LAST_MODIFIED });
      res.end(ATOM);
    } else if (path === '/flaky') {
      // Malformed on the first poll (cut off mid-item), whole on the next.
      res.writeHead(200, { 'content-type': 'application/rss+xml' });
      res.end(broken ? RSS.slice(0, RSS.indexOf('<item>') + 40) : RSS);
      broken = false;
    } else if (path === '/error') {
      res.writeHead(503, 'Service Unavailable').end();
    } else if (path === '/hang') {
      // Never answers within the timeout.
      const timer = setTimeout(() => res.writeHead(200).end(RSS), 5_000);
      res.on('close', () => clearTimeout(timer));
    } else res.writeHead(404).end();
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, hits }),
    ),
  );
}

describe('news poller', () => {
  let srv: Awaited<ReturnType<typeof feedServer>>;
  before(async () => {
    srv = await feedServer();
  });
  after(() => {
    srv.server.closeAllConnections();
    srv.server.close();
  });

  it('polls every feed on its own: stores what parses, logs each failure clearly, asks conditionally next time', async () => {
    const stored = new Map<string, string>(); // item key → title, as the database would keep them
    const validators = new Map<string, FeedValidators>();
    const logs: Array<{ level: string; msg: string }> = [];
    const feeds = ['/rss', '/moved', '/flaky', '/error', '/hang'].map((p) => `${srv.base}${p}`);
    const poller = createNewsPoller({
      feeds,
      intervalMs: null,
      timeoutMs: TIMEOUT_MS,
      validators: async (url) => validators.get(url) ?? { etag: null, lastModified: null },
      store: async (url, feed: ParsedFeed, v) => {
        let fresh = 0;
        for (const item of feed.items) {
          const key = item.guid ?? item.link ?? '';
          if (!stored.has(key)) fresh++;
          stored.set(key, item.title);
        }
        validators.set(url, v);
        return fresh;
      },
      logger: {
        info: (_o, msg) => logs.push({ level: 'info', msg }),
        warn: (_o, msg) => logs.push({ level: 'warn', msg }),
      },
    });

    const first = await poller.poll();
    assert.deepEqual(
      first.map((o) => o.status),
      ['updated', 'updated', 'failed', 'failed', 'failed'],
    );
    assert.deepEqual(first[0], { url: feeds[0], status: 'updated', items: 4, stored: 3 });
    assert.deepEqual(first[1], { url: feeds[1], status: 'updated', items: 3, stored: 3 }, 'the redirect is followed');
    const warnings = logs.filter((l) => l.level === 'warn').map((l) => l.msg);
    assert.equal(warnings.length, 3);
    assert.match(
      warnings[0] ?? '',
      /\/flaky skipped this poll: malformed feed at line \d+, column \d+: not well-formed XML/,
    );
    assert.match(warnings[1] ?? '', /\/error skipped this poll: HTTP 503 Service Unavailable/);
    assert.match(warnings[2] ?? '', /\/hang skipped this poll: no answer within 300 ms \(timed out\)/);
    assert.ok(warnings.every((w) => w.endsWith('stored items kept, next poll as scheduled')));
    assert.equal(stored.size, 6);
    assert.deepEqual(validators.get(feeds[0] as string), { etag: ETAG, lastModified: LAST_MODIFIED });
    assert.equal(validators.has(feeds[2] as string), false, 'a failed feed keeps no validators');

    // The next poll still runs: the RSS feed answers 304 to its ETag, the flaky feed is whole now.
    const second = await poller.poll();
    assert.deepEqual(
      second.map((o) => o.status),
      ['not-modified', 'updated', 'updated', 'failed', 'failed'],
    );
    const rssHits = srv.hits.get('/rss') ?? [];
    assert.equal(rssHits[1]?.headers['if-none-match'], ETAG);
    assert.equal(rssHits[1]?.headers['if-modified-since'], LAST_MODIFIED);
    assert.equal((srv.hits.get('/atom') ?? [])[1]?.headers['if-modified-since'], LAST_MODIFIED);
    assert.deepEqual(second[2], { url: feeds[2], status: 'updated', items: 4, stored: 0 }, 'same stories, nothing new');
    assert.equal(stored.size, 6, 'nothing was lost and nothing doubled');
  });

  it('does not overlap polls', async () => {
    let calls = 0;
    const poller = createNewsPoller({
      feeds: [`${srv.base}/atom`],
      intervalMs: null,
      validators: async () => ({ etag: null, lastModified: null }),
      store: async () => {
        calls++;
        return 0;
      },
      logger: { info: () => undefined, warn: () => undefined },
    });
    const [a, b] = await Promise.all([poller.poll(), poller.poll()]);
    assert.equal(a, b);
    assert.equal(calls, 1);
  });
});

describe('parseFeedList (NEWS_FEEDS)', () => {
  it('is empty by default and reads comma-separated http(s) URLs once each', () => {
    assert.deepEqual(parseFeedList(undefined), []);
    assert.deepEqual(parseFeedList(''), []);
    assert.deepEqual(parseFeedList(' https://a.example/rss , ,http://b.example/atom,https://a.example/rss'), [
      'https://a.example/rss',
      'http://b.example/atom',
    ]);
  });
  it('refuses what is not an http(s) URL', () => {
    assert.throws(() => parseFeedList('ftp://x/feed'), /not an http or https URL/);
    assert.throws(() => parseFeedList('feeds/news.xml'), /is not a URL/);
  });
});
