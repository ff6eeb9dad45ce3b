import assert from 'node:assert/strict';
import { errorBody } from '../../errors.js';
import { after, before, describe, it } from 'node:test';
import { DEV_JWT_SECRET } from '../../config.js';
import { createTokenService } from '../../security/tokens.js';
import { apiAs, signUp, startTestApp, TEST_NOW, testBackends, type TestApp } from '../../test/harness.js';
import {
  ALERT_FILTERS_MAX,
  DEFAULT_ALERT_FILTERS,
  DEFAULT_DASHBOARD_CONFIG,
  DEFAULT_SMS_ALERT_FILTER,
  MESSAGES,
  TRADE_SIDES,
  WATCHLIST_MAX,
} from './schemas.js';

const backends = await testBackends();
const guestTokens = createTokenService({ secret: DEV_JWT_SECRET, accessTokenTtlSeconds: 900, now: () => TEST_NOW });

type Json = Record<string, unknown>;

for (const backend of backends) {
  describe(`user settings on ${backend.name}`, { skip: backend.skip }, () => {
    let t: TestApp;
    before(async () => {
      t = await startTestApp(backend);
    });
    after(async () => {
      await t?.close();
    });

    const { get, post } = apiAs(() => t);

    /** Posts a bad body: 400 with exactly these field errors, and the stored value is unchanged. */
    async function rejects(access: string, path: string, payload: unknown, errors: Record<string, string>) {
      const before = (await get(path, access)).json<Json>();
      const res = await post(path, access, payload);
      assert.equal(res.statusCode, 400, `${JSON.stringify(payload)} → ${res.body}`);
      assert.deepEqual(res.json(), errorBody(errors), JSON.stringify(payload));
      assert.deepEqual((await get(path, access)).json(), before, 'nothing was written');
    }

    describe('settings documents', () => {
      let ann: string;
      before(async () => {
        ann = (await signUp(t, 'ann')).access;
      });

      it('answers the documented defaults when nothing is stored', async () => {
        for (const [path, expected] of [
          ['alert-filters', DEFAULT_ALERT_FILTERS],
          ['dashboard-config', DEFAULT_DASHBOARD_CONFIG],
          ['sms-alert-filter', DEFAULT_SMS_ALERT_FILTER],
        ] as const) {
          const res = await get(`user/settings/${path}`, ann);
          assert.equal(res.statusCode, 200, path);
          assert.deepEqual(res.json(), expected, path);
        }
      });

      it('are for signed-in users only', async () => {
        const guest = await guestTokens.issueGuestToken(7);
        for (const method of ['GET', 'POST'] as const) {
          const anonymous = await t.request({
            method,
            url: '/api/user/settings/alert-filters',
            payload: { filters: [] },
          });
          assert.equal(anonymous.statusCode, 401);
          const asGuest = await t.request({
            method,
            url: '/api/user/settings/alert-filters',
            headers: { authorization: guest },
            payload: { filters: [] },
          });
          assert.equal(asGuest.statusCode, 403);
        }
      });

      it('stores alert filters normalised, with defaults filled in, per user', async () => {
        const res = await post('user/settings/alert-filters', ann, {
          filters: [
            {
              id: 'big-spy',
              name: '  Big SPY calls ',
              tickers: ['spy', ' SPY', 'brk.b'],
              callPut: 'calls',
              minPremium: 1_000_000,
            },
            {
              id: 'sweeps',
              name: 'Tech sweeps',
              sides: ['ask', 'above_ask', 'ask'],
              minSize: 500,
              dteMin: 0,
              dteMax: 45,
              otmOnly: true,
              sweepsOnly: true,
              volumeOverOi: true,
              sectors: ['Information Technology', 'ETF'],
              kinds: ['multi_leg', 'block', 'multi_leg'],
              marketCapMin: 10_000_000_000,
              marketCapMax: null,
              unusualOnly: true,
            },
          ],
        });
        assert.equal(res.statusCode, 200, res.body);
        const expected = {
          filters: [
            {
              id: 'big-spy',
              name: 'Big SPY calls',
              tickers: ['SPY', 'BRK.B'],
              callPut: 'calls',
              sides: [...TRADE_SIDES],
              minPremium: 1_000_000,
              minSize: null,
              dteMin: null,
              dteMax: null,
              otmOnly: false,
              sweepsOnly: false,
              volumeOverOi: false,
              sectors: [],
              kinds: [],
              marketCapMin: null,
              marketCapMax: null,
              unusualOnly: false,
            },
            {
              id: 'sweeps',
              name: 'Tech sweeps',
              tickers: [],
              callPut: 'both',
              sides: ['ask', 'above_ask'],
              minPremium: null,
              minSize: 500,
              dteMin: 0,
              dteMax: 45,
              otmOnly: true,
              sweepsOnly: true,
              volumeOverOi: true,
              sectors: ['Information Technology', 'ETF'],
              kinds: ['multi_leg', 'block'],
              marketCapMin: 10_000_000_000,
              marketCapMax: null,
              unusualOnly: true,
            },
          ],
        };
        assert.deepEqual(res.json(), { ...expected, message: 'Alert filters saved' });
        assert.deepEqual((await get('user/settings/alert-filters', ann)).json(), expected);

        const bob = (await signUp(t, 'bob')).access;
        assert.deepEqual((await get('user/settings/alert-filters', bob)).json(), DEFAULT_ALERT_FILTERS);
      });

      it('replaces the stored document on the next save', async () => {
        const desk = {
          id: 'desk',
          name: ' Trading desk ',
          items: [
            { key: 'a', widget: 'gex-levels', settings: { symbol: 'NVDA' }, link: 1 },
            { key: 'b', widget: 'news' },
          ],
          layouts: {
            lg: [
              { i: 'a', x: 0, y: 0, w: 6, h: 8 },
              { i: 'b', x: 6, y: 0, w: 6, h: 8 },
            ],
            sm: [
              { i: 'a', x: 0, y: 0, w: 6, h: 8 },
              { i: 'b', x: 0, y: 8, w: 6, h: 8 },
            ],
          },
          links: { '1': 'nvda' },
        };
        const res = await post('user/settings/dashboard-config', ann, {
          dashboards: [desk],
          active: 'desk',
          watchlist: ['aapl', 'msft'],
        });
        assert.equal(res.statusCode, 200, res.body);
        assert.deepEqual(res.json<{ dashboards: Json[] }>().dashboards[0], {
          ...desk,
          name: 'Trading desk',
          items: [desk.items[0], { key: 'b', widget: 'news', settings: {}, link: null }],
          links: { '1': 'NVDA' },
        });
        const second = await post('user/settings/dashboard-config', ann, { watchlist: ['tsla'] });
        assert.deepEqual(second.json(), {
          dashboards: [],
          active: null,
          watchlist: ['TSLA'],
          message: 'Dashboard saved',
        });
        assert.deepEqual((await get('user/settings/dashboard-config', ann)).json(), {
          dashboards: [],
          active: null,
          watchlist: ['TSLA'],
        });
      });

      it('refuses bad alert filters field by field and writes nothing', async () => {
        const path = 'user/settings/alert-filters';
        const ok = { id: 'a', name: 'A' };
        await rejects(
          ann,
          path,
          { filters: [{ ...ok, colour: 'red' }] },
          { 'filters.0.colour': MESSAGES.unknownField },
        );
        await rejects(ann, path, { filters: [], extra: 1 }, { extra: MESSAGES.unknownField });
        await rejects(ann, path, [ok], { non_field_errors: MESSAGES.expectedObject });
        await rejects(ann, path, {}, { filters: 'Send a list of filters.' });
        await rejects(
          ann,
          path,
          {
            filters: [
              { ...ok, tickers: ['AAPL', 'not a ticker'], callPut: 'straddles', sides: ['ask', 'somewhere'] },
              { id: 'b c', name: '', dteMin: 30, dteMax: 7, minPremium: -5, minSize: 1.5, otmOnly: 'yes' },
              {
                id: 'c',
                name: 'C',
                marketCapMin: 5e9,
                marketCapMax: 1e9,
                sectors: ['Crypto'],
                dteMin: 2000,
                kinds: ['sweep', 'straddle'],
              },
            ],
          },
          {
            'filters.0.tickers.1': MESSAGES.ticker,
            'filters.0.callPut': MESSAGES.callPut,
            'filters.0.sides.1': MESSAGES.side,
            'filters.1.id': MESSAGES.filterId,
            'filters.1.name': MESSAGES.filterName,
            'filters.1.minPremium': MESSAGES.amount,
            'filters.1.minSize': MESSAGES.wholeNumber,
            'filters.1.otmOnly': MESSAGES.boolean,
            'filters.1.dteMax': MESSAGES.dteOrder,
            'filters.2.sectors.0': MESSAGES.sector,
            'filters.2.kinds.1': MESSAGES.kind,
            'filters.2.dteMin': MESSAGES.dte,
            'filters.2.marketCapMax': MESSAGES.marketCapOrder,
          },
        );
        await rejects(ann, path, { filters: [{ ...ok, sides: [] }] }, { 'filters.0.sides': MESSAGES.noSides });
        await rejects(ann, path, { filters: [{ ...ok, kinds: 'sweep' }] }, { 'filters.0.kinds': MESSAGES.kind });
        await rejects(
          ann,
          path,
          { filters: [ok, { id: 'a', name: 'a' }] },
          { 'filters.1.id': MESSAGES.duplicateFilterId, 'filters.1.name': MESSAGES.duplicateFilterName },
        );
        const tooMany = Array.from({ length: ALERT_FILTERS_MAX + 1 }, (_, i) => ({ id: `f${i}`, name: `F${i}` }));
        await rejects(ann, path, { filters: tooMany }, { filters: MESSAGES.tooManyFilters });
      });

      it('refuses bad dashboard configs and writes nothing', async () => {
        const path = 'user/settings/dashboard-config';
        const item = (key: string, widget = 'news') => ({ key, widget });
        const one = (extra: Json) => ({ dashboards: [{ id: 'd', name: 'D', items: [item('a')], ...extra }] });
        await rejects(
          ann,
          path,
          {
            dashboards: [
              {
                id: 'd',
                name: 'D',
                items: [item('a'), item('b', 'crypto-corner'), item('a'), { ...item('c'), link: 7 }],
              },
            ],
            watchlist: ['AAPL', '$$$'],
          },
          {
            'dashboards.0.items.1.widget': MESSAGES.widget,
            'dashboards.0.items.3.link': MESSAGES.linkGroup,
            'watchlist.1': MESSAGES.ticker,
          },
        );
        // Well-formed items, then the cross-checks: keys, cells naming widgets, the grid's bounds, overlaps.
        await rejects(ann, path, one({ items: [item('a'), item('a')] }), {
          'dashboards.0.items.1.key': MESSAGES.duplicateItemKey,
        });
        await rejects(
          ann,
          path,
          one({
            items: [item('a'), item('b'), item('c')],
            layouts: {
              lg: [
                { i: 'a', x: 0, y: 0, w: 6, h: 4 },
                { i: 'b', x: 4, y: 2, w: 4, h: 4 },
                { i: 'zz', x: 0, y: 10, w: 2, h: 2 },
              ],
              sm: [{ i: 'c', x: 3, y: 0, w: 4, h: 4 }],
            },
          }),
          {
            'dashboards.0.layouts.lg.1': MESSAGES.cellOverlap('a'),
            'dashboards.0.layouts.lg.2.i': MESSAGES.cellItem,
            'dashboards.0.layouts.sm.0.w': MESSAGES.cellTooWide(6),
          },
        );
        await rejects(ann, path, one({ layouts: { lg: [{ i: 'a', x: 0, y: 0, w: 13, h: 99 }] } }), {
          'dashboards.0.layouts.lg.0.w': MESSAGES.cellTooWide(12),
          'dashboards.0.layouts.lg.0.h': MESSAGES.cellHeight,
        });
        await rejects(ann, path, { ...one({}), active: 'nope' }, { active: MESSAGES.activeDashboard });
        await rejects(
          ann,
          path,
          { dashboards: [one({}).dashboards[0], one({}).dashboards[0]] },
          { 'dashboards.1.id': MESSAGES.duplicateDashboard },
        );
        const watchlist = Array.from(
          { length: WATCHLIST_MAX + 1 },
          (_, i) => `T${String.fromCharCode(65 + (i % 26))}${String.fromCharCode(65 + Math.floor(i / 26))}`,
        );
        await rejects(ann, path, { watchlist }, { watchlist: MESSAGES.tooManyWatchlist });
        await rejects(ann, path, one({ pinned: true }), { 'dashboards.0.pinned': MESSAGES.unknownField });
      });

      it('reads a document saved before named dashboards: its flat widget list is dropped, its watchlist kept', async () => {
        const dee = await signUp(t, 'dee');
        const { id } = await t.app.db
          .selectFrom('users')
          .select('id')
          .where('username', '=', 'dee')
          .executeTakeFirstOrThrow();
        await t.app.db
          .insertInto('user_settings')
          .values({
            user_id: id,
            kind: 'dashboard-config',
            value: JSON.stringify({ widgets: [{ id: 'darkpool', size: 'medium', visible: true }], watchlist: ['AMD'] }),
            updated_at: new Date(),
          })
          .execute();
        assert.deepEqual((await get('user/settings/dashboard-config', dee.access)).json(), {
          dashboards: [],
          active: null,
          watchlist: ['AMD'],
        });
      });

      it('keeps SMS alerts pointed at saved filters, and needs a phone number to switch them on', async () => {
        const cat = (await signUp(t, 'cat')).access;
        const path = 'user/settings/sms-alert-filter';
        assert.equal(
          (
            await post('user/settings/alert-filters', cat, {
              filters: [
                { id: 'one', name: 'One' },
                { id: 'two', name: 'Two' },
              ],
            })
          ).statusCode,
          200,
        );
        const sms = {
          enabled: true,
          filterIds: ['one', 'two'],
          quietHours: { start: '22:00', end: '07:30' },
          maxPerDay: 40,
        };
        await rejects(cat, path, sms, { enabled: MESSAGES.phoneRequiredForSms });
        await rejects(
          cat,
          path,
          { ...sms, enabled: false, filterIds: ['one', 'nope', 'one'] },
          {
            'filterIds.2': MESSAGES.duplicateFilterRef,
          },
        );
        await rejects(
          cat,
          path,
          { ...sms, enabled: false, filterIds: ['nope'] },
          { 'filterIds.0': MESSAGES.unknownFilter },
        );
        await rejects(
          cat,
          path,
          { enabled: 'on', quietHours: { start: '24:00', end: '7:00', timeZone: 'Mars/Olympus' }, maxPerDay: 0 },
          {
            enabled: MESSAGES.boolean,
            'quietHours.start': MESSAGES.time,
            'quietHours.end': MESSAGES.time,
            'quietHours.timeZone': MESSAGES.timeZone,
            maxPerDay: MESSAGES.maxPerDay,
          },
        );
        await rejects(
          cat,
          path,
          { enabled: false, quietHours: { start: '08:00', end: '08:00' }, maxPerDay: 501 },
          {
            'quietHours.end': MESSAGES.quietHoursEmpty,
            maxPerDay: MESSAGES.maxPerDay,
          },
        );

        // A number on file is not enough: it must be verified with the code texted to it.
        assert.equal((await post('user/update', cat, { phone_number: '+1 415 555 2671' })).statusCode, 200);
        await rejects(cat, path, sms, { enabled: MESSAGES.phoneRequiredForSms });
        assert.equal((await post('user/phone/code', cat, { phone_number: '+14155552671' })).statusCode, 200);
        const texts = (await get('user/phone/outbox', cat)).json<{ items: Array<{ body: string }> }>().items;
        const code = /^(\d{6}) /.exec(texts[0]?.body ?? '')?.[1];
        assert.ok(code, 'a code was texted');
        const verified = await post('user/update', cat, { phone_number: '+14155552671', code });
        assert.equal(verified.statusCode, 200, verified.body);
        const saved = await post(path, cat, { ...sms, quietHours: { ...sms.quietHours, timeZone: 'europe/london' } });
        assert.equal(saved.statusCode, 200, saved.body);
        const stored = {
          enabled: true,
          rules: [],
          timeZone: 'America/New_York',
          filterIds: ['one', 'two'],
          quietHours: { start: '22:00', end: '07:30', timeZone: 'Europe/London' },
          maxPerDay: 40,
        };
        assert.deepEqual(saved.json(), { ...stored, message: 'SMS alert settings saved' });

        // Deleting a filter drops it from the SMS selection.
        assert.equal(
          (await post('user/settings/alert-filters', cat, { filters: [{ id: 'two', name: 'Two' }] })).statusCode,
          200,
        );
        assert.deepEqual((await get(path, cat)).json(), { ...stored, filterIds: ['two'] });
      });
    });
  });
}
