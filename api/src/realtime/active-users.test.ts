import assert from 'node:assert/strict';
import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { io as connect, type Socket as ClientSocket } from 'socket.io-client';
import { DEV_JWT_SECRET } from '../config.js';
import { createTokenService } from '../security/tokens.js';
import { signUp, startTestApp, testBackends, type TestApp } from '../test/harness.js';
import { ACTIVE_USERS_EVENT, attachRealtime, SOCKET_PATH, type Realtime } from './active-users.js';
import { redisSkip, testRedisUrl } from '../test/services.js';

const REDIS_URL = testRedisUrl();
const WAIT_MS = 5_000;

/** Collects every ACTIVE_USERS payload a client receives, checking it is a JSON string. */
class Watcher {
  readonly counts: number[] = [];
  private waiters: Array<() => void> = [];

  constructor(readonly socket: ClientSocket) {
    socket.on(ACTIVE_USERS_EVENT, (payload: unknown) => {
      assert.equal(typeof payload, 'string', 'ACTIVE_USERS payload must be a JSON string');
      const parsed = JSON.parse(payload as string) as { activeUsers: number };
      this.counts.push(parsed.activeUsers);
      for (const wake of this.waiters.splice(0)) wake();
    });
  }

  get latest(): number | undefined {
    return this.counts[this.counts.length - 1];
  }

  /** Resolves once the latest count equals `expected`. */
  async until(expected: number): Promise<void> {
    const deadline = Date.now() + WAIT_MS;
    while (this.latest !== expected) {
      const remaining = deadline - Date.now();
      if (remaining <= 0) assert.fail(`expected ${expected} active users, saw ${JSON.stringify(this.counts)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, remaining);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  close(): void {
    this.socket.close();
  }
}

function watch(url: string, token?: string): Watcher {
  const socket = connect(url, {
    path: SOCKET_PATH,
    transports: ['websocket'],
    auth: token ? { token } : {},
    reconnection: false,
  });
  return new Watcher(socket);
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const [pglite] = await testBackends();

describe('ACTIVE_USERS through the API server', { skip: pglite ? false : 'no backend' }, () => {
  let t: TestApp;
  let url: string;
  const watchers: Watcher[] = [];
  before(async () => {
    assert.ok(pglite);
    t = await startTestApp(pglite, { seed: { historyDays: 30, symbolLimit: 10, politicianTrades: 0 } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  after(async () => {
    for (const w of watchers) w.close();
    await t?.close();
  });

  it('counts distinct signed-in users and decrements on disconnect', async () => {
    const anna = await signUp(t, 'anna');
    const ben = await signUp(t, 'ben');

    const annaTab = watch(url, anna.access);
    watchers.push(annaTab);
    await annaTab.until(1);

    const benTab = watch(url, `Bearer ${ben.access}`);
    watchers.push(benTab);
    await Promise.all([annaTab.until(2), benTab.until(2)]);

    // A second tab of the same user is not a second user.
    const annaSecondTab = watch(url, anna.access);
    watchers.push(annaSecondTab);
    await annaSecondTab.until(2);

    // Anonymous visitors and bad tokens connect, see the count, and are not counted.
    const visitor = watch(url);
    const stale = watch(url, 'not-a-token');
    watchers.push(visitor, stale);
    await Promise.all([visitor.until(2), stale.until(2)]);
    assert.equal(await t.app.realtime.activeUsers(), 2);

    benTab.close();
    await Promise.all([annaTab.until(1), visitor.until(1)]);
    assert.equal(await t.app.realtime.activeUsers(), 1);

    annaTab.close();
    await pause(150);
    assert.equal(annaSecondTab.latest, 1, 'anna still has a tab open');
    annaSecondTab.close();
    await visitor.until(0);
  });
});

describe('ACTIVE_USERS across two API processes sharing Redis', { skip: await redisSkip(REDIS_URL) }, () => {
  const tokens = createTokenService({ secret: DEV_JWT_SECRET, accessTokenTtlSeconds: 900 });
  // A private channel: other API processes on this Redis must not show up in the count.
  const redisKey = `flowdeck-test-${process.pid}-${Date.now()}`;
  const nodes: Array<{ http: HttpServer; realtime: Realtime; url: string }> = [];
  const watchers: Watcher[] = [];

  before(async () => {
    for (let i = 0; i < 2; i++) {
      const http = createServer();
      const realtime = await attachRealtime({
        server: http,
        corsOrigin: 'http://localhost:3000',
        redisUrl: REDIS_URL,
        redisKey,
        verifyToken: (token) => tokens.verify(token),
      });
      await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
      nodes.push({ http, realtime, url: `http://127.0.0.1:${(http.address() as AddressInfo).port}` });
    }
  });
  after(async () => {
    for (const w of watchers) w.close();
    for (const node of nodes) {
      await node.realtime.close();
      await new Promise((resolve) => node.http.close(resolve));
    }
  });

  it('counts users connected to different processes', async () => {
    const [a, b] = nodes;
    assert.ok(a && b);
    const base = 1_000;
    const first = watch(a.url, await tokens.issueAccessToken(base));
    watchers.push(first);
    await first.until(1);

    const second = watch(b.url, await tokens.issueAccessToken(base + 1));
    watchers.push(second);
    await Promise.all([first.until(2), second.until(2)]);
    assert.equal(await a.realtime.activeUsers(), 2);

    second.close();
    await first.until(1);
    assert.equal(await b.realtime.activeUsers(), 1);
  });
});
