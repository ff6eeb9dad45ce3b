/**
 * Fault injection on the real Redis (ADR 0003): a TCP proxy this test controls sits between the API and
 * Redis and is cut and restored under sign-in traffic; a start with Redis unreachable uses a closed port.
 * The shared Redis itself is never stopped. The API runs in-process (inject) for the degraded behaviour and
 * as a child process (main.ts) for "no exit" and the log lines.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createClient } from 'redis';
import { io as connectSocket } from 'socket.io-client';
import { bearer, pgliteBackend, postgresBackend, signUp, startTestApp, type TestApp } from '../test/harness.js';
import { redisSkip, testRedisUrl } from '../test/services.js';
import { spawnApi, type ApiProcess } from '../test/api-process.js';
import { closedPort, startTcpProxy, type TcpProxy } from '../test/tcp-proxy.js';
import { LOGIN_THROTTLE_KEY_PREFIX } from '../security/login-throttle-redis.js';
import { SOCKET_PATH } from './active-users.js';
import { eventually } from '../test/eventually.js';

const REDIS_URL = testRedisUrl();
const redisTarget = new URL(REDIS_URL);
const skip = await redisSkip(REDIS_URL);
const PASSWORD = 'correct-horse-9';

/** Journal executions written one second apart from a fixed start: each write's time names it. */
function journalWrites(account: string) {
  const base = Date.parse('2025-06-05T14:00:00Z');
  let next = 0;
  const acknowledged: string[] = [];
  let answered = 0;
  return {
    acknowledged,
    get answered() {
      return answered;
    },
    /** The next execution's body; `record` notes its answer's status. */
    body() {
      const executedAt = new Date(base + next++ * 1_000).toISOString();
      const payload = { account, executedAt, symbol: 'AAPL', side: 'buy', quantity: 1, price: 100 };
      return {
        payload,
        record(status: number) {
          answered++;
          if (status === 201) acknowledged.push(executedAt);
        },
      };
    },
  };
}

/** What the outage tests print: faults injected, requests sent, writes acknowledged and found. */
function outageFigures(label: string, figures: Record<string, number>): string {
  return `${label}: ${Object.entries(figures)
    .map(([name, value]) => `${name} ${value}`)
    .join(', ')}`;
}

const form = (username: string, password: string) => ({
  method: 'POST' as const,
  url: '/api/token/',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams({ username, password }).toString(),
});

