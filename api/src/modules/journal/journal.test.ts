import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { ImportResult, JournalView, TradeView } from '@flowdeck/endpoints/journal';
import { runImport } from '../../sources/import/run-import.js';
import { createTokenService } from '../../security/tokens.js';
import { bearer, signUp, startTestApp, testBackends, TEST_NOW, type TestApp } from '../../test/harness.js';

const backends = await testBackends();

/** One day, two accounts in one file (Account column), broker column names. */
const TWO_ACCOUNTS = [
  'Trade Date,Time,Account,Symbol,Qty,Action,Price,Commission',
  '06/02/2025,09:35:00,Margin,ZZJA,100,Buy,10.00,1',
  '06/02/2025,09:50:00,Margin,ZZJA,100,Sell,10.50,1',
  '06/02/2025,09:35:00,IRA,ZZJA,50,Buy,10.00,0',
  '06/02/2025,10:05:00,IRA,ZZJA,50,Sell,9.80,0',
].join('\n');

/** A bull call spread opened and closed leg by leg, in OCC and broker forms; Tradervue's header-less order. */
const SPREAD = [
  '2025-06-03,10:00:00,AAPL  251219C00200000,2,5.00,Buy,1.30',
  '2025-06-03,10:00:01,AAPL  251219C00210000,2,2.00,Sell,1.30',
  '2025-06-04,14:00:00,AAPL 12/19/2025 200 C,2,8.00,Sell,1.30',
  '2025-06-04,14:00:02,AAPL 12/19/2025 210 C,2,3.50,Buy,1.30',
].join('\n');

