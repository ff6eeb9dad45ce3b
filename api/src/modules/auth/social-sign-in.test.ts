import assert from 'node:assert/strict';
import { errorBody } from '../../errors.js';
import { after, before, describe, it } from 'node:test';
import { startTestEmulator, type TestEmulator } from '../../test/auth-emulator.js';
import { bearer, signUp, startTestApp, TEST_NOW, testBackends, type TestApp } from '../../test/harness.js';
import { addDays, toIsoDate } from '@flowdeck/market-calendar';
import { MESSAGES } from './schemas.js';
import { TRIAL_DAYS, type UserProfile } from './service.js';

const backends = await testBackends();

interface SocialResponse {
  message: string;
  token: string;
  data: UserProfile;
  created: boolean;
}

let emulator: TestEmulator;
before(async () => {
  emulator = await startTestEmulator();
});
after(async () => {
  await emulator?.stop();
});

for (const backend of backends) {
  describe(`social sign-in through the Firebase Auth emulator on ${backend.name}`, { skip: backend.skip }, () => {
    let t: TestApp;
    before(async () => {
      t = await startTestApp(backend, {
        identity: { projectId: emulator.projectId, emulatorHost: emulator.host, checkRevoked: false },
      });
    });
    after(async () => {
      await t?.close();
    });

    const post = (url: string, payload: object) => t.request({ method: 'POST', url: `/api/${url}`, payload });
    const unique = () => `${backend.name}-${Math.random().toString(36).slice(2, 10)}`;

    it('social-auth creates a trial account from a Google sign-in, then signs the same account in', async () => {
      const id = unique();
      const idToken = await emulator.providerToken('google.com', {
        sub: `g-${id}`,
        email: `Ann.${id}@Example.com`,
        name: 'Ann Marie Lee',
      });
      const first = await post('user/social-auth', { idToken, type: 'google' });
      assert.equal(first.statusCode, 200, first.body);
      const created = first.json<SocialResponse>();
      assert.equal(created.created, true);
      assert.equal(created.message, MESSAGES.registered);
      assert.equal(created.token, idToken);
      assert.equal(created.data.email, `ann.${id}@example.com`);
      assert.equal(created.data.firstName, 'Ann');
      assert.equal(created.data.lastName, 'Marie Lee');
      assert.equal(created.data.end_date, addDays(toIsoDate(TEST_NOW), TRIAL_DAYS));
      assert.match(created.data.referral_link, /[?&]via=[a-z0-9]+$/);

      // The ID token is the session's bearer token.
      const me = await t.request({ method: 'GET', url: '/api/getProfile/', headers: bearer(idToken) });
      assert.equal(me.statusCode, 200, me.body);
      assert.equal(me.json<UserProfile>().id, created.data.id);

      const again = await post('user/social-auth', { idToken, type: 'google' });
      assert.equal(again.json<SocialResponse>().created, false);
      assert.equal(again.json<SocialResponse>().data.id, created.data.id);
    });

    it('user/login needs an account, user/signup makes one once, and the username can be chosen', async () => {
      const id = unique();
      const idToken = await emulator.providerToken('apple.com', {
        sub: `a-${id}`,
        email: `${id}@privaterelay.example`,
      });
      const before = await post('user/login', { idToken, type: 'apple' });
      assert.equal(before.statusCode, 401);
      assert.deepEqual(before.json(), { error: MESSAGES.socialNoAccount, message: MESSAGES.socialSignUpFirst });

      const username = `apple_${id}`.slice(0, 30);
      const signup = await post('user/signup', { idToken, type: 'apple', username });
      assert.equal(signup.statusCode, 200, signup.body);
      assert.equal(signup.json<SocialResponse>().data.username, username);

      const twice = await post('user/signup', { idToken, type: 'apple' });
      assert.equal(twice.statusCode, 400);
      assert.deepEqual(twice.json(), errorBody({ idToken: MESSAGES.socialAccountExists }));

      const login = await post('user/login', { idToken, type: 'apple' });
      assert.equal(login.statusCode, 200);
      assert.equal(login.json<SocialResponse>().message, MESSAGES.signedIn);
      assert.equal(login.json<SocialResponse>().data.username, username);
    });

    it('manual (email and password at the provider) signs up; the type must match the token', async () => {
      const id = unique();
      const idToken = await emulator.passwordToken(`${id}@example.com`);
      const wrongType = await post('user/social-auth', { idToken, type: 'google' });
      assert.equal(wrongType.statusCode, 400);
      assert.ok(wrongType.json<{ error: Record<string, string> }>().error['type']);

      const ok = await post('user/signup', { idToken, type: 'manual' });
      assert.equal(ok.statusCode, 200, ok.body);
      assert.equal(ok.json<SocialResponse>().created, true);
    });

    it('joins an existing account only when the provider vouches for the email', async () => {
      const username = `pw${Math.random().toString(36).slice(2, 10)}`;
      await signUp(t, username);
      const email = `${username}@example.com`;

      // An address typed into the provider's own email sign-up proves nothing: refused, nothing linked.
      const selfAsserted = await emulator.passwordToken(email);
      const refused = await post('user/social-auth', { idToken: selfAsserted, type: 'manual' });
      assert.equal(refused.statusCode, 400);
      assert.deepEqual(refused.json(), errorBody({ email: MESSAGES.emailTaken }));

      const google = await emulator.providerToken('google.com', { sub: `g-${username}`, email });
      const linked = await post('user/social-auth', { idToken: google, type: 'google' });
      assert.equal(linked.statusCode, 200, linked.body);
      assert.equal(linked.json<SocialResponse>().created, false);
      assert.equal(linked.json<SocialResponse>().data.username, username);
    });

    it('records the referrer given with via', async () => {
      const referrer = await post('user/social-auth', {
        idToken: await emulator.providerToken('google.com', { sub: `g-${unique()}`, email: `${unique()}@example.com` }),
        type: 'google',
      });
      const code = new URL(referrer.json<SocialResponse>().data.referral_link).searchParams.get('via');
      assert.ok(code);
      const referred = await post('user/social-auth', {
        idToken: await emulator.providerToken('google.com', { sub: `g-${unique()}`, email: `${unique()}@example.com` }),
        type: 'google',
        via: code,
      });
      const referredId = referred.json<SocialResponse>().data.id;
      const row = await t.app.db
        .selectFrom('users')
        .select('referred_by')
        .where('id', '=', referredId)
        .executeTakeFirstOrThrow();
      assert.equal(row.referred_by, referrer.json<SocialResponse>().data.id);
    });

    it('rejects forged, foreign-project and malformed tokens, and bodies without a token', async () => {
      const idToken = await emulator.providerToken('google.com', {
        sub: `g-${unique()}`,
        email: `${unique()}@example.com`,
      });
      const [header, payload] = idToken.split('.') as [string, string];
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
      const foreign = `${header}.${Buffer.from(JSON.stringify({ ...claims, aud: 'demo-other' })).toString('base64url')}.`;
      for (const bad of [foreign, 'not-a-token', `${idToken.slice(0, -3)}xyz`]) {
        const res = await post('user/social-auth', { idToken: bad, type: 'google' });
        assert.equal(res.statusCode, 401, `${bad.slice(0, 20)}… → ${res.body}`);
        const me = await t.request({ method: 'GET', url: '/api/getProfile/', headers: bearer(bad) });
        assert.equal(me.statusCode, 401);
      }
      const missing = await post('user/social-auth', { type: 'google' });
      assert.equal(missing.statusCode, 400);
      assert.deepEqual(Object.keys(missing.json<{ error: object }>().error), ['idToken']);
      const badType = await post('user/social-auth', { idToken, type: 'facebook' });
      assert.equal(badType.statusCode, 400);
    });

    it('a social-only account cannot be entered with a password', async () => {
      const id = unique();
      const res = await post('user/social-auth', {
        idToken: await emulator.providerToken('google.com', { sub: `g-${id}`, email: `${id}@example.com` }),
        type: 'google',
      });
      const { username } = res.json<SocialResponse>().data;
      const login = await t.request({
        method: 'POST',
        url: '/api/token/',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ username, password: '' + 'anything-1' }).toString(),
      });
      assert.equal(login.statusCode, 401);
      assert.ok('detail' in login.json<object>());
    });
  });
}

describe('social sign-in without a configured identity provider', () => {
  it('answers 503 with a clear message', async () => {
    const [pglite] = backends;
    assert.ok(pglite);
    const t = await startTestApp(pglite);
    try {
      const res = await t.request({
        method: 'POST',
        url: '/api/user/social-auth',
        payload: { idToken: 'x.y.z', type: 'google' },
      });
      assert.equal(res.statusCode, 503);
      assert.deepEqual(res.json(), errorBody(MESSAGES.socialNotConfigured));
    } finally {
      await t.close();
    }
  });
});
