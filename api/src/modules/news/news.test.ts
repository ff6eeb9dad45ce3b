import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import type { NewsItem, NewsPage, NewsUpdateMessage } from '@flowdeck/api-types';
import { NEWS_SOCKET_EVENTS, SIMULATED_NEWS_SOURCE } from '@flowdeck/endpoints/news';
import { io as connect } from 'socket.io-client';
import { DEV_JWT_SECRET } from '../../config.js';
import { SOCKET_PATH } from '../../realtime/active-users.js';
import { issueAdminToken } from '../../security/admin-token.js';
import { simulatedRecords } from '../../sources/simulator/records/index.js';
import { apiAs, bearer, signUp, startTestApp, testBackends, TEST_NOW, type TestApp } from '../../test/harness.js';

const fixture = (name: string) => readFileSync(new URL(`../../sources/news/fixtures/${name}`, import.meta.url), 'utf8');
const BUSINESS_WIRE = fixture('businesswire.rss.xml');
const GLOBENEWSWIRE = fixture('globenewswire.rss.xml');
const WAIT_MS = 5_000;
const MINUTE_MS = 60_000;

for (const backend of await testBackends()) {
  describe(`news on ${backend.name}`, { skip: backend.skip }, () => {
    let t: TestApp;
    let token: string;
    let feedServer: Server;
    let itemsWritten = 0;
    // The market clock: Friday 13 June 2025 after the close, moved by the live-feed test.
    let now = TEST_NOW.getTime();
    const { getJson } = apiAs(() => t);
    const get = <T>(path: string) => getJson<T>(path, token);
    const importFeed = async (name: string, text: string) =>
      t.request({
        method: 'POST',
        url: '/api/admin/import',
        headers: { ...bearer(await issueAdminToken(DEV_JWT_SECRET, TEST_NOW)), 'content-type': 'application/json' },
        payload: JSON.stringify({ kind: 'news', files: [{ name, text }], options: {} }),
      });

    before(async () => {
      feedServer = createServer((_req, res) => {
        res.writeHead(200, { 'content-type': 'application/rss+xml', etag: '"gnw-1"' });
        res.end(GLOBENEWSWIRE);
      });
      await new Promise<void>((resolve) => feedServer.listen(0, '127.0.0.1', resolve));
      const feedUrl = `http://127.0.0.1:${(feedServer.address() as AddressInfo).port}/rss`;
      // The simulator's records, the headlines counted as they are written.
      const records = simulatedRecords(42);
      const item = records.news.item;
      records.news = { ...records.news, item: (event) => (itemsWritten++, item(event)) };
      t = await startTestApp(
        backend,
        { seed: { historyDays: 60, symbolLimit: null, politicianTrades: 0 }, newsFeeds: [feedUrl], simSeed: 42 },
        () => new Date(now),
        { records },
      );
      token = (await signUp(t, 'news')).access;
    });
    after(async () => {
      await t?.close();
      feedServer?.close();
    });

    it('writes each simulated headline once, however often the page and the live feed ask', async () => {
      assert.equal((await get<NewsPage>('news/all?limit=20')).status, 200);
      const written = itemsWritten;
      assert.ok(written > 100, `${written} headlines written`);
      // Another question (the answers are cached per question and second of the market clock).
      const again = await get<NewsPage>('news/all?limit=30');
      assert.equal(again.status, 200);
      assert.equal(again.body.items.length, 30);
      assert.equal(itemsWritten, written);
    });

    it('lists simulated headlines newest first, up to the market clock, worded and scored as the price moved', async () => {
      const { status, body } = await get<NewsPage>('news/all?limit=100');
      assert.equal(status, 200);
      assert.equal(body.simulated, true);
      assert.equal(body.items.length, 100);
      assert.ok(body.nextCursor);
      const times = body.items.map((i) => Date.parse(i.publishedAt));
      assert.deepEqual(
        times,
        [...times].sort((a, b) => b - a),
        'newest first',
      );
      assert.ok(times.every((ms) => ms <= now));
      for (const item of body.items) {
        assert.equal(item.source, SIMULATED_NEWS_SOURCE);
        assert.equal(item.tickers.length, 1);
        assert.ok(item.movePercent !== null && Math.abs(item.movePercent) >= 0.5);
        assert.equal(item.sentiment, (item.movePercent ?? 0) > 0 ? 'positive' : 'negative', item.title);
      }
      assert.ok(body.items.some((i) => i.major));
      assert.ok(body.sources.includes(SIMULATED_NEWS_SOURCE));
    });

    it('pages by cursor without gaps or repeats', async () => {
      const whole = await get<NewsPage>('news/all?limit=30');
      const first = await get<NewsPage>('news/all?limit=12');
      const second = await get<NewsPage>(`news/all?limit=18&cursor=${encodeURIComponent(first.body.nextCursor ?? '')}`);
      assert.deepEqual(
        [...first.body.items, ...second.body.items].map((i) => i.id),
        whole.body.items.map((i) => i.id),
      );
    });

    it('keeps only headlines naming one of the tickers asked for (a watchlist)', async () => {
      const all = (await get<NewsPage>('news/all?limit=100')).body.items;
      const [a, b] = [...new Set(all.map((i) => i.tickers[0]))] as [string, string];
      const listed = await get<NewsPage>(`news/all?limit=100&tickers=${a.toLowerCase()},%20${b}`);
      assert.equal(listed.status, 200);
      const expected = all.filter((i) => i.tickers.includes(a) || i.tickers.includes(b)).map((i) => i.id);
      // The newest 100 of all hold the newest of a and b; older ones of theirs follow.
      assert.deepEqual(
        listed.body.items.slice(0, expected.length).map((i) => i.id),
        expected,
      );
      assert.ok(listed.body.items.every((i) => i.tickers.includes(a) || i.tickers.includes(b)));
      const repeated = await get<NewsPage>(`news/all?limit=100&tickers=${a}&tickers=${b}`);
      assert.deepEqual(repeated.body.items, listed.body.items);
      assert.deepEqual((await get<NewsPage>('news/all?tickers=ZZZZ')).body.items, []);
    });

    it('refuses bad input with field errors (400) and an unknown ticker (404)', async () => {
      const cases: Array<[string, string]> = [
        ['news/all?sentiment=great', 'sentiment'],
        ['news/all?limit=0', 'limit'],
        ['news/all?limit=500', 'limit'],
        ['news/all?major=maybe', 'major'],
        ['news/all?cursor=abc', 'cursor'],
        [`news/all?searchText=${'x'.repeat(101)}`, 'searchText'],
        ['news/all?colour=red', 'colour'],
        ['news/$$$', 'ticker'],
        ['news/all?tickers=NVDA,$$$', 'tickers'],
        [`news/all?tickers=${Array.from({ length: 101 }, (_, i) => `T${i}`).join(',')}`, 'tickers'],
      ];
      for (const [path, field] of cases) {
        const { status, body } = await get<{ error: Record<string, string> }>(path);
        assert.equal(status, 400, path);
        assert.ok(body.error[field], `${path}: ${JSON.stringify(body)}`);
      }
      assert.equal((await get('news/ZZZZ')).status, 404);
    });

    it('imports a saved feed once (a re-import changes nothing), tagged and scored; refuses a broken one whole', async () => {
      const first = await importFeed('businesswire.rss.xml', BUSINESS_WIRE);
      assert.equal(first.statusCode, 200, first.body);
      assert.deepEqual([first.json().inserted, first.json().unchanged], [3, 0], 'the repeated item is one story');
      const again = await importFeed('businesswire.rss.xml', BUSINESS_WIRE);
      assert.deepEqual([again.json().inserted, again.json().updated, again.json().unchanged], [0, 0, 3]);

      const bw = await get<NewsPage>('news/all?source=Business%20Wire%20Technology%20News');
      assert.deepEqual(
        bw.body.items.map((i) => [i.title.slice(0, 20), i.tickers, i.sentiment, i.major]),
        [
          ['Oracle Announces Fis', ['ORCL'], 'positive', true],
          ['Adobe to Present at ', ['ADBE'], 'neutral', false],
          ['Lam Research Announc', ['LRCX'], 'neutral', true],
        ],
      );
      const orcl = await get<NewsPage>('news/orcl?searchText=fourth%20quarter');
      assert.deepEqual(
        orcl.body.items.map((i) => i.source),
        ['Business Wire Technology News'],
      );

      const broken = await importFeed(
        'bad.rss.xml',
        BUSINESS_WIRE.replace('<title><![CDATA[Adobe', '<title><![CDATA[Adobe]]></titl>'),
      );
      assert.equal(broken.statusCode, 400);
      assert.match(broken.json().error.where, /^line \d+, column \d+$/);
      const noKey = await importFeed(
        'nokey.rss.xml',
        '<rss version="2.0"><channel><title>X</title><item><title>Fresh story</title></item></channel></rss>',
      );
      assert.equal(noKey.statusCode, 400);
      assert.equal(noKey.json().error.where, 'element rss/channel/item[1]');
    });

    it('filters by sentiment and major only', async () => {
      const negative = await get<NewsPage>('news/all?sentiment=negative&limit=50');
      assert.ok(negative.body.items.length > 0 && negative.body.items.every((i) => i.sentiment === 'negative'));
      const major = await get<NewsPage>('news/all?major=true&limit=50');
      assert.ok(major.body.items.length > 0 && major.body.items.every((i) => i.major));
    });

    it('polls NEWS_FEEDS into the list, and pushes new items live: polled, then simulated as the clock passes them', async () => {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
      const socket = connect(url, {
        path: SOCKET_PATH,
        transports: ['websocket'],
        auth: { token },
        reconnection: false,
      });
      const updates: NewsUpdateMessage[] = [];
      socket.on(NEWS_SOCKET_EVENTS.update, (message: NewsUpdateMessage) => updates.push(message));
      const pushed = async (count: number): Promise<NewsItem[]> => {
        const deadline = Date.now() + WAIT_MS;
        while (updates.flatMap((u) => u.items).length < count && Date.now() < deadline)
          await new Promise((r) => setTimeout(r, 10));
        return updates.flatMap((u) => u.items);
      };
      try {
        const ack = await new Promise((resolve) => socket.emit(NEWS_SOCKET_EVENTS.subscribe, {}, resolve));
        assert.deepEqual(ack, { ok: true });
        await t.app.newsFeed.tick(); // what the earlier tests imported
        await pushed(3);
        updates.length = 0;

        const outcomes = await t.app.newsPoller.poll();
        assert.deepEqual(
          outcomes.map((o) => o.status),
          ['updated'],
        );
        assert.equal(await t.app.newsFeed.tick(), 3);
        const polled = await pushed(3);
        const moderna = polled.find((i) => i.tickers.includes('MRNA'));
        assert.equal(moderna?.source, 'GlobeNewswire - News about Public Companies');
        assert.equal(moderna?.sentiment, 'positive');
        const mrna = await get<NewsPage>('news/MRNA');
        assert.ok(mrna.body.items.some((i) => i.id === moderna?.id));

        // A news event of the simulator's (as the market engine records it) arrives when the clock passes it.
        updates.length = 0;
        const at = now + 5 * MINUTE_MS;
        await t.app.db
          .insertInto('market_news')
          .values({ symbol: 'AAPL', released_at: new Date(at), kind: 'headline', move: Math.log(0.95) })
          .execute();
        assert.equal(await t.app.newsFeed.tick(), 0, 'not before its time');
        now = at + MINUTE_MS;
        assert.equal(await t.app.newsFeed.tick(), 1);
        const [aapl] = await pushed(1);
        assert.deepEqual([aapl?.tickers, aapl?.movePercent, aapl?.sentiment], [['AAPL'], -5, 'negative']);
        assert.match(aapl?.title ?? '', /^Apple .*5\.0%/);
        token = (await signUp(t, 'later')).access;
        const listed = await get<NewsPage>('news/aapl?limit=1');
        assert.equal(listed.body.items[0]?.id, aapl?.id);
      } finally {
        socket.close();
      }
    });
  });
}
