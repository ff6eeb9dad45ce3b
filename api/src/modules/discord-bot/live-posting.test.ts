/**
 * Live posting end to end: the real app on a real database, the market engine moved by hand, and a local
 * HTTP server standing in for Discord's webhook API.
 */
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import type {
  BotHistory,
  CheckoutStart,
  DarkPoolResponse,
  DiscordBotSettings,
  FlowResponse,
} from '@flowdeck/api-types';
import { sessionTimes } from '@flowdeck/market-calendar';
import { bearer, signUp, startTestApp, testBackends, type TestApp } from '../../test/harness.js';
import type { DiscordEmbed } from './discord-client.js';
import { contractLabel, DARKPOOL_MIN_NOTIONAL, MAX_EMBEDS_PER_MESSAGE, SIMULATED_FOOTER } from './live-messages.js';
import { MESSAGES } from './schemas.js';

const backends = await testBackends();
const SESSION = '2025-06-13';
const { open: OPEN } = sessionTimes(SESSION);
/** 09:29 New York: the test market starts a minute before the open. */
const START = OPEN - 60_000;
const VISA = { cardNumber: '4242424242424242', expiry: '12/34', cvc: '123', name: 'Bot Owner' };

interface Post {
  path: string;
  content: string;
  embeds: DiscordEmbed[];
}

/** Each user's own webhook: an 18-digit id and a token naming the user. */
const webhookOf = (n: number, name: string) => ({
  id: `11223344556677${String(1000 + n)}`,
  token: name.padEnd(68, '_'),
});

