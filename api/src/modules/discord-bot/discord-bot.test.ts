import assert from 'node:assert/strict';
import { readCacheFor } from '../../db/read-cache.js';
import { errorBody } from '../../errors.js';
import { BOT_ADD_ON_HINT, BOT_ADD_ON_REQUIRED } from '../../security/subscription.js';
import { after, before, beforeEach, describe, it } from 'node:test';
import type { BotHistory, BotMessage, CheckoutStart, DiscordBotSettings } from '@flowdeck/api-types';
import { apiAs, signUp, startTestApp, testBackends, type TestApp } from '../../test/harness.js';
import { DISCORD_ERRORS } from './discord-client.js';
import { type DiscordStub, startDiscordStub } from './discord-stub.js';
import { PREVIEW_FOOTER } from './messages.js';
import { MESSAGES, SENDS_PER_MINUTE } from './schemas.js';
import { WEBHOOK_URL_MESSAGES } from './webhook-url.js';

const backends = await testBackends();
const ID = '112233445566778899';
const TOKEN = 'Zx9_Yw8-Vu7Ts6Rq5Po4Nm3Lk2Ji1Hg0Fe9Dc8Ba7Zy6Xw5Vu4Ts3Rq2Po1Nm0Lk9Ji8';
const GONE_TOKEN = `${'g'.repeat(64)}gone`;
const WEBHOOK_URL = `https://discord.com/api/webhooks/${ID}/${TOKEN}`;
const VISA = { cardNumber: '4242424242424242', expiry: '12/34', cvc: '123', name: 'Bot Owner' };

