import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DEV_JWT_SECRET } from '../../config.js';
import { errorBody, InvalidCredentialsError } from '../../errors.js';
import { LOGIN_LIMITS } from '../../security/login-throttle.js';
import { createTokenService } from '../../security/tokens.js';
import { addDays, toIsoDate } from '@flowdeck/market-calendar';
import {
  bearer,
  signUp,
  startTestApp,
  TEST_APP_ORIGIN,
  TEST_NOW,
  testBackends,
  type TestApp,
} from '../../test/harness.js';
import { MESSAGES } from './schemas.js';
import { TRIAL_DAYS, type UserProfile } from './service.js';

const backends = await testBackends();
const form = { 'content-type': 'application/x-www-form-urlencoded' };

for (const backend of backends) {
  describe(`auth and access on ${backend.name}`, { skip: backend.skip }, () => {
    let t: TestApp;
    before(async () => {
      t = await startTestApp(backend);
    });
    after(async () => {
      await t?.close();
    });

    it('reports health publicly', async () => {
      const res = await t.request({ method: 'GET', url: '/api/health' });
      assert.equal(res.statusCode, 200);
      const body = res.json<{ status: string; database: string; version: string }>();
      assert.equal(body.status, 'ok');
      assert.equal(body.database, backend.name);
      assert.match(body.version, /^\d+\.\d+\.\d+/);
    });

    describe('registration', () => {
      it('lists every missing field at once', async () => {
        const res = await t.request({ method: 'POST', url: '/api/register/', payload: {} });
        assert.equal(res.statusCode, 400);
        assert.deepEqual(
          res.json(),
          errorBody({
            username: MESSAGES.required,
            email: MESSAGES.required,
            password: MESSAGES.required,
            password2: MESSAGES.required,
          }),
        );
      });

      it('rejects each invalid field with its own message', async () => {
        const cases: Array<[Record<string, string>, string, string]> = [
          [{ username: 'ab' }, 'username', MESSAGES.usernameLength],
          [{ username: 'x'.repeat(31) }, 'username', MESSAGES.usernameLength],
          [{ username: 'bad name!' }, 'username', MESSAGES.usernameChars],
          [{ email: 'not-an-email' }, 'email', MESSAGES.email],
          [{ password: 'abc1', password2: 'abc1' }, 'password', MESSAGES.passwordLength],
          [{ password: 'onlyletters', password2: 'onlyletters' }, 'password', MESSAGES.passwordStrength],
          [{ password: '1234567890', password2: '1234567890' }, 'password', MESSAGES.passwordStrength],
          [{ password2: 'different-1' }, 'password2', MESSAGES.passwordMismatch],
        ];
        for (const [patch, field, message] of cases) {
          const payload = {
            username: 'valid_user',
            email: 'valid@example.com',
            password: 'secret-123',
            password2: 'secret-123',
            ...patch,
          };
          const res = await t.request({ method: 'POST', url: '/api/register/', payload });
          assert.equal(res.statusCode, 400, `${JSON.stringify(patch)} should be rejected`);
          assert.deepEqual(res.json(), errorBody({ [field]: message }), JSON.stringify(patch));
        }
        // A malformed body is a 400 in the spec shape too.
        const malformed = await t.request({
          method: 'POST',
          url: '/api/register/',
          headers: { 'content-type': 'application/json' },
          payload: '{"username":"valid_user","email":',
        });
        assert.equal(malformed.statusCode, 400);
        assert.equal(typeof malformed.json<{ error: unknown }>().error, 'string');
        // Nothing was written by any refused attempt: the same username and email are still free.
        const ok = await t.request({
          method: 'POST',
          url: '/api/register/',
          payload: {
            username: 'valid_user',
            email: 'valid@example.com',
            password: 'secret-123',
            password2: 'secret-123',
          },
        });
        assert.equal(ok.statusCode, 201, ok.body);
      });

      it('accepts a valid form-encoded sign-up and refuses duplicates regardless of case', async () => {
        const fields = {
          username: 'Alice.Trader',
          email: 'alice@example.com',
          password: 'secret-123',
          password2: 'secret-123',
        };
        const res = await t.request({
          method: 'POST',
          url: '/api/register/',
          headers: form,
          payload: new URLSearchParams(fields).toString(),
        });
        assert.equal(res.statusCode, 201);
        assert.deepEqual(res.json(), { message: 'Registration successful' });

        // A taken username is the one field error a duplicate gets (the email is never confirmed: ADR 0008).
        const dup = await t.request({
          method: 'POST',
          url: '/api/register/',
          payload: { ...fields, username: 'alice.trader', email: 'ALICE@example.com' },
        });
        assert.equal(dup.statusCode, 400);
        assert.deepEqual(dup.json(), errorBody({ username: MESSAGES.usernameTaken }));
      });

      it('stores the password as an argon2id hash, never as sent', async () => {
        await signUp(t, 'ivy', 'ivys-password-1');
        const stored = await t.app.db
          .selectFrom('users')
          .select('password_hash')
          .where('username', '=', 'ivy')
          .executeTakeFirstOrThrow();
        const hash = stored.password_hash ?? '';
        assert.ok(hash.startsWith('$argon2id$'), hash);
        assert.ok(!hash.includes('ivys-password-1'));
      });

      it('accepts a referral code, and does not block sign-up on an unknown one', async () => {
        const referrer = await signUp(t, 'referrer');
        const profile = (
          await t.request({ method: 'GET', url: '/api/user/me', headers: bearer(referrer.access) })
        ).json<UserProfile>();
        const code = new URL(profile.referral_link).searchParams.get('via');
        assert.ok(code);
        for (const [username, via] of [
          ['referred', code],
          ['unreferred', 'no-such-code'],
        ] as const) {
          const res = await t.request({
            method: 'POST',
            url: '/api/register/',
            payload: {
              username,
              email: `${username}@example.com`,
              password: 'secret-123',
              password2: 'secret-123',
              via,
            },
          });
          assert.equal(res.statusCode, 201, res.body);
        }
        // The code is recorded against the referrer; an unknown one credits nobody.
        const rows = await t.app.db
          .selectFrom('users')
          .select(['username', 'referred_by'])
          .where('username', 'in', ['referred', 'unreferred'])
          .orderBy('username')
          .execute();
        assert.deepEqual(rows, [
          { username: 'referred', referred_by: profile.id },
          { username: 'unreferred', referred_by: null },
        ]);
      });
    });

    describe('tokens', () => {
      before(async () => {
        await signUp(t, 'bob', 'bobs-password-1');
      });

      it('signs in with a form body and returns an access/refresh pair', async () => {
        const res = await t.request({
          method: 'POST',
          url: '/api/token/',
          headers: form,
          payload: 'username=bob&password=bobs-password-1',
        });
        assert.equal(res.statusCode, 200);
        const body = res.json<{ access: string; refresh: string }>();
        assert.match(body.access, /^[\w-]+\.[\w-]+\.[\w-]+$/);
        assert.ok(body.refresh.length >= 40);
      });

      it('answers a wrong password and an unknown user with the same detail', async () => {
        for (const payload of ['username=bob&password=wrong-password-1', 'username=nobody&password=whatever-1']) {
          const res = await t.request({ method: 'POST', url: '/api/token/', headers: form, payload });
          assert.equal(res.statusCode, 401);
          assert.deepEqual(res.json(), { detail: InvalidCredentialsError.DETAIL });
        }
      });

      it('throttles repeated failures for a username from one IP with 429 and a retry time, leaving others alone', async () => {
        await signUp(t, 'dora', 'doras-password-1');
        await signUp(t, 'evan', 'evans-password-1');
        const login = (username: string, password: string) =>
          t.request({
            method: 'POST',
            url: '/api/token/',
            headers: form,
            payload: `username=${username}&password=${password}`,
          });
        for (let i = 0; i < LOGIN_LIMITS.pair.max; i++)
          assert.equal((await login('dora', 'wrong-guess-1')).statusCode, 401);
        const blocked = await login('dora', 'doras-password-1');
        assert.equal(blocked.statusCode, 429);
        assert.match(
          blocked.json<{ error: string }>().error,
          /^Too many sign-in attempts\. Try again in 15 minutes\.$/,
        );
        assert.ok(Number(blocked.headers['retry-after']) > 0);
        assert.equal((await login('evan', 'evans-password-1')).statusCode, 200);
      });

      it('counts parallel wrong passwords before checking them: at most the limit get a 401', async () => {
        await signUp(t, 'gwen', 'gwens-password-1');
        const burst = await Promise.all(
          Array.from({ length: 30 }, (_, i) =>
            t.request({
              method: 'POST',
              url: '/api/token/',
              headers: form,
              payload: `username=gwen&password=wrong-guess-${i}`,
              remoteAddress: '198.51.100.7',
            }),
          ),
        );
        const refused = burst.filter((res) => res.statusCode === 401);
        const limited = burst.filter((res) => res.statusCode === 429);
        assert.ok(refused.length <= LOGIN_LIMITS.pair.max, `${refused.length} guesses were checked`);
        assert.equal(refused.length + limited.length, burst.length);
        for (const res of refused) assert.deepEqual(res.json(), { detail: InvalidCredentialsError.DETAIL });
        for (const res of limited) assert.match(res.json<{ error: string }>().error, /^Too many sign-in attempts/);
      });

      it('never lets a stranger lock the owner out: the attacker is refused, then slowed everywhere, the owner signs in', async () => {
        await signUp(t, 'hana', 'hanas-password-1');
        const attempt = (password: string, remoteAddress: string) =>
          t.request({
            method: 'POST',
            url: '/api/token/',
            headers: form,
            payload: `username=hana&password=${password}`,
            remoteAddress,
          });
        // One address guessing on and on: a few are checked, the rest refused with a retry time.
        const single: number[] = [];
        for (let i = 0; i < 30; i++) single.push((await attempt(`wrong-guess-${i}`, '203.0.113.66')).statusCode);
        assert.deepEqual(single.slice(0, LOGIN_LIMITS.pair.max), Array(LOGIN_LIMITS.pair.max).fill(401));
        assert.deepEqual(single.slice(LOGIN_LIMITS.pair.max), Array(30 - LOGIN_LIMITS.pair.max).fill(429));
        assert.equal((await attempt('hanas-password-1', '198.51.100.20')).statusCode, 200, 'the owner elsewhere');

        // Guesses spread over more addresses pass the username's ceiling: held, yet never a refusal for anyone.
        const spread = await Promise.all(
          Array.from({ length: 2 * LOGIN_LIMITS.pair.max }, (_, i) =>
            attempt(`spread-guess-${i}`, `203.0.113.${70 + (i % 2)}`),
          ),
        );
        assert.deepEqual(
          spread.map((res) => res.statusCode),
          Array(2 * LOGIN_LIMITS.pair.max).fill(401),
        );
        assert.ok(LOGIN_LIMITS.pair.max * 3 > LOGIN_LIMITS.username.max, 'the guesses above reach the slowdown');
        assert.equal((await attempt('hanas-password-1', '198.51.100.21')).statusCode, 200, 'held, not refused');
      });

      it('limits failed sign-ins per IP across usernames, leaving other addresses alone', async () => {
        const attempt = (username: string, remoteAddress: string) =>
          t.request({
            method: 'POST',
            url: '/api/token/',
            headers: form,
            payload: `username=${username}&password=wrong-guess-1`,
            remoteAddress,
          });
        for (let i = 0; i < LOGIN_LIMITS.ip.max; i++)
          assert.equal((await attempt(`sprayed${i}`, '203.0.113.9')).statusCode, 401, `attempt ${i + 1}`);
        const blocked = await attempt('sprayed-next', '203.0.113.9');
        assert.equal(blocked.statusCode, 429);
        assert.ok(Number(blocked.headers['retry-after']) > 0);
        assert.equal((await attempt('sprayed-next', '203.0.113.10')).statusCode, 401);
      });

      it('requires both login fields', async () => {
        const res = await t.request({ method: 'POST', url: '/api/token/', payload: { username: 'bob' } });
        assert.equal(res.statusCode, 400);
        assert.deepEqual(res.json(), errorBody({ password: MESSAGES.required }));
      });

      it('rotates refresh tokens and treats reuse as theft', async () => {
        const first = await signUp(t, 'carol');
        const rotated = await t.request({
          method: 'POST',
          url: '/api/token/refresh/',
          payload: { refresh: first.refresh },
        });
        assert.equal(rotated.statusCode, 200);
        const second = rotated.json<{ access: string; refresh: string }>();
        assert.notEqual(second.refresh, first.refresh);
        const me = await t.request({ method: 'GET', url: '/api/user/me', headers: bearer(second.access) });
        assert.equal(me.statusCode, 200);

        const reuse = await t.request({
          method: 'POST',
          url: '/api/token/refresh/',
          payload: { refresh: first.refresh },
        });
        assert.equal(reuse.statusCode, 401);
        assert.deepEqual(reuse.json(), { error: MESSAGES.invalidRefresh, message: MESSAGES.refreshReused });
        // The whole session is revoked, including the token issued by the legitimate rotation.
        const afterTheft = await t.request({
          method: 'POST',
          url: '/api/token/refresh/',
          payload: { refresh: second.refresh },
        });
        assert.equal(afterTheft.statusCode, 401);
      });

      it('rejects unknown refresh tokens and missing fields', async () => {
        const unknown = await t.request({
          method: 'POST',
          url: '/api/token/refresh/',
          payload: { refresh: 'not-a-real-token' },
        });
        assert.equal(unknown.statusCode, 401);
        assert.deepEqual(unknown.json(), errorBody(MESSAGES.invalidRefresh));
        const missing = await t.request({ method: 'POST', url: '/api/token/refresh/', payload: {} });
        assert.equal(missing.statusCode, 400);
        assert.deepEqual(missing.json(), errorBody({ refresh: MESSAGES.required }));
      });

      it('logs out by revoking the posted refresh token', async () => {
        const pair = await signUp(t, 'dave');
        const anonymous = await t.request({
          method: 'POST',
          url: '/api/logout/',
          headers: form,
          payload: `refresh_token=${pair.refresh}`,
        });
        assert.equal(anonymous.statusCode, 401);

        const res = await t.request({
          method: 'POST',
          url: '/api/logout/',
          headers: { ...form, ...bearer(pair.access) },
          payload: `refresh_token=${encodeURIComponent(pair.refresh)}`,
        });
        assert.equal(res.statusCode, 200);
        assert.deepEqual(res.json(), { message: 'Logged out' });
        const refresh = await t.request({
          method: 'POST',
          url: '/api/token/refresh/',
          payload: { refresh: pair.refresh },
        });
        assert.equal(refresh.statusCode, 401);
      });
    });

    describe('profile', () => {
      it('returns the spec User on getProfile/ and user/me', async () => {
        const pair = await signUp(t, 'erin');
        const a = await t.request({ method: 'GET', url: '/api/getProfile/', headers: bearer(pair.access) });
        const b = await t.request({ method: 'GET', url: '/api/user/me', headers: bearer(pair.access) });
        assert.equal(a.statusCode, 200);
        assert.deepEqual(a.json(), b.json());
        const profile = a.json<UserProfile>();
        assert.deepEqual(Object.keys(profile).sort(), [
          'avatar',
          'bot_sub',
          'displayName',
          'email',
          'email_verified',
          'end_date',
          'firstName',
          'id',
          'lastName',
          'name',
          'phone_number',
          'referral_link',
          'username',
        ]);
        assert.equal(profile.username, 'erin');
        assert.equal(profile.email, 'erin@example.com');
        assert.equal(profile.displayName, 'erin');
        assert.equal(profile.name, 'erin');
        assert.equal(profile.bot_sub, false);
        assert.equal(profile.email_verified, true);
        assert.equal(profile.end_date, addDays(toIsoDate(TEST_NOW), TRIAL_DAYS));
        assert.match(profile.referral_link, new RegExp(`^${TEST_APP_ORIGIN}/refer\\?via=[a-z0-9]{8}$`));
      });

      it('gives every user a different referral code', async () => {
        const links = new Set<string>();
        for (const name of ['fay', 'gus']) {
          const pair = await signUp(t, name);
          links.add(
            (await t.request({ method: 'GET', url: '/api/user/me', headers: bearer(pair.access) })).json<UserProfile>()
              .referral_link,
          );
        }
        assert.equal(links.size, 2);
      });
    });

    describe('access control', () => {
      const guestTokens = createTokenService({
        secret: DEV_JWT_SECRET,
        accessTokenTtlSeconds: 900,
        now: () => TEST_NOW,
      });

      it('answers 401 with the spec error shape when no credentials are sent', async () => {
        const res = await t.request({ method: 'GET', url: '/api/chart/?searchText=a' });
        assert.equal(res.statusCode, 401);
        const body = res.json<{ error: string; message: string }>();
        assert.equal(body.error, 'Authentication required');
        assert.equal(typeof body.message, 'string');
      });

      it('accepts a guest token sent raw in the Authorization header', async () => {
        const guest = await guestTokens.issueGuestToken(7);
        const res = await t.request({
          method: 'GET',
          url: '/api/chart/?searchText=spy',
          headers: { authorization: guest },
        });
        assert.equal(res.statusCode, 200);
      });

      it('refuses a guest token past its expiry with 401', async () => {
        const issuedEarlier = createTokenService({
          secret: DEV_JWT_SECRET,
          accessTokenTtlSeconds: 900,
          now: () => new Date(TEST_NOW.getTime() - 2 * 86_400_000),
        });
        const lapsed = await issuedEarlier.issueGuestToken(1);
        const res = await t.request({
          method: 'GET',
          url: '/api/chart/?searchText=spy',
          headers: { authorization: lapsed },
        });
        assert.equal(res.statusCode, 401);
        assert.equal(res.json<{ error: string }>().error, 'Invalid or expired token');
        const current = await issuedEarlier.issueGuestToken(3);
        const stillValid = await t.request({
          method: 'GET',
          url: '/api/chart/?searchText=spy',
          headers: { authorization: current },
        });
        assert.equal(stillValid.statusCode, 200, 'a guest token issued as long ago but lasting longer still works');
      });

      it('keeps guests read-only', async () => {
        const guest = await guestTokens.issueGuestToken(7);
        const res = await t.request({ method: 'GET', url: '/api/getProfile/', headers: { authorization: guest } });
        assert.equal(res.statusCode, 403);
      });

      it('rejects forged, expired and bare user tokens', async () => {
        const pair = await signUp(t, 'hank');
        const forged = createTokenService({
          secret: 'another-secret-entirely-0123456789',
          accessTokenTtlSeconds: 900,
          now: () => TEST_NOW,
        });
        const expired = createTokenService({
          secret: DEV_JWT_SECRET,
          accessTokenTtlSeconds: 60,
          now: () => new Date(TEST_NOW.getTime() - 3_600_000),
        });
        const headers = [
          bearer(await forged.issueAccessToken(1)),
          bearer(await expired.issueAccessToken(1)),
          bearer('garbage'),
          { authorization: pair.access },
        ];
        for (const h of headers) {
          const res = await t.request({ method: 'GET', url: '/api/politician/count', headers: h });
          assert.equal(res.statusCode, 401, JSON.stringify(h));
          assert.equal(res.json<{ error: string }>().error, 'Invalid or expired token');
        }
      });

      it('allows the app origin with credentials (CORS)', async () => {
        const res = await t.request({
          method: 'OPTIONS',
          url: '/api/token/',
          headers: { origin: TEST_APP_ORIGIN, 'access-control-request-method': 'POST' },
        });
        assert.equal(res.headers['access-control-allow-origin'], TEST_APP_ORIGIN);
        assert.equal(res.headers['access-control-allow-credentials'], 'true');
      });

      it('answers unknown paths with a JSON 404', async () => {
        const res = await t.request({ method: 'GET', url: '/api/no-such-endpoint' });
        assert.equal(res.statusCode, 404);
        assert.match(res.json<{ error: string }>().error, /^Not found/);
      });

      it('maps malformed JSON to a 400 in the spec shape', async () => {
        const res = await t.request({
          method: 'POST',
          url: '/api/token/',
          headers: { 'content-type': 'application/json' },
          payload: '{"username":',
        });
        assert.equal(res.statusCode, 400);
        assert.deepEqual(res.json(), errorBody('Malformed JSON', 'The request body is not valid JSON.'));
      });
    });
  });
}
