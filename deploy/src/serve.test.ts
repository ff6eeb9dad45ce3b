import assert from 'node:assert/strict';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { LOCAL_IDENTITY, NO_THIRD_PARTY_SCRIPTS, THIRD_PARTY_CSP } from '@flowdeck/contract';
import {
  buildSiteServer,
  cacheControlFor,
  contentSecurityPolicy,
  remoteOriginsFromEnv,
  identityFromEnv,
  thirdPartyFromEnv,
} from './serve.js';

/** A policy as directive → sources. */
function parseCsp(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

/** What `policy` allows beyond `base`, per directive. */
function addedSources(policy: string, base: string): Record<string, string[]> {
  const before = parseCsp(base);
  const added: Record<string, string[]> = {};
  for (const [name, sources] of parseCsp(policy)) {
    const extra = sources.filter((source) => !(before.get(name) ?? []).includes(source));
    if (extra.length > 0) added[name] = extra;
  }
  return added;
}

async function siteWithIndex(): Promise<string> {
  const site = await mkdtemp(join(tmpdir(), 'serve-'));
  await writeFile(join(site, 'index.html'), '<html>host</html>');
  return site;
}

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

test('third-party services are off unless their variable is set', () => {
  assert.deepEqual(thirdPartyFromEnv({}), NO_THIRD_PARTY_SCRIPTS);
  assert.deepEqual(thirdPartyFromEnv({ CHAT_APP_ID: 'abc123', AFFILIATE_KEY: '', ANALYTICS_ID: 'G-TEST' }), {
    chatAppId: 'abc123',
    affiliateKey: null,
    analyticsId: 'G-TEST',
  });
});

test('with nothing configured the static server sends a CSP without any vendor source, and says so in env.js', async () => {
  const app = await buildSiteServer({ site: await siteWithIndex(), apiUrl: 'http://api.example/api/' });
  const policy = (await app.inject({ url: '/flow', headers: { accept: 'text/html' } })).headers[
    'content-security-policy'
  ];
  assert.equal(typeof policy, 'string');
  const csp = parseCsp(String(policy));
  assert.deepEqual(csp.get('script-src'), ["'self'"]);
  assert.deepEqual(csp.get('connect-src'), ["'self'", 'http://api.example', 'ws://api.example']);
  assert.deepEqual(csp.get('frame-src'), ["'none'"]);
  assert.equal(csp.has('media-src'), false);
  assert.doesNotMatch(String(policy), /intercom|wdfl|rewardful|google/);

  const env = await app.inject('/env.js');
  assert.equal(env.headers['content-security-policy'], policy);
  assert.match(env.body, /"thirdParty":\{"chatAppId":null,"affiliateKey":null,"analyticsId":null\}/);
  await app.close();
});

test('with one service configured the CSP allows exactly its sources and env.js turns it on', async () => {
  const apiUrl = 'https://app.example/api/';
  const base = contentSecurityPolicy({ apiUrl, identity: null });
  for (const service of ['chatAppId', 'affiliateKey', 'analyticsId'] as const) {
    const thirdParty = { ...NO_THIRD_PARTY_SCRIPTS, [service]: 'id-1' };
    const app = await buildSiteServer({ site: await siteWithIndex(), apiUrl, identity: null, thirdParty });
    const policy = String((await app.inject('/')).headers['content-security-policy']);
    const expected: Record<string, string[]> = { ...THIRD_PARTY_CSP[service] };
    // A directive the base policy leaves to default-src keeps default-src's 'self'.
    for (const name of Object.keys(expected))
      if (!parseCsp(base).has(name)) expected[name] = ["'self'", ...expected[name]!];
    assert.deepEqual(addedSources(policy, base), expected, service);
    // frame-src 'none' gives way to the vendor's frames; nothing else of the base policy is dropped.
    assert.deepEqual(addedSources(base, policy), 'frame-src' in expected ? { 'frame-src': ["'none'"] } : {}, service);
    assert.match((await app.inject('/env.js')).body, new RegExp(`"${service}":"id-1"`));
    await app.close();
  }
});

test('avatars (any https URL) and inline data images are allowed, nothing over plain http', () => {
  const csp = parseCsp(contentSecurityPolicy({ apiUrl: 'https://app.example/api/', identity: null }));
  assert.deepEqual(csp.get('img-src'), ["'self'", 'data:', 'https:']);
});

test('remote code from a CDN (REMOTE_ORIGINS) is allowed as script and fetch, and told to the host in env.js', async () => {
  const remoteOrigins = remoteOriginsFromEnv({ REMOTE_ORIGINS: 'https://cdn.example/, https://cdn2.example' });
  assert.deepEqual(remoteOrigins, ['https://cdn.example', 'https://cdn2.example']);
  assert.throws(() => remoteOriginsFromEnv({ REMOTE_ORIGINS: 'http://cdn.example' }), /must be an https origin/);
  assert.deepEqual(remoteOriginsFromEnv({}), []);
  const apiUrl = 'https://app.example/api/';
  const base = contentSecurityPolicy({ apiUrl, identity: null });
  const app = await buildSiteServer({ site: await siteWithIndex(), apiUrl, identity: null, remoteOrigins });
  const policy = String((await app.inject('/')).headers['content-security-policy']);
  assert.deepEqual(addedSources(policy, base), {
    'script-src': ['https://cdn.example', 'https://cdn2.example'],
    'connect-src': ['https://cdn.example', 'https://cdn2.example'],
  });
  assert.match(
    (await app.inject('/env.js')).body,
    /"remoteOrigins":\["https:\/\/cdn.example","https:\/\/cdn2.example"\]/,
  );
  await app.close();
});
