import assert from 'node:assert/strict';
import { errorBody } from '../../errors.js';
import { after, before, describe, it } from 'node:test';
import type { PhoneStatus, SessionsOverview, SmsOutboxMessage, UserProfile } from '@flowdeck/api-types';
import { MESSAGES as AUTH_MESSAGES } from '../auth/schemas.js';
import { apiAs, bearer, signUp, startTestApp, TEST_NOW, testBackends, type TestApp } from '../../test/harness.js';
import { MAX_ATTEMPTS, SENDS_PER_HOUR } from './phone-verification.js';
import { PASSWORD_ATTEMPTS } from './security.js';
import { SECURITY_MESSAGES as M } from './schemas.js';

const backends = await testBackends();
const PASSWORD = 'correct-horse-9';
const form = { 'content-type': 'application/x-www-form-urlencoded' };

for (const backend of backends) {
  describe(`account security on ${backend.name}`, { skip: backend.skip }, () => {
    let t: TestApp;
    let clock = TEST_NOW;
    before(async () => {
      t = await startTestApp(backend, {}, () => clock);
    });
    after(async () => {
      await t?.close();
    });

    const { get, post } = apiAs(() => t);
    const login = (username: string, password: string) =>
      t.request({
        method: 'POST',
        url: '/api/token/',
        headers: form,
        payload: new URLSearchParams({ username, password }).toString(),
      });
    const later = (ms: number) => (clock = new Date(clock.getTime() + ms));

    async function lastCode(access: string): Promise<string> {
      const { items } = (await get('user/phone/outbox', access)).json<{ items: SmsOutboxMessage[] }>();
      const code = /^(\d{6}) is your FlowDeck verification code/.exec(items[0]?.body ?? '')?.[1];
      assert.ok(code, `a code was texted: ${JSON.stringify(items[0])}`);
      return code;
    }

    describe('phone verification', () => {
      it("the development outbox shows the caller only the texts sent for them, not another user's code", async () => {
        clock = TEST_NOW;
        const owner = await signUp(t, 'outbox_owner');
        const prying = await signUp(t, 'outbox_prying');
        assert.equal((await post('user/phone/code', owner.access, { phone_number: '+14155550199' })).statusCode, 200);
        const ownerCode = await lastCode(owner.access);
        // The other user asks for a code to the same number: their outbox must not show the owner's code.
        assert.equal((await post('user/phone/code', prying.access, { phone_number: '+14155550199' })).statusCode, 200);
        const { items } = (await get('user/phone/outbox', prying.access)).json<{ items: SmsOutboxMessage[] }>();
        assert.equal(items.length, 1);
        assert.ok(!items.some((item) => item.body.startsWith(ownerCode)), 'only their own text');
        const mine = (await get('user/phone/outbox', owner.access)).json<{ items: SmsOutboxMessage[] }>().items;
        assert.equal(mine.length, 1);
      });

      it('texts a code, and the number is stored verified only with that code', async () => {
        clock = TEST_NOW;
        const { access } = await signUp(t, 'phoebe');
        const sent = await post('user/phone/code', access, { phone_number: '+1 (415) 555-2671' });
        assert.equal(sent.statusCode, 200, sent.body);
        const status = sent.json<PhoneStatus & { message: string }>();
        assert.equal(status.message, M.codeSent('+14155552671'));
        assert.deepEqual(
          {
            pending: status.pending?.phoneNumber,
            left: status.pending?.attemptsLeft,
            verified: status.verified,
            outbox: status.outbox,
          },
          { pending: '+14155552671', left: MAX_ATTEMPTS, verified: false, outbox: true },
        );
        const code = await lastCode(access);
        const stored = await t.app.db.selectFrom('phone_verifications').select('code_hash').executeTakeFirstOrThrow();
        assert.equal(stored.code_hash.includes(code), false, 'only a hash is stored');

        const wrongCode = code === '000000' ? '000001' : '000000';
        const wrong = await post('user/update', access, { phone_number: '+14155552671', code: wrongCode });
        assert.equal(wrong.statusCode, 400);
        assert.deepEqual(wrong.json(), errorBody({ code: M.codeWrong(MAX_ATTEMPTS - 1) }));
        assert.equal((await get('user/me', access)).json<UserProfile>().phone_number, null, 'nothing stored');

        const right = await post('user/update', access, { phone_number: '+14155552671', code });
        assert.equal(right.statusCode, 200, right.body);
        assert.equal(right.json<UserProfile>().phone_number, '+14155552671');
        const after = (await get('user/phone', access)).json<PhoneStatus>();
        assert.deepEqual(
          { number: after.phoneNumber, verified: after.verified, pending: after.pending },
          { number: '+14155552671', verified: true, pending: null },
        );
        // A used code is gone.
        const reuse = await post('user/update', access, { phone_number: '+14155552671', code });
        assert.deepEqual(reuse.json(), errorBody({ code: M.codeExpired }));
        // The verified number needs no new code; another number without one is stored unverified.
        assert.deepEqual(
          (await post('user/phone/code', access, { phone_number: '+14155552671' })).json(),
          errorBody({ phone_number: M.alreadyVerified }),
        );
        await post('user/update', access, { phone_number: '+442079460958' });
        assert.deepEqual(
          (({ phoneNumber, verified }) => ({ phoneNumber, verified }))(
            (await get('user/phone', access)).json<PhoneStatus>(),
          ),
          { phoneNumber: '+442079460958', verified: false },
        );
      });

      it('a code is tried at most a few times and expires', async () => {
        clock = TEST_NOW;
        const { access } = await signUp(t, 'guesser');
        await post('user/phone/code', access, { phone_number: '+12015550123' });
        const code = await lastCode(access);
        const wrongCode = code === '111111' ? '222222' : '111111';
        for (let i = 1; i <= MAX_ATTEMPTS; i++) {
          const res = await post('user/update', access, { phone_number: '+12015550123', code: wrongCode });
          assert.deepEqual(res.json(), errorBody({ code: M.codeWrong(MAX_ATTEMPTS - i) }));
        }
        const tooLate = await post('user/update', access, { phone_number: '+12015550123', code });
        assert.deepEqual(tooLate.json(), errorBody({ code: M.codeExpired }), 'the right code no longer works');
        assert.deepEqual(
          (await post('user/update', access, { phone_number: '+12015550123', code: '12ab' })).json(),
          errorBody({ code: M.codeFormat }),
        );

        later(60_000);
        const relog = (await login('guesser', PASSWORD)).json<{ access: string }>().access;
        await post('user/phone/code', relog, { phone_number: '+12015550123' });
        const fresh = await lastCode(relog);
        later(11 * 60_000);
        const relog2 = (await login('guesser', PASSWORD)).json<{ access: string }>().access;
        const expired = await post('user/update', relog2, { phone_number: '+12015550123', code: fresh });
        assert.deepEqual(expired.json(), errorBody({ code: M.codeExpired }));
        // A code for one number does not verify another.
        await post('user/phone/code', relog2, { phone_number: '+12015550123' });
        const other = await post('user/update', relog2, { phone_number: '+12015550199', code: await lastCode(relog2) });
        assert.deepEqual(other.json(), errorBody({ code: M.codeExpired }));
      });

      it('throttles sending: one code per 30 seconds and a few an hour', async () => {
        clock = TEST_NOW;
        const { access } = await signUp(t, 'texter');
        let token = access;
        const send = () => post('user/phone/code', token, { phone_number: '+12015550150' });
        assert.equal((await send()).statusCode, 200);
        const soon = await send();
        assert.equal(soon.statusCode, 429);
        assert.deepEqual(soon.json(), errorBody(M.resendWait));
        for (let i = 2; i <= SENDS_PER_HOUR; i++) {
          later(31_000);
          assert.equal((await send()).statusCode, 200, `send ${i}`);
        }
        later(31_000);
        const capped = await send();
        assert.equal(capped.statusCode, 429);
        assert.deepEqual(capped.json(), errorBody(M.tooManyCodes));
        later(60 * 60_000);
        token = (await login('texter', PASSWORD)).json<{ access: string }>().access;
        assert.equal((await send()).statusCode, 200, 'a new hour, new codes');
      });

      it('refuses malformed numbers', async () => {
        clock = TEST_NOW;
        const { access } = await signUp(t, 'typo');
        const res = await post('user/phone/code', access, { phone_number: '555-1234' });
        assert.equal(res.statusCode, 400);
        assert.deepEqual(
          res.json(),
          errorBody({ phone_number: 'Enter a valid phone number in international format, for example +14155552671.' }),
        );
      });
    });

    describe('password change', () => {
      it('needs the current password, then only the new one signs in', async () => {
        clock = TEST_NOW;
        const { access } = await signUp(t, 'pat');
        const wrong = await post('user/password', access, {
          currentPassword: 'nope-nope-1',
          newPassword: 'brand-new-77',
          newPassword2: 'brand-new-77',
        });
        assert.equal(wrong.statusCode, 400);
        assert.deepEqual(wrong.json(), errorBody({ currentPassword: M.currentPassword }));
        const bad = await post('user/password', access, {
          currentPassword: PASSWORD,
          newPassword: 'short',
          newPassword2: 'other',
        });
        assert.deepEqual(bad.json(), errorBody({ newPassword: AUTH_MESSAGES.passwordLength }));
        const mismatch = await post('user/password', access, {
          currentPassword: PASSWORD,
          newPassword: 'brand-new-77',
          newPassword2: 'brand-new-78',
        });
        assert.deepEqual(mismatch.json(), errorBody({ newPassword2: AUTH_MESSAGES.passwordMismatch }));
        const same = await post('user/password', access, {
          currentPassword: PASSWORD,
          newPassword: PASSWORD,
          newPassword2: PASSWORD,
        });
        assert.deepEqual(same.json(), errorBody({ newPassword: M.samePassword }));
        assert.equal((await login('pat', PASSWORD)).statusCode, 200, 'still the old password');

        const ok = await post('user/password', access, {
          currentPassword: PASSWORD,
          newPassword: 'brand-new-77',
          newPassword2: 'brand-new-77',
        });
        assert.equal(ok.statusCode, 200, ok.body);
        const changed = ok.json<{ message: string; access: string }>();
        assert.equal(changed.message, M.passwordChanged);
        assert.equal((await login('pat', PASSWORD)).statusCode, 401);
        assert.equal((await login('pat', 'brand-new-77')).statusCode, 200);
        const stored = await t.app.db
          .selectFrom('users')
          .select('password_hash')
          .where('username', '=', 'pat')
          .executeTakeFirstOrThrow();
        assert.match(stored.password_hash ?? '', /^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
      });

      it('refuses the tokens issued before the change; the browser that changed it carries on', async () => {
        clock = TEST_NOW;
        const here = await signUp(t, 'quinn');
        const elsewhere = (await login('quinn', PASSWORD)).json<{ access: string; refresh: string }>();
        // Same second as the tokens above: revocation must not depend on the clock moving on.
        const res = await post('user/password', here.access, {
          currentPassword: PASSWORD,
          newPassword: 'brand-new-77',
          newPassword2: 'brand-new-77',
        });
        assert.equal(res.statusCode, 200, res.body);
        const { access } = res.json<{ access: string }>();
        for (const old of [here.access, elsewhere.access]) {
          const refused = await get('getProfile/', old);
          assert.equal(refused.statusCode, 401);
          assert.equal(refused.json<{ error: string }>().error, 'Invalid or expired token');
          assert.equal((await get('flow/all?limit=1', old)).statusCode, 401, 'premium routes too');
        }
        assert.equal((await get('getProfile/', access)).statusCode, 200, 'the fresh token works');
        const refresh = (token: string) =>
          t.request({ method: 'POST', url: '/api/token/refresh/', payload: { refresh: token } });
        assert.equal((await refresh(elsewhere.refresh)).statusCode, 401, 'the other browser is signed out');
        const renewed = await refresh(here.refresh);
        assert.equal(renewed.statusCode, 200, 'this browser keeps its session');
        assert.equal((await get('getProfile/', renewed.json<{ access: string }>().access)).statusCode, 200);
      });

      it('stops guessing after a few wrong current passwords', async () => {
        clock = TEST_NOW;
        const { access } = await signUp(t, 'mallory');
        const attempt = (current: string) =>
          post('user/password', access, {
            currentPassword: current,
            newPassword: 'brand-new-77',
            newPassword2: 'brand-new-77',
          });
        for (let i = 0; i < PASSWORD_ATTEMPTS; i++) assert.equal((await attempt(`guess-${i}-x`)).statusCode, 400);
        assert.equal((await attempt(PASSWORD)).statusCode, 429, 'even the right one waits now');
        assert.equal((await login('mallory', PASSWORD)).statusCode, 200);
      });

      it('explains that an account without a password of its own cannot change one', async () => {
        clock = TEST_NOW;
        const { access } = await signUp(t, 'socialite');
        await t.app.db.updateTable('users').set({ password_hash: null }).where('username', '=', 'socialite').execute();
        const res = await post('user/password', access, {
          currentPassword: 'anything-1',
          newPassword: 'brand-new-77',
          newPassword2: 'brand-new-77',
        });
        assert.deepEqual(res.json(), errorBody({ currentPassword: M.noPassword }));
        assert.equal((await get('user/sessions', access)).json<SessionsOverview>().hasPassword, false);
      });
    });

    describe('sessions', () => {
      it('lists each signed-in browser and signs out everywhere', async () => {
        clock = TEST_NOW;
        const first = await signUp(t, 'sam');
        later(1_000);
        const second = (await login('sam', PASSWORD)).json<{ access: string; refresh: string }>();
        const listed = (await get('user/sessions', second.access)).json<SessionsOverview>();
        assert.equal(listed.sessions.length, 2);
        assert.equal(listed.hasPassword, true);
        // Renewing a session keeps it one session.
        const renewed = await t.request({
          method: 'POST',
          url: '/api/token/refresh/',
          payload: { refresh: second.refresh },
        });
        assert.equal(renewed.statusCode, 200);
        const afterRenewal = (await get('user/sessions', second.access)).json<SessionsOverview>();
        assert.equal(afterRenewal.sessions.length, 2);

        const other = await signUp(t, 'not_sam');
        const res = await post('user/sessions/revoke', first.access);
        assert.equal(res.statusCode, 200);
        assert.deepEqual(res.json(), { revoked: 2, message: M.signedOutEverywhere });
        for (const refresh of [first.refresh, renewed.json<{ refresh: string }>().refresh]) {
          const attempt = await t.request({ method: 'POST', url: '/api/token/refresh/', payload: { refresh } });
          assert.equal(attempt.statusCode, 401);
        }
        // Access tokens end with their sessions, not minutes later at their expiry.
        for (const access of [first.access, second.access, renewed.json<{ access: string }>().access]) {
          const refused = await get('getProfile/', access);
          assert.equal(refused.statusCode, 401);
          assert.equal(refused.json<{ error: string }>().error, 'Invalid or expired token');
        }
        assert.equal((await get('getProfile/', other.access)).statusCode, 200, "other users' tokens still work");
        const again = (await login('sam', PASSWORD)).json<{ access: string }>();
        assert.equal((await get('user/sessions', again.access)).json<SessionsOverview>().sessions.length, 1);
        const untouched = await t.request({
          method: 'POST',
          url: '/api/token/refresh/',
          payload: { refresh: other.refresh },
        });
        assert.equal(untouched.statusCode, 200, "other users' sessions are left alone");
      });
    });

    describe('profile', () => {
      it('updates names, display name and an https avatar without needing a phone number', async () => {
        clock = TEST_NOW;
        const { access } = await signUp(t, 'nina');
        const res = await post('user/profile', access, {
          firstName: ' Nina ',
          lastName: 'Park',
          displayName: 'np',
          avatar: 'https://images.example.com/nina.png',
        });
        assert.equal(res.statusCode, 200, res.body);
        const body = res.json<UserProfile & { message: string }>();
        assert.deepEqual(
          {
            first: body.firstName,
            name: body.name,
            display: body.displayName,
            avatar: body.avatar,
            message: body.message,
          },
          {
            first: 'Nina',
            name: 'Nina Park',
            display: 'np',
            avatar: 'https://images.example.com/nina.png',
            message: 'Profile updated',
          },
        );
        for (const avatar of [
          'http://images.example.com/x.png',
          'javascript:alert(1)',
          'data:image/png;base64,AAAA',
          'https://u:p@x.com/a.png',
        ]) {
          const bad = await post('user/profile', access, { avatar });
          assert.deepEqual(bad.json(), errorBody({ avatar: M.avatar }), avatar);
        }
        const cleared = (await post('user/profile', access, { avatar: '', displayName: '' })).json<UserProfile>();
        assert.equal(cleared.avatar, null);
        assert.equal(cleared.displayName, 'nina');
        assert.equal(cleared.lastName, 'Park');
        assert.deepEqual(
          (await post('user/profile', access, { isAdmin: true })).json(),
          errorBody({ isAdmin: 'Unknown field.' }),
        );
      });
    });
  });
}

for (const backend of backends) {
  describe(`phone verification without an SMS provider on ${backend.name}`, { skip: backend.skip }, () => {
    let t: TestApp;
    before(async () => {
      t = await startTestApp(backend, { smsProvider: null });
    });
    after(async () => {
      await t?.close();
    });

    it('says codes cannot be sent, and has no outbox', async () => {
      const { access } = await signUp(t, 'nosms');
      const res = await t.request({
        method: 'POST',
        url: '/api/user/phone/code',
        headers: bearer(access),
        payload: { phone_number: '+14155552671' },
      });
      assert.equal(res.statusCode, 503);
      assert.deepEqual(res.json(), errorBody(M.smsUnavailable));
      const status = (
        await t.request({ method: 'GET', url: '/api/user/phone', headers: bearer(access) })
      ).json<PhoneStatus>();
      assert.deepEqual({ available: status.available, outbox: status.outbox }, { available: false, outbox: false });
      assert.equal(
        (await t.request({ method: 'GET', url: '/api/user/phone/outbox', headers: bearer(access) })).statusCode,
        404,
      );
    });
  });
}
