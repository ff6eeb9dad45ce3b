import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import Fastify from 'fastify';
import { createClient } from 'redis';
import { InvalidCredentialsError, registerErrorHandling } from '../errors.js';
import { createRedisLoginThrottle, enforceSharedLoginThrottle } from './login-throttle-redis.js';

const REDIS_URL = process.env['TEST_REDIS_URL'] ?? 'redis://127.0.0.1:6379';
const limits = { username: { max: 3, windowMs: 60_000 }, ip: { max: 5, windowMs: 60_000 } };

async function redisReachable(): Promise<string | false> {
  const client = createClient({ url: REDIS_URL, socket: { connectTimeout: 2_000, reconnectStrategy: false } });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.close();
    return false;
  } catch (error) {
    return `Redis unreachable at ${REDIS_URL} (${(error as Error).message})`;
  }
}

describe('login throttling shared through Redis', { skip: await redisReachable() }, () => {
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

  test('failures counted on two processes add up to one limit, with the window as the wait', async () => {
    await one.failed('Ann', '10.0.0.1');
    await two.failed('ann ', '10.0.0.2');
    assert.equal(await one.blockedFor('ann', '10.0.0.3'), null);
    await one.failed('ANN', '10.0.0.3');
    assert.equal(await two.blockedFor('ann', '10.0.0.4'), 60);
    assert.equal(await one.blockedFor('ann', '10.0.0.4'), 60);
    assert.equal(await one.blockedFor('bob', '10.0.0.4'), null);
  });

  test('an IP is blocked after its limit across usernames and processes', async () => {
    for (const [i, name] of ['a', 'b', 'c', 'd', 'e'].entries()) await (i % 2 ? one : two).failed(name, '10.0.9.9');
    assert.equal(await one.blockedFor('someone-new', '10.0.9.9'), 60);
    assert.equal(await two.blockedFor('someone-new', '10.0.9.10'), null);
  });

  test('a successful sign-in on one process clears the failures the other counted', async () => {
    await one.failed('cleo', '10.1.0.1');
    await one.failed('cleo', '10.1.0.1');
    await two.succeeded('Cleo');
    await one.failed('cleo', '10.1.0.1');
    await one.failed('cleo', '10.1.0.1');
    assert.equal(await two.blockedFor('cleo', '10.1.0.2'), null);
  });

  test('the window expires in Redis', async () => {
    const short = await createRedisLoginThrottle({
      url: REDIS_URL,
      limits: { username: { max: 1, windowMs: 200 }, ip: { max: 100, windowMs: 200 } },
      keyPrefix,
    });
    try {
      await short.failed('dan', '10.2.0.1');
      assert.equal(await short.blockedFor('dan', '10.2.0.1'), 1);
      await new Promise((resolve) => setTimeout(resolve, 300));
      assert.equal(await short.blockedFor('dan', '10.2.0.1'), null);
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
      for (let i = 0; i < limits.username.max; i++) assert.equal((await attempt(i)).statusCode, 401);
      const blocked = await attempt(limits.username.max);
      assert.equal(blocked.statusCode, 429);
      assert.match(blocked.body, /Try again in 1 minute/);
      // Even the right password waits for the window.
      assert.equal((await attempt(limits.username.max + 1, 'right')).statusCode, 429);
    } finally {
      await Promise.all(apps.map((app) => app.close()));
    }
  });
});
