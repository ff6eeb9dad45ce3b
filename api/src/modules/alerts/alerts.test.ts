import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import type { BotHistory, CheckoutStart, DiscordBotSettings, EarningsReport } from '@flowdeck/api-types';
import type { SmsDeliveries } from '@flowdeck/endpoints/sms-alerts';
import { DEV_JWT_SECRET } from '../../config.js';
import { errorBody } from '../../errors.js';
import { issueAdminToken } from '../../security/admin-token.js';
import { flowTrade } from '../../market/compute/test-trades.js';
import {
  apiAs,
  bearer,
  pgliteBackend,
  signUp,
  startTestApp,
  TEST_NOW,
  testBackends,
  type TestApp,
} from '../../test/harness.js';
import { MESSAGES } from '../user-settings/schemas.js';
import type { ScannerEvent } from '../scanners/watch.js';
import type { ScreenMembershipChange } from '../screener/screen-watch.js';
import { startDiscordStub, type DiscordStub } from '../discord-bot/discord-stub.js';
import {
  disclosedTradeSignal,
  earningsSignal,
  flowSignal,
  releaseSignal,
  scannerSignal,
  screenSignal,
} from './adapters.js';
import { KEYWORD_REPLIES } from './keywords.js';
import { ALERT_MESSAGES, TEST_RULE_NAME, TEST_TEXT } from './service.js';
import { twilioSignature } from './twilio-signature.js';

const backends = await testBackends();
const form = { 'content-type': 'application/x-www-form-urlencoded' };
type Json = Record<string, unknown>;

const SETTINGS = 'user/settings/sms-alert-filter';
/** Where a rule saved without a choice alerts: by text only. */
const TEXTED = { sms: true, discord: false };
const LOG = 'user/sms-alerts/deliveries';

/** The helpers every suite needs, bound to one app and its clock. */
function client(t: () => TestApp) {
  const { get, post } = apiAs(t);
  /** Verifies `phone` with the code the provider was asked to text (`codeOf` reads it). */
  async function verifyPhone(access: string, phone: string, codeOf: () => Promise<string | undefined>) {
    assert.equal((await post('user/phone/code', access, { phone_number: phone })).statusCode, 200);
    const code = await codeOf();
    assert.ok(code, 'a code was texted');
    const res = await post('user/update', access, { phone_number: phone, code });
    assert.equal(res.statusCode, 200, res.body);
  }
  const inbound = (From: string, Body: string, headers: Record<string, string> = {}) =>
    t().request({
      method: 'POST',
      url: '/api/sms/inbound',
      headers: { ...form, ...headers },
      payload: new URLSearchParams({ From, Body, MessageSid: `SM${'a'.repeat(32)}` }).toString(),
    });
  return { get, post, verifyPhone, inbound };
}

