/**
 * Fault injection on the real identity provider (issue 22): the Firebase Auth emulator sits behind a TCP proxy
 * this test controls, cut and restored while social and password accounts sign in and write.
 *
 * - While the provider is gone, what needs it answers 503 with a clear message (never 500 or 401), and
 *   everything that does not need it goes on: password sign-in and a password account's writes.
 * - Once it is back, social sign-in and Firebase bearer tokens work again by themselves.
 * - Every acknowledged write is in the database, and nothing goes unhandled.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { IDENTITY_UNREACHABLE_MESSAGE } from '../../security/identity-provider.js';
import { startTestEmulator, type TestEmulator } from '../../test/auth-emulator.js';
import { bearer, pgliteBackend, signUp, startTestApp, type TestApp } from '../../test/harness.js';
import { startTcpProxy, type TcpProxy } from '../../test/tcp-proxy.js';
import { eventually } from '../../test/eventually.js';

const PASSWORD = 'correct-horse-9';
const ACCOUNT = 'IdentityOutage';

describe('the identity provider cut and restored under sign-in and write traffic', () => {
  let emulator: TestEmulator;
  let proxy: TcpProxy;
  let t: TestApp;
  const unhandled: unknown[] = [];
  const onUnhandled = (reason: unknown) => unhandled.push(reason);

  before(async () => {
    process.on('unhandledRejection', onUnhandled);
    emulator = await startTestEmulator();
    const [host, port] = emulator.host.split(':');
    proxy = await startTcpProxy({ host: host ?? '127.0.0.1', port: Number(port) });
    // Revocation is checked on every token: each verification asks the provider.
    t = await startTestApp(pgliteBackend, {
      identity: { projectId: emulator.projectId, emulatorHost: `127.0.0.1:${proxy.port}`, checkRevoked: true },
    });
  });
  after(async () => {
    await t?.close();
    await proxy?.close();
    await emulator?.stop();
    process.off('unhandledRejection', onUnhandled);
  });

  it('answers 503 to what needs the provider, keeps password accounts signing in and writing, recovers by itself', async (context) => {
    const socialSignIn = (idToken: string) =>
      t.request({ method: 'POST', url: '/api/user/social-auth', payload: { idToken, type: 'google' } });
    const idToken = await emulator.providerToken('google.com', {
      sub: `g-outage-${process.pid}`,
      email: `outage.${process.pid}@example.com`,
      name: 'Outage Tester',
    });
    assert.equal((await socialSignIn(idToken)).statusCode, 200, 'a Google account signs up');
    const socialMe = async () =>
      (await t.request({ method: 'GET', url: '/api/user/me', headers: bearer(idToken) })).statusCode;
    assert.equal(await socialMe(), 200);

    const { access } = await signUp(t, `idp_${process.pid}`, PASSWORD);
    const passwordSignIn = async () =>
      (
        await t.request({
          method: 'POST',
          url: '/api/token/',
          payload: { username: `idp_${process.pid}`, password: PASSWORD },
        })
      ).statusCode;
    const base = Date.parse('2025-06-05T14:00:00Z');
    let sent = 0;
    const acknowledged: string[] = [];
    const write = async () => {
      const executedAt = new Date(base + sent++ * 1_000).toISOString();
      const answer = await t.request({
        method: 'POST',
        url: '/api/journal/executions',
        headers: bearer(access),
        payload: { account: ACCOUNT, executedAt, symbol: 'MSFT', side: 'buy', quantity: 1, price: 400 },
      });
      if (answer.statusCode === 201) acknowledged.push(executedAt);
      return answer.statusCode;
    };

    const during = { social: [] as number[], password: [] as number[], writes: [] as number[] };
    const cycles = 2;
    for (let cycle = 0; cycle < cycles; cycle++) {
      proxy.cut();
      for (let round = 0; round < 5; round++) {
        const [signIn, me, password, written] = await Promise.all([
          socialSignIn(idToken),
          socialMe(),
          passwordSignIn(),
          write(),
        ]);
        assert.equal(signIn.statusCode, 503, signIn.body);
        assert.equal(signIn.json<{ error: string }>().error, IDENTITY_UNREACHABLE_MESSAGE);
        during.social.push(signIn.statusCode, me);
        during.password.push(password);
        during.writes.push(written);
      }
      proxy.restore();
      await eventually(async () => (await socialMe()) === 200, 15_000, 'a Firebase token accepted again');
      assert.equal((await socialSignIn(idToken)).statusCode, 200, 'social sign-in works again');
    }
    assert.deepEqual([...new Set(during.social)], [503], 'what needs the provider answered 503 while it was gone');
    assert.deepEqual([...new Set(during.password)], [200], 'password sign-in went on');
    assert.deepEqual([...new Set(during.writes)], [201], 'a password account kept writing');
    for (let i = 0; i < 3; i++) assert.equal(await write(), 201);
    assert.deepEqual(unhandled, [], 'nothing went unhandled');

    const rows = await t.app.db
      .selectFrom('journal_executions')
      .select('executed_at')
      .where('account', '=', ACCOUNT)
      .execute();
    const found = new Set(rows.map((row) => new Date(row.executed_at).toISOString()));
    assert.deepEqual(
      acknowledged.filter((at) => !found.has(at)),
      [],
      'no acknowledged write lost',
    );
    assert.equal(found.size, acknowledged.length, 'nothing written that was not acknowledged');
    context.diagnostic(
      `identity provider cut: cuts ${proxy.cuts}, social requests during ${during.social.length} (all 503), ` +
        `password sign-ins during ${during.password.length}, writes ${sent}, acknowledged ${acknowledged.length}, ` +
        `found ${found.size}`,
    );
  });
});
