import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { DisclosureTimeline, InsiderTradesPage } from '@flowdeck/api-types';
import { CLUSTER_SPAN_DAYS, DISCLOSURE_SOURCES } from '@flowdeck/endpoints/disclosure-timeline';
import { apiAs, signUp, startTestApp, testBackends, type TestApp } from '../../test/harness.js';

const DAY_MS = 86_400_000;
const daysApart = (a: string, b: string) => (Date.parse(b) - Date.parse(a)) / DAY_MS;
/** How many of the seed's busiest tickers the search for a cluster tries. */
const CANDIDATES = 15;

for (const backend of await testBackends()) {
  describe(`disclosure-timeline/{x} on ${backend.name}`, { skip: backend.skip }, () => {
    let t: TestApp;
    let access: string;
    let clustered: DisclosureTimeline;
    const { getJson } = apiAs(() => t);
    const get = <T = DisclosureTimeline>(path: string) => getJson<T>(path, access);

    before(async () => {
      t = await startTestApp(backend);
      access = (await signUp(t, 'timeline')).access;
      // The tickers the seed's insiders trade in the open market: the likeliest to cluster with other sources.
      const trades = await get<InsiderTradesPage>('insider/trades?codes=P,S&pageSize=100');
      const tickers = [...new Set(trades.body.items.flatMap((trade) => (trade.ticker ? [trade.ticker] : [])))];
      for (const ticker of tickers.slice(0, CANDIDATES)) {
        const { status, body } = await get(`disclosure-timeline/${ticker}`);
        assert.equal(status, 200, ticker);
        if (body.clusters.length > 0) {
          clustered = body;
          break;
        }
      }
      assert.ok(clustered, `one of ${tickers.slice(0, CANDIDATES).join(', ')} has a smart-money cluster`);
    });
    after(async () => {
      await t?.close();
    });

    it('merges the sources newest first over the last year, each cluster ≥ 2 sources acting within 7 days', () => {
      const body = clustered;
      assert.equal(daysApart(body.from, body.to), 365);
      assert.deepEqual(body.sources, DISCLOSURE_SOURCES);
      assert.ok(body.events.length > 0 && body.events.length <= 200);
      const dates = body.events.map((event) => event.date);
      assert.deepEqual(dates, [...dates].sort().reverse(), 'newest first');
      assert.ok(dates.every((date) => date >= body.from && date <= body.to));
      assert.equal(
        Object.values(body.counts).reduce((sum, n) => sum + n, 0),
        body.total,
      );
      assert.ok(new Set(body.events.map((event) => event.source)).size >= 2, 'more than one source');
      assert.ok(body.events.every((event) => event.simulated) && body.simulated, 'the seed is simulated data');
      const byId = new Map(body.events.map((event) => [event.id, event]));
      for (const cluster of body.clusters) {
        assert.ok(cluster.sources.length >= 2, JSON.stringify(cluster));
        assert.ok(daysApart(cluster.start, cluster.end) <= CLUSTER_SPAN_DAYS);
        for (const id of cluster.eventIds) {
          const event = byId.get(id);
          if (!event) continue; // beyond the shown limit
          assert.ok(event.inCluster && event.acting, id);
          assert.ok(event.date >= cluster.start && event.date <= cluster.end);
        }
        const shown = cluster.eventIds.flatMap((id) => byId.get(id)?.source ?? []);
        if (shown.length === cluster.eventIds.length) assert.deepEqual(new Set(shown), new Set(cluster.sources));
      }
      const inClusters = new Set(body.clusters.flatMap((cluster) => cluster.eventIds));
      for (const event of body.events) assert.equal(event.inCluster, inClusters.has(event.id), event.id);
      // Only what is disclosed by today: a trade reported later is not on the timeline yet.
      for (const event of body.events) {
        const disclosed = /(?:disclosed|filed) (\d{4}-\d{2}-\d{2})/.exec(event.summary ?? '')?.[1];
        if (disclosed) assert.ok(disclosed <= body.to, `${event.id} disclosed ${disclosed}`);
      }
      // Grants and periodic reports are shown but never act.
      for (const event of body.events) {
        if (event.source === 'lobbying') assert.equal(event.acting, false);
        if (event.source === 'filing' && /^10-[KQ]/.test(event.title)) assert.equal(event.acting, false);
        if (event.source === 'insider' && event.direction === 'neutral') assert.equal(event.acting, false);
      }
    });

    it('filters by source, window and limit', async () => {
      const ticker = clustered.ticker;
      const insiders = await get(`disclosure-timeline/${ticker.toLowerCase()}?sources=insider`);
      assert.equal(insiders.status, 200);
      assert.deepEqual(insiders.body.sources, ['insider']);
      assert.equal(insiders.body.total, clustered.counts.insider);
      assert.ok(insiders.body.events.every((event) => event.source === 'insider'));
      assert.deepEqual(insiders.body.clusters, [], 'one source cannot cluster');

      const pair = clustered.clusters[0]!;
      const two = await get(`disclosure-timeline/${ticker}?sources=${pair.sources.join(',')}`);
      assert.ok(two.body.clusters.some((cluster) => cluster.eventIds.join() === pair.eventIds.join()));

      const window = await get(`disclosure-timeline/${ticker}?from=${pair.start}&to=${pair.end}`);
      assert.equal(window.status, 200);
      assert.ok(window.body.events.every((event) => event.date >= pair.start && event.date <= pair.end));
      assert.ok(window.body.clusters.length >= 1);

      const limited = await get(`disclosure-timeline/${ticker}?limit=3`);
      assert.equal(limited.body.events.length, Math.min(3, clustered.total));
      assert.equal(limited.body.total, clustered.total);
      assert.deepEqual(
        limited.body.events.map((event) => event.id),
        clustered.events.slice(0, 3).map((event) => event.id),
      );
    });

    it('an unknown ticker is 404; bad input is 400 naming the field', async () => {
      const missing = await get<{ error: string }>('disclosure-timeline/ZZZZ');
      assert.equal(missing.status, 404);
      assert.equal(typeof missing.body.error, 'string');
      for (const [path, field] of [
        ['disclosure-timeline/AAPL?sources=tweets', 'sources'],
        ['disclosure-timeline/AAPL?limit=0', 'limit'],
        ['disclosure-timeline/AAPL?limit=501', 'limit'],
        ['disclosure-timeline/AAPL?from=2025-02-30', 'from'],
        ['disclosure-timeline/AAPL?from=2025-05-01&to=2025-04-01', 'to'],
        ['disclosure-timeline/AAPL?from=2015-01-01&to=2025-01-01', 'from'],
        ['disclosure-timeline/AAPL?colour=red', 'colour'],
        ['disclosure-timeline/$$$', 'ticker'],
      ] as const) {
        const { status, body } = await get<{ error: Record<string, string> }>(path);
        assert.equal(status, 400, path);
        assert.ok(body.error[field], `${path}: ${JSON.stringify(body)}`);
      }
    });
  });
}
