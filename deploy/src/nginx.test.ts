import assert from 'node:assert/strict';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { LOCAL_IDENTITY, NO_THIRD_PARTY_SCRIPTS, THIRD_PARTY_CSP } from '@flowdeck/contract';
import { BROTLI_MODULE, NGINX_TEMPLATE, nginxOptionsFromEnv, renderNginxConfig, writeNginxSite } from './nginx.js';
import { contentSecurityPolicy, envScript, runtimeEnvFor } from './serve.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';

test('the CSP allows the app, its API and socket, and the identity provider only when configured', () => {
  const off = contentSecurityPolicy({ apiUrl: 'https://app.example/api/', identity: null });
  assert.match(off, /script-src 'self'(;|$)/);
  assert.match(off, /connect-src 'self' https:\/\/app\.example wss:\/\/app\.example;/);
  assert.match(off, /frame-src 'none'/);
  assert.doesNotMatch(off, /9099|googleapis/);

  const emulator = contentSecurityPolicy({ apiUrl: 'http://localhost:8080/api/', identity: LOCAL_IDENTITY });
  assert.match(
    emulator,
    /connect-src 'self' http:\/\/localhost:8080 ws:\/\/localhost:8080 http:\/\/127\.0\.0\.1:9099;/,
  );

  const firebase = contentSecurityPolicy({
    apiUrl: 'https://api.example/api/',
    identity: { apiKey: 'k', authDomain: 'flowdeck.firebaseapp.com', projectId: 'flowdeck' },
  });
  assert.match(firebase, /https:\/\/identitytoolkit\.googleapis\.com/);
  assert.match(firebase, /frame-src https:\/\/flowdeck\.firebaseapp\.com/);
});

test('every placeholder is filled and the upstreams are listed', async () => {
  const config = renderNginxConfig(await readFile(NGINX_TEMPLATE, 'utf8'), {
    site: '/srv/site',
    listen: 8080,
    upstreams: ['10.0.0.1:8000', '10.0.0.2:8000'],
    apiUrl: 'http://localhost:8080/api/',
    identity: null,
    dir: '/var/run/flowdeck',
    brotli: false,
  });
  assert.doesNotMatch(config, /\{\{/);
  assert.match(config, /server 10\.0\.0\.1:8000 /);
  assert.match(config, /server 10\.0\.0\.2:8000 /);
  assert.doesNotMatch(config, /brotli on/);
  assert.throws(() => renderNginxConfig('{{NOPE}}', { ...baseOptions(), upstreams: ['a:1'] }), /unknown placeholder/);
  assert.throws(() => renderNginxConfig('', { ...baseOptions(), upstreams: [] }), /at least one API process/);
});

/** The policy nginx sends, read back from the rendered config. */
function renderedCsp(config: string): string {
  const match = /add_header Content-Security-Policy "([^"]*)" always;/.exec(config);
  assert.ok(match, 'the config sends a Content-Security-Policy');
  return match[1]!;
}

test('the CSP nginx sends lists no vendor with nothing configured and exactly the configured vendor otherwise', async () => {
  const template = await readFile(NGINX_TEMPLATE, 'utf8');
  const options = { ...baseOptions(), upstreams: ['a:1'], apiUrl: 'https://app.example/api/', brotli: false };
  const off = renderedCsp(renderNginxConfig(template, options));
  assert.equal(off, contentSecurityPolicy({ apiUrl: options.apiUrl, identity: null }));
  assert.doesNotMatch(off, /intercom|wdfl|rewardful|google/);
  assert.match(off, /img-src 'self' data: https:;/);

  const affiliate = renderedCsp(
    renderNginxConfig(template, { ...options, thirdParty: { ...NO_THIRD_PARTY_SCRIPTS, affiliateKey: 'rw-key' } }),
  );
  const [script, connect] = [THIRD_PARTY_CSP.affiliateKey['script-src'], THIRD_PARTY_CSP.affiliateKey['connect-src']];
  assert.match(affiliate, new RegExp(`script-src 'self' ${script!.join(' ')};`));
  assert.match(
    affiliate,
    new RegExp(`connect-src 'self' https://app\\.example wss://app\\.example ${connect!.join(' ')};`),
  );
  assert.equal(affiliate.replace(` ${script!.join(' ')}`, '').replace(` ${connect!.join(' ')}`, ''), off);
});

