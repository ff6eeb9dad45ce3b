import assert from 'node:assert/strict';
import { it } from 'node:test';
import { DEV_JWT_SECRET } from '../config.js';
import { createTokenService } from './tokens.js';
import { VERIFY_CACHE_MS, tokenExpiry, withVerifyCache } from './verify-cache.js';

it('remembers a verified token for a few seconds, never past its expiry, and never a failure', async () => {
  let now = new Date('2025-06-13T14:00:00Z');
  let wall = 0;
  const base = createTokenService({ secret: DEV_JWT_SECRET, accessTokenTtlSeconds: 60, now: () => now });
  let calls = 0;
  const counting = { ...base, verify: (token: string) => (calls++, base.verify(token)) };
  const tokens = withVerifyCache(
    counting,
    () => now,
    () => wall,
  );
  const token = await base.issueAccessToken(7);
  assert.equal(tokenExpiry(token), Date.parse('2025-06-13T14:01:00Z') / 1000);
  assert.deepEqual(await tokens.verify(token), { kind: 'user', userId: 7, tokenVersion: 0 });
  assert.deepEqual(await tokens.verify(token), { kind: 'user', userId: 7, tokenVersion: 0 });
  assert.equal(calls, 1);
  wall += VERIFY_CACHE_MS;
  await tokens.verify(token);
  assert.equal(calls, 2);
  // Expired: asked again (and refused), even inside the memo window.
  now = new Date('2025-06-13T14:01:01Z');
  assert.equal(await tokens.verify(token), null);
  assert.equal(calls, 3);
  assert.equal(await tokens.verify('not-a-token'), null);
  assert.equal(await tokens.verify('not-a-token'), null);
  assert.equal(calls, 5);
  assert.equal(tokenExpiry('a.b'), null);
});
