/**
 * Fault injection on the real PostgreSQL (issue 22): the API writes journal executions under traffic while
 * the database is "restarted" (every server process of the test database terminated, which is what a restart
 * does to open connections: FATAL 57P01) and then made unreachable for a while (a TCP proxy this test
 * controls sits between the API and PostgreSQL, cut and restored). The shared server itself is never stopped.
 *
 * - No answer is a 500: a write the database could not take answers 503 "Database unavailable" with
 *   Retry-After, `/health` answers 503 while it is gone, and nothing goes unhandled.
 * - The API recovers by itself once the database is back (the pool replaces its dead connections).
 * - Every acknowledged write (201) is in the database afterwards, read directly (not through the API).
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import { bearer, postgresBackend, signUp, startTestApp, type Backend, type TestApp } from '../test/harness.js';
import { startTcpProxy, type TcpProxy } from '../test/tcp-proxy.js';
import { DATABASE_RETRY_AFTER_SECONDS } from './unavailable.js';
import { eventually } from '../test/eventually.js';

const backend = await postgresBackend();

describe('PostgreSQL restarted and unreachable under write traffic', { skip: backend.skip }, () => {
  let proxy: TcpProxy | undefined;
  let t: TestApp;
  /** The test database's own address (bypassing the proxy), to check what was written. */
  let directUrl = '';
  const unhandled: unknown[] = [];
  const onUnhandled = (reason: unknown) => unhandled.push(reason);

  before(async () => {
    process.on('unhandledRejection', onUnhandled);
    const throughProxy: Backend = {
      ...backend,
      async provision() {
        const provisioned = await backend.provision();
        if (provisioned.database.kind !== 'postgres') throw new Error('expected a PostgreSQL database');
        directUrl = provisioned.database.url;
        const target = new URL(directUrl);
        proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
        const proxied = new URL(directUrl);
        proxied.hostname = '127.0.0.1';
        proxied.port = String(proxy.port);
        return { ...provisioned, database: { kind: 'postgres', url: proxied.toString() } };
      },
    };
    t = await startTestApp(throughProxy);
  });
  after(async () => {
    await t?.close();
    await proxy?.close();
    process.off('unhandledRejection', onUnhandled);
  });

  it('answers 503 while the database is gone, recovers by itself, and loses no acknowledged write', async () => {
    const link = proxy;
    assert.ok(link, 'the proxy is up');
    const session = await signUp(t, `pgout_${process.pid}`, 'correct-horse-9');
    const headers = bearer(session.access);
    const base = Date.parse('2025-06-05T14:00:00Z');
    let next = 0;
    const acknowledged: string[] = [];
    const statuses: number[] = [];
    const write = async () => {
      const executedAt = new Date(base + next++ * 1_000).toISOString();
      const answer = await t.request({
        method: 'POST',
        url: '/api/journal/executions',
        headers,
        payload: { account: 'Outage', executedAt, symbol: 'AAPL', side: 'buy', quantity: 1, price: 100 },
      });
      statuses.push(answer.statusCode);
      if (answer.statusCode === 201) acknowledged.push(executedAt);
      return answer;
    };
    const health = async () => (await t.request({ method: 'GET', url: '/api/health' })).statusCode;

    // Before: every write lands.
    for (let i = 0; i < 10; i++) assert.equal((await write()).statusCode, 201);

    // A restart: PostgreSQL terminates every connection the API holds.
    const admin = new pg.Client({ connectionString: directUrl });
    await admin.connect();
    try {
      const { rows } = await admin.query<{ terminated: boolean }>(
        'select pg_terminate_backend(pid) as terminated from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
      );
      assert.ok(rows.length > 0, 'the API held connections to terminate');
    } finally {
      await admin.end();
    }
    for (let i = 0; i < 10; i++) {
      const answer = await write();
      assert.ok([201, 503].includes(answer.statusCode), `after the restart a write answered ${answer.statusCode}`);
    }
    await eventually(async () => (await write()).statusCode === 201, 15_000, 'a write after the restart');

    // Unreachable: connections are dropped and new ones refused, with writes in flight.
    link.cut();
    const during = await Promise.all(Array.from({ length: 8 }, () => write()));
    for (const answer of during) {
      assert.equal(answer.statusCode, 503, `a write while PostgreSQL is unreachable answered ${answer.statusCode}`);
      assert.equal(answer.headers['retry-after'], String(DATABASE_RETRY_AFTER_SECONDS));
      assert.equal(answer.json<{ error: string }>().error, 'Database unavailable');
    }
    assert.equal(await health(), 503);

    link.restore();
    await eventually(async () => (await health()) === 200, 15_000, '/health back to 200');
    await eventually(async () => (await write()).statusCode === 201, 15_000, 'a write once PostgreSQL is back');
    for (let i = 0; i < 10; i++) assert.equal((await write()).statusCode, 201);

    assert.deepEqual(
      statuses.filter((status) => status !== 201 && status !== 503),
      [],
      'every answer was 201 or 503',
    );
    assert.deepEqual(unhandled, [], 'nothing went unhandled');
    assert.equal(link.cuts, 1);

    // Every acknowledged write is in the database, read directly.
    const check = new pg.Client({ connectionString: directUrl });
    await check.connect();
    try {
      const { rows } = await check.query<{ executed_at: Date }>(
        "select executed_at from journal_executions where account = 'Outage' order by executed_at",
      );
      const found = new Set(rows.map((row) => row.executed_at.toISOString()));
      const lost = acknowledged.filter((at) => !found.has(at));
      assert.deepEqual(lost, [], `acknowledged ${acknowledged.length}, found ${found.size}`);
      assert.ok(found.size <= statuses.length, 'nothing was written that was not asked for');
      console.log(
        `postgres outage: ${statuses.length} writes, ${acknowledged.length} acknowledged, ${found.size} found, ` +
          `${statuses.filter((status) => status === 503).length} answered 503`,
      );
    } finally {
      await check.end();
    }
  });
});
