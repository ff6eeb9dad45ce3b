import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { closedPort } from './test/tcp-proxy.js';
import { bearer, signUp, startTestApp, testBackends, type TestApp } from './test/harness.js';
import { NOTHING_TO_UPDATE } from './modules/account/service.js';
import { IDENTITY_UNREACHABLE_MESSAGE } from './security/identity-provider.js';
import { checkEdgeInput, EDGE_MESSAGES, MAX_EDGE_DEPTH, MAX_EDGE_STRING } from './lib/edge-input.js';

describe('the edge rule for strings (unit)', () => {
  it('normalises to NFC in place, except passwords', () => {
    const body = { name: 'Cafe\u0301', nested: [{ note: 'e\u0301' }], password: 'Cafe\u0301', password2: 'x\u0301' };
    assert.deepEqual(checkEdgeInput(body), {});
    assert.equal(body.name, 'Caf\u00e9');
    assert.equal(body.nested[0]?.note, '\u00e9');
    assert.equal(body.password, 'Cafe\u0301', 'passwords are compared exactly as typed');
    assert.equal(body.password2, 'x\u0301');
  });

  it('names every offending field: NUL, too long, a bad key, too deep', () => {
    let deep: unknown = 'leaf';
    for (let i = 0; i < MAX_EDGE_DEPTH + 1; i++) deep = { d: deep };
    assert.deepEqual(
      checkEdgeInput({ a: 'x\u0000y', list: ['ok', 'z'.repeat(MAX_EDGE_STRING + 1)], 'k\u0000': 1, deep }, 'body'),
      {
        'body.a': EDGE_MESSAGES.nul,
        'body.list.1': EDGE_MESSAGES.tooLong,
        'body.k\\0': EDGE_MESSAGES.nul,
        [`body.deep${'.d'.repeat(MAX_EDGE_DEPTH - 1)}`]: EDGE_MESSAGES.tooDeep,
      },
    );
  });
});

const backends = await testBackends();

for (const backend of backends) {
  describe(`every bad input is a clear 4xx on ${backend.name}`, { skip: backend.skip }, () => {
    let t: TestApp;
    let access: string;
    before(async () => {
      t = await startTestApp(backend);
      ({ access } = await signUp(t, 'edge_user'));
    });
    after(async () => {
      await t?.close();
    });

    const json = (method: 'GET' | 'POST', url: string, payload?: object, auth?: string) =>
      t.request({
        method,
        url: `/api/${url}`,
        headers: { ...(auth ? bearer(auth) : {}), ...(payload ? { 'content-type': 'application/json' } : {}) },
        ...(payload ? { payload: JSON.stringify(payload) } : {}),
      });

    it('refuses a NUL byte anywhere with 400 naming the field, signed in or not', async () => {
      const cases: Array<[Awaited<ReturnType<typeof json>>, string]> = [
        [await json('POST', 'token/', { username: 'edge\u0000user', password: 'x' }), 'username'],
        [
          await json('POST', 'register/', {
            username: 'nul\u0000',
            email: 'nul@example.com',
            password: 'correct-horse-9',
            password2: 'correct-horse-9',
          }),
          'username',
        ],
        [await json('POST', 'token/refresh/', { refresh: 'abc\u0000' }), 'refresh'],
        [await json('GET', 'chart/?searchText=AA%00PL', undefined, access), 'query.searchText'],
        [await json('GET', 'referral/abc%00def'), 'params.code'],
        [await json('GET', 'company-profile/AA%00PL', undefined, access), 'params.x'],
        [await json('GET', 'billing/checkout/cs%00x', undefined, access), 'params.id'],
        [
          await json('POST', 'user/settings/alert-filters', { filters: [{ name: 'big\u0000calls' }] }, access),
          'filters.0.name',
        ],
        [await json('POST', 'user/profile', { displayName: 'Ann\u0000' }, access), 'displayName'],
      ];
      for (const [res, field] of cases) {
        assert.equal(res.statusCode, 400, `${field}: ${res.body}`);
        const body = res.json<{ error: Record<string, string>; message: string }>();
        assert.equal(body.error[field], EDGE_MESSAGES.nul, res.body);
        assert.equal(typeof body.message, 'string');
      }
    });

    it('refuses strings longer than the bound with 400 before any handler runs', async () => {
      const huge = 'a'.repeat(MAX_EDGE_STRING + 1);
      const login = await json('POST', 'token/', { username: huge, password: 'x' });
      assert.equal(login.statusCode, 400);
      assert.equal(login.json<{ error: Record<string, string> }>().error['username'], EDGE_MESSAGES.tooLong);
      const search = await json('GET', `chart/?searchText=${huge}`, undefined, access);
      assert.equal(search.statusCode, 400);
    });

    it('answers POST user/profile {} with 400 in the spec shape, changing nothing', async () => {
      const res = await json('POST', 'user/profile', {}, access);
      assert.equal(res.statusCode, 400, res.body);
      assert.deepEqual(res.json(), { error: { non_field_errors: NOTHING_TO_UPDATE }, message: NOTHING_TO_UPDATE });
      const named = await json('POST', 'user/profile', { displayName: 'Edge' }, access);
      assert.equal(named.statusCode, 200, 'one field is enough');
    });
  });
}

describe('identity provider unreachable', () => {
  let t: TestApp;
  before(async () => {
    const [pglite] = backends;
    assert.ok(pglite);
    t = await startTestApp(pglite, {
      identity: { projectId: 'demo-flowdeck', emulatorHost: `127.0.0.1:${await closedPort()}`, checkRevoked: true },
    });
  });
  after(async () => {
    await t?.close();
  });

  // A Firebase-shaped ID token (the emulator's unsigned kind); verifying it needs the provider.
  const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const idToken = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({
    iss: 'https://securetoken.google.com/demo-flowdeck',
    aud: 'demo-flowdeck',
    sub: 'uid-1',
    user_id: 'uid-1',
    iat: now,
    exp: now + 3600,
    auth_time: now,
    firebase: { sign_in_provider: 'google.com' },
  })}.`;

  it('answers 503 with a clear message to social sign-in and to a guarded route, not 500', async () => {
    const signIn = await t.request({
      method: 'POST',
      url: '/api/user/social-auth',
      payload: { idToken, type: 'google' },
    });
    assert.equal(signIn.statusCode, 503, signIn.body);
    assert.equal(signIn.json<{ error: string }>().error, IDENTITY_UNREACHABLE_MESSAGE);
    const me = await t.request({ method: 'GET', url: '/api/user/me', headers: bearer(idToken) });
    assert.equal(me.statusCode, 503, me.body);
  });
});
