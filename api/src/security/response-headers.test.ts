import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { bearer, signUp, startTestApp, testBackends, type TestApp } from '../test/harness.js';

const [pglite] = await testBackends();

describe('response headers', () => {
  let t: TestApp;
  before(async () => {
    assert.ok(pglite);
    t = await startTestApp(pglite);
  });
  after(async () => {
    await t?.close();
  });

  it('token answers are never cached, and no answer may be content-sniffed', async () => {
    const pair = await signUp(t, 'headers_user');
    const login = await t.request({
      method: 'POST',
      url: '/api/token/',
      payload: { username: 'headers_user', password: 'correct-horse-9' },
    });
    const renewed = await t.request({ method: 'POST', url: '/api/token/refresh/', payload: { refresh: pair.refresh } });
    for (const res of [login, renewed]) {
      assert.equal(res.statusCode, 200, res.body);
      assert.equal(res.headers['cache-control'], 'no-store');
    }
    const answers = [
      login,
      await t.request({ method: 'GET', url: '/api/health' }),
      await t.request({ method: 'GET', url: '/api/user/me', headers: bearer(pair.access) }),
      await t.request({ method: 'GET', url: '/api/nowhere' }),
      await t.request({
        method: 'POST',
        url: '/api/token/',
        payload: '{',
        headers: { 'content-type': 'application/json' },
      }),
    ];
    for (const res of answers) assert.equal(res.headers['x-content-type-options'], 'nosniff', res.body);
    assert.equal(answers[2]?.headers['cache-control'], 'no-store', 'personal data is not cached either');
  });
});
