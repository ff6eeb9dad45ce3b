import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { issueAdminToken } from './admin-token.js';
import { createSessionRevocations, SESSION_LIVE_CACHE_MS } from './session-revocation.js';
import { DEV_JWT_SECRET } from '../config.js';
import { bearer, signUp, startTestApp, TEST_NOW, testBackends, type TestApp } from '../test/harness.js';

describe('the session revocation cache', () => {
  it('asks the database once per window for a live session, never again for a revoked one', async () => {
    let clock = 0;
    const asked: string[] = [];
    const revokedInDb = new Set<string>();
    const sessions = createSessionRevocations(
      async (id) => {
        asked.push(id);
        return revokedInDb.has(id);
      },
      () => clock,
    );
    assert.equal(await sessions.isRevoked('a'), false);
    assert.equal(await sessions.isRevoked('a'), false);
    assert.deepEqual(asked, ['a'], 'the hot path is served from the cache');
    // Another process revoked it: seen once the cached answer expires.
    revokedInDb.add('a');
    clock += SESSION_LIVE_CACHE_MS;
    assert.equal(await sessions.isRevoked('a'), true);
    assert.equal(await sessions.isRevoked('a'), true);
    assert.deepEqual(asked, ['a', 'a']);
    // Revoked by this process: refused at once, cache or not.
    assert.equal(await sessions.isRevoked('b'), false);
    sessions.revoked('b');
    assert.equal(await sessions.isRevoked('b'), true);
    assert.deepEqual(asked, ['a', 'a', 'b']);
  });
});

const backends = await testBackends();
for (const backend of backends) {
  describe(`access tokens end with their session on ${backend.name}`, { skip: backend.skip }, () => {
    let t: TestApp;
    before(async () => {
      t = await startTestApp(backend);
    });
    after(async () => {
      await t?.close();
    });
    const me = (access: string) => t.request({ method: 'GET', url: '/api/user/me', headers: bearer(access) });
    const refresh = (token: string) =>
      t.request({ method: 'POST', url: '/api/token/refresh/', payload: { refresh: token } });

    it('after logout the access token is refused at once; another browser carries on', async () => {
      const first = await signUp(t, 'sess_logout');
      const login = await t.request({
        method: 'POST',
        url: '/api/token/',
        payload: { username: 'sess_logout', password: 'correct-horse-9' },
      });
      const other = login.json<{ access: string }>();
      assert.equal((await me(first.access)).statusCode, 200);
      const out = await t.request({
        method: 'POST',
        url: '/api/logout/',
        headers: { ...bearer(first.access), 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ refresh_token: first.refresh }).toString(),
      });
      assert.equal(out.statusCode, 200, out.body);
      assert.equal((await me(first.access)).statusCode, 401);
      assert.equal((await me(other.access)).statusCode, 200, 'only that session ended');
    });

    it('refresh-token reuse ends the session: the token minted from the stolen refresh token stops too', async () => {
      const victim = await signUp(t, 'sess_reuse');
      // The thief rotates the stolen refresh token first and gets a fresh access token.
      const stolen = (await refresh(victim.refresh)).json<{ access: string; refresh: string }>();
      assert.equal((await me(stolen.access)).statusCode, 200);
      // The victim's browser presents the spent token: reuse detected, the family is revoked.
      assert.equal((await refresh(victim.refresh)).statusCode, 401);
      assert.equal((await me(stolen.access)).statusCode, 401, "the thief's access token is refused");
      assert.equal((await me(victim.access)).statusCode, 401);
      assert.equal((await refresh(stolen.refresh)).statusCode, 401);
    });

    it('an administrator revokes one session by its id', async () => {
      const target = await signUp(t, 'sess_admin');
      const second = (
        await t.request({
          method: 'POST',
          url: '/api/token/',
          payload: { username: 'sess_admin', password: 'correct-horse-9' },
        })
      ).json<{ access: string }>();
      const listed = await t.request({ method: 'GET', url: '/api/user/sessions', headers: bearer(target.access) });
      const sessions = listed.json<{ sessions: Array<{ id: string }> }>().sessions;
      assert.equal(sessions.length, 2);
      // The newest first: the second sign-in; revoke the first.
      const firstId = sessions[1]?.id;
      assert.ok(firstId);
      const refused = await t.request({
        method: 'POST',
        url: '/api/admin/sessions/revoke',
        payload: { sessionId: firstId },
      });
      assert.equal(refused.statusCode, 401, 'admins only');
      const res = await t.request({
        method: 'POST',
        url: '/api/admin/sessions/revoke',
        headers: bearer(await issueAdminToken(DEV_JWT_SECRET, TEST_NOW)),
        payload: { sessionId: firstId },
      });
      assert.equal(res.statusCode, 200, res.body);
      assert.equal((await me(target.access)).statusCode, 401);
      assert.equal((await me(second.access)).statusCode, 200);
      assert.equal((await refresh(target.refresh)).statusCode, 401, 'the session cannot renew either');
    });
  });
}
