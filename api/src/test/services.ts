/**
 * The one rule for API tests that need a service (PostgreSQL, Redis), the same as e2e's requireProdStack:
 * on a developer machine without the service they skip, saying why; in CI (the CI variable set) the
 * service is part of the job, so its absence fails the run instead of silently skipping what those tests
 * exist to prove.
 */
import { createClient } from 'redis';

export const DEFAULT_TEST_REDIS_URL = 'redis://127.0.0.1:6379';

type Env = Record<string, string | undefined>;

/** The Redis the tests use: TEST_REDIS_URL, else the local default. */
export function testRedisUrl(env: Env = process.env): string {
  return env['TEST_REDIS_URL'] ?? DEFAULT_TEST_REDIS_URL;
}

/**
 * `missing` as a skip reason on a developer machine; under CI, an error naming the service instead.
 * Call it where the skip is decided (at module load), so the test file fails before any test runs.
 */
export function skipUnlessCi(missing: string, env: Env = process.env): string {
  if (env['CI'])
    throw new Error(`${missing}. CI must run the tests that need it; unset CI to skip them on a developer machine.`);
  return missing;
}

/** False when Redis answers at `url`; otherwise why the Redis tests skip (or, under CI, throws). */
export async function redisSkip(url: string = testRedisUrl(), env: Env = process.env): Promise<string | false> {
  // A refused connection fails at once; the timeout only waits out a loaded machine (2 s skipped the Redis suites).
  const client = createClient({ url, socket: { connectTimeout: 10_000, reconnectStrategy: false } });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.ping();
    return false;
  } catch (error) {
    return skipUnlessCi(`Redis unreachable at ${url} (${(error as Error).message})`, env);
  } finally {
    if (client.isOpen) await client.close();
  }
}
