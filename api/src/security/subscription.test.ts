import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DEV_JWT_SECRET } from '../config.js';
import { bearer, signUp, startTestApp, TEST_NOW, testBackends, type TestApp } from '../test/harness.js';
import { issueAdminToken } from './admin-token.js';
import { accessEndedMessage, accessHasEnded, formatAccessDate, SUBSCRIPTION_REQUIRED } from './subscription.js';
import { createTokenService } from './tokens.js';

const DAY_MS = 86_400_000;
const PASSWORD = 'correct-horse-9';

describe('access dates', () => {
  it('formats the end date as the message shows it, without shifting the day', () => {
    assert.equal(formatAccessDate('2025-06-20'), 'Jun 20, 2025');
    assert.equal(formatAccessDate('2024-12-31'), 'Dec 31, 2024');
    assert.equal(accessEndedMessage('2025-01-05'), 'Your access ended on Jan 5, 2025. Subscribe to continue.');
  });

  it('keeps access through the whole end date', () => {
    assert.equal(accessHasEnded('2025-06-20', '2025-06-20'), false);
    assert.equal(accessHasEnded('2025-06-20', '2025-06-21'), true);
    assert.equal(accessHasEnded('2025-06-20', '2025-06-19'), false);
  });
});

const backends = await testBackends();

for (const backend of backends) {
  describe(`subscription gate on ${backend.name}`, { skip: backend.skip }, () => {
    let t: TestApp;
    let clock = TEST_NOW;
    let politicianId = '';
    // Registered at TEST_NOW (2025-06-13) on a 7-day trial: access through 2025-06-20.
    const trialEnd = '2025-06-20';

    before(async () => {
      t = await startTestApp(backend, {}, () => clock);
      const pair = await signUp(t, 'lapsed', PASSWORD);
      const list = await t.request({ method: 'GET', url: '/api/politician/politicians', headers: bearer(pair.access) });
      politicianId = list.json<{ items: Array<{ id: string }> }>().items[0]?.id ?? '';
      assert.ok(politicianId);
    });
    after(async () => {
      await t?.close();
    });

    async function login(username: string): Promise<string> {
      const res = await t.request({ method: 'POST', url: '/api/token/', payload: { username, password: PASSWORD } });
      assert.equal(res.statusCode, 200, res.body);
      return res.json<{ access: string }>().access;
    }

    const premiumPaths = () => [
      'company-profile/AAPL',
      'politician/count',
      'politician/trades?pageSize=5',
      'politician/politicians',
      `politician/${politicianId}`,
      'flow/all?limit=5',
      'flow/guages',
      'darkpool/all?limit=5',
      'net-flow?ticker=SPY',
      'gamma-exposure?ticker=SPY',
      'biggestMovers/gainers',
    ];
    const openGets = [
      'chart/?searchText=aap',
      'user/me',
      'getProfile/',
      'user/settings/alert-filters',
      'user/settings/dashboard-config',
    ];
    const get = (path: string, headers: Record<string, string>) =>
      t.request({ method: 'GET', url: `/api/${path}`, headers });

    it('lets a user in through the last day of access', async () => {
      clock = new Date(`${trialEnd}T23:59:00Z`);
      const access = await login('lapsed');
      for (const path of premiumPaths()) assert.equal((await get(path, bearer(access))).statusCode, 200, path);
    });

    it('answers 402 with the end date on premium data once access has ended, keeping account calls open', async () => {
      clock = new Date(TEST_NOW.getTime() + 30 * DAY_MS);
      const access = await login('lapsed');
      for (const path of premiumPaths()) {
        const res = await get(path, bearer(access));
        assert.equal(res.statusCode, 402, path);
        assert.deepEqual(res.json(), {
          error: SUBSCRIPTION_REQUIRED,
          message: 'Your access ended on Jun 20, 2025. Subscribe to continue.',
        });
      }
      for (const path of openGets) assert.equal((await get(path, bearer(access))).statusCode, 200, path);
      const update = await t.request({
        method: 'POST',
        url: '/api/user/update',
        headers: bearer(access),
        payload: { phone_number: '+14155552671' },
      });
      assert.equal(update.statusCode, 200);
    });

    it('lets a user on a trial and a guest through, and still asks anonymous callers to sign in', async () => {
      clock = new Date(TEST_NOW.getTime() + 30 * DAY_MS);
      await signUp(t, 'trial', PASSWORD);
      const access = await login('trial');
      const guest = await createTokenService({
        secret: DEV_JWT_SECRET,
        accessTokenTtlSeconds: 60,
        now: () => clock,
      }).issueGuestToken(1);
      for (const path of premiumPaths()) {
        assert.equal((await get(path, bearer(access))).statusCode, 200, path);
        assert.equal((await get(path, { authorization: guest })).statusCode, 200, path);
        assert.equal((await get(path, {})).statusCode, 401, path);
      }
    });

    it('opens premium data again after a grant', async () => {
      clock = new Date(TEST_NOW.getTime() + 30 * DAY_MS);
      const access = await login('lapsed');
      assert.equal((await get('company-profile/AAPL', bearer(access))).statusCode, 402);
      const granted = await t.request({
        method: 'POST',
        url: '/api/admin/grant',
        headers: bearer(await issueAdminToken(DEV_JWT_SECRET, clock)),
        payload: { username: 'lapsed', days: 30 },
      });
      assert.equal(granted.statusCode, 200, granted.body);
      assert.equal((await get('company-profile/AAPL', bearer(access))).statusCode, 200);
    });
  });
}
