/**
 * Connecting a channel through FlowDeck's own bot instead of a webhook, end to end: the real app on a real
 * database and a local server standing in for Discord's API (webhooks and the bot API's channels).
 */
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import type { BotHistory, BotMessage, CheckoutStart, DiscordBotSettings } from '@flowdeck/api-types';
import { DEV_JWT_SECRET } from '../../config.js';
import { errorBody } from '../../errors.js';
import { sessionTimes } from '@flowdeck/market-calendar';
import { apiAs, signUp, startTestApp, testBackends, type TestApp } from '../../test/harness.js';
import { botInviteUrl, CHANNEL_ID_MESSAGES, DISCORD_API_VERSION } from './discord-channel.js';
import { createDiscordClient, DISCORD_ERRORS } from './discord-client.js';
import { startDiscordStub, type DiscordStub } from './discord-stub.js';
import { MESSAGES } from './schemas.js';
import { createSecretBox, WEBHOOK_TOKEN_PURPOSE } from './secret-box.js';
import { createDiscordBotService } from './service.js';

const backends = await testBackends();
const BOT_TOKEN = 'MTEyMjMzNDQ1NTY2Nzc4ODk5MA.GaBcDe.0123456789abcdefghijABCDEFGHIJ_-klmnop';
const CLIENT_ID = '1122334455667788990';
const WEBHOOK_ID = '112233445566778899';
const WEBHOOK_TOKEN = 'Zx9_Yw8-Vu7Ts6Rq5Po4Nm3Lk2Ji1Hg0Fe9Dc8Ba7Zy6Xw5Vu4Ts3Rq2Po1Nm0Lk9Ji8';
const VISA = { cardNumber: '4242424242424242', expiry: '12/34', cvc: '123', name: 'Bot Owner' };
const SESSION = '2025-06-13';
const { open: OPEN } = sessionTimes(SESSION);
const channelPath = (id: string) => `/api/${DISCORD_API_VERSION}/channels/${id}`;

let channels = 0;
/** A fresh 19-digit channel id per test, known to the stub under `name`. */
function newChannel(discord: DiscordStub, name: string): string {
  const id = `99887766554433${String(10_000 + ++channels)}`;
  discord.channels.set(id, name);
  return id;
}

