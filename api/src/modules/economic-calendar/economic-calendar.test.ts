import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import type { EconomicCalendar } from '@flowdeck/api-types';
import { DEV_JWT_SECRET } from '../../config.js';
import { issueAdminToken } from '../../security/admin-token.js';
import { apiAs, bearer, signUp, startTestApp, testBackends, TEST_NOW, type TestApp } from '../../test/harness.js';

const ICS = readFileSync(new URL('../../sources/calendars/fixtures/bls-release-calendar.ics', import.meta.url), 'utf8');

for (const backend of await testBackends()) {
  describe(`economic-calander on ${backend.name}`, { skip: backend.skip }, () => {
    let t: TestApp;
    let access: string;
    const { getJson } = apiAs(() => t);
    const calendar = (query: string) => getJson(`economic-calander?${query}`, access);
    const importIcs = async (text: string) => {
      const token = await issueAdminToken(DEV_JWT_SECRET, TEST_NOW);
      return t.request({
        method: 'POST',
        url: '/api/admin/import',
        headers: { ...bearer(token), 'content-type': 'application/json' },
        payload: JSON.stringify({ kind: 'calendar-ics', files: [{ name: 'bls.ics', text }] }),
      });
    };

    before(async () => {
      t = await startTestApp(backend);
      access = (await signUp(t, 'econ')).access;
    });
    after(async () => {
      await t?.close();
    });

    it('answers the week with released figures, upcoming forecasts and the next high-importance release', async () => {
      const { status, body } = await calendar('from=2025-06-09&to=2025-06-15');
      assert.equal(status, 200);
      const week = body as EconomicCalendar;
      assert.equal(week.simulated, true);
      const cpi = week.events.find((event) => event.kind === 'cpi');
      assert.equal(cpi?.time, '2025-06-11T12:30:00.000Z');
      assert.equal(cpi?.source, 'Simulated data');
      assert.equal(typeof cpi?.actual, 'number', 'released before "now" (Friday evening)');
      assert.ok(['beat', 'miss', 'inline'].includes(cpi?.surprise ?? ''));
      assert.deepEqual(
        week.events.map((event) => event.date),
        [...week.events.map((event) => event.date)].sort(),
        'in time order',
      );
      // Next after Friday 13 June 2025 evening: the FOMC decision on Wednesday 18 June at 14:00 ET.
      assert.equal(week.next?.title, 'FOMC rate decision, statement and economic projections');
      assert.equal(week.next?.time, '2025-06-18T18:00:00.000Z');
      assert.equal(week.next?.actual, null);
    });

    it('filters by minimum importance', async () => {
      const { body } = await calendar('from=2025-06-09&to=2025-06-15&minImportance=3');
      const kinds = (body as EconomicCalendar).events.map((event) => event.kind);
      assert.deepEqual(kinds, ['cpi']);
    });

    for (const [query, field, message] of [
      ['to=2025-06-15', 'from', /required|valid date/i],
      ['from=2025-06-15&to=2025-06-09', 'to', /must not be before/],
      ['from=2025-01-01&to=2025-03-15', 'to', /at most 62 days/],
      ['from=2025-06-09&to=2025-06-15&minImportance=4', 'minImportance', /1 \(low\), 2 \(medium\) or 3 \(high\)/],
      ['from=2025-06-09&to=2025-06-15&country=US', 'country', /Unknown parameter/],
      ['from=2025-02-30&to=2025-03-01', 'from', /valid date/],
    ] as const) {
      it(`answers 400 for ${query}`, async () => {
        const { status, body } = await calendar(query);
        assert.equal(status, 400);
        assert.match((body as { error: Record<string, string> }).error[field] ?? '', message);
      });
    }

    it('is for subscribers: 401 without a token', async () => {
      const answer = await t.request({ method: 'GET', url: '/api/economic-calander?from=2025-06-09&to=2025-06-15' });
      assert.equal(answer.statusCode, 401);
    });

    it('an imported calendar replaces the simulated release of the same kind and day; a re-import changes nothing', async () => {
      const first = await importIcs(ICS);
      assert.equal(first.statusCode, 200, first.body);
      assert.deepEqual([first.json().inserted, first.json().unchanged], [6, 0]);
      const { body } = await calendar('from=2026-08-10&to=2026-08-16');
      const cpis = (body as EconomicCalendar).events.filter((event) => event.kind === 'cpi');
      assert.equal(cpis.length, 1, 'one CPI release that day, not the simulated one beside it');
      assert.deepEqual(
        [cpis[0]?.id, cpis[0]?.source, cpis[0]?.period, cpis[0]?.sourceUrl, cpis[0]?.time],
        [
          'bls:cpi-2026-07@bls.gov',
          'BLS',
          'July 2026',
          'https://www.bls.gov/schedule/news_release/cpi.htm',
          '2026-08-12T12:30:00.000Z',
        ],
      );
      const again = await importIcs(ICS);
      assert.deepEqual([again.json().inserted, again.json().updated, again.json().unchanged], [0, 0, 6]);
      const moved = await importIcs(ICS.replace('20260812T083000', '20260813T083000'));
      assert.deepEqual([moved.json().inserted, moved.json().updated, moved.json().unchanged], [0, 1, 5]);
    });

    it('a malformed calendar is refused with its line, and nothing of it is written', async () => {
      const broken = ICS.replace('SUMMARY:Employment Situation for November 2026\r\n', '');
      const answer = await importIcs(broken.replace('UID:empsit-2026-11@bls.gov', 'UID:new-uid@bls.gov'));
      assert.equal(answer.statusCode, 400);
      assert.deepEqual(answer.json().error, { file: 'bls.ics', where: 'line 34', reason: 'VEVENT without SUMMARY' });
      const { body } = await calendar('from=2026-12-01&to=2026-12-07');
      assert.ok(!(body as EconomicCalendar).events.some((event) => event.id === 'bls:new-uid@bls.gov'));
    });
  });
}
