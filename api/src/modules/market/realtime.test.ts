import assert from 'node:assert/strict';
import type { FlowResponse, MarketSubscriptionAck, MarketUpdateMessage } from '@flowdeck/api-types';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { io as connect, type Socket } from 'socket.io-client';
import { SOCKET_PATH } from '../../realtime/active-users.js';
import { DEV_JWT_SECRET } from '../../config.js';
import { accessEndedMessage, SUBSCRIPTION_REQUIRED } from '../../security/subscription.js';
import { createTokenService } from '../../security/tokens.js';
import { bearer, signUp, startTestApp, TEST_NOW, testBackends, type TestApp } from '../../test/harness.js';
import { MARKET_SOCKET_EVENTS, MAX_ITEMS_PER_MESSAGE } from './realtime.js';

const WAIT_MS = 5_000;
/** The access re-check interval these tests run with (the default is a minute). */
const RECHECK_MS = 100;
const START = Date.parse('2025-06-13T14:00:00Z');

class Client {
  readonly updates: MarketUpdateMessage[] = [];
  readonly errors: string[] = [];
  readonly messages: string[] = [];
  readonly socket: Socket;

  constructor(url: string, token?: string) {
    this.socket = connect(url, {
      path: SOCKET_PATH,
      transports: ['websocket'],
      auth: token ? { token } : {},
      reconnection: false,
    });
    this.socket.on(MARKET_SOCKET_EVENTS.update, (message: MarketUpdateMessage) => this.updates.push(message));
    this.socket.on(MARKET_SOCKET_EVENTS.error, (error: { error: string; message: string }) => {
      this.errors.push(error.error);
      this.messages.push(error.message);
    });
  }

  async connected(): Promise<void> {
    if (this.socket.connected) return;
    await new Promise<void>((resolve, reject) => {
      this.socket.once('connect', () => resolve());
      this.socket.once('connect_error', reject);
    });
  }

  subscribe(
    channel: string,
    ticker: string,
    event: string = MARKET_SOCKET_EVENTS.subscribe,
  ): Promise<MarketSubscriptionAck> {
    return new Promise((resolve) =>
      this.socket.emit(event, { channel, ticker }, (ack: MarketSubscriptionAck) => resolve(ack)),
    );
  }

