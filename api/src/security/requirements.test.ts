import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { REQUIREMENTS } from '@flowdeck/contract/abilities';
import Fastify from 'fastify';
import { bearer, pgliteBackend, signUp, startTestApp, TEST_NOW, type TestApp } from '../test/harness.js';
import { requireDeclaredRequirements, type RouteRecord } from './requirements.js';
import { BOT_ADD_ON_REQUIRED } from './subscription.js';
import { createTokenService } from './tokens.js';

describe('named requirements on the API', () => {
  it('refuses to register a route that names no requirement', async () => {
    const app = Fastify();
    const table: RouteRecord[] = [];
    requireDeclaredRequirements(app, table);
    app.get('/declared', { config: { requirement: 'public' } }, async () => ({}));
    assert.throws(() => app.get('/undeclared', async () => ({})), /GET \/undeclared declares no requirement/);
    assert.deepEqual(table, [{ method: 'GET', url: '/declared', requirement: 'public' }]);
    await app.close();
  });

  describe('every endpoint of the app admits exactly who its requirement admits', () => {
    let t: TestApp;
    let guest = '';
    before(async () => {
      t = await startTestApp(pgliteBackend);
      const tokens = createTokenService({
        secret: t.config.jwtSecret,
        accessTokenTtlSeconds: 900,
        now: () => TEST_NOW,
      });
      guest = await tokens.issueGuestToken(1);
    });
    after(async () => {
      await t?.close();
    });

    // A path parameter is filled with a value every route accepts as far as its guard goes.
    const concrete = (url: string) => url.replace(/:[A-Za-z]+/g, 'AAPL');

    it('lists every endpoint, each with a requirement', () => {
      const table = t.app.routeTable;
      assert.ok(table.length >= 50, `only ${table.length} routes recorded`);
      for (const route of table) assert.ok(route.requirement, `${route.method} ${route.url}`);
      assert.ok(table.some((route) => route.url === '/api/flow/:x' && route.requirement === 'readMarketData'));
      assert.ok(table.some((route) => route.url === '/api/chart' && route.requirement === 'searchSymbols'));
    });

    it('answers 401 without credentials unless the requirement admits anyone; guests never reach user routes', async () => {
      for (const route of t.app.routeTable) {
        const url = concrete(route.url);
        const anonymous = await t.request({
          method: route.method as 'GET',
          url,
          payload: route.method === 'GET' ? undefined : {},
        });
        const admitsAnyone = route.requirement !== 'adminToken' && REQUIREMENTS[route.requirement].admits === 'anyone';
        if (admitsAnyone) assert.notEqual(anonymous.statusCode, 401, `${route.method} ${url}: ${anonymous.body}`);
        else assert.equal(anonymous.statusCode, 401, `${route.method} ${url}: ${anonymous.body}`);

        if (route.requirement === 'adminToken' || admitsAnyone) continue;
        const asGuest = await t.request({
          method: route.method as 'GET',
          url,
          headers: { authorization: guest },
          payload: route.method === 'GET' ? undefined : {},
        });
        if (['user', 'botSubscriber'].includes(REQUIREMENTS[route.requirement].admits))
          assert.equal(asGuest.statusCode, 403, `${route.method} ${url} as a guest: ${asGuest.body}`);
        else
          assert.ok(
            ![401, 402, 403].includes(asGuest.statusCode),
            `${route.method} ${url} as a guest: ${asGuest.body}`,
          );
      }
    });

    it("admits to the bot add-on routes exactly the users with bot_sub, as the host's ability does", async () => {
      const botRoutes = t.app.routeTable.filter(
        (route) => route.requirement !== 'adminToken' && REQUIREMENTS[route.requirement].admits === 'botSubscriber',
      );
      assert.ok(botRoutes.length >= 5, `only ${botRoutes.length} bot add-on routes`);
      const { access } = await signUp(t, 'addon_check');
      const call = (route: RouteRecord) =>
        t.request({
          method: route.method as 'GET',
          url: concrete(route.url),
          headers: bearer(access),
          payload: route.method === 'GET' ? undefined : {},
        });
      for (const route of botRoutes) {
        const res = await call(route);
        assert.equal(res.statusCode, 402, `${route.method} ${route.url} without the add-on: ${res.body}`);
        assert.equal(res.json<{ error: string }>().error, BOT_ADD_ON_REQUIRED);
      }
      await t.app.db.updateTable('users').set({ bot_sub: true }).where('username', '=', 'addon_check').execute();
      for (const route of botRoutes) {
        const res = await call(route);
        assert.ok(
          ![401, 402, 403].includes(res.statusCode),
          `${route.method} ${route.url} with the add-on: ${res.body}`,
        );
      }
    });
  });
});
