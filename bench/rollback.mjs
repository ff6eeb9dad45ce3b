// Time from `npm run deploy -- rollback tools` starting to a fresh page load showing the old version.
// Sets up its own site: a temporary SITE_DIR laid out from the current dist folders (deploy/src/build-site.ts),
// a second tools release published into it (MF_BUILD_VERSION=… npm run deploy -- publish tools), the site
// served by deploy/src/serve.ts (or, with --nginx, by Debian's nginx with the production config of
// deploy/src/nginx.ts) and an API on in-memory PGlite. Nothing of a running `npm start` is touched.
// Usage: node bench/rollback.mjs [--runs 5] [--nginx]   (BENCH_APP_PORT 3600, BENCH_API_PORT 8600)
import { spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchChromium } from './browser.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const REMOTE = 'tools';
const PAGE = '/options-calculator';
const BUDGET_MS = 5_000;
const APP_PORT = Number(process.env.BENCH_APP_PORT ?? 3600);
const API_PORT = Number(process.env.BENCH_API_PORT ?? 8600);
const APP = `http://localhost:${APP_PORT}`;
const API = `http://localhost:${API_PORT}/api/`;
const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 5;
const NGINX = process.argv.includes('--nginx');

const site = await mkdtemp(join(tmpdir(), 'flowdeck-rollback-bench-'));
// nginx's config, env.js, pid, logs and temp folders: beside the site, never inside what it serves.
const nginxDir = NGINX ? await mkdtemp(join(tmpdir(), 'flowdeck-rollback-bench-nginx-')) : null;
const children = [];
const cleanup = async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  const exited = children.map((child) => child.exitCode !== null || new Promise((done) => child.once('exit', done)));
  await Promise.race([Promise.all(exited), new Promise((done) => setTimeout(done, 5_000))]);
  await rm(site, { recursive: true, force: true });
  if (nginxDir) await rm(nginxDir, { recursive: true, force: true });
};
process.on('SIGINT', () => cleanup().then(() => process.exit(130)));

function runOrFail(command, args, options) {
  const result = spawnSync(command, args, {
    cwd: ROOT,
    encoding: 'utf8',
    ...options,
    env: { ...process.env, SITE_DIR: site, ...options?.env },
  });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

/** `npm run deploy -- …` exactly as ops type it (as e2e/deploy.spec.ts drives it). */
const deploy = (args, env = {}) =>
  runOrFail('npm', ['run', '--silent', 'deploy', '--', ...args], { env: { DEPLOY_USER: 'bench', ...env } });

async function until(url, label, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`${label} not ready at ${url}`);
}

async function token() {
  const username = `bench_${randomUUID().slice(0, 8)}`;
  const password = 'Bench-pass-1';
  const form = (data) => ({ method: 'POST', body: new URLSearchParams(data) });
  const registered = await fetch(
    `${API}register/`,
    form({ username, email: `${username}@example.com`, password, password2: password }),
  );
  if (!registered.ok) throw new Error(`register failed: ${registered.status} ${await registered.text()}`);
  return (await (await fetch(`${API}token/`, form({ username, password }))).json()).access;
}

function startStaticServer() {
  return spawn(process.execPath, ['--import', 'tsx', 'src/serve.ts'], {
    cwd: join(ROOT, 'deploy'),
    env: { ...process.env, PORT: String(APP_PORT), SITE_DIR: site, API_URL: API, SOCIAL_SIGN_IN: 'off' },
    stdio: 'ignore',
  });
}

/** nginx as `npm run serve:prod` runs it (same renderer, same cache rules), its /api/ proxied to the one API. */
function startNginx() {
  const config = runOrFail('node', ['--import', 'tsx', 'src/nginx.ts'], {
    cwd: join(ROOT, 'deploy'),
    env: {
      NGINX_DIR: nginxDir,
      NGINX_PORT: String(APP_PORT),
      PUBLIC_URL: APP,
      API_UPSTREAMS: `127.0.0.1:${API_PORT}`,
      SOCIAL_SIGN_IN: 'off',
    },
  }).trim();
  return spawn('nginx', ['-c', config, '-p', nginxDir, '-e', join(nginxDir, 'error.log')], { stdio: 'ignore' });
}

const currentVersion = async () =>
  JSON.parse(await readFile(join(site, 'registry.json'), 'utf8')).remotes[REMOTE].version;

try {
  console.log(`laying out ${site} from the current dist folders`);
  runOrFail('node', ['--import', 'tsx', 'src/build-site.ts'], { cwd: join(ROOT, 'deploy') });
  const v1 = await currentVersion();
  const v2 = `${v1.split('.')[0]}.${Number(v1.split('.')[1] ?? 0) + 1}.${Date.now()}`;
  console.log(`publishing ${REMOTE} ${v2} (builds into a staging folder; ${REMOTE}/dist is left alone)`);
  deploy(['publish', REMOTE], { MF_BUILD_VERSION: v2 });

  const api = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: join(ROOT, 'api'),
    env: {
      ...process.env,
      PORT: String(API_PORT),
      PGLITE_DIR: 'memory://',
      NODE_ENV: 'test',
      APP_ORIGIN: APP,
      SEED_HISTORY_DAYS: '60',
      SEED_POLITICIAN_TRADES: '100',
    },
    stdio: 'ignore',
  });
  const server = NGINX ? startNginx() : startStaticServer();
  children.push(api, server);
  await Promise.all([until(`${API}health`, 'API'), until(`${APP}/registry.json`, NGINX ? 'nginx' : 'static server')]);
  const access = await token();

  const browser = await launchChromium();
  const context = await browser.newContext();
  await context.addInitScript((t) => localStorage.setItem('_act', t), access);
  const page = await context.newPage();
  // The tab is open on v2, warm (what a user has in front of them when ops roll back).
  await page.goto(`${APP}${PAGE}`);
  await page.getByText(`${REMOTE} ${v2}`, { exact: true }).waitFor({ timeout: 60_000 });

  const rows = [];
  for (let run = 0; run < RUNS; run++) {
    // The first run is the plain command; later ones flip between the two releases with --to.
    const [target, args] =
      run === 0
        ? [v1, ['rollback', REMOTE]]
        : run % 2 === 1
          ? [v2, ['rollback', REMOTE, '--to', v2]]
          : [v1, ['rollback', REMOTE, '--to', v1]];
    const started = performance.now();
    deploy(args);
    const commandMs = performance.now() - started;
    await page.goto(`${APP}${PAGE}?run=${run}`);
    await page.getByText(`${REMOTE} ${target}`, { exact: true }).waitFor({ timeout: 30_000 });
    const totalMs = performance.now() - started;
    rows.push({ command: args.join(' '), commandMs, pageMs: totalMs - commandMs, totalMs });
    console.log(
      `${args.join(' ').padEnd(40)} command ${(commandMs / 1000).toFixed(2)} s + page ${((totalMs - commandMs) / 1000).toFixed(2)} s = ${(totalMs / 1000).toFixed(2)} s`,
    );
  }
  await browser.close();
  const totals = rows.map((r) => r.totalMs).sort((a, b) => a - b);
  const median = totals[Math.floor(totals.length / 2)];
  const worst = totals[totals.length - 1];
  console.log(
    `\n${NGINX ? 'nginx' : 'static server'}: rollback → page showing the old version: median ${(median / 1000).toFixed(2)} s, worst ${(worst / 1000).toFixed(2)} s (budget ${BUDGET_MS / 1000} s)`,
  );
  if (worst > BUDGET_MS) process.exitCode = 1;
} finally {
  await cleanup();
}
