import assert from 'node:assert/strict';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { LOCAL_IDENTITY } from '@flowdeck/contract';
import { buildSiteServer, cacheControlFor, identityFromEnv } from './serve.js';

test('cache policy: versioned remotes and hashed chunks forever, everything else revalidated', () => {
  assert.equal(cacheControlFor('/mf/tools/1.0.0/remoteEntry.js'), 'public, max-age=31536000, immutable');
  assert.equal(cacheControlFor('/231.fcebd2ff.js'), 'public, max-age=31536000, immutable');
  assert.equal(cacheControlFor('/main.js'), 'no-cache');
  assert.equal(cacheControlFor('/registry.json'), 'no-cache');
  assert.equal(cacheControlFor('/index.html'), 'no-cache');
});

test('the server serves files with their policy, SPA routes with the host HTML, and 404s missing files', async () => {
  const site = await mkdtemp(join(tmpdir(), 'serve-'));
  await writeFile(join(site, 'index.html'), '<html>host</html>');
  await writeFile(join(site, 'registry.json'), '{"revision":1}');
  await mkdir(join(site, 'mf', 'tools', '1.0.0'), { recursive: true });
  await writeFile(join(site, 'mf', 'tools', '1.0.0', 'remoteEntry.js'), '/* entry */');
  const app = await buildSiteServer({ site, apiUrl: 'http://api.example/api/' });

  const registry = await app.inject('/registry.json');
  assert.equal(registry.headers['cache-control'], 'no-cache');
  assert.ok(registry.headers.etag);

  const entry = await app.inject('/mf/tools/1.0.0/remoteEntry.js');
  assert.equal(entry.statusCode, 200);
  assert.equal(entry.headers['cache-control'], 'public, max-age=31536000, immutable');

  const route = await app.inject({ url: '/politicians?party=D', headers: { accept: 'text/html' } });
  assert.equal(route.body, '<html>host</html>');
  assert.equal(route.headers['cache-control'], 'no-cache');

  assert.equal((await app.inject('/mf/tools/2.0.0/remoteEntry.js')).statusCode, 404);
  assert.equal((await app.inject({ url: '/missing.js', headers: { accept: 'text/html' } })).statusCode, 404);

  const env = await app.inject('/env.js');
  assert.match(env.body, /"apiUrl":"http:\/\/api.example\/api\/"/);
  assert.match(env.body, /"identity":null/);
  await app.close();
});

test('social sign-in uses the local emulator unless a Firebase project is configured or it is turned off', () => {
  assert.deepEqual(identityFromEnv({}), LOCAL_IDENTITY);
  assert.equal(
    identityFromEnv({ FIREBASE_AUTH_EMULATOR_URL: 'http://127.0.0.1:9399' })?.emulatorUrl,
    'http://127.0.0.1:9399',
  );
  assert.equal(identityFromEnv({ SOCIAL_SIGN_IN: 'off' }), null);
  assert.deepEqual(
    identityFromEnv({
      FIREBASE_PROJECT_ID: 'flowdeck-prod',
      FIREBASE_API_KEY: 'k',
      FIREBASE_AUTH_DOMAIN: 'auth.example.com',
    }),
    { apiKey: 'k', authDomain: 'auth.example.com', projectId: 'flowdeck-prod' },
  );
  assert.throws(() => identityFromEnv({ FIREBASE_PROJECT_ID: 'flowdeck-prod' }), /FIREBASE_API_KEY/);
});