  /** Resolves once `count` updates have arrived (fails after WAIT_MS). */
  async until(count: number): Promise<void> {
    const deadline = Date.now() + WAIT_MS;
    while (this.updates.length < count) {
      if (Date.now() > deadline) assert.fail(`expected ${count} updates, got ${this.updates.length}`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const [pglite] = await testBackends();

describe('live market feed over socket.io', { skip: pglite ? false : 'no backend' }, () => {
  let t: TestApp;
  let url: string;
  let token: string;
  const clients: Client[] = [];

  const client = async (withToken: boolean | string = true): Promise<Client> => {
    const c = new Client(url, typeof withToken === 'string' ? withToken : withToken ? token : undefined);
    clients.push(c);
    await c.connected();
    return c;
  };

  before(async () => {
    assert.ok(pglite);
    t = await startTestApp(pglite, {
      seed: { historyDays: 30, symbolLimit: null, politicianTrades: 0 },
      marketAccessRecheckMs: RECHECK_MS,
    });
    token = (await signUp(t, 'streamer')).access;
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    t.app.market.beginAt(START);
  });
  after(async () => {
    for (const c of clients) c.socket.close();
    await t?.close();
  });

  it('pushes one message per client per tick with everything new for its rooms', async () => {
    const everything = await client();
    const nvda = await client();
    const idle = await client();
    assert.deepEqual(await everything.subscribe('flow', 'all'), { ok: true, subscriptions: ['flow:all'] });
    assert.deepEqual(await everything.subscribe('darkpool', 'aapl'), {
      ok: true,
      subscriptions: ['darkpool:AAPL', 'flow:all'],
    });
    assert.equal((await nvda.subscribe('flow', 'NVDA')).ok, true);

    // A busy tick: a whole minute of market time in one step.
    await t.app.market.advanceTo(START + 60_000, { publish: true });
    await everything.until(1);
    await nvda.until(1);
    await pause(100);
    assert.equal(everything.updates.length, 1, 'one message for the whole tick');
    assert.equal(nvda.updates.length, 1);
    assert.equal(idle.updates.length, 0, 'no subscription, no messages');

    const page = await t.request({ method: 'GET', url: '/api/flow/all?limit=500', headers: bearer(token) });
    const stored = page.json<FlowResponse>().items;
    const update = everything.updates[0] as MarketUpdateMessage;
    assert.equal(update.source, 'simulated');
    assert.equal(update.asOf, new Date(START + 60_000).toISOString());
    assert.equal(update.dropped, 0);
    assert.ok(update.flow.length > 50);
    assert.deepEqual(
      [...update.flow].reverse().map((x) => x.id),
      stored.map((x) => x.id),
      'the pushed trades are exactly the stored ones',
    );
    assert.ok(update.darkpool.every((p) => p.ticker === 'AAPL'));
    const nvdaUpdate = nvda.updates[0] as MarketUpdateMessage;
    assert.ok(nvdaUpdate.flow.length > 0 && nvdaUpdate.flow.every((x) => x.ticker === 'NVDA'));
    assert.deepEqual(
      nvdaUpdate.flow,
      update.flow.filter((x) => x.ticker === 'NVDA'),
    );
    assert.deepEqual(nvdaUpdate.darkpool, []);
  });

  it('unsubscribing stops the pushes; bad and anonymous subscriptions are refused', async () => {
    const c = await client();
    await c.subscribe('flow', 'all');
    const ack = await c.subscribe('flow', 'all', MARKET_SOCKET_EVENTS.unsubscribe);
    assert.deepEqual(ack, { ok: true, subscriptions: [] });
    const bad = await c.subscribe('flow', 'ZZZZ');
    assert.equal(bad.ok, false);
    assert.equal(bad.error, 'Unknown symbol ZZZZ');
    assert.equal((await c.subscribe('quotes', 'all')).ok, false);
    const anonymous = await client(false);
    const refused = await anonymous.subscribe('flow', 'all');
    assert.deepEqual(refused, { ok: false, error: 'Authentication required', subscriptions: [] });
    await t.app.market.advanceTo(START + 65_000, { publish: true });
    await pause(150);
    assert.equal(c.updates.length, 0);
    assert.equal(anonymous.updates.length, 0);
    assert.deepEqual(anonymous.errors, ['Authentication required']);
    assert.equal(c.errors.length, 2);
  });

  it('does not publish while catching up (publish off)', async () => {
    const c = await client();
    await c.subscribe('flow', 'all');
    await t.app.market.advanceTo(START + 70_000);
    await pause(150);
    assert.equal(c.updates.length, 0);
  });

  describe('the same access rule as the premium HTTP endpoints, checked on every subscribe', () => {
    const endAccess = (username: string, endDate: string) =>
      t.app.db.updateTable('users').set({ end_date: endDate }).where('username', '=', username).execute();

    it('refuses a user whose access has ended, with the 402 reasons, and admits a current user and a guest', async () => {
      const lapsed = await signUp(t, 'lapsed_streamer');
      await endAccess('lapsed_streamer', '2025-06-01');
      const httpAnswer = await t.request({
        method: 'GET',
        url: '/api/flow/all?limit=1',
        headers: bearer(lapsed.access),
      });
      assert.equal(httpAnswer.statusCode, 402);

      const refused = await client(lapsed.access);
      assert.deepEqual(await refused.subscribe('flow', 'all'), {
        ok: false,
        error: SUBSCRIPTION_REQUIRED,
        subscriptions: [],
      });
      assert.equal((await refused.subscribe('darkpool', 'AAPL')).ok, false);
      assert.deepEqual(refused.errors, [SUBSCRIPTION_REQUIRED, SUBSCRIPTION_REQUIRED]);
      assert.equal(refused.messages[0], accessEndedMessage('2025-06-01'));

      const current = await client();
      assert.deepEqual(await current.subscribe('flow', 'all'), { ok: true, subscriptions: ['flow:all'] });
      const guestToken = await createTokenService({
        secret: DEV_JWT_SECRET,
        accessTokenTtlSeconds: 900,
        now: () => TEST_NOW,
      }).issueGuestToken(7);
      const guest = await client(guestToken);
      assert.deepEqual(await guest.subscribe('flow', 'all'), { ok: true, subscriptions: ['flow:all'] });

      await t.app.market.advanceTo(START + 80_000, { publish: true });
      await current.until(1);
      await guest.until(1);
      await pause(100);
      assert.equal(refused.updates.length, 0, 'no live flow for a lapsed user');
    });

    it('notices access that ended after connecting, and stops the rooms already joined', async () => {
      const user = await signUp(t, 'expiring_streamer');
      const c = await client(user.access);
      assert.equal((await c.subscribe('flow', 'all')).ok, true);
      await endAccess('expiring_streamer', '2025-06-12');
      const ack = await c.subscribe('darkpool', 'all');
      assert.deepEqual(ack, { ok: false, error: SUBSCRIPTION_REQUIRED, subscriptions: [] });
      await t.app.market.advanceTo(START + 90_000, { publish: true });
      await pause(150);
      assert.equal(c.updates.length, 0);
    });

    it('stops a socket that never subscribes again once its access has ended, within one re-check', async () => {
      const user = await signUp(t, 'quiet_streamer');
      const c = await client(user.access);
      const current = await client();
      assert.equal((await c.subscribe('flow', 'all')).ok, true);
      assert.equal((await current.subscribe('flow', 'all')).ok, true);
      await endAccess('quiet_streamer', '2025-06-12');
      await pause(RECHECK_MS * 4);
      assert.deepEqual(c.errors, [SUBSCRIPTION_REQUIRED]);
      await t.app.market.advanceTo(START + 100_000, { publish: true });
      await current.until(1);
      await pause(100);
      assert.equal(c.updates.length, 0, 'the lapsed socket gets nothing more');
      assert.deepEqual(current.errors, [], 'a current user is left alone');
    });

    it('refuses a token revoked by signing out everywhere', async () => {
      const user = await signUp(t, 'revoked_streamer');
      const c = await client(user.access);
      assert.equal((await c.subscribe('flow', 'all')).ok, true);
      const revoke = await t.request({
        method: 'POST',
        url: '/api/user/sessions/revoke',
        headers: bearer(user.access),
      });
      assert.equal(revoke.statusCode, 200);
      assert.deepEqual(await c.subscribe('flow', 'NVDA'), {
        ok: false,
        error: 'Authentication required',
        subscriptions: [],
      });
    });
  });

  it('a tick holding more than one message may carry keeps the newest and says how many it left out', async () => {
    const c = await client();
    await c.subscribe('flow', 'all');
    // Two hours of market time in one tick: far more trades than MAX_ITEMS_PER_MESSAGE.
    const from = START + 100_000;
    const to = from + 2 * 3600_000;
    const lastSeq = async (): Promise<number> =>
      Number(
        (
          await t.app.db
            .selectFrom('option_trades')
            .select((eb) => eb.fn.max('seq').as('seq'))
            .executeTakeFirstOrThrow()
        ).seq ?? 0,
      );
    const before = await lastSeq();
    await t.app.market.advanceTo(to, { publish: true });
    await c.until(1);
    const update = c.updates[0] as MarketUpdateMessage;
    assert.equal(update.flow.length, MAX_ITEMS_PER_MESSAGE);
    assert.ok(update.dropped > 0);
    const page = await t.request({ method: 'GET', url: '/api/flow/all?limit=500', headers: bearer(token) });
    const newest = page.json<FlowResponse>().items;
    assert.deepEqual(
      update.flow.slice(-newest.length).map((x) => x.id),
      [...newest].reverse().map((x) => x.id),
      'the newest trades are the ones kept',
    );
    // Trades are stored in order (sweeps are held back until their 500 ms window closes, so a tick can
    // carry a few from just before it): everything stored by this tick is what the message kept or left out.
    const stored = Number(
      (
        await t.app.db
          .selectFrom('option_trades')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('seq', '>', before)
          .executeTakeFirstOrThrow()
      ).n,
    );
    assert.equal(update.flow.length + update.dropped, stored, 'kept + left out = everything in the tick');
  });
});