test('the third-party services come from the environment, into both env.js and the CSP', () => {
  const options = nginxOptionsFromEnv({ ANALYTICS_ID: 'G-TEST', SOCIAL_SIGN_IN: 'off' });
  assert.deepEqual(options.thirdParty, { ...NO_THIRD_PARTY_SCRIPTS, analyticsId: 'G-TEST' });
  assert.match(envScript(runtimeEnvFor(options)), /"analyticsId":"G-TEST"/);
  assert.match(contentSecurityPolicy(options), /script-src 'self' https:\/\/www\.googletagmanager\.com;/);
});

test('NGINX_BROTLI=off renders a config without the brotli module, for an nginx that lacks it', async () => {
  const template = await readFile(NGINX_TEMPLATE, 'utf8');
  const off = renderNginxConfig(template, nginxOptionsFromEnv({ NGINX_BROTLI: 'off', SOCIAL_SIGN_IN: 'off' }));
  assert.doesNotMatch(off, /load_module|brotli on/);
  const on = renderNginxConfig(template, { ...nginxOptionsFromEnv({ SOCIAL_SIGN_IN: 'off' }), brotli: true });
  assert.match(on, /load_module \S+ngx_http_brotli_filter_module\.so;/);
  assert.match(on, /brotli on;/);
});

function baseOptions() {
  return { site: '/s', listen: 1, upstreams: [], apiUrl: 'http://x/api/', identity: null, dir: '/d' };
}

const nginxMissing = spawnSync('nginx', ['-v']).error ? 'nginx is not installed' : false;
/**
 * `npm test` installs Debian's brotli module with nginx, so in CI a missing module fails the run; a developer
 * machine without it skips only the brotli check.
 */
const brotliMissing = (() => {
  if (existsSync(BROTLI_MODULE)) return false;
  if (process.env.CI) throw new Error(`${BROTLI_MODULE} is missing: apt-get install libnginx-mod-http-brotli-filter`);
  return 'the nginx brotli module is not installed (apt-get install libnginx-mod-http-brotli-filter)';
})();

