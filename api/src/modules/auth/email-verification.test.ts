import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { addDays, toIsoDate } from '@flowdeck/market-calendar';
import type { UserProfile } from '@flowdeck/api-types';
import { errorBody } from '../../errors.js';
import { SUBSCRIPTION_REQUIRED, VERIFY_TO_START_TRIAL_MESSAGE } from '../../security/subscription.js';
import {
  bearer,
  signUp,
  signUpUnverified,
  startTestApp,
  TEST_APP_ORIGIN,
  TEST_NOW,
  testBackends,
  verificationTokenFor,
  type TestApp,
} from '../../test/harness.js';
import { MESSAGES } from './schemas.js';
import {
  RESEND_COOLDOWN_MS,
  TRIAL_DAYS,
  trialEndDate,
  unverifiedEndDate,
  VERIFICATION_MESSAGES,
  VERIFICATION_TTL_MS,
} from './email-verification.js';

const backends = await testBackends();
const TODAY = toIsoDate(TEST_NOW);
const TRIAL_END = addDays(TODAY, TRIAL_DAYS);

describe('trial dates', () => {
  it('an unverified account ended yesterday; the trial runs 7 days from verification, never shortening access', () => {
    assert.equal(unverifiedEndDate(new Date('2025-06-13T10:00:00Z')), '2025-06-12');
    assert.equal(trialEndDate('2025-06-12', new Date('2025-06-13T10:00:00Z')), '2025-06-20');
    assert.equal(trialEndDate('2025-09-01', new Date('2025-06-13T10:00:00Z')), '2025-09-01');
  });
});