for (const backend of backends) {
  describe(`Discord bot on ${backend.name}`, { skip: backend.skip }, () => {
    let t: TestApp;
    let discord: DiscordStub;
    before(async () => {
      discord = await startDiscordStub({ goneToken: GONE_TOKEN });
      t = await startTestApp(backend, { discordApiBase: discord.base });
    });
    after(async () => {
      await t?.close();
      await discord?.close();
    });
    beforeEach(() => {
      discord.received.length = 0;
      discord.refusePosts.status = null;
    });

    const { get, post } = apiAs(() => t);

    /** A user who bought the bot add-on with the test provider, with two saved flow filters. */
    async function botUser(name: string): Promise<string> {
      const { access } = await signUp(t, name);
      const start = (await post('billing/checkout', access, { planId: 'flowdeck_bot_monthly' })).json<CheckoutStart>();
      assert.equal((await post(`billing/checkout/${start.checkoutId}/pay`, access, VISA)).statusCode, 200);
      await post('user/settings/alert-filters', access, {
        filters: [
          { id: 'big-spy', name: 'Big SPY calls', tickers: ['SPY'], callPut: 'calls' },
          { id: 'tech', name: 'Tech sweeps', sweepsOnly: true },
        ],
      });
      return access;
    }

    const settings = (overrides: Record<string, unknown> = {}) => ({
      webhookUrl: WEBHOOK_URL,
      enabled: true,
      flow: { enabled: true, filterIds: ['big-spy'] },
      darkpool: { enabled: true },
      gappers: { enabled: false },
      ...overrides,
    });

    it('is for bot subscribers only (402 with the way to get it)', async () => {
      const { access } = await signUp(t, 'nobot');
      for (const res of [
        await get('bot', access),
        await post('bot', access, settings()),
        await post('bot/test', access),
        await get('messageBot/history', access),
      ]) {
        assert.equal(res.statusCode, 402);
        assert.deepEqual(res.json(), { error: BOT_ADD_ON_REQUIRED, message: BOT_ADD_ON_HINT });
      }
      assert.equal(discord.received.length, 0);
    });

    it('answers 402 without the add-on before looking at what was sent', async () => {
      const { access } = await signUp(t, 'nobot_input');
      for (const res of [
        await post('bot', access, { enabled: 'yes', flow: 'all' }),
        await post('messageBot/history', access, { kind: 'nonsense' }),
        await get('messageBot/history/nonsense', access),
        await get('messageBot/history?page=0', access),
      ]) {
        assert.equal(res.statusCode, 402, res.body);
        assert.deepEqual(res.json(), { error: BOT_ADD_ON_REQUIRED, message: BOT_ADD_ON_HINT });
      }
    });

    it('serves a history page again until a message is sent, each user their own, and sees the add-on end at once', async () => {
      const access = await botUser('cachey');
      const other = await botUser('cachey_other');
      const reads = readCacheFor(t.app.db);
      const before = reads.size;
      assert.equal((await get('messageBot/history', access)).json<BotHistory>().total, 0);
      // The page is held now; the add-on check reads the user's access row, held since their first request.
      assert.ok(reads.size >= before + 1, `read cache size ${reads.size} after ${before}`);
      const held = reads.size;
      assert.equal((await get('messageBot/history', access)).json<BotHistory>().total, 0);
      assert.equal(reads.size, held);

      assert.equal((await post('bot', access, settings())).statusCode, 200);
      assert.equal((await post('bot/test', access)).statusCode, 200);
      const sent = (await get('messageBot/history', access)).json<BotHistory>();
      assert.deepEqual(
        sent.items.map((m) => m.kind),
        ['test'],
      );
      assert.equal((await get('messageBot/history', other)).json<BotHistory>().total, 0);

      const { id } = await t.app.db
        .selectFrom('users')
        .select('id')
        .where('username', '=', 'cachey')
        .executeTakeFirstOrThrow();
      await t.app.db.updateTable('users').set({ bot_sub: false }).where('id', '=', id).execute();
      assert.equal((await get('messageBot/history', access)).statusCode, 402);
    });

    it('connects a webhook once Discord confirms it, keeping the token out of every answer and encrypted at rest', async () => {
      const access = await botUser('hooky');
      assert.deepEqual((await get('bot', access)).json<DiscordBotSettings>().connected, false);
      const res = await post('bot', access, settings());
      assert.equal(res.statusCode, 200, res.body);
      assert.equal(res.body.includes(TOKEN), false);
      const saved = res.json<DiscordBotSettings & { message: string }>();
      assert.equal(saved.message, 'Connected to the webhook "Trading alerts"');
      assert.deepEqual(
        { ...saved, message: undefined },
        {
          connected: true,
          target: 'webhook',
          webhook: `https://discord.com/api/webhooks/${ID}/••••••••`,
          webhookName: 'Trading alerts',
          channelId: null,
          channelName: null,
          channelBot: null,
          enabled: true,
          flow: { enabled: true, filterIds: ['big-spy'] },
          darkpool: { enabled: true },
          gappers: { enabled: false },
          rules: [],
          autoDisabled: null,
          message: undefined,
        },
      );
      assert.deepEqual(
        discord.received.map((r) => [r.method, r.path]),
        [['GET', `/api/webhooks/${ID}/${TOKEN}`]],
      );
      const stored = await t.app.db.selectFrom('discord_bots').select('webhook_token_enc').executeTakeFirstOrThrow();
      assert.equal(stored.webhook_token_enc?.includes(TOKEN), false);
      assert.equal((await get('bot', access)).body.includes(TOKEN), false);

      // Changing what is posted keeps the connected webhook without asking Discord again.
      discord.received.length = 0;
      const update = await post('bot', access, settings({ webhookUrl: undefined, gappers: { enabled: true } }));
      assert.equal(update.statusCode, 200, update.body);
      assert.equal(update.json<DiscordBotSettings>().gappers.enabled, true);
      assert.equal(update.json<DiscordBotSettings>().webhookName, 'Trading alerts');
      assert.equal(discord.received.length, 0);
    });

    it('refuses webhook URLs that are not Discord webhooks, without contacting any host', async () => {
      const access = await botUser('sneaky');
      const cases: Array<[string, string]> = [
        [`http://discord.com/api/webhooks/${ID}/${TOKEN}`, WEBHOOK_URL_MESSAGES.https],
        [`https://127.0.0.1/api/webhooks/${ID}/${TOKEN}`, WEBHOOK_URL_MESSAGES.host],
        [`${discord.base}/webhooks/${ID}/${TOKEN}`, WEBHOOK_URL_MESSAGES.https],
        [`https://discord.com@169.254.169.254/api/webhooks/${ID}/${TOKEN}`, WEBHOOK_URL_MESSAGES.credentials],
        [`https://discord.com:8443/api/webhooks/${ID}/${TOKEN}`, WEBHOOK_URL_MESSAGES.port],
        [`https://discord.com/api/oauth2/token`, WEBHOOK_URL_MESSAGES.path],
      ];
      for (const [url, message] of cases) {
        const res = await post('bot', access, settings({ webhookUrl: url }));
        assert.equal(res.statusCode, 400, url);
        assert.deepEqual(res.json(), errorBody({ webhookUrl: message }), url);
      }
      assert.equal(discord.received.length, 0, 'no request left the server');
      assert.equal((await get('bot', access)).json<DiscordBotSettings>().connected, false);
      const none = await post('bot', access, settings({ webhookUrl: undefined }));
      assert.deepEqual(none.json(), errorBody({ webhookUrl: MESSAGES.connectFirst }));
    });

    it('posts only saved alert filters, and needs one for flow alerts', async () => {
      const access = await botUser('filters');
      const res = await post('bot', access, settings({ flow: { enabled: true, filterIds: ['big-spy', 'deleted'] } }));
      assert.deepEqual(res.json(), errorBody({ 'flow.filterIds.1': MESSAGES.unknownFilter }));
      const empty = await post('bot', access, settings({ flow: { enabled: true, filterIds: [] } }));
      assert.deepEqual(empty.json(), errorBody({ 'flow.filterIds': MESSAGES.chooseFilter }));
      assert.equal(discord.received.length, 0);
    });

    it("sends a test message to the webhook under Discord's API and records it", async () => {
      const access = await botUser('tester');
      await post('bot', access, settings({ flow: { enabled: true, filterIds: ['big-spy', 'tech'] } }));
      discord.received.length = 0;
      const res = await post('bot/test', access);
      assert.equal(res.statusCode, 200, res.body);
      const sent = res.json<BotMessage & { message: string }>();
      assert.equal(sent.message, MESSAGES.sent);
      assert.equal(sent.status, 'sent');
      assert.equal(sent.summary, 'Test message');
      const [post0] = discord.received;
      assert.equal(post0?.method, 'POST');
      assert.equal(post0?.path, `/api/webhooks/${ID}/${TOKEN}?wait=true`);
      assert.deepEqual(post0?.body?.['allowed_mentions'], { parse: [] });
      const embed = (post0?.body?.['embeds'] as Array<{ description: string }>)[0];
      assert.equal(embed?.description, 'Flow alerts (Big SPY calls, Tech sweeps) · Dark pool prints');

      const preview = await post('messageBot/history', access, { kind: 'flow' });
      assert.equal(preview.statusCode, 200, preview.body);
      assert.equal(preview.json<BotMessage>().summary, 'Flow alert preview (Big SPY calls, Tech sweeps)');
      const flowEmbed = (discord.received[1]?.body?.['embeds'] as Array<{ footer: { text: string } }>)[0];
      assert.equal(flowEmbed?.footer.text, PREVIEW_FOOTER);
      const off = await post('messageBot/history', access, { kind: 'gappers' });
      assert.deepEqual(off.json(), errorBody(MESSAGES.feedOff('Gappers')));
      const unknown = await post('messageBot/history', access, { kind: 'crypto' });
      assert.deepEqual(unknown.json(), errorBody({ kind: MESSAGES.kind }));

      const history = (await get('messageBot/history', access)).json<BotHistory>();
      assert.deepEqual(
        history.items.map((m) => [m.kind, m.status]),
        [
          ['flow', 'sent'],
          ['test', 'sent'],
        ],
      );
      assert.equal(history.total, 2);
      const onlyTests = (await get('messageBot/history/test', access)).json<BotHistory>();
      assert.deepEqual(
        onlyTests.items.map((m) => m.kind),
        ['test'],
      );
      assert.equal((await get('messageBot/history/nonsense', access)).statusCode, 400);
      const paged = (await get('messageBot/history?page=2&pageSize=1', access)).json<BotHistory>();
      assert.deepEqual([paged.items[0]?.kind, paged.total, paged.page], ['test', 2, 2]);
    });

    it('records a post Discord refuses as failed and says why', async () => {
      const access = await botUser('gone');
      const gone = await post(
        'bot',
        access,
        settings({ webhookUrl: `https://discord.com/api/webhooks/${ID}/${GONE_TOKEN}` }),
      );
      assert.deepEqual(
        gone.json(),
        errorBody({ webhookUrl: DISCORD_ERRORS.gone }),
        'a deleted webhook cannot be connected',
      );
      assert.equal((await get('bot', access)).json<DiscordBotSettings>().connected, false);

      await post('bot', access, settings());
      // The webhook is deleted in Discord after it was connected.
      discord.refusePosts.status = 404;
      const refused = await post('bot/test', access);
      assert.equal(refused.statusCode, 400);
      assert.deepEqual(refused.json(), errorBody(DISCORD_ERRORS.gone));
      discord.refusePosts.status = 429;
      assert.deepEqual((await post('bot/test', access)).json(), errorBody(DISCORD_ERRORS.rateLimited));
      discord.refusePosts.status = 500;
      assert.deepEqual((await post('bot/test', access)).json(), errorBody(DISCORD_ERRORS.status(500)));
      const history = (await get('messageBot/history', access)).json<BotHistory>();
      assert.deepEqual(
        history.items.map((m) => [m.status, m.error]),
        [
          ['failed', DISCORD_ERRORS.status(500)],
          ['failed', DISCORD_ERRORS.rateLimited],
          ['failed', DISCORD_ERRORS.gone],
        ],
      );
    });

    it('limits how many messages a user sends a minute', async () => {
      const access = await botUser('spammer');
      await post('bot', access, settings());
      for (let i = 0; i < SENDS_PER_MINUTE; i++) assert.equal((await post('bot/test', access)).statusCode, 200);
      const limited = await post('bot/test', access);
      assert.equal(limited.statusCode, 429);
      assert.deepEqual(limited.json(), errorBody(MESSAGES.tooMany));
      assert.equal((await get('messageBot/history', access)).json<BotHistory>().total, SENDS_PER_MINUTE);
    });

    it('disconnects', async () => {
      const access = await botUser('leaver');
      await post('bot', access, settings());
      const res = await post('bot/disconnect', access);
      assert.equal(res.statusCode, 200);
      assert.equal((await get('bot', access)).json<DiscordBotSettings>().connected, false);
      assert.deepEqual((await post('bot/test', access)).json(), errorBody(MESSAGES.connectFirst));
    });
  });
}
