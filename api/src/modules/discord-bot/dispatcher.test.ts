import assert from 'node:assert/strict';
import { afterEach, describe, it } from 'node:test';
import type { DarkPoolPrint, FlowTrade } from '@flowdeck/api-types';
import { flowTrade } from '../../market/compute/test-trades.js';
import { alertFilterSchema } from '../user-settings/schemas.js';
import type { EngineUpdate } from '../market/engine.js';
import { DISCORD_ERRORS, type DiscordMessage, type DiscordSendResult } from './discord-client.js';
import {
  createBotDispatcher,
  MAX_PENDING_ALERTS,
  MAX_SEND_ATTEMPTS,
  MESSAGE_INTERVAL_MS,
  type BotDispatcher,
  type DispatcherOptions,
} from './dispatcher.js';
import type { Gappers } from './gappers.js';
import { DARKPOOL_MIN_NOTIONAL, gappersSummaryPrefix, MAX_EMBEDS_PER_MESSAGE } from './live-messages.js';
import type { BotRecipient, HistoryRow } from './repository.js';
import { MESSAGES } from './schemas.js';

/** 11:00 New York on a Friday: well after the gappers' window. */
const MIDDAY = Date.parse('2025-06-13T15:00:00Z');
/** 09:31:30 New York: gappers are due. */
const AFTER_OPEN = Date.parse('2025-06-13T13:31:30Z');
const NOW = new Date('2025-06-13T22:30:00Z');

const spyCalls = alertFilterSchema.parse({ id: 'spy', name: 'SPY calls', tickers: ['SPY'], callPut: 'calls' });
const bigOnes = alertFilterSchema.parse({ id: 'big', name: 'Big premium', minPremium: 500_000 });

let seq = 0;
const trade = (overrides: Partial<FlowTrade> = {}): FlowTrade =>
  flowTrade({ id: String(++seq), time: new Date(MIDDAY - 1_000 + seq).toISOString(), ...overrides });

const print = (notional: number, ticker = 'NVDA'): DarkPoolPrint => ({
  id: String(++seq),
  time: new Date(MIDDAY - 1_000 + seq).toISOString(),
  executedAt: new Date(MIDDAY - 1_000 + seq).toISOString(),
  ticker,
  sector: 'Information Technology',
  marketCap: 4e12,
  price: 100,
  size: notional / 100,
  notional,
  bid: 99.99,
  ask: 100.01,
  side: 'mid',
  venue: 'FINRA TRF',
  late: false,
  extendedHours: false,
  tags: notional >= 1_000_000 ? ['block'] : [],
});

const recipient = (userId: number, overrides: Partial<BotRecipient> = {}): BotRecipient => ({
  userId,
  webhookId: `hook-${userId}`,
  sealedToken: `token-${userId}`,
  flowFilters: [spyCalls],
  darkpool: true,
  gappers: false,
  ...overrides,
});

const GAPPERS: Gappers = {
  session: '2025-06-13',
  asOf: AFTER_OPEN,
  up: [{ symbol: 'SMCI', name: 'Super Micro', gapPercent: 12.4, open: 45.1, previousClose: 40.13, last: 45 }],
  down: [{ symbol: 'RIVN', name: 'Rivian', gapPercent: -9.6, open: 11.3, previousClose: 12.5, last: 11.2 }],
};

interface Post {
  webhookId: string;
  message: DiscordMessage;
}

