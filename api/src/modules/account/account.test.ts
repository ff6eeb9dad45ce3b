import assert from 'node:assert/strict';
import { errorBody } from '../../errors.js';
import { after, before, describe, it } from 'node:test';
import { DEV_JWT_SECRET } from '../../config.js';
import { issueAdminToken } from '../../security/admin-token.js';
import { createTokenService } from '../../security/tokens.js';
import { addDays, toIsoDate } from '@flowdeck/market-calendar';
import { apiAs, bearer, signUp, startTestApp, TEST_NOW, testBackends, type TestApp } from '../../test/harness.js';
import { MESSAGES } from './schemas.js';

const backends = await testBackends();
const form = { 'content-type': 'application/x-www-form-urlencoded' };
const TODAY = toIsoDate(TEST_NOW);
const guestTokens = createTokenService({ secret: DEV_JWT_SECRET, accessTokenTtlSeconds: 900, now: () => TEST_NOW });

type Json = Record<string, unknown>;

for (const backend of backends) {
  describe(`account on ${backend.name}`, { skip: backend.skip }, () => {
    let t: TestApp;
    let clock = TEST_NOW;
    before(async () => {
      t = await startTestApp(backend, {}, () => clock);
    });
    after(async () => {
      await t?.close();
    });

    const { get, post } = apiAs(() => t);

    describe('profile update', () => {
      it('stores the phone number in E.164 from a form body and returns the profile with a message', async () => {
        const pair = await signUp(t, 'dina');
        const res = await t.request({
          method: 'POST',
          url: '/api/user/update/',
          headers: { ...form, ...bearer(pair.access) },
          payload: new URLSearchParams({
            phone_number: '+44 20 7946 0958',
            firstName: '  Dina ',
            lastName: 'Ray',
            displayName: ' dina.r ',
          }).toString(),
        });
        assert.equal(res.statusCode, 200, res.body);
        const me = (await get('user/me', pair.access)).json<Json>();
        const body = res.json<Json>();
        assert.equal(body['message'], MESSAGES.profileUpdated);
        assert.equal(body['phone_number'], '+442079460958');
        assert.equal(body['firstName'], 'Dina');
        assert.equal(body['displayName'], 'dina.r');
        assert.equal(body['name'], 'Dina Ray');
        // Same shape as user/me, plus the phone number.
        const { message: _message, phone_number: _phone, ...profile } = body;
        const { phone_number: _mePhone, ...meProfile } = me;
        assert.deepEqual(profile, meProfile);
      });

      it('keeps names it was not sent and clears the display name when blank', async () => {
        const pair = await signUp(t, 'eli');
        await post('user/update', pair.access, { phone_number: '+12015550123', firstName: 'Eli', displayName: 'E' });
        const res = await post('user/update', pair.access, { phone_number: '+1 (201) 555-0199', displayName: '  ' });
        assert.equal(res.statusCode, 200, res.body);
        const body = res.json<Json>();
        assert.equal(body['phone_number'], '+12015550199');
        assert.equal(body['firstName'], 'Eli');
        assert.equal(body['displayName'], 'eli');
      });

      it('refuses a bad phone number or name and writes nothing', async () => {
        const pair = await signUp(t, 'fred');
        await post('user/update', pair.access, { phone_number: '+14155552671', firstName: 'Fred' });
        const path = 'user/update';
        const check = async (payload: unknown, errors: Record<string, string>) => {
          const res = await post(path, pair.access, payload);
          assert.equal(res.statusCode, 400, JSON.stringify(payload));
          assert.deepEqual(res.json(), errorBody(errors), JSON.stringify(payload));
        };
        await check({}, { phone_number: MESSAGES.required });
        await check({ phone_number: '4155552671' }, { phone_number: MESSAGES.phone });
        await check({ phone_number: '+1 555 555 5555' }, { phone_number: MESSAGES.phone });
        await check({ phone_number: '+1 415 555 2671 ext. 12' }, { phone_number: MESSAGES.phoneExtension });
        await check(
          { phone_number: '+14155552672', firstName: 'x'.repeat(51), lastName: 'a\u0007b', isAdmin: true },
          {
            firstName: MESSAGES.personName,
            lastName: MESSAGES.controlCharacters,
            isAdmin: MESSAGES.unknownField,
          },
        );
        const me = (await post(path, pair.access, { phone_number: '+14155552671' })).json<Json>();
        assert.equal(me['firstName'], 'Fred');
      });
    });

    describe('admin grant endpoint', () => {
      const adminToken = (secret = DEV_JWT_SECRET, at = TEST_NOW) => issueAdminToken(secret, at);
      const grant = async (payload: unknown, authorization?: string) =>
        t.request({
          method: 'POST',
          url: '/api/admin/grant',
          headers: authorization ? { authorization } : {},
          payload: payload as Json,
        });

      it('extends access from the current end date, or from today once it has passed', async () => {
        const pair = await signUp(t, 'gina');
        const trialEnd = addDays(TODAY, 7);
        const res = await grant({ username: 'GINA', days: 30 }, `Bearer ${await adminToken()}`);
        assert.equal(res.statusCode, 200, res.body);
        assert.deepEqual(res.json(), {
          username: 'gina',
          end_date: addDays(trialEnd, 30),
          bot_sub: false,
          message: `Access for gina extended to ${addDays(trialEnd, 30)}`,
        });
        const bot = await grant({ username: 'gina', days: 1, bot: true }, `Bearer ${await adminToken()}`);
        assert.deepEqual(bot.json<Json>()['bot_sub'], true);
        const me = (await get('user/me', pair.access)).json<Json>();
        assert.equal(me['end_date'], addDays(trialEnd, 31));
        assert.equal(me['bot_sub'], true);
      });

      it('counts from today for a subscription that has already ended', async () => {
        await signUp(t, 'hal');
        clock = new Date(TEST_NOW.getTime() + 40 * 86_400_000);
        try {
          const res = await grant({ username: 'hal', days: 5 }, `Bearer ${await adminToken(DEV_JWT_SECRET, clock)}`);
          assert.equal(res.statusCode, 200, res.body);
          assert.equal(res.json<Json>()['end_date'], addDays(toIsoDate(clock), 5));
        } finally {
          clock = TEST_NOW;
        }
      });

      it('refuses user and guest tokens (403) and missing, forged or expired admin tokens (401)', async () => {
        const user = await signUp(t, 'ivan');
        const guest = await guestTokens.issueGuestToken(7);
        const body = { username: 'ivan', days: 30 };
        assert.equal((await grant(body, `Bearer ${user.access}`)).statusCode, 403);
        assert.equal((await grant(body, guest)).statusCode, 403);
        assert.equal((await grant(body, `Bearer ${guest}`)).statusCode, 403);
        assert.equal((await grant(body)).statusCode, 401);
        assert.equal(
          (await grant(body, `Bearer ${await adminToken('some-other-secret-0123456789abcdef')}`)).statusCode,
          401,
        );
        const stale = await adminToken(DEV_JWT_SECRET, new Date(TEST_NOW.getTime() - 61_000));
        assert.equal((await grant(body, `Bearer ${stale}`)).statusCode, 401);
        // An admin token is no user token either.
        assert.equal((await get('user/me', await adminToken())).statusCode, 401);
        const me = (await get('user/me', user.access)).json<Json>();
        assert.equal(me['end_date'], addDays(TODAY, 7), 'nothing was granted');
      });

      it('reports an unknown user and bad input', async () => {
        const auth = `Bearer ${await adminToken()}`;
        const unknown = await grant({ username: 'nobody', days: 30 }, auth);
        assert.equal(unknown.statusCode, 404);
        assert.deepEqual(unknown.json(), errorBody('Unknown user "nobody"'));
        const bad = await grant({ username: 'ivan', days: 0, bot: 'yes' }, auth);
        assert.equal(bad.statusCode, 400);
        assert.deepEqual(bad.json(), errorBody({ days: MESSAGES.grantDays, bot: MESSAGES.boolean }));
      });
    });
  });
}