async function listen(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

describe('Debian nginx serving a site', { skip: nginxMissing }, () => {
  let base = '';
  let nginx: ChildProcess;
  const apis: Server[] = [];
  const site = join(tmpdirSync(), 'site');

  before(async () => {
    await mkdir(join(site, 'mf', 'tools', '1.0.0'), { recursive: true });
    await writeFile(join(site, 'index.html'), '<html>host</html>');
    await writeFile(join(site, 'main.js'), `/* host */ ${'console.log(1);'.repeat(200)}`);
    await writeFile(join(site, '231.fcebd2ff.js'), '/* chunk */');
    await writeFile(join(site, 'registry.json'), '{"revision":1}');
    await writeFile(join(site, '.registry.lock'), 'secret');
    await writeFile(
      join(site, 'mf', 'tools', '1.0.0', 'remoteEntry.js'),
      `/* entry */ ${'self.entry = 1;'.repeat(100)}`,
    );
    const ports: number[] = [];
    for (const name of ['one', 'two']) {
      const server = createServer((request, response) => {
        response.setHeader('Content-Type', 'application/json');
        response.end(JSON.stringify({ served: name, url: request.url, forwarded: request.headers['x-forwarded-for'] }));
      });
      apis.push(server);
      ports.push(await listen(server));
    }
    const probe = createServer();
    const port = await listen(probe);
    await new Promise((resolve) => probe.close(resolve));
    const dir = await mkdtemp(join(tmpdir(), 'nginx-run-'));
    const apiUrl = `http://localhost:${port}/api/`;
    const file = await writeNginxSite({
      site,
      listen: `127.0.0.1:${port}`,
      upstreams: ports.map((p) => `127.0.0.1:${p}`),
      apiUrl,
      identity: null,
      dir,
    });
    assert.equal(await readFile(join(dir, 'env.js'), 'utf8'), envScript(runtimeEnvFor({ apiUrl, identity: null })));
    nginx = spawn('nginx', ['-c', file, '-p', dir, '-e', join(dir, 'error.log')], { stdio: 'inherit' });
    base = `http://127.0.0.1:${port}`;
    for (let i = 0; ; i++) {
      try {
        await fetch(`${base}/registry.json`);
        break;
      } catch (error) {
        if (i > 100) throw error;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
  });
  after(async () => {
    nginx?.kill('SIGQUIT');
    await Promise.all(apis.map((server) => new Promise((resolve) => server.close(resolve))));
  });

  test('cache rules and CORS as deploy/src/serve.ts has them, with the CSP on every response', async () => {
    const entry = await fetch(`${base}/mf/tools/1.0.0/remoteEntry.js`);
    assert.equal(entry.headers.get('cache-control'), IMMUTABLE);
    assert.equal(entry.headers.get('access-control-allow-origin'), '*');
    assert.equal((await fetch(`${base}/231.fcebd2ff.js`)).headers.get('cache-control'), IMMUTABLE);
    for (const path of ['/registry.json', '/main.js', '/env.js', '/index.html']) {
      const response = await fetch(`${base}${path}`);
      assert.equal(response.status, 200, path);
      assert.equal(response.headers.get('cache-control'), 'no-cache', path);
      assert.ok(response.headers.get('etag'), path);
      assert.match(response.headers.get('content-security-policy') ?? '', /script-src 'self';/);
      assert.match(response.headers.get('content-security-policy') ?? '', /img-src 'self' data: https:;/);
    }
    assert.equal((await fetch(`${base}/registry.json`)).headers.get('access-control-allow-origin'), '*');
    assert.equal((await fetch(`${base}/main.js`)).headers.get('access-control-allow-origin'), null);
    assert.match(await (await fetch(`${base}/env.js`)).text(), /__FLOWDECK_ENV__/);
  });

  test('client routes get the host HTML; missing files, missing versions and dotfiles are 404s', async () => {
    const route = await fetch(`${base}/politicians?party=D`, { headers: { accept: 'text/html' } });
    assert.equal(await route.text(), '<html>host</html>');
    assert.equal(route.headers.get('cache-control'), 'no-cache');
    assert.equal((await fetch(`${base}/`, { headers: { accept: 'text/html' } })).status, 200);
    assert.equal(
      (await fetch(`${base}/mf/tools/2.0.0/remoteEntry.js`, { headers: { accept: 'text/html' } })).status,
      404,
    );
    assert.equal((await fetch(`${base}/missing.js`, { headers: { accept: 'text/html' } })).status, 404);
    assert.equal((await fetch(`${base}/politicians`, { headers: { accept: 'application/json' } })).status, 404);
    assert.equal((await fetch(`${base}/.registry.lock`)).status, 404);
  });

  /** A response as curl receives it: nginx's headers and the bytes as sent, still compressed. */
  function rawGet(path: string, acceptEncoding: string): { headers: string; body: Buffer } {
    const response = spawnSync('curl', [
      '-s',
      '-D',
      '-',
      '-o',
      '-',
      '-H',
      `Accept-Encoding: ${acceptEncoding}`,
      `${base}${path}`,
    ]);
    const raw = response.stdout;
    const split = raw.indexOf('\r\n\r\n');
    return { headers: raw.subarray(0, split).toString(), body: raw.subarray(split + 4) };
  }

  test('text is gzipped for clients that accept only gzip', () => {
    const { headers, body } = rawGet('/main.js', 'gzip');
    assert.match(headers, /Content-Encoding: gzip/i);
    assert.match(gunzipSync(body).toString(), /\/\* host \*\//);
  });

  test('JavaScript is brotli-compressed for clients that accept br', { skip: brotliMissing }, () => {
    const { headers, body } = rawGet('/main.js', 'br, gzip');
    assert.match(headers, /Content-Encoding: br/i);
    assert.match(headers, /Vary: Accept-Encoding/i);
    assert.match(brotliDecompressSync(body).toString(), /\/\* host \*\//);
    const entry = rawGet('/mf/tools/1.0.0/remoteEntry.js', 'br');
    assert.match(entry.headers, /Content-Encoding: br/i);
    assert.match(brotliDecompressSync(entry.body).toString(), /\/\* entry \*\//);
  });

  test('/api/ is spread over both processes and keeps answering when one is down', async () => {
    const served = new Set<string>();
    for (let i = 0; i < 4; i++) {
      const body = (await (await fetch(`${base}/api/health`)).json()) as {
        served: string;
        url: string;
        forwarded: string;
      };
      assert.equal(body.url, '/api/health');
      assert.equal(body.forwarded, '127.0.0.1');
      served.add(body.served);
    }
    assert.deepEqual([...served].sort(), ['one', 'two']);
    await new Promise((resolve) => apis[0]!.close(resolve));
    apis[0]!.closeAllConnections();
    for (let i = 0; i < 4; i++) {
      const response = await fetch(`${base}/api/health`, { method: i % 2 ? 'GET' : 'POST' });
      assert.equal(response.status, 200);
      assert.equal(((await response.json()) as { served: string }).served, 'two');
    }
  });
});

function tmpdirSync(): string {
  return join(tmpdir(), `nginx-site-${process.pid}-${Date.now()}`);
}
