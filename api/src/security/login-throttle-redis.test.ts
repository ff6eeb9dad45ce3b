import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import Fastify from 'fastify';
import { createClient } from 'redis';
import { InvalidCredentialsError, registerErrorHandling } from '../errors.js';
import { createRedisLoginThrottle, enforceSharedLoginThrottle } from './login-throttle-redis.js';
import { redisSkip, testRedisUrl } from '../test/services.js';

const REDIS_URL = testRedisUrl();
const limits = {
  pair: { max: 3, windowMs: 60_000 },
  ip: { max: 5, windowMs: 60_000 },
  username: { max: 4, windowMs: 60_000 },
};
const go = { delayMs: 0 };

describe('login throttling shared through Redis', { skip: await redisSkip(REDIS_URL) }, () => {
  const keyPrefix = `flowdeck-test-throttle-${process.pid}-${Date.now()}`;
  // Two throttles on one prefix stand for two API processes.
  let one: Awaited<ReturnType<typeof createRedisLoginThrottle>>;
  let two: Awaited<ReturnType<typeof createRedisLoginThrottle>>;
  before(async () => {
    one = await createRedisLoginThrottle({ url: REDIS_URL, limits, keyPrefix });
    two = await createRedisLoginThrottle({ url: REDIS_URL, limits, keyPrefix });
  });
  after(async () => {
    const cleanup = createClient({ url: REDIS_URL });
    await cleanup.connect();
    const keys = await cleanup.keys(`${keyPrefix}*`);
    if (keys.length > 0) await cleanup.del(keys);
    await cleanup.close();
    await one.close();
    await two.close();
  });

  test('attempts from one IP counted on two processes add up to one limit, with the window as the wait', async () => {
    assert.deepEqual(await one.reserve('Ann', '10.0.0.1'), go);
    assert.deepEqual(await two.reserve('ann ', '10.0.0.1'), go);
    assert.deepEqual(await one.reserve('ANN', '10.0.0.1'), go);
    assert.deepEqual(await two.reserve('ann', '10.0.0.1'), { retryAfterSeconds: 60 });
    assert.deepEqual(await one.reserve('ann', '10.0.0.1'), { retryAfterSeconds: 60 });
    // The owner elsewhere is not refused; the stranger at that address may still try other names.
    assert.deepEqual(await one.reserve('ann', '10.0.0.2'), go);
    assert.deepEqual(await one.reserve('bob', '10.0.0.1'), go);
  });

  test('failures of one username spread over addresses and processes are held longer, never refused', async () => {
    const delays: number[] = [];
    for (let i = 0; i < 8; i++) {
      const verdict = await (i % 2 ? one : two).reserve('spread', `10.6.0.${i}`);
      assert.equal(verdict.retryAfterSeconds, undefined);
      delays.push(verdict.delayMs!);
    }
    assert.deepEqual(delays, [0, 0, 0, 0, 500, 1000, 2000, 4000]);
  });

  test('a burst of parallel attempts from one IP on two processes gets exactly the limit through', async () => {
    const outcomes = await Promise.all(
      Array.from({ length: 12 }, (_, i) => (i % 2 ? one : two).reserve('burst', '10.3.0.1')),
    );
    assert.equal(outcomes.filter((verdict) => verdict.retryAfterSeconds === undefined).length, limits.pair.max);
  });

  test('an IP is blocked after its limit across usernames and processes', async () => {
    for (const [i, name] of ['a', 'b', 'c', 'd', 'e'].entries())
      assert.deepEqual(await (i % 2 ? one : two).reserve(name, '10.0.9.9'), go);
    assert.deepEqual(await one.reserve('someone-new', '10.0.9.9'), { retryAfterSeconds: 60 });
    assert.deepEqual(await two.reserve('someone-new', '10.0.9.10'), go);
  });

  test('a success on one process clears the attempts the other counted and gives the IP its attempt back', async () => {
    await one.reserve('cleo', '10.1.0.1');
    await one.reserve('cleo', '10.1.0.1');
    await two.succeeded('Cleo', '10.1.0.1');
    await one.reserve('cleo', '10.1.0.1');
    await one.reserve('cleo', '10.1.0.1');
    assert.deepEqual(await two.reserve('cleo', '10.1.0.1'), go);
    for (let i = 0; i < 10; i++) {
      assert.deepEqual(await one.reserve(`member${i}`, '10.1.0.9'), go);
      await two.succeeded(`member${i}`, '10.1.0.9');
    }
    assert.deepEqual(await one.reserve('late', '10.1.0.9'), go, 'successes never block an address');
  });

  test('a released attempt goes back, and giving back never leaves a counter without its window', async () => {
    for (let i = 0; i < limits.pair.max; i++) await one.reserve('dora', '10.4.0.1');
    await two.release('dora', '10.4.0.1');
    assert.deepEqual(await one.reserve('dora', '10.4.0.1'), go);
    await one.release('nobody-yet', '10.4.0.2');
    const redis = createClient({ url: REDIS_URL });
    await redis.connect();
    try {
      assert.equal(await redis.exists(`${keyPrefix}:user:nobody-yet`), 0);
      assert.equal(await redis.exists(`${keyPrefix}:pair:nobody-yet|10.4.0.2`), 0);
      assert.equal(await redis.exists(`${keyPrefix}:ip:10.4.0.2`), 0);
    } finally {
      await redis.close();
    }
  });

  test('the window expires in Redis', async () => {
    const short = await createRedisLoginThrottle({
      url: REDIS_URL,
      limits: {
        pair: { max: 1, windowMs: 200 },
        ip: { max: 100, windowMs: 200 },
        username: { max: 100, windowMs: 200 },
      },
      keyPrefix,
    });
    try {
      assert.deepEqual(await short.reserve('dan', '10.2.0.1'), go);
      assert.deepEqual(await short.reserve('dan', '10.2.0.1'), { retryAfterSeconds: 1 });
      await new Promise((resolve) => setTimeout(resolve, 300));
      assert.deepEqual(await short.reserve('dan', '10.2.0.1'), go);
    } finally {
      await short.close();
    }
  });

  test('in front of the sign-in route: 401s are counted across two apps and the next attempt gets 429', async () => {
    const apps = await Promise.all(
      [0, 1].map(async () => {
        const app = Fastify({ logger: false, routerOptions: { ignoreTrailingSlash: true } });
        registerErrorHandling(app);
        enforceSharedLoginThrottle(
          app,
          await createRedisLoginThrottle({ url: REDIS_URL, limits, keyPrefix }),
          '/api/token',
        );
        app.post('/api/token', async (request) => {
          // As slow as a real password check, so parallel attempts overlap.
          await new Promise((resolve) => setTimeout(resolve, 50));
          if ((request.body as { password?: string }).password !== 'right') throw new InvalidCredentialsError();
          return { access: 'a' };
        });
        return app;
      }),
    );
    try {
      const attempt = (i: number, password = 'wrong') =>
        apps[i % 2]!.inject({ method: 'POST', url: '/api/token/', payload: { username: 'eve', password } });
      assert.equal((await attempt(0, 'right')).statusCode, 200);
      for (let i = 0; i < limits.pair.max; i++) assert.equal((await attempt(i)).statusCode, 401);
      const blocked = await attempt(limits.pair.max);
      assert.equal(blocked.statusCode, 429);
      assert.match(blocked.body, /Try again in 1 minute/);
      // Even the right password waits for the window from that address…
      assert.equal((await attempt(limits.pair.max + 1, 'right')).statusCode, 429);
      // …while the owner elsewhere signs in.
      const owner = await apps[1]!.inject({
        method: 'POST',
        url: '/api/token/',
        payload: { username: 'eve', password: 'right' },
        remoteAddress: '10.7.0.1',
      });
      assert.equal(owner.statusCode, 200);

      // Parallel guesses for another account from one address, spread over both apps, all in flight at once.
      const burst = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          apps[i % 2]!.inject({
            method: 'POST',
            url: '/api/token/',
            payload: { username: 'frank', password: `guess-${i}` },
            remoteAddress: '10.5.0.1',
          }),
        ),
      );
      const statuses = burst.map((res) => res.statusCode);
      assert.equal(statuses.filter((status) => status === 401).length, limits.pair.max, String(statuses));
      assert.equal(statuses.filter((status) => status === 429).length, 12 - limits.pair.max);
    } finally {
      await Promise.all(apps.map((app) => app.close()));
    }
  });
});