/** Everything around the dispatcher, in memory: the market feed, the database, Discord and the clock. */
function harness(list: BotRecipient[], overrides: Partial<DispatcherOptions> = {}) {
  const listeners = new Set<(update: EngineUpdate) => void>();
  const posts: Post[] = [];
  const answers: Array<DiscordSendResult | Promise<DiscordSendResult>> = [];
  const history: Array<{ userId: number } & HistoryRow> = [];
  const switchedOff: Array<{ userId: number; reason: string }> = [];
  const gappersAsked: number[] = [];
  const time = { now: 0 };
  const dispatcher = createBotDispatcher({
    feed: {
      onUpdate(listener) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    },
    store: {
      recipients: async () => list.slice(),
      record: async (userId, rows) => void history.push(...rows.map((row) => ({ userId, ...row }))),
      switchOff: async (target, rows, reason) => {
        switchedOff.push({ userId: target.userId, reason });
        list.splice(
          list.findIndex((r) => r.userId === target.userId),
          1,
        );
        history.push(
          ...rows.map((row) => ({ userId: target.userId, ...row, status: 'failed' as const, error: reason })),
        );
        return true;
      },
      gappersPosted: async (ids, session) =>
        new Set(
          ids.filter((id) =>
            history.some((h) => h.userId === id && h.summary.startsWith(gappersSummaryPrefix(session))),
          ),
        ),
    },
    discord: {
      send: async (webhook, message) => {
        posts.push({ webhookId: webhook.id, message });
        return (await answers.shift()) ?? { ok: true };
      },
    },
    openToken: (sealed) => (sealed === 'unreadable' ? null : sealed),
    gappers: async (_session, at) => {
      gappersAsked.push(at);
      return GAPPERS;
    },
    footer: 'Simulated market data',
    now: () => NOW,
    clock: () => time.now,
    tickMs: null,
    ...overrides,
  });
  const publish = (update: Partial<EngineUpdate>) => {
    for (const listener of listeners) listener({ asOf: MIDDAY, trades: [], prints: [], ...update });
  };
  return { dispatcher, publish, posts, answers, history, switchedOff, gappersAsked, time };
}

const titles = (post: Post | undefined) => post?.message.embeds.map((e) => e.title) ?? [];