for (const backend of backends) {
  describe(`email verification and registration limits on ${backend.name}`, { skip: backend.skip }, () => {
    let t: TestApp;
    let clock = TEST_NOW;
    before(async () => {
      t = await startTestApp(backend, {}, () => clock);
    });
    after(async () => {
      await t?.close();
    });
    const profileOf = async (access: string) =>
      (await t.request({ method: 'GET', url: '/api/user/me', headers: bearer(access) })).json<UserProfile>();
    const verify = (token: string) => t.request({ method: 'POST', url: '/api/user/email/verify', payload: { token } });
    const premium = (access: string) => t.request({ method: 'GET', url: '/api/flow/guages', headers: bearer(access) });
    const register = (username: string, email: string, remoteAddress = '127.0.0.1') =>
      t.request({
        method: 'POST',
        url: '/api/register/',
        payload: { username, email, password: 'correct-horse-9', password2: 'correct-horse-9' },
        remoteAddress,
      });

    it('registers without a trial, mails a link to the address, and the link starts the 7-day trial once', async () => {
      clock = TEST_NOW;
      const { access } = await signUpUnverified(t, 'nova');
      const before = await profileOf(access);
      assert.equal(before.email_verified, false);
      assert.equal(before.end_date, addDays(TODAY, -1));
      const locked = await premium(access);
      assert.equal(locked.statusCode, 402, 'no premium data before the address is verified');
      assert.deepEqual(locked.json(), { error: SUBSCRIPTION_REQUIRED, message: VERIFY_TO_START_TRIAL_MESSAGE });

      const outbox = await t.request({ method: 'GET', url: '/api/user/email/outbox', headers: bearer(access) });
      const [mail] = outbox.json<{ items: Array<{ to: string; subject: string; body: string }> }>().items;
      assert.equal(mail?.to, 'nova@example.com');
      assert.match(mail!.body, new RegExp(`${TEST_APP_ORIGIN}/verify-email\\?token=[\\w-]{43}\\n`));

      const token = (await verificationTokenFor(t, access))!;
      const verified = await verify(token);
      assert.equal(verified.statusCode, 200);
      assert.deepEqual(verified.json(), { message: VERIFICATION_MESSAGES.verified(TRIAL_END), end_date: TRIAL_END });
      const after = await profileOf(access);
      assert.equal(after.email_verified, true);
      assert.equal(after.end_date, TRIAL_END);
      assert.equal((await premium(access)).statusCode, 200);

      const again = await verify(token);
      assert.equal(again.statusCode, 400);
      assert.deepEqual(again.json(), errorBody({ token: VERIFICATION_MESSAGES.invalidLink }));
    });

    it('refuses unknown, malformed and expired links with a field error', async () => {
      clock = TEST_NOW;
      assert.deepEqual(
        (await verify('not-a-real-token')).json(),
        errorBody({ token: VERIFICATION_MESSAGES.invalidLink }),
      );
      assert.equal((await verify('x'.repeat(500))).statusCode, 400);
      assert.equal((await t.request({ method: 'POST', url: '/api/user/email/verify', payload: {} })).statusCode, 400);
      const { access } = await signUpUnverified(t, 'oscar');
      const token = (await verificationTokenFor(t, access))!;
      clock = new Date(TEST_NOW.getTime() + VERIFICATION_TTL_MS);
      assert.deepEqual((await verify(token)).json(), errorBody({ token: VERIFICATION_MESSAGES.invalidLink }));
      clock = TEST_NOW;
      assert.equal((await profileOf(access)).email_verified, false);
    });

    it('answers a taken address like a new one: the owner is told by mail, the newcomer can never verify it', async () => {
      clock = TEST_NOW;
      const owner = await signUp(t, 'pia');
      const fresh = await register('pia_copy', 'mallory-new@example.com');
      const copy = await register('pia_clone', 'PIA@example.com');
      assert.equal(copy.statusCode, fresh.statusCode);
      assert.deepEqual(copy.json(), fresh.json());
      assert.deepEqual(copy.json(), { message: MESSAGES.registered });

      const ownerMail = await t.request({
        method: 'GET',
        url: '/api/user/email/outbox',
        headers: bearer(owner.access),
      });
      const [notice] = ownerMail.json<{ items: Array<{ subject: string; body: string }> }>().items;
      assert.match(notice!.subject, /Someone tried to sign up/);
      assert.doesNotMatch(notice!.body, /token=/);

      const login = await t.request({
        method: 'POST',
        url: '/api/token/',
        payload: { username: 'pia_clone', password: 'correct-horse-9' },
      });
      assert.equal(login.statusCode, 200, 'the newcomer signs in like anyone who just registered');
      const clone = login.json<{ access: string }>().access;
      assert.equal(await verificationTokenFor(t, clone), null, 'no link for an address that is taken');
      assert.equal((await profileOf(clone)).email_verified, false);
    });

    it('gives an address to the first account that verifies it; a later link for it is refused', async () => {
      clock = TEST_NOW;
      await register('quinn_a', 'quinn@example.com');
      await register('quinn_b', 'quinn@example.com');
      const signIn = async (username: string) =>
        (
          await t.request({ method: 'POST', url: '/api/token/', payload: { username, password: 'correct-horse-9' } })
        ).json<{ access: string }>().access;
      const [a, b] = [await signIn('quinn_a'), await signIn('quinn_b')];
      const [tokenA, tokenB] = [await verificationTokenFor(t, a), await verificationTokenFor(t, b)];
      assert.equal((await verify(tokenB!)).statusCode, 200);
      const late = await verify(tokenA!);
      assert.equal(late.statusCode, 400);
      assert.deepEqual(late.json(), errorBody({ token: VERIFICATION_MESSAGES.addressTaken }));
      assert.equal((await profileOf(a)).email_verified, false);
    });

    it('mails a new link at most once a minute, only to a signed-in unverified user; the old link stops working', async () => {
      clock = TEST_NOW;
      const resend = (access?: string) =>
        t.request({ method: 'POST', url: '/api/user/email/resend', headers: access ? bearer(access) : {} });
      assert.equal((await resend()).statusCode, 401);
      const { access } = await signUpUnverified(t, 'rosa');
      const first = (await verificationTokenFor(t, access))!;
      const early = await resend(access);
      assert.equal(early.statusCode, 429);
      assert.equal(early.headers['retry-after'], '60');
      clock = new Date(TEST_NOW.getTime() + RESEND_COOLDOWN_MS);
      const sent = await resend(access);
      assert.equal(sent.statusCode, 200);
      assert.deepEqual(sent.json(), { message: VERIFICATION_MESSAGES.resent });
      const second = (await verificationTokenFor(t, access))!;
      assert.notEqual(second, first);
      assert.equal((await verify(first)).statusCode, 400, 'the replaced link');
      assert.equal((await verify(second)).statusCode, 200);
      const done = await resend(access);
      assert.deepEqual(done.json(), errorBody({ email: VERIFICATION_MESSAGES.alreadyVerified }));
      clock = TEST_NOW;
    });

    it('shows each user only their own mails; the outbox needs a signed-in user', async () => {
      clock = TEST_NOW;
      const sam = await signUpUnverified(t, 'sam');
      await signUpUnverified(t, 'tess');
      const items = (
        await t.request({ method: 'GET', url: '/api/user/email/outbox', headers: bearer(sam.access) })
      ).json<{ items: Array<{ to: string }> }>().items;
      assert.deepEqual(
        items.map((item) => item.to),
        ['sam@example.com'],
      );
      assert.equal((await t.request({ method: 'GET', url: '/api/user/email/outbox' })).statusCode, 401);
    });
  });

  describe(`registration limits on ${backend.name}`, { skip: backend.skip }, () => {
    let t: TestApp;
    before(async () => {
      t = await startTestApp(backend, { registrationLimits: { perIp: 2, global: 3, windowMs: 3_600_000 } });
    });
    after(async () => {
      await t?.close();
    });
    const register = (username: string, remoteAddress: string) =>
      t.request({
        method: 'POST',
        url: '/api/register/',
        payload: {
          username,
          email: `${username}@example.com`,
          password: 'correct-horse-9',
          password2: 'correct-horse-9',
        },
        remoteAddress,
      });

    it('refuses past the per-address and the global limit with 429 and Retry-After; invalid forms do not count', async () => {
      const invalid = await t.request({
        method: 'POST',
        url: '/api/register/',
        payload: { username: 'x' },
        remoteAddress: '203.0.113.5',
      });
      assert.equal(invalid.statusCode, 400);
      assert.equal((await register('lim_a1', '203.0.113.5')).statusCode, 201);
      assert.equal((await register('lim_a2', '203.0.113.5')).statusCode, 201);
      const perIp = await register('lim_a3', '203.0.113.5');
      assert.equal(perIp.statusCode, 429);
      assert.equal(perIp.headers['retry-after'], '3600');
      assert.deepEqual(perIp.json<{ error: string }>().error, 'Too many sign-ups. Try again in 60 minutes.');
      assert.equal((await register('lim_b1', '203.0.113.6')).statusCode, 201, 'another address');
      const global = await register('lim_c1', '203.0.113.7');
      assert.equal(global.statusCode, 429, 'the global limit, from a fresh address');
      const created = await t.app.db
        .selectFrom('users')
        .select('username')
        .where('username', 'like', 'lim_%')
        .execute();
      assert.equal(created.length, 3);
    });
  });
}
