/**
 * Several API processes run the same market: only the holder of the Redis leader lock may post. Real Redis
 * (TEST_REDIS_URL, default 127.0.0.1:6379; skipped when unreachable, except in CI), a local stand-in for Discord, and a
 * second process that is killed outright to show the takeover.
 */
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { after, before, describe, it } from 'node:test';
import { API_ROOT } from '../../config.js';
import type { BotDispatcher } from './dispatcher.js';
import { FIXTURE_ENV, FIXTURE_TTL_MS, fixtureToken, startFixtureDispatcher } from './leader-fixture.js';
import { redisSkip, testRedisUrl } from '../../test/services.js';

const REDIS_URL = testRedisUrl();
const FIXTURE = fileURLToPath(new URL('./leader-fixture.ts', import.meta.url));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(check: () => boolean, what: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(20);
  }
}

interface Post {
  by: string;
  /** Order of arrival. */
  seq: number;
}

describe('only the leader lock holder posts', { skip: await redisSkip(REDIS_URL) }, () => {
  const prefix = `flowdeck-test-bot-leader-${process.pid}-${Date.now()}`;
  const posts: Post[] = [];
  const names = ['alpha', 'beta', 'gamma', 'delta'];
  let server: Server;
  let base: string;
  const dispatchers: BotDispatcher[] = [];
  const children: ChildProcess[] = [];

  before(async () => {
    server = createServer((request, response) => {
      request.resume();
      request.on('end', () => {
        const by = names.find((name) => request.url?.includes(fixtureToken(name)));
        if (request.method === 'POST' && by) posts.push({ by, seq: posts.length });
        response.setHeader('content-type', 'application/json');
        response.end('{"id":"1"}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
  });
  after(async () => {
    for (const child of children) child.kill('SIGKILL');
    await Promise.all(dispatchers.map((d) => d.close().catch(() => undefined)));
    await new Promise((resolve) => server.close(resolve));
  });

  const inProcess = async (name: string, key: string) => {
    const dispatcher = await startFixtureDispatcher({
      redisUrl: REDIS_URL,
      key: `${prefix}:${key}`,
      discordBase: base,
      name,
    });
    dispatchers.push(dispatcher);
    return dispatcher;
  };
  const by = (name: string) => posts.filter((p) => p.by === name);

  it('of two processes one posts; when it stops, the other takes over at once', async () => {
    const alpha = await inProcess('alpha', 'graceful');
    const beta = await inProcess('beta', 'graceful');
    assert.deepEqual([alpha.isPosting(), beta.isPosting()], [true, false]);
    await until(() => by('alpha').length >= 3, 'alpha to post');
    await sleep(500);
    assert.deepEqual(by('beta'), [], 'the follower posts nothing while the leader runs');

    await alpha.close();
    const stoppedAt = posts.length;
    await until(() => by('beta').length >= 2, 'beta to take over', 3 * FIXTURE_TTL_MS);
    assert.equal(beta.isPosting(), true);
    assert.ok(
      by('alpha').every((p) => p.seq < stoppedAt),
      'alpha posts nothing once stopped',
    );
  });

  it('when the posting process dies, another takes over once its lease runs out', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', FIXTURE], {
      cwd: API_ROOT,
      env: {
        ...process.env,
        [FIXTURE_ENV.redisUrl]: REDIS_URL,
        [FIXTURE_ENV.key]: `${prefix}:crash`,
        [FIXTURE_ENV.discordBase]: base,
        [FIXTURE_ENV.name]: 'gamma',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    children.push(child);
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await until(() => output.includes('started'), 'the child process to start', 30_000);
    assert.match(output, /started posting/);
    await until(() => by('gamma').length >= 3, 'the child process to post');

    const delta = await inProcess('delta', 'crash');
    assert.equal(delta.isPosting(), false);
    await sleep(FIXTURE_TTL_MS);
    assert.deepEqual(by('delta'), [], 'no second poster while the leader lives');

    // A crash: no release of the lock, no goodbye.
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
    const killedAt = posts.length;
    await until(() => by('delta').length >= 2, 'delta to take over', 5 * FIXTURE_TTL_MS);
    assert.equal(delta.isPosting(), true);
    assert.ok(by('gamma').every((p) => p.seq < killedAt));
    assert.ok(
      by('delta').every((p) => p.seq >= killedAt),
      'delta posted only after the leader died',
    );
  });
});