describe('live dispatcher', () => {
  let running: BotDispatcher[] = [];
  const start = async (h: ReturnType<typeof harness>) => {
    running.push(h.dispatcher);
    await h.dispatcher.start();
    return h;
  };
  afterEach(async () => {
    await Promise.all(running.map((d) => d.close()));
    running = [];
  });

  it("posts each user's matching flow and large dark pool prints, grouped in one message and recorded", async () => {
    const h = await start(harness([recipient(1), recipient(2, { flowFilters: [bigOnes], darkpool: false })]));
    h.publish({
      trades: [
        trade({ ticker: 'SPY', type: 'call', strike: 600, premium: 20_000 }),
        trade({ ticker: 'SPY', type: 'put', premium: 900_000 }),
        trade({ ticker: 'QQQ', type: 'call', premium: 10_000 }),
      ],
      prints: [print(DARKPOOL_MIN_NOTIONAL), print(DARKPOOL_MIN_NOTIONAL - 1, 'AAPL')],
    });
    await h.dispatcher.flush();

    assert.deepEqual(
      h.posts.map((p) => p.webhookId),
      ['hook-1', 'hook-2'],
      'one message per user',
    );
    const [first, second] = h.posts;
    assert.deepEqual(titles(first), ['🟢 SPY 600C 6/13 · Single · Ask side', '🔵 NVDA dark pool print']);
    assert.equal(first?.message.content, '');
    assert.equal(first?.message.embeds[0]?.description?.split('\n')[0], 'Matched: SPY calls');
    assert.deepEqual(first?.message.embeds[1]?.fields?.[0], { name: 'Notional', value: '$1M', inline: true });
    assert.equal(first?.message.embeds[0]?.footer?.text, 'Simulated market data');
    assert.deepEqual(titles(second), ['🟢 SPY 600P 6/13 · Single · Ask side']);
    assert.equal(second?.message.embeds[0]?.description?.split('\n')[0], 'Matched: Big premium');

    assert.deepEqual(
      h.history.map((r) => [r.userId, r.kind, r.status, r.summary]),
      [
        [1, 'flow', 'sent', '1 flow alert · SPY calls: SPY 600C 6/13 $20K'],
        [1, 'darkpool', 'sent', '1 dark pool print: NVDA $1M'],
        [2, 'flow', 'sent', '1 flow alert · Big premium: SPY 600P 6/13 $900K'],
      ],
    );
  });

  it("posts the user's rule alerts at any hour, ahead of flow when not all fit, to bots with no feed of their own", async () => {
    const feedless = recipient(2, { flowFilters: [], darkpool: false });
    const h = await start(harness([recipient(1, { darkpool: false }), feedless]));
    const rule = (n: number, events = 1) => ({
      ruleId: `r${n}`,
      ruleName: `Rule ${n}`,
      lines: [`NVDA line ${n}`],
      events,
      at: MIDDAY + n,
    });
    // With the market quiet (no update published), a rule alert alone moves the dispatcher.
    h.dispatcher.post(2, rule(1, 4));
    h.dispatcher.post(3, rule(2));
    await h.dispatcher.flush();
    assert.deepEqual(
      h.posts.map((p) => p.webhookId),
      ['hook-2'],
      'only to a recipient (user 3 has no bot on)',
    );
    assert.deepEqual(h.posts[0]?.message.embeds[0], {
      title: '🔔 Rule 1',
      description: '• NVDA line 1\n+3 more',
      color: 0xc084fc,
      timestamp: new Date(MIDDAY + 1).toISOString(),
      footer: { text: 'Simulated market data' },
    });
    assert.deepEqual(
      h.history.map((r) => [r.userId, r.kind, r.summary]),
      [[2, 'rules', 'Rule 1: NVDA line 1 +3 more']],
    );

    // Twelve SPY call prints and two rule alerts for user 1: both rules make the message.
    h.publish({ trades: Array.from({ length: 12 }, (_, i) => trade({ strike: 600 + i, premium: 1e6 + i })) });
    h.dispatcher.post(1, rule(3));
    h.dispatcher.post(1, rule(4));
    await h.dispatcher.flush();
    const message = h.posts[1]?.message;
    assert.equal(message?.embeds.length, MAX_EMBEDS_PER_MESSAGE);
    assert.deepEqual(
      message?.embeds.filter((e) => e.title.startsWith('🔔')).map((e) => e.title),
      ['🔔 Rule 3', '🔔 Rule 4'],
    );
    assert.match(message?.content ?? '', /^\+4 more since the last message \(4 flow alerts\)/);
  });

  it('sends at most one message per user per interval; what arrives meanwhile waits for the next', async () => {
    const h = await start(harness([recipient(1)]));
    h.publish({ trades: [trade({ strike: 601 })] });
    await h.dispatcher.flush();
    h.publish({ trades: [trade({ strike: 602 })] });
    h.publish({ trades: [trade({ strike: 603 })] });
    await h.dispatcher.flush();
    assert.equal(h.posts.length, 1, 'nothing more within the interval');
    h.time.now += MESSAGE_INTERVAL_MS - 1;
    await h.dispatcher.flush();
    assert.equal(h.posts.length, 1);
    h.time.now += 1;
    await h.dispatcher.flush();
    assert.equal(h.posts.length, 2);
    assert.deepEqual(titles(h.posts[1]), [
      '🟢 SPY 602C 6/13 · Single · Ask side',
      '🟢 SPY 603C 6/13 · Single · Ask side',
    ]);
  });

  it('shows the largest ten of each feed in turn and says how many more there were', async () => {
    const h = await start(harness([recipient(1)]));
    const trades = Array.from({ length: 14 }, (_, i) => trade({ strike: 500 + i, premium: 10_000 * (i + 1) }));
    const prints = Array.from({ length: 6 }, (_, i) => print(DARKPOOL_MIN_NOTIONAL * (i + 1)));
    h.publish({ trades, prints });
    await h.dispatcher.flush();

    const message = h.posts[0]?.message;
    assert.equal(message?.embeds.length, MAX_EMBEDS_PER_MESSAGE);
    const shown = message?.embeds.map((e) => e.title) ?? [];
    assert.equal(shown.filter((t) => t.includes('dark pool')).length, 5, 'prints do not crowd out flow');
    assert.equal(shown.filter((t) => t.includes('SPY')).length, 5);
    // The largest of each: the five top strikes (largest premiums) and the five largest prints.
    for (const strike of [509, 510, 511, 512, 513])
      assert.ok(
        shown.some((t) => t.includes(`SPY ${strike}C`)),
        String(strike),
      );
    assert.equal(
      message?.content,
      '+10 more since the last message (9 flow alerts, 1 dark pool print): the largest are shown.',
    );
    assert.deepEqual(
      h.history.map((r) => r.summary.split(':')[0]),
      ['5 flow alerts and 9 more not shown · SPY calls', '5 dark pool prints and 1 more not shown'],
    );
    h.time.now += MESSAGE_INTERVAL_MS;
    await h.dispatcher.flush();
    assert.equal(h.posts.length, 1, 'what was left out is counted, not queued up for later');
  });

  it("bounds a user's queue in a busy market: the largest are kept, the rest counted", async () => {
    const h = await start(harness([recipient(1, { darkpool: false })]));
    const count = 5 * MAX_PENDING_ALERTS;
    h.publish({ trades: Array.from({ length: count }, (_, i) => trade({ strike: 1_000 + i, premium: 1_000 + i })) });
    await h.dispatcher.flush();
    const message = h.posts[0]?.message;
    assert.equal(message?.embeds.length, MAX_EMBEDS_PER_MESSAGE);
    assert.match(
      message?.content ?? '',
      new RegExp(`^\\+${(count - MAX_EMBEDS_PER_MESSAGE).toLocaleString('en-US')} more`),
    );
    for (let i = count - MAX_EMBEDS_PER_MESSAGE; i < count; i++)
      assert.ok(
        message?.embeds.some((e) => e.title.includes(`SPY ${1_000 + i}C`)),
        `strike ${1_000 + i}`,
      );
  });

  it("waits as long as a 429's retry_after says, then posts the same alerts; nothing is recorded for the 429", async () => {
    const h = await start(harness([recipient(1)]));
    h.answers.push({
      ok: false,
      status: 429,
      gone: false,
      error: DISCORD_ERRORS.rateLimited,
      retryAfterMs: 5_000,
    });
    h.publish({ trades: [trade({ strike: 610 })] });
    await h.dispatcher.flush();
    assert.equal(h.posts.length, 1);
    assert.equal(h.history.length, 0);

    h.publish({ trades: [trade({ strike: 611 })] });
    h.time.now += MESSAGE_INTERVAL_MS;
    await h.dispatcher.flush();
    assert.equal(h.posts.length, 1, 'the usual interval is not enough after a 429');
    h.time.now += 5_000 - MESSAGE_INTERVAL_MS;
    await h.dispatcher.flush();
    assert.equal(h.posts.length, 2);
    assert.deepEqual(titles(h.posts[1]), [
      '🟢 SPY 610C 6/13 · Single · Ask side',
      '🟢 SPY 611C 6/13 · Single · Ask side',
    ]);
    assert.deepEqual(
      h.history.map((r) => [r.kind, r.status]),
      [['flow', 'sent']],
    );
  });

  it('a global 429 pauses posting for every user', async () => {
    const h = await start(harness([recipient(1), recipient(2)]));
    h.answers.push({
      ok: false,
      status: 429,
      gone: false,
      error: DISCORD_ERRORS.rateLimited,
      retryAfterMs: 10_000,
      global: true,
    });
    h.publish({ trades: [trade()] });
    await h.dispatcher.flush();
    assert.equal(h.posts.length, 2, 'both were already on their way');
    h.time.now += MESSAGE_INTERVAL_MS;
    h.publish({ trades: [trade()] });
    await h.dispatcher.flush();
    assert.equal(h.posts.length, 2, 'user 2 waits for the global limit too');
    h.time.now = 10_000;
    await h.dispatcher.flush();
    assert.deepEqual(
      h.posts.map((p) => p.webhookId),
      ['hook-1', 'hook-2', 'hook-1', 'hook-2'],
    );
  });

  it('switches the bot off when Discord says the webhook is gone (404), records why and posts there no more', async () => {
    const h = await start(harness([recipient(1), recipient(2)]));
    h.answers.push({ ok: false, status: 404, gone: true, error: DISCORD_ERRORS.gone });
    h.publish({ trades: [trade({ strike: 620 })] });
    await h.dispatcher.flush();
    assert.deepEqual(h.switchedOff, [{ userId: 1, reason: MESSAGES.switchedOffGone }]);
    assert.deepEqual(
      h.history.filter((r) => r.userId === 1).map((r) => [r.kind, r.status, r.error]),
      [['flow', 'failed', MESSAGES.switchedOffGone]],
    );

    h.time.now += MESSAGE_INTERVAL_MS;
    h.publish({ trades: [trade({ strike: 621 })] });
    await h.dispatcher.flush();
    assert.deepEqual(
      h.posts.map((p) => p.webhookId),
      ['hook-1', 'hook-2', 'hook-2'],
      'user 2 carries on; user 1 gets nothing more',
    );
  });

  it('switches off a bot whose stored token can no longer be read, without posting', async () => {
    const h = await start(harness([recipient(1, { sealedToken: 'unreadable' })]));
    h.publish({ trades: [trade()] });
    await h.dispatcher.flush();
    assert.equal(h.posts.length, 0);
    assert.deepEqual(h.switchedOff, [{ userId: 1, reason: MESSAGES.switchedOffUnreadable }]);
  });

  it('retries a failed post a few times, then records it as failed and moves on', async () => {
    const h = await start(harness([recipient(1)]));
    for (let i = 0; i < MAX_SEND_ATTEMPTS; i++)
      h.answers.push({ ok: false, status: 500, gone: false, error: DISCORD_ERRORS.status(500) });
    h.publish({ trades: [trade({ strike: 630 })] });
    for (let i = 0; i < 10; i++) {
      await h.dispatcher.flush();
      h.time.now += 60_000;
    }
    assert.equal(h.posts.length, MAX_SEND_ATTEMPTS);
    assert.ok(h.posts.every((p) => titles(p)[0]?.includes('SPY 630C')));
    assert.deepEqual(
      h.history.map((r) => [r.status, r.error]),
      [['failed', DISCORD_ERRORS.status(500)]],
    );
  });

  it('a slow webhook holds back no one else, and the market listener never waits', async () => {
    const h = await start(harness([recipient(1), recipient(2)]));
    let release: (result: DiscordSendResult) => void = () => undefined;
    h.answers.push(new Promise<DiscordSendResult>((resolve) => (release = resolve)));
    h.publish({ trades: [trade()] });
    const flushed = h.dispatcher.flush();
    // Publishing returns at once even with a post hanging.
    for (let i = 0; i < 100; i++) h.publish({ trades: [trade()] });
    await new Promise((resolve) => setTimeout(resolve, 20));
    assert.deepEqual(
      h.posts.map((p) => p.webhookId),
      ['hook-1', 'hook-2'],
    );
    release({ ok: true });
    await flushed;
    assert.equal(h.history.length, 2);
  });

  it('posts the gappers once per session, shortly after the open', async () => {
    const h = await start(harness([recipient(1, { flowFilters: [], darkpool: false, gappers: true })]));
    const open = Date.parse('2025-06-13T13:30:00Z');
    h.publish({ asOf: open + 10_000, trades: [trade()] });
    await h.dispatcher.flush();
    assert.equal(h.posts.length, 0, 'not in the first minute');

    h.publish({ asOf: AFTER_OPEN, trades: [trade()] });
    await h.dispatcher.flush();
    assert.deepEqual(titles(h.posts[0]), ['🟡 Gappers at the open · Fri, Jun 13']);
    const fields = h.posts[0]?.message.embeds[0]?.fields ?? [];
    assert.deepEqual(
      fields.map((f) => [f.name, f.value]),
      [
        ['Gapping up', '**SMCI** +12.40% · open $45.10'],
        ['Gapping down', '**RIVN** −9.60% · open $11.30'],
      ],
    );
    assert.deepEqual(
      h.history.map((r) => [r.kind, r.summary]),
      [['gappers', 'Gappers 2025-06-13 · up SMCI +12.40% · down RIVN −9.60%']],
    );

    h.time.now += MESSAGE_INTERVAL_MS;
    h.publish({ asOf: AFTER_OPEN + 60_000, trades: [trade()] });
    await h.dispatcher.flush();
    assert.equal(h.posts.length, 1, 'once per session');
  });

  it('does not post gappers a user already received from another process', async () => {
    const h = harness([recipient(1, { gappers: true, flowFilters: [], darkpool: false })]);
    await start(h);
    h.history.push({
      userId: 1,
      kind: 'gappers',
      summary: `${gappersSummaryPrefix('2025-06-13')} · up …`,
      status: 'sent',
      error: null,
    });
    h.publish({ asOf: AFTER_OPEN, trades: [trade()] });
    await h.dispatcher.flush();
    assert.equal(h.posts.length, 0);
    assert.deepEqual(h.gappersAsked, []);
  });

  it('posts nothing to users who are no longer recipients (subscription ended, bot switched off)', async () => {
    const list = [recipient(1), recipient(2)];
    const h = await start(harness(list));
    h.publish({ trades: [trade()] });
    await h.dispatcher.flush();
    list.splice(0, 1);
    h.time.now += MESSAGE_INTERVAL_MS;
    h.publish({ trades: [trade()] });
    await h.dispatcher.flush();
    assert.deepEqual(
      h.posts.map((p) => p.webhookId),
      ['hook-1', 'hook-2', 'hook-2'],
    );
  });
});