describe('Redis cut and restored under sign-in traffic (in-process)', { skip }, () => {
  let proxy: TcpProxy;
  let t: TestApp;
  const unhandled: unknown[] = [];
  const onUnhandled = (reason: unknown) => unhandled.push(reason);

  before(async () => {
    process.on('unhandledRejection', onUnhandled);
    proxy = await startTcpProxy({ host: redisTarget.hostname, port: Number(redisTarget.port || 6379) });
    t = await startTestApp(pgliteBackend, { redisUrl: `redis://127.0.0.1:${proxy.port}` });
  });
  after(async () => {
    await t?.close();
    await proxy?.close();
    process.off('unhandledRejection', onUnhandled);
  });

  it('keeps signing in and writing with a local throttle, reports degraded, and shares the count again once Redis is back', async (context) => {
    const user = `outage_${process.pid}_${Date.now()}`;
    const { access } = await signUp(t, user, PASSWORD);
    const writes = journalWrites('RedisOutage');
    const write = async () => {
      const next = writes.body();
      const answer = await t.request({
        method: 'POST',
        url: '/api/journal/executions',
        headers: bearer(access),
        payload: next.payload,
      });
      next.record(answer.statusCode);
      return answer.statusCode;
    };
    const health = async () => (await t.request({ method: 'GET', url: '/api/health' })).json<Record<string, string>>();
    const healthy = await health();
    assert.deepEqual(healthy, { status: 'ok', database: 'pglite', version: healthy['version'], redis: 'up' });

    const statuses: number[] = [];
    proxy.cut();
    for (let round = 0; round < 10; round++) {
      const [first, second, nobody, written] = await Promise.all([
        t.request(form(user, PASSWORD)),
        t.request(form(user, PASSWORD)),
        t.request(form(`nobody_${round}_${process.pid}`, 'wrong-password-1')),
        write(),
      ]);
      statuses.push(first.statusCode, second.statusCode, nobody.statusCode);
      assert.equal(written, 201, 'a write while Redis is gone is taken (the database is up)');
      // The adapter publishes (broadcasts, cluster counts) while Redis is gone: nothing may go unhandled.
      t.app.realtime.io.emit('ACTIVE_USERS', '{"activeUsers":0}');
      assert.equal(typeof (await t.app.realtime.activeUsers()), 'number');
    }
    assert.deepEqual(
      statuses.filter((status) => status >= 500),
      [],
      'no sign-in failed because Redis was gone',
    );
    assert.equal(statuses.filter((status) => status === 200).length, 20, 'every right password signed in');
    const degraded = await health();
    assert.equal(degraded['status'], 'degraded');
    assert.equal(degraded['redis'], 'down');

    // The stated local policy: the same limits, counted in this process while Redis is down.
    const stranger = `local_${process.pid}_${Date.now()}`;
    const local: number[] = [];
    for (let i = 0; i < 6; i++) local.push((await t.request(form(stranger, 'wrong-password-1'))).statusCode);
    assert.equal(local.at(-1), 429, 'the per-process throttle still refuses past the limit');

    proxy.restore();
    await eventually(async () => (await health())['redis'] === 'up', 15_000, 'the reconnection to Redis');
    assert.equal((await health())['status'], 'ok');
    const counted = `shared_${process.pid}_${Date.now()}`;
    assert.equal((await t.request(form(counted, 'wrong-password-1'))).statusCode, 401);
    const redis = createClient({ url: REDIS_URL });
    await redis.connect();
    try {
      assert.equal(await redis.get(`${LOGIN_THROTTLE_KEY_PREFIX}:user:${counted}`), '1', 'counted in Redis again');
      await redis.del(`${LOGIN_THROTTLE_KEY_PREFIX}:user:${counted}`);
    } finally {
      await redis.close();
    }
    for (let i = 0; i < 5; i++) assert.equal(await write(), 201, 'a write once Redis is back');
    assert.deepEqual(unhandled, [], 'no unhandled rejection');

    // Every acknowledged write is in the database, read directly.
    const rows = await t.app.db
      .selectFrom('journal_executions')
      .select('executed_at')
      .where('account', '=', 'RedisOutage')
      .execute();
    const found = new Set(rows.map((row) => new Date(row.executed_at).toISOString()));
    assert.deepEqual(
      writes.acknowledged.filter((at) => !found.has(at)),
      [],
      'no acknowledged write lost',
    );
    assert.equal(found.size, writes.acknowledged.length, 'nothing written that was not acknowledged');
    assert.equal(proxy.cuts, 1);
    context.diagnostic(
      outageFigures('redis cut in-process', {
        cuts: proxy.cuts,
        'sign-ins': statuses.length + local.length + 1,
        writes: writes.answered,
        acknowledged: writes.acknowledged.length,
        found: found.size,
      }),
    );
  });
});

const logged = (api: ApiProcess, pattern: RegExp) => api.logs.filter((line) => pattern.test(String(line['msg'])));
const DOWN_LINE = /^Redis unreachable/;
const UP_LINE = /^Redis reachable again/;

