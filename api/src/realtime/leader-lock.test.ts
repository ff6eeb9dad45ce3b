import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import { createClient } from 'redis';
import { createLeaderLock, type LeaderLock } from './leader-lock.js';
import { redisSkip, testRedisUrl } from '../test/services.js';

const REDIS_URL = testRedisUrl();

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(check: () => boolean, timeoutMs = 3_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await sleep(20);
  }
}

describe('leader lock through Redis', { skip: await redisSkip(REDIS_URL) }, () => {
  const prefix = `flowdeck-test-leader-${process.pid}-${Date.now()}`;
  const locks: LeaderLock[] = [];
  const lock = (key: string, events: string[], name: string, ttlMs = 600) => {
    const created = createLeaderLock({
      url: REDIS_URL,
      key: `${prefix}:${key}`,
      ttlMs,
      renewMs: ttlMs / 4,
      onLead: () => void events.push(`${name} leads`),
      onLose: () => void events.push(`${name} stops`),
    });
    locks.push(created);
    return created;
  };
  after(async () => {
    await Promise.all(locks.map((l) => l.stop().catch(() => undefined)));
  });

  test('of two processes exactly one leads, and keeps leading past its TTL by renewing', async () => {
    const events: string[] = [];
    const a = lock('one', events, 'a');
    const b = lock('one', events, 'b');
    assert.equal(await a.start(), true);
    assert.equal(await b.start(), false);
    await sleep(1_500);
    assert.deepEqual([a.isLeader(), b.isLeader()], [true, false]);
    assert.deepEqual(events, ['a leads']);
  });

  test('stopping the leader hands over at once', async () => {
    const events: string[] = [];
    const a = lock('two', events, 'a');
    const b = lock('two', events, 'b');
    await a.start();
    await b.start();
    await a.stop();
    await until(() => b.isLeader());
    assert.deepEqual(events, ['a leads', 'a stops', 'b leads']);
  });

  test('a leader that lost its key (expired while paused, taken by another) steps down at its next renewal', async () => {
    const events: string[] = [];
    const a = lock('three', events, 'a');
    await a.start();
    const redis = createClient({ url: REDIS_URL });
    await redis.connect();
    try {
      await redis.set(`${prefix}:three`, 'someone-else', { expiration: { type: 'PX', value: 5_000 } });
      await until(() => !a.isLeader());
      assert.equal(await redis.get(`${prefix}:three`), 'someone-else');
      await redis.del(`${prefix}:three`);
    } finally {
      await redis.close();
    }
    await until(() => a.isLeader());
    assert.deepEqual(events, ['a leads', 'a stops', 'a leads']);
  });

  test('a leader whose process stalls past its TTL stops claiming leadership before any renewal runs', async () => {
    const events: string[] = [];
    const a = lock('five', events, 'a', 400);
    assert.equal(await a.start(), true);
    // A blocked event loop: no timer (and so no renewal) runs while the key expires in Redis.
    const stalledUntil = Date.now() + 500;
    while (Date.now() < stalledUntil) {
      /* busy */
    }
    assert.equal(a.isLeader(), false, 'the lease ran out by the local clock');
    await until(() => a.isLeader());
    assert.deepEqual(events, ['a leads', 'a stops', 'a leads']);
  });

  test('a crashed leader (no renewals, no release) is replaced once its TTL runs out', async () => {
    const events: string[] = [];
    const redis = createClient({ url: REDIS_URL });
    await redis.connect();
    // A process that took the key and died: the key stays until its lease runs out. The lease is set only once
    // b has found the key taken, so a slow start (a loaded machine) cannot outlast it and find the key free.
    await redis.set(`${prefix}:four`, 'crashed');
    const b = lock('four', events, 'b');
    assert.equal(await b.start(), false);
    await redis.pExpire(`${prefix}:four`, 400);
    await redis.close();
    await until(() => b.isLeader(), 3_000);
    assert.deepEqual(events, ['b leads']);
  });
});