for (const backend of backends) {
  describe(`SMS alerts on ${backend.name}`, { skip: backend.skip }, () => {
    let t: TestApp;
    let clock = TEST_NOW;
    let discord: DiscordStub;
    before(async () => {
      discord = await startDiscordStub();
      t = await startTestApp(backend, { discordApiBase: discord.base }, () => clock);
    });
    after(async () => {
      await t?.close();
      await discord?.close();
    });
    const { get, post, verifyPhone, inbound } = client(() => t);
    const outboxCode = (access: string) => async () => {
      const items = (await get('user/phone/outbox', access)).json<{ items: Array<{ body: string }> }>().items;
      return /^(\d{6}) /.exec(items[0]?.body ?? '')?.[1];
    };
    const tick = async (ms: number) => {
      await t.app.smsAlerts.flush();
      clock = new Date(clock.getTime() + ms);
      await t.app.smsAlerts.flush();
    };

    const VISA = { cardNumber: '4242424242424242', expiry: '12/34', cvc: '123', name: 'Bot Owner' };
    /** A bot subscriber whose webhook is connected with none of the bot's own feeds chosen. */
    async function botUser(name: string, webhookId: string) {
      const { access } = await signUp(t, name);
      const start = (await post('billing/checkout', access, { planId: 'flowdeck_bot_monthly' })).json<CheckoutStart>();
      assert.equal((await post(`billing/checkout/${start.checkoutId}/pay`, access, VISA)).statusCode, 200);
      const bot = (enabled: boolean) => ({
        enabled,
        flow: { enabled: false, filterIds: [] },
        darkpool: { enabled: false },
        gappers: { enabled: false },
      });
      const token = name.padEnd(68, '_');
      const connected = await post('bot', access, {
        webhookUrl: `https://discord.com/api/webhooks/${webhookId}/${token}`,
        ...bot(true),
      });
      assert.equal(connected.statusCode, 200, connected.body);
      return {
        access,
        path: `/api/webhooks/${webhookId}/${token}?wait=true`,
        switchOff: () => post('bot', access, bot(false)),
      };
    }
    const embedsTo = (path: string) =>
      discord.received
        .filter((r) => r.method === 'POST' && r.path === path)
        .flatMap((r) => (r.body?.['embeds'] ?? []) as Array<{ title: string; description?: string }>);

    let ann: string;
    let bob: string;
    const ANN_PHONE = '+14155552671';
    const BOB_PHONE = '+14155552672';

    before(async () => {
      ann = (await signUp(t, 'ann')).access;
      bob = (await signUp(t, 'bob')).access;
      await verifyPhone(ann, ANN_PHONE, outboxCode(ann));
      await verifyPhone(bob, BOB_PHONE, outboxCode(bob));
      const filters = {
        filters: [{ id: 'big', name: 'Big NVDA calls', tickers: ['NVDA'], callPut: 'calls', minPremium: 100_000 }],
      };
      assert.equal((await post('user/settings/alert-filters', ann, filters)).statusCode, 200);
    });

    it('saves rules of every kind, refusing bad ones field by field', async () => {
      const rules = [
        { id: 'flow', name: 'Big calls', kind: 'flow', filterId: 'big' },
        { id: 'px', name: 'AAPL 250', kind: 'price', symbol: 'aapl', direction: 'above', level: 250 },
        { id: 'mv', name: 'TSLA 5%', kind: 'move', symbol: 'TSLA', percent: 5 },
        { id: 'ins', name: 'Insiders', kind: 'insider', symbols: ['nvda', 'NVDA', 'amd'], direction: 'buy' },
        { id: 'pol', name: 'Congress', kind: 'politician', symbols: ['NVDA'] },
        { id: 'eco', name: 'Releases', kind: 'economic', enabled: false },
      ];
      const body = { enabled: true, rules, maxPerDay: 10, timeZone: 'America/Chicago' };
      const saved = await post(SETTINGS, ann, body);
      assert.equal(saved.statusCode, 200, saved.body);
      const stored = saved.json<{ rules: Json[]; timeZone: string }>();
      assert.equal(stored.timeZone, 'America/Chicago');
      assert.deepEqual(stored.rules[1], { ...rules[1], symbol: 'AAPL', enabled: true, ...TEXTED });
      assert.deepEqual(stored.rules[3], { ...rules[3], symbols: ['NVDA', 'AMD'], enabled: true, ...TEXTED });
      assert.deepEqual(stored.rules[4], { ...rules[4], direction: 'any', enabled: true, ...TEXTED });
      assert.deepEqual(stored.rules[5], { ...rules[5], minImportance: 'high', ...TEXTED });

      const bad = await post(SETTINGS, ann, {
        ...body,
        rules: [
          { id: 'a', name: 'x', kind: 'flow', filterId: 'nope' },
          { id: 'a', name: '', kind: 'price', symbol: 'AAPL', direction: 'sideways', level: -1 },
          { id: 'c', name: 'y', kind: 'move', symbol: 'TSLA', percent: 0 },
          { id: 'd', name: 'z', kind: 'weather' },
          { id: 'e', name: 'w', kind: 'insider', symbols: [] },
        ],
      });
      assert.equal(bad.statusCode, 400);
      assert.deepEqual(
        bad.json(),
        errorBody({
          'rules.1.id': MESSAGES.duplicateRuleId,
          'rules.1.name': MESSAGES.ruleName,
          'rules.1.direction': MESSAGES.priceDirection,
          'rules.1.level': MESSAGES.priceLevel,
          'rules.2.percent': MESSAGES.movePercent,
          'rules.3.kind': MESSAGES.ruleKind,
          'rules.4.symbols': MESSAGES.noRuleSymbols,
        }),
      );
      const unknown = await post(SETTINGS, ann, {
        ...body,
        rules: [{ id: 'a', name: 'x', kind: 'flow', filterId: 'nope' }],
      });
      assert.deepEqual(unknown.json(), errorBody({ 'rules.0.filterId': MESSAGES.unknownFilter }));
      assert.equal((await get(SETTINGS, ann)).json<{ rules: unknown[] }>().rules.length, 6, 'nothing was written');
    });

    it('a rule firing texts its owner once per window, logged with segments and provider status; others see nothing', async () => {
      await post(SETTINGS, bob, {
        enabled: true,
        rules: [{ id: 'ins', name: 'Mine', kind: 'insider', symbols: ['MSFT'] }],
        maxPerDay: 5,
      });
      const nvdaCall = (id: string) =>
        flowSignal(
          flowTrade({
            id,
            ticker: 'NVDA',
            type: 'call',
            premium: 250_000,
            side: 'ask',
            kind: 'sweep',
            strike: 180,
            expiry: '2025-06-20',
          }),
        );
      t.app.smsAlerts.offer(nvdaCall('n1'));
      t.app.smsAlerts.offer(nvdaCall('n2'));
      t.app.smsAlerts.offer(
        disclosedTradeSignal('insider', {
          id: 'f1',
          ticker: 'AMD',
          who: 'Su Lisa',
          direction: 'buy',
          amount: '$2.1M',
          at: clock.getTime(),
        }),
      );
      await tick(61_000);
      const log = (await get(LOG, ann)).json<SmsDeliveries>();
      assert.deepEqual(
        log.items.map((d) => [d.ruleName, d.text, d.segments, d.status, d.providerStatus]),
        [
          ['Insiders', 'FlowDeck - Insiders: AMD insider buy: Su Lisa $2.1M', 1, 'sent', 'outbox'],
          ['Big calls', 'FlowDeck - Big calls: NVDA $250K 180C 6/20 sweep at ask +1 more', 1, 'sent', 'outbox'],
        ],
      );
      assert.equal(log.sentToday, 2);
      assert.equal(log.maxPerDay, 10);
      assert.equal(log.stopped, false);
      assert.equal(log.subscriber, true);
      assert.equal(log.simulated, true);
      const outbox = (await get('user/phone/outbox', ann)).json<{ items: Array<{ to: string; body: string }> }>().items;
      assert.equal(outbox[0]?.to, ANN_PHONE);
      assert.match(outbox[0]?.body ?? '', /^FlowDeck - /);
      // Bob's rule watches MSFT: nothing for him, and Ann's log is not his.
      assert.deepEqual((await get(LOG, bob)).json<SmsDeliveries>().items, []);
    });

    it('a headline marked major texts the subscribers whose news rule watches a ticker it names (or their watchlist), once', async () => {
      const reader = (await signUp(t, 'newsreader')).access;
      const watcher = (await signUp(t, 'newswatcher')).access;
      const follower = (await signUp(t, 'newsfollower')).access;
      await verifyPhone(reader, '+14155552673', outboxCode(reader));
      await verifyPhone(watcher, '+14155552674', outboxCode(watcher));
      await verifyPhone(follower, '+14155552675', outboxCode(follower));
      const rule = (symbols: string[], watchlist?: boolean) => ({
        enabled: true,
        rules: [
          { id: 'news', name: 'Big news', kind: 'news', symbols, ...(watchlist === undefined ? {} : { watchlist }) },
        ],
        maxPerDay: 10,
      });
      const saved = await post(SETTINGS, reader, rule(['orcl', 'ADBE']));
      assert.equal(saved.statusCode, 200, saved.body);
      assert.deepEqual(saved.json<{ rules: Json[] }>().rules[0], {
        id: 'news',
        name: 'Big news',
        kind: 'news',
        symbols: ['ORCL', 'ADBE'],
        watchlist: false,
        enabled: true,
        ...TEXTED,
      });
      assert.deepEqual(
        (await post(SETTINGS, watcher, rule([]))).json(),
        errorBody({ 'rules.0.symbols': MESSAGES.noNewsSymbols }),
      );
      // The watcher's watchlist is the Dashboard's default (no Oracle, no Lam); the follower's names Lam.
      assert.equal((await post(SETTINGS, watcher, rule(['ADBE'], true))).statusCode, 200);
      assert.equal((await post(SETTINGS, follower, rule([], true))).statusCode, 200);
      const dashboard = await post('user/settings/dashboard-config', follower, { widgets: [], watchlist: ['LRCX'] });
      assert.equal(dashboard.statusCode, 200, dashboard.body);
      // The same rule, posted by a Discord bot instead of texted (its owner has no phone).
      const poster = await botUser('newsposter', '112233445566770010');
      const posted = await post(SETTINGS, poster.access, {
        enabled: false,
        rules: [{ id: 'news', name: 'Big news', kind: 'news', symbols: ['ORCL', 'ADBE'], sms: false, discord: true }],
        maxPerDay: 10,
      });
      assert.equal(posted.statusCode, 200, posted.body);

      await t.app.newsFeed.tick(); // whatever the simulator released while the clock moved
      // A real Business Wire feed: Oracle's results (major), Adobe at a conference (not), Lam's CFO (major).
      const feed = readFileSync(new URL('../../sources/news/fixtures/businesswire.rss.xml', import.meta.url), 'utf8');
      const imported = await t.request({
        method: 'POST',
        url: '/api/admin/import',
        headers: { ...bearer(await issueAdminToken(DEV_JWT_SECRET, clock)), 'content-type': 'application/json' },
        payload: JSON.stringify({ kind: 'news', files: [{ name: 'businesswire.rss.xml', text: feed }], options: {} }),
      });
      assert.equal(imported.statusCode, 200, imported.body);
      assert.equal(await t.app.newsFeed.tick(), 3);
      await tick(61_000);

      assert.deepEqual(
        (await get(LOG, reader)).json<SmsDeliveries>().items.map((d) => [d.ruleName, d.text, d.status]),
        [
          [
            'Big news',
            'FlowDeck - Big news: ORCL major news: Oracle Announces Fiscal Year 2025 Fourth Quarter and Full Year Financial Results',
            'sent',
          ],
        ],
      );
      await t.app.discordBot.flush();
      assert.deepEqual(
        embedsTo(poster.path).map((embed) => [embed.title, embed.description]),
        [
          [
            '🔔 Big news',
            '• ORCL major news: Oracle Announces Fiscal Year 2025 Fourth Quarter and Full Year Financial Results',
          ],
        ],
      );
      assert.deepEqual((await get(LOG, poster.access)).json<SmsDeliveries>().items, [], 'nothing texted');
      // The watcher watches Adobe, whose headline is not major, and a watchlist neither headline names.
      assert.deepEqual((await get(LOG, watcher)).json<SmsDeliveries>().items, []);
      assert.deepEqual(
        (await get(LOG, follower)).json<SmsDeliveries>().items.map((d) => d.text),
        ['FlowDeck - Big news: LRCX major news: Lam Research Announces Leadership Transition; CFO to Retire'],
      );

      // The same headline again (a re-poll, another process) texts nobody a second time, nor posts it.
      await t.app.newsFeed.tick();
      await tick(61_000);
      await t.app.discordBot.flush();
      assert.equal((await get(LOG, reader)).json<SmsDeliveries>().items.length, 1);
      assert.equal(embedsTo(poster.path).length, 1);
    });

    it('an analyst rule (an Analyst Alerts filter) texts the rating actions that pass it, once', async () => {
      const eve = (await signUp(t, 'eve')).access;
      await verifyPhone(eve, '+14155552677', outboxCode(eve));
      const rule = { id: 'ups', name: 'Upgrades', kind: 'analyst', actions: ['upgrade', 'initiate'] };
      const saved = await post(SETTINGS, eve, { enabled: true, rules: [rule], maxPerDay: 10 });
      assert.equal(saved.statusCode, 200, saved.body);
      assert.deepEqual(saved.json<{ rules: Json[] }>().rules[0], {
        ...rule,
        enabled: true,
        ...TEXTED,
        firms: [],
        symbols: [],
        watchlist: false,
        minUpside: null,
        minSuccess: null,
      });
      const bad = await post(SETTINGS, eve, {
        enabled: true,
        rules: [{ ...rule, actions: ['sell'], minSuccess: 120 }],
        maxPerDay: 10,
      });
      assert.equal(bad.statusCode, 400);
      assert.deepEqual(
        bad.json(),
        errorBody({ 'rules.0.actions.0': MESSAGES.ratingAction, 'rules.0.minSuccess': MESSAGES.minSuccess }),
      );

      // The same filter, written once, texted and posted by a bot subscriber's Discord bot.
      const both = await botUser('analystposter', '112233445566770011');
      await verifyPhone(both.access, '+14155552680', outboxCode(both.access));
      const bothRule = { ...rule, id: 'ups-both', sms: true, discord: true };
      const savedBoth = await post(SETTINGS, both.access, { enabled: true, rules: [bothRule], maxPerDay: 10 });
      assert.equal(savedBoth.statusCode, 200, savedBoth.body);

      await t.app.analystFeed.tick(); // whatever the simulator released while the clock moved
      await tick(61_000);
      await t.app.discordBot.flush();
      const before = (await get(LOG, eve)).json<SmsDeliveries>().items.length;
      const bothBefore = (await get(LOG, both.access)).json<SmsDeliveries>().items.length;
      discord.received.length = 0;
      // A real-format ratings file: Jefferies upgrades AAPL, Loop Capital initiates MSFT; the others maintain.
      const csv = readFileSync(new URL('../../sources/analyst-ratings/fixtures/ratings.csv', import.meta.url), 'utf8');
      const imported = await t.request({
        method: 'POST',
        url: '/api/admin/import',
        headers: { ...bearer(await issueAdminToken(DEV_JWT_SECRET, clock)), 'content-type': 'application/json' },
        payload: JSON.stringify({ kind: 'analyst-ratings', files: [{ name: 'ratings.csv', text: csv }], options: {} }),
      });
      assert.equal(imported.statusCode, 200, imported.body);
      assert.ok((await t.app.analystFeed.tick()) >= 6);
      await tick(61_000);
      const texts = (await get(LOG, eve))
        .json<SmsDeliveries>()
        .items.slice(0, -before || undefined)
        .map((d) => d.text);
      assert.equal(texts.length, 1);
      assert.match(texts[0] ?? '', /^FlowDeck - Upgrades: /);
      assert.match(texts[0] ?? '', /AAPL upgrade: Jefferies Underperform to Hold, PT \$170 to \$205/);
      // Both matches in one text (a rule's burst is grouped), the second named by its ticker.
      assert.match(texts[0] ?? '', / \+1 more: MSFT$/);
      assert.doesNotMatch(texts[0] ?? '', /NVDA|TSLA/);

      // The rule for text and Discord: the same one text, and one post listing both actions.
      const bothTexts = (await get(LOG, both.access))
        .json<SmsDeliveries>()
        .items.slice(0, -bothBefore || undefined)
        .map((d) => d.text);
      assert.deepEqual(bothTexts, texts);
      await t.app.discordBot.flush();
      const embeds = embedsTo(both.path);
      assert.equal(embeds.length, 1, 'one post');
      assert.equal(embeds[0]?.title, '🔔 Upgrades');
      const lines = embeds[0]?.description?.split('\n') ?? [];
      assert.equal(lines.length, 2, embeds[0]?.description);
      assert.match(lines[0] ?? '', /^• AAPL upgrade: Jefferies Underperform to Hold, PT \$170 to \$205/);
      assert.match(lines[1] ?? '', /^• MSFT /);
    });

    it('a scanner rule texts the breaks, gaps and unusual volume of its tickers that it asks for', async () => {
      const fay = (await signUp(t, 'fay')).access;
      await verifyPhone(fay, '+14155552678', outboxCode(fay));
      const rule = {
        id: 'scan',
        name: 'NVDA scans',
        kind: 'scanner',
        events: ['breakout', 'rvol'],
        symbols: ['nvda', 'MRNA'],
      };
      const saved = await post(SETTINGS, fay, {
        enabled: true,
        rules: [{ ...rule, confirmedOnly: true }],
        maxPerDay: 10,
      });
      assert.equal(saved.statusCode, 200, saved.body);
      assert.deepEqual(saved.json<{ rules: Json[] }>().rules[0], {
        ...rule,
        symbols: ['NVDA', 'MRNA'],
        watchlist: false,
        confirmedOnly: true,
        enabled: true,
        ...TEXTED,
      });
      const none = await post(SETTINGS, fay, { enabled: true, rules: [{ ...rule, events: [] }], maxPerDay: 10 });
      assert.deepEqual(none.json(), errorBody({ 'rules.0.events': MESSAGES.scannerEvents }));
      await tick(1_000);

      const event = (over: Partial<ScannerEvent>): ScannerEvent => ({
        event: 'breakout',
        symbol: 'NVDA',
        key: `break:2026-11-20:NVDA:20-day:up:${over.line ?? ''}`,
        at: clock.getTime(),
        line: 'NVDA breakout: 20-day high 182.40, RVOL 2.4x',
        confirmed: true,
        ...over,
      });
      // Not asked for: a breakdown, a breakout without volume, another ticker's breakout.
      t.app.smsAlerts.offer(scannerSignal(event({ event: 'breakdown', line: 'NVDA breakdown: 20-day low 170.00' })));
      t.app.smsAlerts.offer(scannerSignal(event({ confirmed: false, line: 'NVDA breakout: pre-market high 181.00' })));
      t.app.smsAlerts.offer(
        scannerSignal(event({ symbol: 'AMD', line: 'AMD breakout: 20-day high 150.00, RVOL 2.0x' })),
      );
      t.app.smsAlerts.offer(scannerSignal(event({})));
      t.app.smsAlerts.offer(
        scannerSignal(
          event({ event: 'rvol', symbol: 'MRNA', key: 'rvol:2026-11-20:MRNA', line: 'MRNA relative volume 3.4x' }),
        ),
      );
      await tick(61_000);
      // The rule's two matches in its window, one text; nothing it did not ask for.
      assert.deepEqual(
        (await get(LOG, fay)).json<SmsDeliveries>().items.map((d) => d.text),
        ['FlowDeck - NVDA scans: NVDA breakout: 20-day high 182.40, RVOL 2.4x +1 more: MRNA'],
      );
    });

    it('a screen rule watches a preset or one of the user’s own saved screens, and texts its changes', async () => {
      const gus = (await signUp(t, 'gus')).access;
      const hal = (await signUp(t, 'hal')).access;
      await verifyPhone(gus, '+14155552679', outboxCode(gus));
      const screen = async (access: string) => {
        const res = await t.request({
          method: 'POST',
          url: '/api/screens',
          headers: bearer(access),
          payload: {
            name: 'Energy over $10',
            filters: [
              { field: 'price', min: 10 },
              { field: 'sector', in: ['Energy'] },
            ],
          },
        });
        assert.equal(res.statusCode, 201, res.body);
        return res.json<{ id: string }>().id;
      };
      const mine = await screen(gus);
      const theirs = await screen(hal);
      const rule = (id: string, screenId: string, changes?: string[]) => ({
        id,
        name: id,
        kind: 'screen',
        screenId,
        ...(changes ? { changes } : {}),
      });
      const empty = await post(SETTINGS, gus, { enabled: true, rules: [rule('c', mine, [])], maxPerDay: 10 });
      assert.deepEqual(empty.json(), errorBody({ 'rules.0.changes': MESSAGES.screenChanges }));
      // Another user's saved screen, or no screen at all: refused (a screen is watched for its owner only).
      const refused = await post(SETTINGS, gus, {
        enabled: true,
        rules: [rule('a', theirs), rule('b', 'no-such-preset')],
        maxPerDay: 10,
      });
      assert.deepEqual(
        refused.json(),
        errorBody({ 'rules.0.screenId': MESSAGES.unknownScreen, 'rules.1.screenId': MESSAGES.unknownScreen }),
      );
      const saved = await post(SETTINGS, gus, {
        enabled: true,
        rules: [rule('energy', mine, ['enter', 'leave']), rule('gainers', 'top-gainers')],
        maxPerDay: 10,
      });
      assert.equal(saved.statusCode, 200, saved.body);
      assert.deepEqual(saved.json<{ rules: Json[] }>().rules[1], {
        ...rule('gainers', 'top-gainers'),
        changes: ['enter'],
        enabled: true,
        ...TEXTED,
      });
      await tick(1_000);
      assert.ok(t.app.smsAlerts.watchedScreens().includes(mine));
      assert.ok(t.app.smsAlerts.watchedScreens().includes('top-gainers'));
      // The real screens run (a first look learns their members).
      assert.deepEqual(await t.app.screenWatch.tick(), []);

      const change = (over: Partial<ScreenMembershipChange>): ScreenMembershipChange => ({
        screenId: mine,
        screenName: 'Energy over $10',
        symbol: 'XOM',
        change: 'enter',
        key: `${mine}:2026-11-20:1:XOM:enter`,
        at: clock.getTime(),
        ...over,
      });
      t.app.smsAlerts.offer(screenSignal(change({})));
      // The gainers rule hears only entries; another screen's change is no one's here.
      t.app.smsAlerts.offer(
        screenSignal(
          change({ screenId: 'top-gainers', screenName: 'Top gainers', symbol: 'PLTR', change: 'leave', key: 'g1' }),
        ),
      );
      t.app.smsAlerts.offer(screenSignal(change({ screenId: theirs, symbol: 'CVX', key: 'x1' })));
      await tick(61_000);
      assert.deepEqual(
        (await get(LOG, gus)).json<SmsDeliveries>().items.map((d) => d.text),
        ['FlowDeck - energy: XOM entered Energy over $10'],
      );
    });

    it('an earnings rule texts its tickers’ reports as they come out, beats only when asked', async () => {
      const ida = (await signUp(t, 'ida')).access;
      await verifyPhone(ida, '+14155552680', outboxCode(ida));
      const rule = { id: 'earn', name: 'Beats', kind: 'earnings', symbols: ['nvda', 'WMT'], surprise: 'beat' };
      const saved = await post(SETTINGS, ida, { enabled: true, rules: [rule], maxPerDay: 10 });
      assert.equal(saved.statusCode, 200, saved.body);
      assert.deepEqual(saved.json<{ rules: Json[] }>().rules[0], {
        ...rule,
        symbols: ['NVDA', 'WMT'],
        watchlist: false,
        enabled: true,
        ...TEXTED,
      });
      const bad = await post(SETTINGS, ida, { enabled: true, rules: [{ ...rule, surprise: 'big' }], maxPerDay: 10 });
      assert.deepEqual(bad.json(), errorBody({ 'rules.0.surprise': MESSAGES.earningsSurprise }));
      // The real calendar is read (a first look learns what is already out).
      assert.deepEqual(await t.app.earningsWatch.tick(), []);
      await tick(1_000);

      const report = (over: Partial<EarningsReport>): EarningsReport =>
        ({
          id: 'sim:NVDA:Q3 FY2026',
          symbol: 'NVDA',
          date: '2026-11-19',
          time: 'after-close',
          fiscalQuarter: 'Q3 FY2026',
          reported: true,
          epsEstimate: 0.75,
          epsActual: 0.81,
          epsSurprise: 0.08,
          revenueEstimate: 33.2e9,
          revenueActual: 35.1e9,
          impliedMove: { move: 0.069 },
          ...over,
        }) as EarningsReport;
      t.app.smsAlerts.offer(earningsSignal(report({})));
      t.app.smsAlerts.offer(earningsSignal(report({ id: 'sim:WMT:Q3', symbol: 'WMT', epsSurprise: -0.02 })));
      t.app.smsAlerts.offer(earningsSignal(report({ id: 'sim:AMD:Q3', symbol: 'AMD' })));
      await tick(61_000);
      assert.deepEqual(
        (await get(LOG, ida)).json<SmsDeliveries>().items.map((d) => d.text),
        ['FlowDeck - Beats: NVDA Q3 FY2026 EPS 0.81 vs 0.75 est (+8%), revenue $35.1B vs $33.2B; implied move 6.9%'],
      );
    });

    it('the scanner watch runs the real scans: a first look learns, later looks report what is new', async () => {
      assert.deepEqual(await t.app.scannerWatch.tick(), []);
      const again = await t.app.scannerWatch.tick();
      assert.ok(Array.isArray(again));
    });

    it('a rule works from the moment it is saved: the next tick reads the recipients again', async () => {
      const dee = (await signUp(t, 'dee')).access;
      await verifyPhone(dee, '+14155552676', outboxCode(dee));
      await t.app.smsAlerts.flush(); // the periodic read of recipients has just run: Dee has no rule yet
      const rule = { id: 'pol', name: 'Congress on AVGO', kind: 'politician', symbols: ['AVGO'] };
      assert.equal((await post(SETTINGS, dee, { enabled: true, rules: [rule], maxPerDay: 10 })).statusCode, 200);
      // A disclosure arrives a second later, well before the next periodic read (RECIPIENTS_REFRESH_MS).
      clock = new Date(clock.getTime() + 1_000);
      t.app.smsAlerts.offer(
        disclosedTradeSignal('politician', {
          id: 'dee-1',
          ticker: 'AVGO',
          who: 'Pelosi Nancy',
          direction: 'buy',
          amount: '$1M',
          at: clock.getTime(),
        }),
      );
      await t.app.smsAlerts.step();
      clock = new Date(clock.getTime() + 61_000);
      await t.app.smsAlerts.step();
      assert.deepEqual(
        (await get(LOG, dee)).json<SmsDeliveries>().items.map((d) => [d.ruleName, d.status]),
        [['Congress on AVGO', 'sent']],
      );
    });

    it('test send: to the verified number, in the log; refused without one', async () => {
      const sent = await post('user/sms-alerts/test', ann);
      assert.equal(sent.statusCode, 200, sent.body);
      assert.equal(sent.json<Json>()['message'], ALERT_MESSAGES.testSent);
      const first = (await get(LOG, ann)).json<SmsDeliveries>().items[0];
      assert.deepEqual([first?.ruleName, first?.text, first?.ruleId], [TEST_RULE_NAME, TEST_TEXT, null]);
      const cat = (await signUp(t, 'cat')).access;
      const refused = await post('user/sms-alerts/test', cat);
      assert.equal(refused.statusCode, 400);
      assert.deepEqual(refused.json(), errorBody({ phone_number: ALERT_MESSAGES.noPhone }));
      assert.equal((await t.request({ method: 'POST', url: '/api/user/sms-alerts/test' })).statusCode, 401);
    });

    it('STOP silences every rule until START; HELP answers and changes nothing', async () => {
      const stop = await inbound(ANN_PHONE, ' stop ');
      assert.equal(stop.statusCode, 200);
      assert.match(String(stop.headers['content-type']), /xml/);
      assert.equal(
        stop.body,
        `<?xml version="1.0" encoding="UTF-8"?><Response><Message>${KEYWORD_REPLIES.stop}</Message></Response>`,
      );
      assert.equal((await get(LOG, ann)).json<SmsDeliveries>().stopped, true);
      // NVDA: the insider rule has not texted about it yet (AMD is in its cooldown).
      const nvda = (id: string) =>
        disclosedTradeSignal('insider', {
          id,
          ticker: 'NVDA',
          who: 'Huang Jen-Hsun',
          direction: 'buy',
          amount: '$1M',
          at: clock.getTime(),
        });
      const count = async () =>
        (await get(LOG, ann)).json<SmsDeliveries>().items.filter((d) => d.ruleId !== null).length;
      const before = await count();
      t.app.smsAlerts.offer(nvda('f2'));
      await tick(61_000);
      assert.equal(await count(), before, 'no text while stopped');
      assert.equal((await post('user/sms-alerts/test', ann)).statusCode, 400);

      const help = await inbound(ANN_PHONE, 'HELP');
      assert.match(help.body, /Reply STOP to end/);
      assert.equal((await get(LOG, ann)).json<SmsDeliveries>().stopped, true);
      assert.match((await inbound(ANN_PHONE, 'hello')).body, /<Response><\/Response>/);

      await inbound(ANN_PHONE, 'Start');
      assert.equal((await get(LOG, ann)).json<SmsDeliveries>().stopped, false);
      t.app.smsAlerts.offer(nvda('f3'));
      await tick(61_000);
      assert.equal(await count(), before + 1);
      const replies = (await get(LOG, ann))
        .json<SmsDeliveries>()
        .items.filter((d) => d.ruleName.startsWith('Reply to'));
      assert.deepEqual(
        replies.map((d) => d.ruleName),
        ['Reply to START', 'Reply to HELP', 'Reply to STOP'],
      );
      assert.deepEqual((await get(LOG, bob)).json<SmsDeliveries>().items, [], 'nothing of Ann reaches Bob');
      const refused = await t.request({ method: 'POST', url: '/api/sms/inbound', headers: form, payload: 'Body=STOP' });
      assert.equal(refused.statusCode, 400);
    });

    it('a rule marked for Discord posts through the bot: written once, texted, posted or both', async () => {
      const release = (id: string, importance: 'high' | 'low') =>
        releaseSignal({ id, name: `Release ${id}`, importance, actual: '254K', forecast: '150K', at: clock.getTime() });
      // Rita has no phone: her rule only posts. Dee's rule, written once, texts and posts.
      const rita = await botUser('rita', '112233445566770001');
      const dee = await botUser('delia', '112233445566770002');
      await verifyPhone(dee.access, '+14155552699', outboxCode(dee.access));
      const rule = { id: 'jobs', name: 'Big releases', kind: 'economic', minImportance: 'high' };
      const nowhere = await post(SETTINGS, rita.access, {
        enabled: false,
        rules: [{ ...rule, sms: false }],
        maxPerDay: 10,
      });
      assert.deepEqual(nowhere.json(), errorBody({ 'rules.0.sms': MESSAGES.ruleNoDelivery }));
      const insiders = { id: 'nv', name: 'NVDA insiders', kind: 'insider', symbols: ['NVDA'], discord: true };
      const ritaRules = [
        { ...rule, sms: false, discord: true },
        { ...insiders, sms: false },
      ];
      const saved = await post(SETTINGS, rita.access, { enabled: false, rules: ritaRules, maxPerDay: 10 });
      assert.equal(saved.statusCode, 200, saved.body);
      const deeRules = { enabled: true, rules: [{ ...rule, discord: true }, insiders], maxPerDay: 10 };
      assert.equal((await post(SETTINGS, dee.access, deeRules)).statusCode, 200);
      // The bot page lists the rules that post there.
      const shown = (await get('bot', rita.access)).json<DiscordBotSettings>();
      assert.deepEqual(shown.rules, [
        { id: 'jobs', name: 'Big releases', kind: 'economic', enabled: true },
        { id: 'nv', name: 'NVDA insiders', kind: 'insider', enabled: true },
      ]);

      discord.received.length = 0;
      await t.app.smsAlerts.flush();
      const { matched } = t.app.smsAlerts.engine.stats;
      t.app.smsAlerts.offer(release('nfp', 'high'));
      t.app.smsAlerts.offer(release('claims', 'low'));
      await tick(61_000);
      // One engine: each rule matched the release once, Rita's (Discord only) and Dee's (text and Discord).
      assert.equal(t.app.smsAlerts.engine.stats.matched - matched, 2);
      await t.app.discordBot.flush();
      for (const user of [rita, dee]) {
        const embeds = embedsTo(user.path);
        assert.equal(embeds.length, 1, 'one post per user');
        assert.equal(embeds[0]?.title, '🔔 Big releases');
        assert.equal(embeds[0]?.description, '• Release nfp 254K (forecast 150K)', 'the low-importance release is not');
        const history = (await get('messageBot/history/rules', user.access)).json<BotHistory>();
        assert.deepEqual(
          history.items.map((m) => [m.kind, m.status, m.summary]),
          [['rules', 'sent', 'Big releases: Release nfp 254K (forecast 150K)']],
        );
      }
      assert.deepEqual((await get(LOG, rita.access)).json<SmsDeliveries>().items, [], 'nothing texted to Rita');
      const texts = (await get(LOG, dee.access)).json<SmsDeliveries>().items;
      assert.deepEqual(
        texts.map((d) => [d.ruleName, d.status, d.text]),
        [['Big releases', 'sent', 'FlowDeck - Big releases: Release nfp 254K (forecast 150K)']],
      );

      // The bot's own switch governs its posts; the texts go on.
      assert.equal((await rita.switchOff()).statusCode, 200);
      assert.equal((await dee.switchOff()).statusCode, 200);
      discord.received.length = 0;
      t.app.smsAlerts.offer(
        disclosedTradeSignal('insider', {
          id: 'i-nv',
          ticker: 'NVDA',
          who: 'A Director',
          direction: 'buy',
          amount: '$2.1M',
          at: clock.getTime(),
        }),
      );
      await tick(61_000);
      await t.app.discordBot.flush();
      assert.deepEqual(embedsTo(rita.path), []);
      assert.deepEqual(embedsTo(dee.path), []);
      assert.equal((await get(LOG, dee.access)).json<SmsDeliveries>().items.length, 2);
    });

    it('a lapsed subscriber receives nothing and cannot test-send', async () => {
      await t.app.db.updateTable('users').set({ end_date: '2025-01-01' }).where('username', '=', 'ann').execute();
      const before = (await get(LOG, ann)).json<SmsDeliveries>();
      assert.equal(before.subscriber, false);
      // The politician rule has never texted: only the lapsed subscription keeps this one back.
      t.app.smsAlerts.offer(
        disclosedTradeSignal('politician', {
          id: 'p1',
          ticker: 'NVDA',
          who: 'A Member',
          direction: 'buy',
          amount: '$1K-$15K',
          at: clock.getTime(),
        }),
      );
      await tick(61_000);
      assert.equal((await get(LOG, ann)).json<SmsDeliveries>().items.length, before.items.length);
      assert.equal((await post('user/sms-alerts/test', ann)).statusCode, 402);
    });

    it('only the bot add-on lets a rule choose Discord; a rule that posted keeps its choice when the add-on lapses', async () => {
      const insiders = { id: 'nv', name: 'NVDA insiders', kind: 'insider', symbols: ['NVDA'] };
      const { access: nobot } = await signUp(t, 'nobot');
      const refused = await post(SETTINGS, nobot, {
        enabled: false,
        rules: [{ ...insiders, discord: true }],
        maxPerDay: 10,
      });
      assert.equal(refused.statusCode, 400);
      assert.deepEqual(refused.json(), errorBody({ 'rules.0.discord': MESSAGES.discordAddOnRequired }));
      assert.deepEqual((await get(SETTINGS, nobot)).json<{ rules: Json[] }>().rules, [], 'nothing was written');

      const lapsing = await botUser('lapsing', '112233445566770012');
      const posted = { ...insiders, symbols: ['NVDA', 'AMD'], sms: false, discord: true };
      assert.equal(
        (await post(SETTINGS, lapsing.access, { enabled: false, rules: [posted], maxPerDay: 10 })).statusCode,
        200,
      );
      const insiderBuy = (id: string, ticker: string) =>
        disclosedTradeSignal('insider', { id, ticker, who: 'A Director', direction: 'buy', amount: '$1.1M', at: 0 });
      discord.received.length = 0;
      t.app.smsAlerts.offer(insiderBuy('i-amd', 'AMD'));
      await tick(61_000);
      await t.app.discordBot.flush();
      assert.equal(embedsTo(lapsing.path).length, 1, 'posted while the add-on lasts');
      await t.app.db.updateTable('users').set({ bot_sub: false }).where('username', '=', 'lapsing').execute();
      // Saving again (renamed) keeps Discord on the rule that had it; a new one cannot choose it.
      const kept = await post(SETTINGS, lapsing.access, {
        enabled: false,
        rules: [{ ...posted, name: 'NVDA insiders (bot)' }],
        maxPerDay: 10,
      });
      assert.equal(kept.statusCode, 200, kept.body);
      const added = await post(SETTINGS, lapsing.access, {
        enabled: false,
        rules: [posted, { ...posted, id: 'more', symbols: ['TSLA'] }],
        maxPerDay: 10,
      });
      assert.deepEqual(added.json(), errorBody({ 'rules.1.discord': MESSAGES.discordAddOnRequired }));
      // Without the add-on the bot posts nothing, whatever the rule says.
      discord.received.length = 0;
      t.app.smsAlerts.offer(insiderBuy('i-nvda', 'NVDA'));
      await tick(61_000);
      await t.app.discordBot.flush();
      assert.deepEqual(embedsTo(lapsing.path), []);
    });
  });
}