/** Discord's webhook API, locally: records every post; tokens in `gone` answer 404 like a deleted webhook. */
async function startDiscord() {
  const posts: Post[] = [];
  const gone = new Set<string>();
  const server: Server = createServer((request, response) => {
    let data = '';
    request.on('data', (chunk: Buffer) => (data += chunk.toString()));
    request.on('end', () => {
      const path = request.url ?? '';
      response.setHeader('content-type', 'application/json');
      if ([...gone].some((token) => path.includes(token))) {
        response.statusCode = 404;
        response.end(JSON.stringify({ message: 'Unknown Webhook', code: 10015 }));
        return;
      }
      if (request.method === 'POST') {
        const body = JSON.parse(data) as { content: string; embeds: DiscordEmbed[] };
        posts.push({ path, content: body.content, embeds: body.embeds });
        response.end(JSON.stringify({ id: '1', channel_id: '1' }));
      } else response.end(JSON.stringify({ id: '1', name: 'Alerts', channel_id: '1' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`, posts, gone };
}

/** "(12 flow alerts, 3 dark pool prints)" → how many of a feed the message left out. */
function omitted(content: string, noun: RegExp): number {
  const match = new RegExp(`([\\d,]+) ${noun.source}`).exec(content);
  return match?.[1] ? Number(match[1].replace(/,/g, '')) : 0;
}

for (const backend of backends) {
  describe(`Discord bot live posting on ${backend.name}`, { skip: backend.skip }, () => {
    let t: TestApp;
    let discord: Awaited<ReturnType<typeof startDiscord>>;
    let users = 0;
    before(async () => {
      discord = await startDiscord();
      t = await startTestApp(backend, {
        discordApiBase: discord.base,
        seed: { historyDays: 30, symbolLimit: null, politicianTrades: 0 },
      });
      t.app.market.beginAt(START);
    });
    after(async () => {
      await t?.close();
      await new Promise((resolve) => discord?.server.close(resolve));
    });

    const request = (method: 'GET' | 'POST', path: string, access: string, payload?: unknown) =>
      t.request({
        method,
        url: `/api/${path}`,
        headers: bearer(access),
        ...(payload ? { payload: payload as Record<string, unknown> } : {}),
      });

    /** A bot subscriber with one saved filter, connected to its own webhook. */
    async function botUser(name: string, filter: Record<string, unknown>, choice: Record<string, unknown> = {}) {
      const { access } = await signUp(t, name);
      const start = (
        await request('POST', 'billing/checkout', access, { planId: 'flowdeck_bot_monthly' })
      ).json<CheckoutStart>();
      assert.equal((await request('POST', `billing/checkout/${start.checkoutId}/pay`, access, VISA)).statusCode, 200);
      const saved = await request('POST', 'user/settings/alert-filters', access, { filters: [filter] });
      assert.equal(saved.statusCode, 200, saved.body);
      const webhook = webhookOf(++users, name);
      const connected = await request('POST', 'bot', access, {
        webhookUrl: `https://discord.com/api/webhooks/${webhook.id}/${webhook.token}`,
        enabled: true,
        flow: { enabled: true, filterIds: [filter['id']] },
        darkpool: { enabled: true },
        gappers: { enabled: true },
        ...choice,
      });
      assert.equal(connected.statusCode, 200, connected.body);
      const { id } = await t.app.db
        .selectFrom('users')
        .select('id')
        .where('username', '=', name)
        .executeTakeFirstOrThrow();
      return { access, webhook, id, path: `/api/webhooks/${webhook.id}/${webhook.token}?wait=true` };
    }

    const SPY_CALLS = { id: 'spy-calls', name: 'SPY calls', tickers: ['SPY'], callPut: 'calls' };

    it('posts matching flow, large dark pool prints and the gappers to bot subscribers only, and records them', async () => {
      const alice = await botUser('alice', SPY_CALLS);
      const lapsed = await botUser('lapsed', SPY_CALLS);
      const expired = await botUser('expired', SPY_CALLS);
      const paused = await botUser('paused', SPY_CALLS, { enabled: false });
      // The bot add-on ended for one; another's access ended.
      await t.app.db.updateTable('users').set({ bot_sub: false }).where('id', '=', lapsed.id).execute();
      await t.app.db.updateTable('users').set({ end_date: '2025-06-01' }).where('id', '=', expired.id).execute();
      discord.posts.length = 0;

      // The open and a minute and a half of regular session in one published step.
      await t.app.market.advanceTo(OPEN + 90_000, { publish: true });
      await t.app.discordBot.flush();

      assert.deepEqual(
        discord.posts.map((p) => p.path),
        [alice.path],
        'one message, to the bot subscriber with access and the bot on',
      );
      const post = discord.posts[0] as Post;
      assert.ok(post.embeds.length <= MAX_EMBEDS_PER_MESSAGE);
      assert.ok(post.embeds.every((e) => e.footer?.text === SIMULATED_FOOTER));

      // Flow: SPY calls exactly as the flow endpoint lists them (shown + counted as left out).
      const flow = (await request('GET', 'flow/all?ticker=SPY&type=call&limit=500', alice.access)).json<FlowResponse>()
        .items;
      assert.ok(flow.length > 0, 'the market traded SPY calls');
      const flowEmbeds = post.embeds.filter((e) => e.description?.startsWith('Matched: SPY calls'));
      assert.ok(flowEmbeds.length > 0);
      const labels = new Set(flow.map(contractLabel));
      for (const embed of flowEmbeds) {
        const label = /^\S+ (.+?) · /.exec(embed.title)?.[1] ?? '';
        assert.ok(labels.has(label), `${embed.title} is one of the SPY call trades`);
      }
      assert.equal(flowEmbeds.length + omitted(post.content, /flow alerts?/), flow.length);

      // Dark pool: every print of at least the threshold.
      const prints = (
        await request('GET', `darkpool/all?minNotional=${DARKPOOL_MIN_NOTIONAL}&limit=500`, alice.access)
      ).json<DarkPoolResponse>().items;
      const printEmbeds = post.embeds.filter((e) => e.title.endsWith('dark pool print'));
      assert.equal(printEmbeds.length + omitted(post.content, /dark pool prints?/), prints.length);
      for (const embed of printEmbeds) assert.ok(prints.some((p) => embed.title === `🔵 ${p.ticker} dark pool print`));

      // Gappers, once, right after the open.
      const gappers = post.embeds.filter((e) => e.title.startsWith('🟡 Gappers at the open'));
      assert.equal(gappers.length, 1);
      const [up, down] = gappers[0]?.fields ?? [];
      assert.equal(up?.name, 'Gapping up');
      assert.equal(down?.name, 'Gapping down');
      const percents = (up?.value ?? '').split('\n').map((line) => Number(/\+([\d.]+)%/.exec(line)?.[1]));
      assert.ok(percents.length > 0 && percents.every((p, i) => p > 0 && (i === 0 || p <= (percents[i - 1] ?? 0))));

      // Recorded in the history the settings page shows.
      const history = (await request('GET', 'messageBot/history', alice.access)).json<BotHistory>();
      assert.deepEqual(history.items.map((m) => [m.kind, m.status]).sort(), [
        ['darkpool', 'sent'],
        ['flow', 'sent'],
        ['gappers', 'sent'],
      ]);
      const flowRow = (await request('GET', 'messageBot/history/flow', alice.access)).json<BotHistory>().items[0];
      assert.match(flowRow?.summary ?? '', new RegExp(`^${flowEmbeds.length} flow alerts?`));
      assert.match(flowRow?.summary ?? '', /SPY calls: SPY /);
      const gappersRow = (await request('GET', 'messageBot/history/gappers', alice.access)).json<BotHistory>();
      assert.match(gappersRow.items[0]?.summary ?? '', new RegExp(`^Gappers ${SESSION} · up `));
      for (const user of [lapsed, expired, paused]) {
        const rows = await t.app.db.selectFrom('bot_messages').select('id').where('user_id', '=', user.id).execute();
        assert.deepEqual(rows, [], 'nothing recorded for users who receive nothing');
      }

      // The next minute: no second gappers post in the session.
      await new Promise((resolve) => setTimeout(resolve, 3_100));
      discord.posts.length = 0;
      await t.app.market.advanceTo(OPEN + 150_000, { publish: true });
      await t.app.discordBot.flush();
      assert.ok(discord.posts.every((p) => p.path === alice.path));
      assert.ok(discord.posts.flatMap((p) => p.embeds).every((e) => !e.title.startsWith('🟡 Gappers')));
    });

    it('switches a bot off when its webhook was deleted in Discord, and says why on the settings page', async () => {
      const erin = await botUser('erin', { id: 'all', name: 'Everything' });
      discord.gone.add(erin.webhook.token);
      discord.posts.length = 0;
      await t.app.market.advanceTo(OPEN + 210_000, { publish: true });
      await t.app.discordBot.flush();

      const settings = (await request('GET', 'bot', erin.access)).json<DiscordBotSettings>();
      assert.equal(settings.enabled, false);
      assert.equal(settings.connected, true);
      assert.equal(settings.autoDisabled?.reason, MESSAGES.switchedOffGone);
      const history = (await request('GET', 'messageBot/history', erin.access)).json<BotHistory>();
      assert.ok(history.items.length > 0);
      assert.ok(history.items.every((m) => m.status === 'failed' && m.error === MESSAGES.switchedOffGone));

      // Nothing more is posted there.
      const attempts = await t.app.db.selectFrom('bot_messages').select('id').where('user_id', '=', erin.id).execute();
      await t.app.market.advanceTo(OPEN + 240_000, { publish: true });
      await t.app.discordBot.flush();
      const later = await t.app.db.selectFrom('bot_messages').select('id').where('user_id', '=', erin.id).execute();
      assert.equal(later.length, attempts.length);

      // Connecting the webhook again turns the bot back on and clears the reason.
      discord.gone.delete(erin.webhook.token);
      const again = await request('POST', 'bot', erin.access, {
        webhookUrl: `https://discord.com/api/webhooks/${erin.webhook.id}/${erin.webhook.token}`,
        enabled: true,
        flow: { enabled: true, filterIds: ['all'] },
        darkpool: { enabled: true },
        gappers: { enabled: false },
      });
      assert.equal(again.statusCode, 200, again.body);
      assert.equal(again.json<DiscordBotSettings>().autoDisabled, null);
      await t.app.market.advanceTo(OPEN + 270_000, { publish: true });
      await t.app.discordBot.flush();
      assert.ok(discord.posts.some((p) => p.path === erin.path));
    });
  });
}