describe('the API process and Redis outages', { skip }, () => {
  let database: { env: Record<string, string>; dispose(): Promise<void> };
  const apis: ApiProcess[] = [];
  let proxy: TcpProxy | undefined;

  before(async () => {
    // PostgreSQL starts in about a second; PGlite's first start (initdb) is slower but works the same.
    const postgres = await postgresBackend();
    if (postgres.skip === false) {
      const { database: db, dispose } = await postgres.provision();
      database = { env: db.kind === 'postgres' ? { DATABASE_URL: db.url } : {}, dispose };
    } else database = { env: { PGLITE_DIR: 'memory://' }, dispose: async () => undefined };
  });
  after(async () => {
    for (const api of apis) await api.stop();
    await proxy?.close();
    await database?.dispose();
  });

  it('starts degraded within 10 s when Redis is unreachable, says why, and serves', async () => {
    const api = await spawnApi({ ...database.env, REDIS_URL: `redis://127.0.0.1:${await closedPort()}` });
    apis.push(api);
    // Everything before the seeding is done does not involve Redis; from there the start must not wait on it.
    await eventually(
      async () => logged(api, /^reference data ready/).length > 0 || api.exitCode !== undefined,
      120_000,
      'the database start',
    );
    const dataReady = Date.now();
    await eventually(
      async () => logged(api, /^FlowDeck API ready/).length > 0 || api.exitCode !== undefined,
      10_000,
      'listening',
    );
    assert.equal(api.exitCode, undefined, 'the process is still running');
    assert.ok(Date.now() - dataReady < 10_000);
    const health = await fetch(`${api.url}/api/health`);
    assert.equal(health.status, 200);
    assert.deepEqual(((await health.json()) as Record<string, string>)['status'], 'degraded');
    const down = logged(api, DOWN_LINE);
    assert.equal(down.length, 1, 'one line for the outage, not one per reconnect attempt');
    assert.match(String(down[0]?.['reason']), /ECONNREFUSED/);
    await api.stop();
  });

  it('survives Redis cut and restored under sign-in, write and socket traffic, logging each change once', async (context) => {
    proxy = await startTcpProxy({ host: redisTarget.hostname, port: Number(redisTarget.port || 6379) });
    const api = await spawnApi({ ...database.env, REDIS_URL: `redis://127.0.0.1:${proxy.port}` });
    apis.push(api);
    await eventually(
      async () => logged(api, /^FlowDeck API ready/).length > 0 || api.exitCode !== undefined,
      120_000,
      'start-up',
    );
    const user = `child_${process.pid}_${Date.now()}`;
    const post = (route: string, body: Record<string, string>) =>
      fetch(`${api.url}/api/${route}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    assert.equal(
      (
        await post('register/', {
          username: user,
          email: `${user}@example.com`,
          password: PASSWORD,
          password2: PASSWORD,
        })
      ).status,
      201,
    );
    const signIn = await post('token/', { username: user, password: PASSWORD });
    const { access } = (await signIn.json()) as { access: string };
    const authorised = { authorization: `Bearer ${access}` };
    // The trial (and so the journal) starts once the email is verified: open the link from the dev outbox.
    const outbox = (await (await fetch(`${api.url}/api/user/email/outbox`, { headers: authorised })).json()) as {
      items: Array<{ body: string }>;
    };
    const token = outbox.items.map((mail) => /[?&]token=([\w-]+)/.exec(mail.body)?.[1]).find(Boolean);
    assert.ok(token, 'a verification mail in the outbox');
    assert.equal((await post('user/email/verify', { token })).status, 200);
    const writes = journalWrites('RedisOutageProcess');
    const write = async () => {
      const next = writes.body();
      const answer = await fetch(`${api.url}/api/journal/executions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...authorised },
        body: JSON.stringify(next.payload),
      });
      next.record(answer.status);
      return answer.status;
    };

    const statuses: number[] = [];
    const cycles = 2;
    for (let cycle = 0; cycle < cycles; cycle++) {
      proxy.cut();
      for (let i = 0; i < 8; i++) {
        // A signed-in socket coming and going makes the server broadcast through the Redis adapter.
        const socket = connectSocket(api.url, {
          path: SOCKET_PATH,
          auth: { token: access },
          transports: ['websocket'],
        });
        const [mine, ghost, written] = await Promise.all([
          post('token/', { username: user, password: PASSWORD }),
          post('token/', { username: `ghost_${i}`, password: 'wrong-password-1' }),
          write(),
        ]);
        statuses.push(mine.status, ghost.status);
        assert.equal(written, 201, 'a write while Redis is gone is taken');
        socket.close();
      }
      const health = (await (await fetch(`${api.url}/api/health`)).json()) as Record<string, string>;
      assert.equal(health['status'], 'degraded');
      proxy.restore();
      await eventually(async () => logged(api, UP_LINE).length === cycle + 1, 15_000, 'the reconnection');
    }
    assert.equal(api.exitCode, undefined, 'the process is still running');
    assert.deepEqual(
      statuses.filter((status) => status >= 500),
      [],
    );
    assert.equal(statuses.length, cycles * 16);
    assert.equal(logged(api, DOWN_LINE).length, cycles, 'one line per outage');
    assert.equal(logged(api, UP_LINE).length, cycles, 'one line per recovery');
    assert.deepEqual(logged(api, /unhandled|uncaught/), [], 'nothing went unhandled');
    const health = (await (await fetch(`${api.url}/api/health`)).json()) as Record<string, string>;
    assert.equal(health['status'], 'ok');
    assert.equal(health['redis'], 'up');

    // Every acknowledged write is there, read back once Redis is back.
    const listed = (await (await fetch(`${api.url}/api/journal/executions`, { headers: authorised })).json()) as {
      items: Array<{ executedAt: string; account: string }>;
    };
    const found = new Set(
      listed.items.filter((item) => item.account === 'RedisOutageProcess').map((item) => item.executedAt),
    );
    assert.deepEqual(
      writes.acknowledged.filter((at) => !found.has(at)),
      [],
      'no acknowledged write lost',
    );
    assert.equal(found.size, writes.acknowledged.length);
    context.diagnostic(
      outageFigures('redis cut under the API process', {
        cuts: proxy.cuts,
        'sign-ins': statuses.length,
        writes: writes.answered,
        acknowledged: writes.acknowledged.length,
        found: found.size,
      }),
    );
  });
});