const ACCOUNT_SID = `AC${'0123456789abcdef'.repeat(2)}`;
const AUTH_TOKEN = 'twilio-auth-token-0123';

describe('SMS alerts through Twilio (a local stand-in of its Messages API)', () => {
  const received: URLSearchParams[] = [];
  let t: TestApp;
  const server = createServer((req: IncomingMessage, res) => {
    let body = '';
    req.on('data', (chunk) => (body += String(chunk)));
    req.on('end', () => {
      received.push(new URLSearchParams(body));
      res.setHeader('content-type', 'application/json');
      res.statusCode = 201;
      res.end(JSON.stringify({ sid: `SM${'e'.repeat(32)}`, status: 'queued' }));
    });
  });
  before(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    t = await startTestApp(pgliteBackend, {
      smsProvider: {
        provider: 'twilio',
        accountSid: ACCOUNT_SID,
        authToken: AUTH_TOKEN,
        from: '+15005550006',
        apiBase: `http://127.0.0.1:${port}`,
      },
    });
  });
  after(async () => {
    await t?.close();
    server.close();
  });
  const { post, get, verifyPhone, inbound } = client(() => t);

  it('texts through the provider, logs its status, and takes only signed inbound requests', async () => {
    const dan = (await signUp(t, 'dan')).access;
    await verifyPhone(dan, '+14155550123', async () => /^(\d{6}) /.exec(received.at(-1)?.get('Body') ?? '')?.[1]);
    const sent = await post('user/sms-alerts/test', dan);
    assert.equal(sent.statusCode, 200, sent.body);
    assert.deepEqual([received.at(-1)?.get('To'), received.at(-1)?.get('Body')], ['+14155550123', TEST_TEXT]);
    const log = (await get(LOG, dan)).json<SmsDeliveries>();
    assert.deepEqual(
      [log.items[0]?.status, log.items[0]?.providerStatus, log.items[0]?.segments],
      ['sent', 'queued', 1],
    );

    assert.equal((await inbound('+14155550123', 'STOP')).statusCode, 401);
    const params = { From: '+14155550123', Body: 'STOP', MessageSid: `SM${'a'.repeat(32)}` };
    const signature = twilioSignature(AUTH_TOKEN, 'http://localhost:80/api/sms/inbound', params);
    const signed = await inbound(params.From, params.Body, { 'x-twilio-signature': signature });
    assert.equal(signed.statusCode, 200, signed.body);
    assert.equal((await get(LOG, dan)).json<SmsDeliveries>().stopped, true);
  });
});
