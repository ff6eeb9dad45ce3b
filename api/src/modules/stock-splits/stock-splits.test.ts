import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import type { StockSplitCalendar } from '@flowdeck/api-types';
import { DEV_JWT_SECRET } from '../../config.js';
import { issueAdminToken } from '../../security/admin-token.js';
import { apiAs, bearer, signUp, startTestApp, testBackends, TEST_NOW, type TestApp } from '../../test/harness.js';

const CSV = readFileSync(new URL('../../sources/splits/fixtures/nasdaq-splits.csv', import.meta.url), 'utf8');

for (const backend of await testBackends()) {
  describe(`stock-split-calander on ${backend.name}`, { skip: backend.skip }, () => {
    let t: TestApp;
    let access: string;
    const { getJson } = apiAs(() => t);
    const get = (path: string) => getJson(`stock-split-calander/${path}`, access);
    const importSplits = async (text: string, source?: string) => {
      const token = await issueAdminToken(DEV_JWT_SECRET, TEST_NOW);
      return t.request({
        method: 'POST',
        url: '/api/admin/import',
        headers: { ...bearer(token), 'content-type': 'application/json' },
        payload: JSON.stringify({
          kind: 'splits',
          files: [{ name: 'nasdaq-splits.csv', text }],
          options: source ? { source } : {},
        }),
      });
    };

    before(async () => {
      t = await startTestApp(backend);
      access = (await signUp(t, 'splits')).access;
    });
    after(async () => {
      await t?.close();
    });

    it('lists simulated splits for a window: ex-date order, ratio, type, and the implied price of upcoming ones', async () => {
      const { status, body } = await get('all?from=2024-10-01&to=2025-09-30');
      assert.equal(status, 200);
      const calendar = body as StockSplitCalendar;
      assert.equal(calendar.simulated, true);
      assert.ok(calendar.splits.length > 0, 'the universe has splits in four quarters');
      for (const split of calendar.splits) {
        assert.equal(split.type, split.ratioTo > split.ratioFrom ? 'forward' : 'reverse');
        assert.equal(split.ratio, `${split.ratioTo}-for-${split.ratioFrom}`);
        assert.equal(split.source, 'Simulated data');
        assert.ok(split.announcedDate && split.announcedDate <= '2025-06-13', 'announced by today');
        if (split.exDate > '2025-06-13' && split.price !== null)
          assert.equal(split.priceAfter, Math.round(((split.price * split.ratioFrom) / split.ratioTo) * 100) / 100);
        else assert.equal(split.priceAfter, null);
      }
      const reverse = await get('all?from=2024-10-01&to=2025-09-30&type=reverse');
      assert.ok((reverse.body as StockSplitCalendar).splits.every((split) => split.type === 'reverse'));
    });

    for (const [path, field, message] of [
      ['all?to=2025-01-01', 'from', /valid date/],
      ['all?from=2025-03-01&to=2025-01-01', 'to', /must not be before/],
      ['all?from=2024-01-01&to=2025-06-01', 'to', /at most 400 days/],
      ['all?from=2025-01-01&to=2025-02-01&type=sideways', 'type', /forward or reverse/],
      ['all?from=2025-01-01&to=2025-02-01&limit=5', 'limit', /Unknown parameter/],
      ['$$$?from=2025-01-01&to=2025-02-01', 'ticker', /valid ticker/],
    ] as const) {
      it(`answers 400 for ${path}`, async () => {
        const { status, body } = await get(path);
        assert.equal(status, 400);
        assert.match((body as { error: Record<string, string> }).error[field] ?? '', message);
      });
    }

    it('imported announcements replace the simulated split of the symbol; per ticker; a re-import changes nothing', async () => {
      const first = await importSplits(CSV, 'Nasdaq');
      assert.equal(first.statusCode, 200, first.body);
      assert.deepEqual([first.json().inserted, first.json().unchanged], [5, 0]);
      const nvda = await get('nvda?from=2024-01-01&to=2024-12-31');
      assert.deepEqual(
        (nvda.body as StockSplitCalendar).splits.map((s) => [s.id, s.ratio, s.exDate, s.payableDate, s.source]),
        [['nasdaq:NVDA:2024-06-10', '10-for-1', '2024-06-10', '2024-06-07', 'Nasdaq']],
      );
      const wba = await get('WBA?from=2026-11-01&to=2026-12-31');
      const [reverse] = (wba.body as StockSplitCalendar).splits;
      assert.deepEqual([reverse?.type, reverse?.ratio, reverse?.payableDate], ['reverse', '1-for-10', null]);
      const again = await importSplits(CSV, 'Nasdaq');
      assert.deepEqual([again.json().inserted, again.json().updated, again.json().unchanged], [0, 0, 5]);
    });

    it('a malformed file is refused with its line, and nothing of it is written', async () => {
      const bad = `${CSV}ZZZZ,"Z Corp","2 : 1",01/02/2025,01/03/2025,12/01/2024\nYYYY,"Y Corp","two",01/02/2025,01/03/2025,12/01/2024\n`;
      const answer = await importSplits(bad, 'Nasdaq');
      assert.equal(answer.statusCode, 400);
      assert.equal(answer.json().error.where, 'line 8');
      const zzzz = await get('ZZZZ?from=2024-12-01&to=2025-02-01');
      assert.deepEqual((zzzz.body as StockSplitCalendar).splits, []);
    });
  });
}
