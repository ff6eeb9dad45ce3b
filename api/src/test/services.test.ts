import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { postgresBackend } from './harness.js';
import { redisSkip, skipUnlessCi } from './services.js';

// Port 1 on the loopback interface: nothing listens there, so the connection is refused at once.
const NOWHERE_POSTGRES = 'postgres://postgres@127.0.0.1:1/test';
const NOWHERE_REDIS = 'redis://127.0.0.1:1';

describe('tests needing PostgreSQL or Redis when the service is missing', () => {
  it('skip with the reason on a developer machine', async () => {
    assert.equal(skipUnlessCi('Redis unreachable', {}), 'Redis unreachable');
    assert.match(String(await redisSkip(NOWHERE_REDIS, {})), /^Redis unreachable at redis:\/\/127\.0\.0\.1:1/);
    const postgres = await postgresBackend({ TEST_DATABASE_URL: NOWHERE_POSTGRES });
    assert.match(String(postgres.skip), /^PostgreSQL unreachable at postgres:\/\/postgres@127\.0\.0\.1:1\/test/);
  });

  it('fail the run in CI, naming the service', async () => {
    const ci = { CI: 'true' };
    assert.throws(() => skipUnlessCi('Redis unreachable', ci), /^Error: Redis unreachable\. CI must run/);
    await assert.rejects(redisSkip(NOWHERE_REDIS, ci), /Redis unreachable at redis:\/\/127\.0\.0\.1:1.*CI must run/);
    await assert.rejects(
      postgresBackend({ ...ci, TEST_DATABASE_URL: NOWHERE_POSTGRES }),
      /PostgreSQL unreachable at postgres:\/\/postgres@127\.0\.0\.1:1\/test.*CI must run/,
    );
  });

  it('still honour TEST_POSTGRES=off in CI, a deliberate choice rather than a missing service', async () => {
    const off = await postgresBackend({ CI: 'true', TEST_POSTGRES: 'off', TEST_DATABASE_URL: NOWHERE_POSTGRES });
    assert.equal(off.skip, 'TEST_POSTGRES=off');
  });
});
