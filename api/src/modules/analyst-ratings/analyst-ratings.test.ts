import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import type { AnalystRatingsPage, AnalystTrackRecords, AnalystUpdateMessage } from '@flowdeck/api-types';
import { ANALYST_SOCKET_EVENTS } from '@flowdeck/endpoints/analyst-ratings';
import { io as connect } from 'socket.io-client';
import { DEV_JWT_SECRET } from '../../config.js';
import { SOCKET_PATH } from '../../realtime/active-users.js';
import { issueAdminToken } from '../../security/admin-token.js';
import { apiAs, bearer, signUp, startTestApp, testBackends, TEST_NOW, type TestApp } from '../../test/harness.js';

const CSV = readFileSync(new URL('../../sources/analyst-ratings/fixtures/ratings.csv', import.meta.url), 'utf8');
const WAIT_MS = 5_000;

for (const backend of await testBackends()) {
  describe(`analystrating on ${backend.name}`, { skip: backend.skip }, () => {
    let t: TestApp;
    let token: string;
    // The market clock: Friday 13 June 2025 after the close, moved by the live-feed test.
    let now = TEST_NOW.getTime();
    const { getJson } = apiAs(() => t);
    const get = <T>(path: string) => getJson<T>(path, token);
    const importRatings = async (text: string) =>
      t.request({
        method: 'POST',
        url: '/api/admin/import',
        headers: { ...bearer(await issueAdminToken(DEV_JWT_SECRET, TEST_NOW)), 'content-type': 'application/json' },
        payload: JSON.stringify({ kind: 'analyst-ratings', files: [{ name: 'ratings.csv', text }], options: {} }),
      });

    before(async () => {
      t = await startTestApp(
        backend,
        { seed: { historyDays: 120, symbolLimit: null, politicianTrades: 0 } },
        () => new Date(now),
      );
      token = (await signUp(t, 'analyst')).access;
    });
    after(async () => {
      await t?.close();
    });

    it('lists simulated actions market-wide, newest first, up to the market clock, with the firm’s record', async () => {
      const { status, body } = await get<AnalystRatingsPage>('analystrating/all?pageSize=200');
      assert.equal(status, 200);
      assert.equal(body.simulated, true);
      assert.ok(body.total > 200, `a busy record (${body.total})`);
      assert.equal(body.items.length, 200);
      const keys = body.items.map((r) => `${r.date} ${r.time}`);
      assert.deepEqual(keys, [...keys].sort().reverse(), 'newest first');
      assert.ok(body.items.every((r) => r.date <= '2025-06-13' && r.source === 'Simulated data'));
      assert.equal(body.day.date, '2025-06-13');
      for (const r of body.items) {
        if (r.targetCurrent !== null && r.price !== null)
          assert.ok(Math.abs((r.upside ?? 0) - (r.targetCurrent / r.price - 1)) < 1e-9);
        if (r.action === 'terminate' || r.action === 'suspend')
          assert.deepEqual([r.ratingCurrent, r.targetCurrent, r.targetAction], [null, null, 'remove']);
        if (r.action === 'upgrade') assert.notEqual(r.ratingPrior, r.ratingCurrent);
      }
      assert.ok(
        body.items.some((r) => r.firmRecord.measured > 0 && r.firmRecord.successRate !== null),
        'firms have 3-month records',
      );
    });

    it('filters by action, firm, tickers, date window, minimum upside and minimum firm success; pages', async () => {
      const upgrades = await get<AnalystRatingsPage>('analystrating/all?action=upgrade,initiate&pageSize=100');
      assert.ok(upgrades.body.total > 0);
      assert.ok(upgrades.body.items.every((r) => r.action === 'upgrade' || r.action === 'initiate'));
      const gs = await get<AnalystRatingsPage>(
        'analystrating/all?firm=goldman%20sachs&from=2025-05-01&to=2025-05-31&pageSize=100',
      );
      assert.ok(gs.body.total > 0);
      assert.ok(
        gs.body.items.every((r) => r.firm === 'Goldman Sachs' && r.date >= '2025-05-01' && r.date <= '2025-05-31'),
      );
      const watched = await get<AnalystRatingsPage>('analystrating/all?tickers=aapl,MSFT&pageSize=100');
      assert.ok(watched.body.total > 0);
      assert.ok(watched.body.items.every((r) => r.ticker === 'AAPL' || r.ticker === 'MSFT'));
      const upside = await get<AnalystRatingsPage>('analystrating/all?minUpside=25&pageSize=100');
      assert.ok(upside.body.total > 0 && upside.body.items.every((r) => (r.upside ?? 0) >= 0.25));
      const skilled = await get<AnalystRatingsPage>('analystrating/all?minSuccess=55&pageSize=100');
      assert.ok(skilled.body.items.every((r) => (r.firmRecord.successRate ?? 0) >= 0.55));
      const first = await get<AnalystRatingsPage>('analystrating/all?pageSize=5');
      const second = await get<AnalystRatingsPage>('analystrating/all?pageSize=5&page=2');
      assert.equal(second.body.page, 2);
      assert.equal(first.body.total, second.body.total);
      assert.equal(new Set([...first.body.items, ...second.body.items].map((r) => r.id)).size, 10);
    });

    it('per ticker: its history and consensus (distribution, mean, high, low target, upside, closes)', async () => {
      const { status, body } = await get<AnalystRatingsPage>('analystrating/aapl?pageSize=200');
      assert.equal(status, 200);
      assert.ok(body.items.length > 0 && body.items.every((r) => r.ticker === 'AAPL' && r.company === 'Apple Inc.'));
      const c = body.consensus;
      assert.ok(c && c.ticker === 'AAPL' && c.price !== null);
      assert.ok(c.buy + c.hold + c.sell > 0);
      assert.ok(c.lowTarget !== null && c.highTarget !== null && c.meanTarget !== null);
      assert.ok(c.lowTarget <= c.meanTarget && c.meanTarget <= c.highTarget);
      assert.ok(Math.abs((c.upside ?? 0) - (c.meanTarget / c.price - 1)) < 1e-9);
      assert.equal(c.prices.length, 120);
      assert.equal((await get('analystrating/ZZZZZ')).status, 404);
    });

    for (const [path, field, message] of [
      ['analystrating/all?action=promote', 'action', /Actions are upgrade/],
      ['analystrating/all?from=2025-03-01&to=2025-01-01', 'to', /must not be before/],
      ['analystrating/all?tickers=AAPL,$$', 'tickers', /valid ticker symbols/],
      ['analystrating/all?from=2025-13-01', 'from', /valid date/],
      ['analystrating/all?minUpside=lots', 'minUpside', /percentage/],
      ['analystrating/all?minSuccess=120', 'minSuccess', /At most 100/],
      ['analystrating/all?pageSize=1000', 'pageSize', /at most 200/],
      ['analystrating/all?limit=5', 'limit', /Unknown parameter/],
      ['analystrating/$$$', 'ticker', /valid ticker/],
      ['analyst/track-record?horizon=m2', 'horizon', /m1, m3, m6, m12/],
      ['analyst/track-record?by=desk', 'by', /firm or analyst/],
    ] as const) {
      it(`answers 400 for ${path}`, async () => {
        const { status, body } = await get<{ error: Record<string, string> }>(path);
        assert.equal(status, 400);
        assert.match(body.error[field] ?? '', message);
      });
    }

    it('ranks firms and analysts by their record', async () => {
      const firms = await get<AnalystTrackRecords>('analyst/track-record?horizon=m1');
      assert.equal(firms.status, 200);
      assert.ok(firms.body.records.length > 5);
      const rates = firms.body.records.map((r) => r.horizons.m1.successRate ?? 0);
      assert.deepEqual(
        rates,
        [...rates].sort((a, b) => b - a),
      );
      for (const r of firms.body.records) {
        assert.equal(r.analyst, null);
        assert.ok(r.horizons.m1.measured >= 5 && r.horizons.m1.measured <= r.calls && r.calls <= r.actions);
        // 120 sessions of closes: a 6-month window (126 sessions) never ends.
        assert.equal(r.horizons.m6.measured, 0);
      }
      const analysts = await get<AnalystTrackRecords>('analyst/track-record?by=analyst&minCalls=1');
      assert.ok(analysts.body.records.every((r) => r.analyst !== null));
    });

    it('imports a file once (a re-import changes nothing), refuses a bad one whole, and pushes new actions live', async () => {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
      const socket = connect(url, {
        path: SOCKET_PATH,
        transports: ['websocket'],
        auth: { token },
        reconnection: false,
      });
      const updates: AnalystUpdateMessage[] = [];
      socket.on(ANALYST_SOCKET_EVENTS.update, (message: AnalystUpdateMessage) => updates.push(message));
      try {
        const ack = await new Promise((resolve) => socket.emit(ANALYST_SOCKET_EVENTS.subscribe, {}, resolve));
        assert.deepEqual(ack, { ok: true });
        await t.app.analystFeed.tick();

        const first = await importRatings(CSV);
        assert.equal(first.statusCode, 200, first.body);
        assert.deepEqual([first.json().inserted, first.json().unchanged], [6, 0]);
        assert.equal(await t.app.analystFeed.tick(), 6);
        const deadline = Date.now() + WAIT_MS;
        while (updates.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
        const pushed = updates.flatMap((u) => u.items);
        assert.deepEqual(pushed.map((r) => r.ticker).sort(), ['AAPL', 'AMD', 'INTC', 'MSFT', 'NVDA', 'TSLA']);
        const nvda = pushed.find((r) => r.ticker === 'NVDA');
        assert.deepEqual(
          [nvda?.firm, nvda?.analyst, nvda?.targetAction, nvda?.source],
          ['Morgan Stanley', 'Joseph Moore', 'raise', 'Imported (ratings.csv)'],
        );

        const again = await importRatings(CSV);
        assert.deepEqual([again.json().inserted, again.json().updated, again.json().unchanged], [0, 0, 6]);
        assert.equal(await t.app.analystFeed.tick(), 0);

        const bad = await importRatings(
          `${CSV}2025-06-13,09:00,ORCL,UBS,,Maintains,Raises,Buy,Buy,150,170\n2025-06-13,09:05,ORCL,Citi,,Upgraded twice,,Hold,Buy,,200\n`,
        );
        assert.equal(bad.statusCode, 400);
        assert.equal(bad.json().error.where, 'line 9');
        const orcl = await get<AnalystRatingsPage>('analystrating/orcl?firm=UBS&from=2025-06-13');
        assert.ok(
          orcl.body.items.every((r) => r.source === 'Simulated data'),
          'nothing of the refused file is written',
        );

        const listed = await get<AnalystRatingsPage>(
          'analystrating/nvda?firm=Morgan%20Stanley&from=2025-06-12&to=2025-06-12',
        );
        assert.ok(listed.body.items.some((r) => r.analyst === 'Joseph Moore' && r.targetCurrent === 170));

        // Simulated actions arrive as the market clock passes them: a week later, the week's actions.
        updates.length = 0;
        now += 3 * 86_400_000;
        const arrived = await t.app.analystFeed.tick();
        assert.ok(arrived > 0, 'the new sessions brought actions');
        token = (await signUp(t, 'later')).access; // the first token expired meanwhile
        const later = await get<AnalystRatingsPage>('analystrating/all?from=2025-06-14&pageSize=200');
        assert.equal(later.body.total, arrived);
      } finally {
        socket.close();
      }
    });
  });
}
