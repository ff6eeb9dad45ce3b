import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import type { EarningsCalendar } from '@flowdeck/api-types';
import { DEV_JWT_SECRET } from '../../config.js';
import { issueAdminToken } from '../../security/admin-token.js';
import { apiAs, bearer, signUp, startTestApp, testBackends, TEST_NOW, type TestApp } from '../../test/harness.js';

const CSV = readFileSync(new URL('../../sources/earnings/fixtures/earnings-calendar.csv', import.meta.url), 'utf8');

for (const backend of await testBackends()) {
  describe(`earnings on ${backend.name}`, { skip: backend.skip }, () => {
    let t: TestApp;
    let access: string;
    const { getJson } = apiAs(() => t);
    const get = (path: string) => getJson(`earnings/${path}`, access);
    const importCalendar = async (text: string, source?: string) => {
      const token = await issueAdminToken(DEV_JWT_SECRET, TEST_NOW);
      return t.request({
        method: 'POST',
        url: '/api/admin/import',
        headers: { ...bearer(token), 'content-type': 'application/json' },
        payload: JSON.stringify({
          kind: 'earnings',
          files: [{ name: 'earnings-calendar.csv', text }],
          options: source ? { source } : {},
        }),
      });
    };

    before(async () => {
      t = await startTestApp(backend);
      access = (await signUp(t, 'earnings')).access;
    });
    after(async () => {
      await t?.close();
    });

    it('fills a reporting season from the simulator: estimate vs actual, surprise, implied and past moves', async () => {
      const { status, body } = await get('all?from=2025-04-21&to=2025-05-16');
      assert.equal(status, 200);
      const calendar = body as EarningsCalendar;
      assert.equal(calendar.simulated, true);
      assert.equal(calendar.today, '2025-06-13');
      assert.ok(calendar.reports.length > 100, `a season has many reports (${calendar.reports.length})`);
      assert.ok(calendar.sectors.includes('Information Technology'));
      for (const report of calendar.reports) {
        assert.ok(report.date >= '2025-04-21' && report.date <= '2025-05-16');
        assert.equal(report.source, 'Simulated data');
        assert.equal(report.reported, true);
        assert.match(report.fiscalQuarter, /^Q[1-4] FY20\d\d$/);
        if (report.epsActual !== null && report.epsEstimate !== null && report.epsEstimate !== 0)
          assert.equal(
            report.epsSurprise,
            Math.round(((report.epsActual - report.epsEstimate) / Math.abs(report.epsEstimate)) * 1e4) / 1e4,
          );
        assert.ok(report.pastMoves.length <= 8);
        for (let i = 1; i < report.pastMoves.length; i++)
          assert.ok(report.pastMoves[i - 1]!.date > report.pastMoves[i]!.date, 'newest first');
      }
      const withImplied = calendar.reports.filter((r) => r.impliedMove);
      assert.ok(withImplied.length > 0, 'reports inside the seeded history are priced');
      for (const { impliedMove, date } of withImplied) {
        assert.ok(impliedMove!.asOf < date || impliedMove!.asOf === date);
        assert.ok(impliedMove!.expiry >= date);
        assert.ok(impliedMove!.move > 0.01 && impliedMove!.move < 0.4, `plausible move ${impliedMove!.move}`);
        // The move is the straddle over the spot (each rounded as shown: the straddle to the cent, the move to 4 places).
        const { straddle, spot, move } = impliedMove!;
        assert.ok(Math.abs(straddle / spot - move) <= 0.005 / spot + 0.00005, JSON.stringify(impliedMove));
      }
      const beats = calendar.reports.filter((r) => (r.epsSurprise ?? 0) > 0).length;
      assert.ok(beats > calendar.reports.length / 2, 'most companies beat');
    });

    it('the moves after the reports are what the options priced: over a season, mean actual ≈ mean implied', async (context) => {
      const calendar = (await get('all?from=2025-04-21&to=2025-05-16')).body as EarningsCalendar;
      const both = calendar.reports.filter((r) => r.impliedMove && r.actualMove !== null);
      assert.ok(both.length > 50, `reports priced before and measured after: ${both.length}`);
      const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;
      const implied = mean(both.map((r) => r.impliedMove!.move));
      const actual = mean(both.map((r) => Math.abs(r.actualMove!)));
      // The straddle prices the report's jump and the ordinary moves up to its expiry, at an implied volatility
      // above the realised one (the sellers' premium): it runs somewhat above the actual move, as in real
      // markets. A priced event that did not happen, or a report without a move, leaves the actual moves at
      // less than half the implied ones (0.42 before jumps were put on the reports).
      assert.ok(actual / implied > 0.65 && actual / implied < 1.3, `actual ${actual} vs implied ${implied}`);
      const past = mean(both.flatMap((r) => r.pastMoves.map((m) => Math.abs(m.move))));
      assert.ok(past / implied > 0.65 && past / implied < 1.3, `past moves ${past} vs implied ${implied}`);
      const pct = (x: number) => `${(x * 100).toFixed(2)}%`;
      context.diagnostic(
        `${both.length} reports: mean |actual move| ${pct(actual)}, mean implied ${pct(implied)}, mean |past move| ${pct(past)}`,
      );
    });

    it('upcoming reports have estimates but no actuals, and a priced implied move', async () => {
      const { body } = await get('all?from=2025-07-14&to=2025-08-08');
      const calendar = body as EarningsCalendar;
      assert.ok(calendar.reports.length > 50);
      for (const report of calendar.reports) {
        assert.equal(report.reported, false);
        assert.equal(report.epsActual, null);
        assert.equal(report.actualMove, null);
        assert.equal(report.epsSurprise, null);
      }
      assert.ok(calendar.reports.some((r) => r.epsEstimate !== null && r.revenueEstimate !== null));
      const priced = calendar.reports.filter((r) => r.impliedMove);
      assert.ok(priced.length > 0);
      for (const r of priced) assert.equal(r.impliedMove!.asOf, '2025-06-13');
    });

    it('filters by market cap, sector and watchlist', async () => {
      const window = 'from=2025-04-21&to=2025-05-16';
      const mega = (await get(`all?${window}&cap=mega`)).body as EarningsCalendar;
      assert.ok(mega.reports.length > 0);
      assert.ok(mega.reports.every((r) => (r.marketCap ?? 0) >= 200e9));
      const energy = (await get(`all?${window}&sector=Energy`)).body as EarningsCalendar;
      assert.ok(energy.reports.length > 0);
      assert.ok(energy.reports.every((r) => r.sector === 'Energy'));
      const watch = (await get(`all?${window}&symbols=AAPL,msft,NVDA`)).body as EarningsCalendar;
      assert.ok(watch.reports.every((r) => ['AAPL', 'MSFT', 'NVDA'].includes(r.symbol)));
    });

    for (const [path, field, message] of [
      ['all?to=2025-01-01', 'from', /valid date/],
      ['all?from=2025-03-01&to=2025-01-01', 'to', /must not be before/],
      ['all?from=2024-01-01&to=2025-06-01', 'to', /at most 400 days/],
      ['all?from=2025-01-01&to=2025-02-01&cap=huge', 'cap', /mega, large, mid or small/],
      ['all?from=2025-01-01&to=2025-02-01&symbols=AAPL,$$', 'symbols', /commas/],
      ['all?from=2025-01-01&to=2025-02-01&limit=5', 'limit', /Unknown parameter/],
      ['$$$?from=2025-01-01&to=2025-02-01', 'ticker', /valid ticker/],
    ] as const) {
      it(`answers 400 for ${path}`, async () => {
        const { status, body } = await get(path);
        assert.equal(status, 400);
        assert.match((body as { error: Record<string, string> }).error[field] ?? '', message);
      });
    }

    it('imported reports replace the simulated report of the quarter; a re-import changes nothing', async () => {
      const first = await importCalendar(CSV, 'Nasdaq');
      assert.equal(first.statusCode, 200, first.body);
      assert.deepEqual([first.json().inserted, first.json().unchanged], [5, 0]);
      const nvda = (await get('NVDA?from=2025-04-01&to=2025-06-30')).body as EarningsCalendar;
      assert.deepEqual(
        nvda.reports.map((r) => [r.id, r.date, r.time, r.fiscalQuarter, r.epsEstimate, r.epsActual, r.source]),
        [['nasdaq:NVDA:Q1-FY2026', '2025-05-28', 'after-close', 'Q1 FY2026', 0.73, 0.81, 'Nasdaq']],
      );
      const [report] = nvda.reports;
      assert.equal(report?.epsSurprise, Math.round(((0.81 - 0.73) / 0.73) * 1e4) / 1e4);
      assert.equal(report?.revenueActual, 44062000000);
      const aapl = (await get('AAPL?from=2025-04-01&to=2025-06-30')).body as EarningsCalendar;
      assert.deepEqual(
        aapl.reports.map((r) => [r.revenueEstimate, r.revenueActual]),
        [[94.53e9, 95.36e9]],
      );
      const again = await importCalendar(CSV, 'Nasdaq');
      assert.deepEqual([again.json().inserted, again.json().updated, again.json().unchanged], [0, 0, 5]);
    });

    it('a malformed file is refused with its line, and nothing of it is written', async () => {
      const bad = `${CSV}2025-07-01,ZZZZ,before-open,Q2 2025,1.00,1.10,1B,1.1B\n2025-07-02,YYYY,at lunch,Q2 2025,1,1,1,1\n`;
      const answer = await importCalendar(bad, 'Other');
      assert.equal(answer.statusCode, 400);
      assert.equal(answer.json().error.where, 'line 8');
      assert.match(answer.json().error.reason, /at lunch/);
      const zzzz = (await get('ZZZZ?from=2025-06-01&to=2025-07-31')).body as EarningsCalendar;
      assert.deepEqual(zzzz.reports, []);
    });
  });
}
