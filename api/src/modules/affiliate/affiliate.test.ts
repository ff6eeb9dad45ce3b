import assert from 'node:assert/strict';
import { errorBody } from '../../errors.js';
import { after, before, describe, it } from 'node:test';
import type { AffiliateSummary, CheckoutStart } from '@flowdeck/api-types';
import { bearer, signUp, startTestApp, TEST_APP_ORIGIN, testBackends, type TestApp } from '../../test/harness.js';
import { COMMISSION_RATE, commissionCents } from './commission.js';
import { maskName, referrerName, UNKNOWN_CODE, UNNAMED_REFERRER } from './service.js';

const backends = await testBackends();
const PASSWORD = 'correct-horse-9';
const VISA = { cardNumber: '4242424242424242', expiry: '12/34', cvc: '123', name: 'A Buyer' };

describe('affiliate helpers', () => {
  it('masks referred names and introduces referrers by display name, else first name and initial', () => {
    assert.equal(maskName('jonathan'), 'j•••n');
    assert.equal(maskName('al'), 'a•••');
    assert.equal(maskName(''), '•••');
    const base = { display_name: null, first_name: '', last_name: '', username: 'ann_l' };
    assert.equal(referrerName(base), UNNAMED_REFERRER, 'never the username');
    assert.equal(referrerName({ ...base, first_name: 'Ann', last_name: 'Lee' }), 'Ann L.');
    assert.equal(referrerName({ ...base, first_name: 'Ann', display_name: ' Annie ' }), 'Annie');
  });

  it('pays the commission rate on each payment, rounded down', () => {
    assert.equal(COMMISSION_RATE, 0.3);
    assert.equal(commissionCents(4_900), 1_470);
    assert.equal(commissionCents(1_999), 599);
    assert.equal(commissionCents(0), 0);
  });
});

for (const backend of backends) {
  describe(`affiliate on ${backend.name}`, { skip: backend.skip }, () => {
    let t: TestApp;
    before(async () => {
      t = await startTestApp(backend);
    });
    after(async () => {
      await t?.close();
    });

    const summary = async (access: string) =>
      (await t.request({ method: 'GET', url: '/api/affiliate', headers: bearer(access) })).json<AffiliateSummary>();

    async function register(username: string, via?: string): Promise<string> {
      const res = await t.request({
        method: 'POST',
        url: '/api/register/',
        payload: {
          username,
          email: `${username}@example.com`,
          password: PASSWORD,
          password2: PASSWORD,
          ...(via ? { via } : {}),
        },
      });
      assert.equal(res.statusCode, 201, res.body);
      const login = await t.request({
        method: 'POST',
        url: '/api/token/',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ username, password: PASSWORD }).toString(),
      });
      return login.json<{ access: string }>().access;
    }

    async function buy(access: string, planId: string): Promise<void> {
      const start = await t.request({
        method: 'POST',
        url: '/api/billing/checkout',
        headers: bearer(access),
        payload: { planId },
      });
      const { checkoutId } = start.json<CheckoutStart>();
      const paid = await t.request({
        method: 'POST',
        url: `/api/billing/checkout/${checkoutId}/pay`,
        headers: bearer(access),
        payload: VISA,
      });
      assert.equal(paid.statusCode, 200, paid.body);
    }

    it('counts referred sign-ups, paid conversions and the commission earned on their payments', async () => {
      const { access } = await signUp(t, 'referrer');
      const empty = await summary(access);
      assert.match(empty.code, /^[a-z0-9]{8}$/);
      assert.equal(empty.link, `${TEST_APP_ORIGIN}/refer?via=${empty.code}`);
      assert.deepEqual(
        {
          signups: empty.signups,
          conversions: empty.conversions,
          earned: empty.earnedCents,
          referrals: empty.referrals,
        },
        { signups: 0, conversions: 0, earned: 0, referrals: [] },
      );

      const buyer = await register('jonathan', empty.code);
      await register('browsing_bo', empty.code);
      await register('stranger', undefined);
      await register('mistyped', 'nosuchcode');
      await buy(buyer, 'flowdeck_monthly');
      await buy(buyer, 'flowdeck_bot_monthly');
      // A second bot subscription cannot be bought, so it cannot earn a second commission either.
      const start = await t.request({
        method: 'POST',
        url: '/api/billing/checkout',
        headers: bearer(buyer),
        payload: { planId: 'flowdeck_bot_yearly' },
      });
      assert.equal(start.statusCode, 400, 'the bot is already running');

      const after = await summary(access);
      assert.equal(after.signups, 2);
      assert.equal(after.conversions, 1);
      assert.equal(after.earnedCents, commissionCents(4_900) + commissionCents(1_900));
      assert.deepEqual(after.referrals.map((r) => [r.name, r.converted, r.paidCents, r.commissionCents]).sort(), [
        ['b•••o', false, 0, 0],
        ['j•••n', true, 6_800, 1_470 + 570],
      ]);
      // The buyer's own page shows nobody.
      assert.equal((await summary(buyer)).signups, 0);
    });

    it('tells /refer who a valid code belongs to, and nothing about other codes', async () => {
      const { access } = await signUp(t, 'ann_lee');
      const { code } = await summary(access);
      const found = await t.request({ method: 'GET', url: `/api/referral/${code}` });
      assert.equal(found.statusCode, 200);
      assert.deepEqual(found.json(), { code, name: UNNAMED_REFERRER }, 'the username is never shown');
      assert.equal(
        (
          await t.request({
            method: 'POST',
            url: '/api/user/profile',
            headers: bearer(access),
            payload: { displayName: 'Ann' },
          })
        ).statusCode,
        200,
      );
      assert.deepEqual((await t.request({ method: 'GET', url: `/api/referral/${code}` })).json(), {
        code,
        name: 'Ann',
      });
      for (const bad of ['nosuchcode', '%3Cscript%3E', 'x']) {
        const res = await t.request({ method: 'GET', url: `/api/referral/${bad}` });
        assert.equal(res.statusCode, 404, bad);
        assert.deepEqual(res.json(), errorBody(UNKNOWN_CODE));
      }
      assert.equal((await t.request({ method: 'GET', url: '/api/affiliate' })).statusCode, 401);
    });
  });
}
