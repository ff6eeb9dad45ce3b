import assert from 'node:assert/strict';
import { test } from 'node:test';
import { DEV_JWT_SECRET } from '../config.js';
import { createTokenService } from '../security/tokens.js';
import { UsageError, parseDays, runAdmin } from './admin.js';

test('guest-token prints a link whose token verifies as a guest for the given days', async () => {
  const link = new URL(await runAdmin(['guest-token', '--days', '7'], { APP_ORIGIN: 'https://app.example.com' }));
  assert.equal(link.origin, 'https://app.example.com');
  assert.equal(link.pathname, '/home');
  const token = link.searchParams.get('token') ?? '';
  const principal = await createTokenService({ secret: DEV_JWT_SECRET, accessTokenTtlSeconds: 60 }).verify(token);
  assert.equal(principal?.kind, 'guest');
  const [, payload = ''] = token.split('.');
  const { exp, iat } = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { exp: number; iat: number };
  assert.equal(exp - iat, 7 * 86_400);
});

test('bad input is refused with a clear message', async () => {
  assert.throws(() => parseDays([]), /--days must be a whole number/);
  assert.throws(() => parseDays(['--days', '0']), UsageError);
  assert.throws(() => parseDays(['--days', '2.5']), UsageError);
  await assert.rejects(runAdmin(['grant-everything']), /Unknown command "grant-everything"/);
  await assert.rejects(runAdmin([]), /No command given/);
});