for (const backend of backends) {
  describe(`trade journal on ${backend.name}`, { skip: backend.skip }, () => {
    let t: TestApp;
    let alice: Record<string, string>;
    let bob: Record<string, string>;
    before(async () => {
      t = await startTestApp(backend, { seed: { historyDays: 5, symbolLimit: 20, politicianTrades: 10 } });
      alice = bearer((await signUp(t, 'alice_j')).access);
      bob = bearer((await signUp(t, 'bob_j')).access);
    });
    after(async () => {
      await t?.close();
    });

    const call = async <T>(
      method: 'GET' | 'POST',
      url: string,
      auth: Record<string, string>,
      payload?: object,
      status = 200,
    ) => {
      const res = await t.request({ method, url, headers: auth, ...(payload ? { payload } : {}) });
      assert.equal(res.statusCode, status, `${method} ${url}: ${res.body}`);
      return res.json<T>();
    };
    const view = (auth: Record<string, string>, query = '') =>
      call<JournalView>('GET', `/api/journal/trades${query}`, auth);
    const upload = (auth: Record<string, string>, body: object, status = 200) =>
      call<ImportResult>('POST', '/api/journal/import', auth, body, status);

    it('refuses callers without an account: 401 anonymous, 403 as a guest', async () => {
      const anonymous = await t.request({ method: 'GET', url: '/api/journal/trades' });
      assert.equal(anonymous.statusCode, 401);
      const guest = await createTokenService({
        secret: t.config.jwtSecret,
        accessTokenTtlSeconds: 900,
        now: () => TEST_NOW,
      }).issueGuestToken(1);
      const asGuest = await t.request({ method: 'GET', url: '/api/journal/trades', headers: { authorization: guest } });
      assert.equal(asGuest.statusCode, 403, asGuest.body);
    });

    it('starts empty', async () => {
      const empty = await view(alice);
      assert.equal(empty.trades.length, 0);
      assert.equal(empty.stats.trades, 0);
      assert.equal(empty.costMethod, 'fifo');
      assert.deepEqual(empty.accounts, []);
    });

    it('imports a two-account day, and a re-import adds nothing', async () => {
      const first = await upload(alice, { fileName: 'day.csv', text: TWO_ACCOUNTS, format: 'generic' });
      assert.deepEqual([first.inserted, first.unchanged, first.accounts], [4, 0, ['IRA', 'Margin']]);
      const again = await upload(alice, { fileName: 'day.csv', text: TWO_ACCOUNTS, format: 'generic' });
      assert.deepEqual([again.inserted, again.unchanged], [0, 4]);
      assert.match(again.message, /0 executions imported, 4 already in your journal/);
      const journal = await view(alice);
      assert.deepEqual(journal.accounts, ['IRA', 'Margin']);
      const byAccount = Object.fromEntries(journal.trades.map((tr) => [tr.account, tr.net]));
      assert.deepEqual(byAccount, { Margin: 48, IRA: -10 });
      assert.equal(journal.stats.net, 38);
      assert.equal(journal.stats.trades, 2);
      const ira = await view(alice, '?account=IRA');
      assert.equal(ira.trades.length, 1);
    });

    it('imports an option spread as one trade, ×100 per contract, fees netted (Tradervue header-less order)', async () => {
      const result = await upload(alice, {
        fileName: 'spread.csv',
        text: SPREAD,
        format: 'tradervue',
        account: 'Options',
      });
      assert.equal(result.inserted, 4);
      const journal = await view(alice, '?account=Options');
      assert.equal(journal.trades.length, 1);
      const [spread] = journal.trades;
      assert.equal(spread?.strategy, 'Bull call spread');
      assert.equal(spread?.gross, 300);
      assert.equal(spread?.fees, 5.2);
      assert.equal(spread?.net, 294.8);
      assert.deepEqual(
        spread?.legs.map((l) => l.description),
        ['AAPL 19 Dec 2025 200 C', 'AAPL 19 Dec 2025 210 C'],
      );
    });

    it('refuses a bad file with the line and the reason, keeping nothing of it', async () => {
      const bad =
        'Date,Time,Symbol,Quantity,Price,Side\n06/05/2025,09:30:00,QQQ,10,400,Buy\n06/05/2025,9h31,QQQ,10,401,Sell\n';
      const res = await t.request({
        method: 'POST',
        url: '/api/journal/import',
        headers: alice,
        payload: { text: bad },
      });
      assert.equal(res.statusCode, 400);
      assert.match(res.json<{ error: { text: string } }>().error.text, /^line 3: "9h31" is not a time/);
      const zone = await t.request({
        method: 'POST',
        url: '/api/journal/import',
        headers: alice,
        payload: { text: TWO_ACCOUNTS, timeZone: 'Mars/Olympus' },
      });
      assert.equal(zone.statusCode, 400);
      assert.ok(zone.json<{ error: Record<string, string> }>().error.timeZone);
      const format = await t.request({
        method: 'POST',
        url: '/api/journal/import',
        headers: alice,
        payload: { text: TWO_ACCOUNTS, format: 'excel' },
      });
      assert.equal(format.statusCode, 400);
      const executions = await call<{ total: number }>('GET', '/api/journal/executions', alice);
      assert.equal(executions.total, 8);
    });

    it('adds a fill by hand once, with field errors for a bad one', async () => {
      const fill = {
        account: 'Margin',
        executedAt: '2025-06-05T14:00:00Z',
        symbol: 'zzjb',
        side: 'buy',
        quantity: 10,
        price: 20,
      };
      const created = await call<{ created: boolean; execution: { symbol: string } }>(
        'POST',
        '/api/journal/executions',
        alice,
        fill,
        201,
      );
      assert.equal(created.execution.symbol, 'ZZJB');
      const again = await call<{ created: boolean }>('POST', '/api/journal/executions', alice, fill, 200);
      assert.equal(again.created, false);
      const bad = await t.request({
        method: 'POST',
        url: '/api/journal/executions',
        headers: alice,
        payload: { ...fill, quantity: -1, side: 'hold', symbol: '$$$' },
      });
      assert.equal(bad.statusCode, 400);
      const errors = bad.json<{ error: Record<string, string> }>().error;
      assert.ok(errors.quantity && errors.side, bad.body);
      const open = (await view(alice, '?account=Margin')).trades.find((tr) => tr.underlying === 'ZZJB');
      assert.equal(open?.closedAt, null);
    });

    it('changes partial-exit P/L with the cost method, never the total of a closed trade', async () => {
      const scale = [
        '2025-06-06,10:00:00,ZZJC,100,10,B',
        '2025-06-06,10:05:00,ZZJC,100,12,B',
        '2025-06-06,10:10:00,ZZJC,100,15,S',
      ].join('\n');
      await upload(alice, { text: scale, account: 'Scale' });
      const realized = async (method: string) => {
        await call('POST', '/api/journal/settings', alice, { costMethod: method });
        return (await view(alice, '?account=Scale')).trades[0]?.gross;
      };
      assert.equal(await realized('fifo'), 500);
      assert.equal(await realized('lifo'), 300);
      assert.equal(await realized('average'), 400);
      assert.equal((await call<{ costMethod: string }>('GET', '/api/journal/settings', alice)).costMethod, 'average');
      const badMethod = await t.request({
        method: 'POST',
        url: '/api/journal/settings',
        headers: alice,
        payload: { costMethod: 'hifo' },
      });
      assert.equal(badMethod.statusCode, 400);
      await call('POST', '/api/journal/settings', alice, { costMethod: 'fifo' });
    });

    it("reads days, weekdays and hours in the user's time zone, leaving every other user's as it was", async () => {
      const carol = bearer((await signUp(t, 'carol_j')).access);
      // Friday 23:30–23:50 in New York is Saturday 12:30–12:50 in Tokyo (UTC+9, no daylight saving).
      for (const [executedAt, side, price] of [
        ['2025-06-07T03:30:00Z', 'buy', 10],
        ['2025-06-07T03:50:00Z', 'sell', 11],
      ] as const)
        await call(
          'POST',
          '/api/journal/executions',
          carol,
          { executedAt, symbol: 'ZZJD', side, quantity: 10, price },
          201,
        );
      const buckets = (v: JournalView) => ({
        timeZone: v.timeZone,
        weekday: v.stats.by.weekday.filter((g) => g.trades > 0).map((g) => g.key),
        hour: v.stats.by.hour.filter((g) => g.trades > 0).map((g) => g.key),
        calendar: v.stats.calendar.map((d) => d.date),
      });
      assert.deepEqual(buckets(await view(carol)), {
        timeZone: 'America/New_York',
        weekday: ['Friday'],
        hour: ['23:00'],
        calendar: ['2025-06-06'],
      });
      assert.deepEqual(await call('GET', '/api/journal/settings', carol), {
        costMethod: 'fifo',
        timeZone: 'America/New_York',
      });

      // Saved in the platform's spelling; the cost method is kept.
      await call('POST', '/api/journal/settings', carol, { costMethod: 'lifo' });
      const saved = await call('POST', '/api/journal/settings', carol, { timeZone: 'asia/tokyo' });
      assert.deepEqual(saved, { costMethod: 'lifo', timeZone: 'Asia/Tokyo' });
      assert.deepEqual(buckets(await view(carol)), {
        timeZone: 'Asia/Tokyo',
        weekday: ['Saturday'],
        hour: ['12:00'],
        calendar: ['2025-06-07'],
      });
      // The date filters read days in the same zone.
      assert.equal((await view(carol, '?from=2025-06-07&to=2025-06-07')).trades.length, 1);
      assert.equal((await view(carol, '?to=2025-06-06')).trades.length, 0);

      for (const [payload, field] of [
        [{ timeZone: 'Mars/Olympus_Mons' }, 'timeZone'],
        [{ timeZone: 'EST; drop table' }, 'timeZone'],
        [{}, 'costMethod'],
      ] as const) {
        const bad = await t.request({ method: 'POST', url: '/api/journal/settings', headers: carol, payload });
        assert.equal(bad.statusCode, 400, bad.body);
        assert.ok(bad.json<{ error: Record<string, string> }>().error[field], bad.body);
      }
      assert.equal((await call<{ timeZone: string }>('GET', '/api/journal/settings', carol)).timeZone, 'Asia/Tokyo');

      // Carol's choice is hers: Bob's settings and breakdowns stay in the default zone.
      assert.deepEqual(await call('GET', '/api/journal/settings', bob), {
        costMethod: 'fifo',
        timeZone: 'America/New_York',
      });
      await call('POST', '/api/journal/settings', bob, { timeZone: 'Europe/London' });
      assert.equal((await call<{ timeZone: string }>('GET', '/api/journal/settings', carol)).timeZone, 'Asia/Tokyo');
      assert.equal((await view(carol)).timeZone, 'Asia/Tokyo');
      await call('POST', '/api/journal/settings', bob, { timeZone: 'America/New_York' });
    });

    it('keeps notes, tags, setup, mistake and risk per trade, and reports R and stats by tag', async () => {
      const margin = (await view(alice, '?account=Margin')).trades.find((tr) => tr.underlying === 'ZZJA');
      assert.ok(margin);
      const saved = await call<TradeView>('POST', `/api/journal/trades/${margin.id}`, alice, {
        notes: 'Waited for the pullback.',
        tags: ['breakout', 'breakout', 'morning'],
        setup: 'ORB',
        mistake: '',
        risk: 24,
      });
      assert.deepEqual(saved.tags, ['breakout', 'morning']);
      assert.equal(saved.mistake, null);
      assert.equal(saved.r, 2);
      const journal = await view(alice);
      assert.equal(journal.trades.find((tr) => tr.id === margin.id)?.notes, 'Waited for the pullback.');
      assert.deepEqual(
        journal.stats.by.tag.map((g) => [g.key, g.net]),
        [
          ['breakout', 48],
          ['morning', 48],
        ],
      );
      assert.deepEqual(
        journal.stats.by.setup.map((g) => g.key),
        ['ORB'],
      );
      const bad = await t.request({
        method: 'POST',
        url: `/api/journal/trades/${margin.id}`,
        headers: alice,
        payload: { tags: 'x', risk: -3 },
      });
      assert.equal(bad.statusCode, 400);
      const unknown = await t.request({
        method: 'POST',
        url: '/api/journal/trades/bm9wZQ',
        headers: alice,
        payload: { notes: 'x' },
      });
      assert.equal(unknown.statusCode, 404);
    });

    it("never shows or changes another user's journal", async () => {
      const mine = await view(alice);
      const [trade] = mine.trades;
      assert.ok(trade);
      const theirs = await view(bob);
      assert.equal(theirs.trades.length, 0);
      assert.deepEqual(theirs.accounts, []);
      assert.equal((await call<{ total: number }>('GET', '/api/journal/executions', bob)).total, 0);
      const patch = await t.request({
        method: 'POST',
        url: `/api/journal/trades/${trade.id}`,
        headers: bob,
        payload: { notes: 'mine now' },
      });
      assert.equal(patch.statusCode, 404);
      const id = trade.executionIds[0];
      const del = await t.request({ method: 'POST', url: `/api/journal/executions/${id}/delete`, headers: bob });
      assert.equal(del.statusCode, 404);
      const after = await view(alice);
      assert.equal(after.trades.find((tr) => tr.id === trade.id)?.notes, trade.notes);
      // Bob importing the very same file gets his own copy; Alice's stays as it was.
      const bobs = await upload(bob, { text: TWO_ACCOUNTS });
      assert.equal(bobs.inserted, 4);
      assert.equal(
        (await call<{ total: number }>('GET', '/api/journal/executions', alice)).total,
        mine.trades.reduce((n, tr) => n + tr.executionIds.length, 0),
      );
      await call('POST', `/api/journal/executions/${id}/delete`, alice);
      assert.equal(
        (await t.request({ method: 'POST', url: `/api/journal/executions/${id}/delete`, headers: alice })).statusCode,
        404,
      );
    });

    it('reads MAE and MFE from the minute bars held for the symbol', async () => {
      await t.app.db
        .insertInto('minute_bars')
        .values([
          {
            symbol: 'ZZJD',
            ts: new Date('2025-06-09T14:30:00Z'),
            open: 10,
            high: 10.2,
            low: 9.8,
            close: 10,
            volume: 1,
            vwap: 10,
          },
          {
            symbol: 'ZZJD',
            ts: new Date('2025-06-09T14:31:00Z'),
            open: 10,
            high: 10.6,
            low: 9.9,
            close: 10.4,
            volume: 1,
            vwap: 10,
          },
        ])
        .execute();
      await upload(bob, {
        text: '2025-06-09,10:30:10,ZZJD,100,10,B\n2025-06-09,10:32:30,ZZJD,100,10.5,S',
        account: 'Bars',
      });
      const [trade] = (await view(bob, '?account=Bars')).trades;
      assert.deepEqual([trade?.mae, trade?.mfe], [-20, 60]);
    });

    it('a view read before the minute bars were stored is not served after they are', async () => {
      await upload(bob, {
        text: '2025-06-10,10:30:10,ZZJE,100,10,B\n2025-06-10,10:32:30,ZZJE,100,10.5,S',
        account: 'Late bars',
      });
      const [before] = (await view(bob, '?account=Late bars')).trades;
      assert.deepEqual([before?.mae, before?.mfe], [null, null]);
      await t.app.db
        .insertInto('minute_bars')
        .values([
          {
            symbol: 'ZZJE',
            ts: new Date('2025-06-10T14:30:00Z'),
            open: 10,
            high: 10.2,
            low: 9.8,
            close: 10,
            volume: 1,
            vwap: 10,
          },
          {
            symbol: 'ZZJE',
            ts: new Date('2025-06-10T14:31:00Z'),
            open: 10,
            high: 10.6,
            low: 9.9,
            close: 10.4,
            volume: 1,
            vwap: 10,
          },
        ])
        .execute();
      const [after] = (await view(bob, '?account=Late bars')).trades;
      assert.deepEqual([after?.mae, after?.mfe], [-20, 60]);
    });

    it('answers 402 to a user whose subscription ended', async () => {
      const lapsed = bearer((await signUp(t, 'lapsed_j')).access);
      await t.app.db.updateTable('users').set({ end_date: '2020-01-01' }).where('username', '=', 'lapsed_j').execute();
      const res = await t.request({ method: 'GET', url: '/api/journal/trades', headers: lapsed });
      assert.equal(res.statusCode, 402);
    });

    it('imports through the CLI importer into the named user, idempotently', async () => {
      const request = {
        kind: 'journal',
        files: [
          {
            name: 'cli.csv',
            text: 'Date,Time,Symbol,Quantity,Price,Side\n20250610,09:31:00,ZZJE,10,5,Buy\n20250610,09:40:00,ZZJE,-10,6,\n',
          },
        ],
        options: { user: 'BOB_J', account: 'CLI', format: 'tradervue', tz: 'America/New_York' },
      };
      const target = { db: t.app.db, databaseKind: backend.name };
      const first = await runImport(target, request, new Date());
      assert.deepEqual([first.inserted, first.unchanged], [2, 0]);
      const second = await runImport(target, request, new Date());
      assert.deepEqual([second.inserted, second.unchanged], [0, 2]);
      const [trade] = (await view(bob, '?account=CLI')).trades;
      assert.equal(trade?.net, 10);
      await assert.rejects(
        runImport(target, { ...request, options: { ...request.options, user: 'nobody' } }, new Date()),
        /option --user: no user is named "nobody"$/,
      );
    });
  });
}