for (const backend of backends) {
  describe(`Discord bot channels on ${backend.name}`, { skip: backend.skip }, () => {
    let t: TestApp;
    let discord: DiscordStub;
    before(async () => {
      discord = await startDiscordStub({ botToken: BOT_TOKEN });
      t = await startTestApp(backend, {
        discordApiBase: discord.base,
        discordBot: { token: BOT_TOKEN, clientId: CLIENT_ID },
        seed: { historyDays: 30, symbolLimit: null, politicianTrades: 0 },
      });
      // The test market starts a minute before the open.
      t.app.market.beginAt(OPEN - 60_000);
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

    /** A user who bought the bot add-on, with one saved filter matching everything. */
    async function botUser(name: string): Promise<{ access: string; id: number }> {
      const { access } = await signUp(t, name);
      const start = (await post('billing/checkout', access, { planId: 'flowdeck_bot_monthly' })).json<CheckoutStart>();
      assert.equal((await post(`billing/checkout/${start.checkoutId}/pay`, access, VISA)).statusCode, 200);
      await post('user/settings/alert-filters', access, { filters: [{ id: 'all', name: 'Everything' }] });
      const { id } = await t.app.db
        .selectFrom('users')
        .select('id')
        .where('username', '=', name)
        .executeTakeFirstOrThrow();
      return { access, id };
    }

    const settings = (overrides: Record<string, unknown> = {}) => ({
      enabled: true,
      flow: { enabled: true, filterIds: ['all'] },
      darkpool: { enabled: true },
      gappers: { enabled: false },
      ...overrides,
    });

    it('offers the invite link, and connects a channel once the bot can see it, storing only its id', async () => {
      const { access, id } = await botUser('chan');
      const before = (await get('bot', access)).json<DiscordBotSettings>();
      assert.deepEqual(before.channelBot, { inviteUrl: botInviteUrl(CLIENT_ID) });
      assert.equal(before.connected, false);

      const channelId = newChannel(discord, 'flow-alerts');
      const res = await post('bot', access, settings({ channelId }));
      assert.equal(res.statusCode, 200, res.body);
      const saved = res.json<DiscordBotSettings & { message: string }>();
      assert.equal(saved.message, 'Connected to the channel #flow-alerts');
      assert.deepEqual(
        [saved.connected, saved.target, saved.channelId, saved.channelName, saved.webhook, saved.enabled],
        [true, 'channel', channelId, 'flow-alerts', null, true],
      );
      assert.deepEqual(
        discord.received.map((r) => [r.method, r.path, r.authorization]),
        [['GET', channelPath(channelId), `Bot ${BOT_TOKEN}`]],
      );
      // The bot token is configuration only: never stored, never answered.
      const row = await t.app.db
        .selectFrom('discord_bots')
        .selectAll()
        .where('user_id', '=', id)
        .executeTakeFirstOrThrow();
      assert.deepEqual(
        [row.target_kind, row.channel_id, row.webhook_id, row.webhook_token_enc],
        ['channel', channelId, null, null],
      );
      assert.equal(JSON.stringify(row).includes(BOT_TOKEN), false);
      assert.equal((await get('bot', access)).body.includes(BOT_TOKEN), false);

      // Switching to a webhook replaces the channel, and back again.
      const hook = await post(
        'bot',
        access,
        settings({ webhookUrl: `https://discord.com/api/webhooks/${WEBHOOK_ID}/${WEBHOOK_TOKEN}` }),
      );
      assert.equal(hook.statusCode, 200, hook.body);
      assert.deepEqual(
        [hook.json<DiscordBotSettings>().target, hook.json<DiscordBotSettings>().channelId],
        ['webhook', null],
      );
      const back = await post('bot', access, settings({ channelId }));
      assert.equal(back.json<DiscordBotSettings>().target, 'channel');
      const gone = await post('bot/disconnect', access);
      assert.equal(gone.json<{ message: string }>().message, MESSAGES.channelDisconnected);
    });

    it('refuses a channel the bot cannot see, or an id that is not one, and stores nothing', async () => {
      const { access, id } = await botUser('refused');
      const hiddenId = newChannel(discord, 'staff-only');
      discord.hidden.add(hiddenId);
      const forbidden = await post('bot', access, settings({ channelId: hiddenId }));
      assert.equal(forbidden.statusCode, 400);
      assert.deepEqual(forbidden.json(), errorBody({ channelId: DISCORD_ERRORS.channelRefused }));
      const unknown = await post('bot', access, settings({ channelId: '12345678901234567890' }));
      assert.deepEqual(unknown.json(), errorBody({ channelId: DISCORD_ERRORS.channelRefused }));
      assert.equal(discord.received.length, 2);

      discord.received.length = 0;
      for (const bad of ['general', '1234', `${hiddenId}/messages`, '../../webhooks/1/2'])
        assert.deepEqual(
          (await post('bot', access, settings({ channelId: bad }))).json(),
          errorBody({ channelId: CHANNEL_ID_MESSAGES.invalid }),
          bad,
        );
      const both = await post(
        'bot',
        access,
        settings({
          channelId: hiddenId,
          webhookUrl: `https://discord.com/api/webhooks/${WEBHOOK_ID}/${WEBHOOK_TOKEN}`,
        }),
      );
      assert.deepEqual(both.json(), errorBody({ channelId: CHANNEL_ID_MESSAGES.both }));
      assert.equal(discord.received.length, 0, 'no request left the server');
      assert.equal((await get('bot', access)).json<DiscordBotSettings>().connected, false);
      const rows = await t.app.db.selectFrom('discord_bots').select('user_id').where('user_id', '=', id).execute();
      assert.deepEqual(rows, [], 'nothing stored');
      assert.equal((await post('bot/test', access)).json<{ error: unknown }>().error, MESSAGES.connectFirst);
    });

    it('sends the test message and previews to the channel as the bot, and records them in the history', async () => {
      const { access } = await botUser('poster');
      const channelId = newChannel(discord, 'alerts');
      assert.equal((await post('bot', access, settings({ channelId }))).statusCode, 200);
      discord.received.length = 0;

      const res = await post('bot/test', access);
      assert.equal(res.statusCode, 200, res.body);
      assert.equal(res.json<BotMessage & { message: string }>().message, MESSAGES.sent);
      const [sent] = discord.received;
      assert.deepEqual(
        [sent?.method, sent?.path, sent?.authorization],
        ['POST', `${channelPath(channelId)}/messages`, `Bot ${BOT_TOKEN}`],
      );
      assert.deepEqual(sent?.body?.['allowed_mentions'], { parse: [] });
      assert.equal(sent?.body?.['content'], '✅ The FlowDeck bot is connected to this channel.');
      assert.equal('username' in (sent?.body ?? {}), false, 'a bot posts under its own name');
      const embed = (sent?.body?.['embeds'] as Array<{ description: string }>)[0];
      assert.equal(embed?.description, 'Flow alerts (Everything) · Dark pool prints');

      // The bot was removed from the channel: the post is refused and recorded as failed.
      discord.hidden.add(channelId);
      const refused = await post('messageBot/history', access, { kind: 'darkpool' });
      assert.equal(refused.statusCode, 400);
      assert.deepEqual(refused.json(), errorBody(DISCORD_ERRORS.channelRefused));
      discord.hidden.delete(channelId);

      const history = (await get('messageBot/history', access)).json<BotHistory>();
      assert.deepEqual(
        history.items.map((m) => [m.kind, m.status, m.error]),
        [
          ['darkpool', 'failed', DISCORD_ERRORS.channelRefused],
          ['test', 'sent', null],
        ],
      );
    });

    it('says channels are unavailable when the server has no bot token, and asks Discord nothing', async () => {
      const { access, id } = await botUser('nobot');
      const service = createDiscordBotService({
        db: t.app.db,
        discord: createDiscordClient(discord.base, null),
        secrets: createSecretBox(DEV_JWT_SECRET, WEBHOOK_TOKEN_PURPOSE),
        now: () => new Date(),
        botClientId: null,
      });
      assert.equal((await service.settings(id)).channelBot, null);
      await assert.rejects(service.save(id, settings({ channelId: newChannel(discord, 'x') })), (error: unknown) =>
        JSON.stringify(error).includes(CHANNEL_ID_MESSAGES.unavailable),
      );
      assert.equal(discord.received.length, 0);
      assert.equal((await get('bot', access)).json<DiscordBotSettings>().connected, false);
    });

    it('posts live alerts to a channel target, and switches the bot off when it loses the channel', async () => {
      const { access, id } = await botUser('live');
      const channelId = newChannel(discord, 'live-flow');
      assert.equal((await post('bot', access, settings({ channelId }))).statusCode, 200);
      discord.received.length = 0;

      await t.app.market.advanceTo(OPEN + 90_000, { publish: true });
      await t.app.discordBot.flush();
      const posts = discord.received.filter((r) => r.path === `${channelPath(channelId)}/messages`);
      assert.ok(posts.length > 0, 'live alerts went to the channel');
      assert.ok(posts.every((p) => p.method === 'POST' && p.authorization === `Bot ${BOT_TOKEN}`));
      assert.ok(posts.every((p) => Array.isArray(p.body?.['embeds']) && (p.body['embeds'] as unknown[]).length > 0));
      const history = (await get('messageBot/history', access)).json<BotHistory>();
      assert.ok(history.items.length > 0);
      assert.ok(history.items.every((m) => m.status === 'sent'));

      // The bot lost access to the channel: the bot is switched off, with the reason on the settings page.
      discord.hidden.add(channelId);
      await new Promise((resolve) => setTimeout(resolve, 3_100));
      await t.app.market.advanceTo(OPEN + 150_000, { publish: true });
      await t.app.discordBot.flush();
      const after = (await get('bot', access)).json<DiscordBotSettings>();
      assert.equal(after.enabled, false);
      assert.equal(after.autoDisabled?.reason, MESSAGES.switchedOffChannelGone);
      const failed = await t.app.db
        .selectFrom('bot_messages')
        .select(['status', 'error'])
        .where('user_id', '=', id)
        .where('status', '=', 'failed')
        .execute();
      assert.ok(failed.length > 0 && failed.every((m) => m.error === MESSAGES.switchedOffChannelGone));
    });
  });
}
