// `npm run serve:prod`: the production shape on one machine. Debian's nginx on http://localhost:8080 serves
// the built site (host, /mf/ remotes, registry.json, env.js) and spreads /api/ and /socket.io/ over two API
// processes (NODE_ENV=production) sharing PostgreSQL and Redis. Ctrl+C stops everything.
//
// Settings: NGINX_PORT (8080), API_PORTS (8001,8002), PUBLIC_URL (http://localhost:<NGINX_PORT>),
// DATABASE_URL (postgres://postgres@127.0.0.1:5432/flowdeck_prod, created when missing),
// REDIS_URL (redis://127.0.0.1:6379), SITE_DIR (var/site), NGINX_DIR (var/nginx).
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { connect } from 'node:net';
import { join, resolve } from 'node:path';
import { NGINX_PACKAGES, ROOT, buildApps, ensureDebianPackages, pnpm } from './run.mjs';

const NGINX_PORT = Number(process.env.NGINX_PORT ?? 8080);
const API_PORTS = (process.env.API_PORTS ?? '8001,8002').split(',').map((port) => Number(port.trim()));
const PUBLIC_URL = (process.env.PUBLIC_URL ?? `http://localhost:${NGINX_PORT}`).replace(/\/+$/, '');
const DATABASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/flowdeck_prod';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const SITE_DIR = resolve(ROOT, process.env.SITE_DIR ?? join('var', 'site'));
const NGINX_DIR = resolve(ROOT, process.env.NGINX_DIR ?? join('var', 'nginx'));
const READY_TIMEOUT_MS = 300_000;

function fail(message) {
  console.error(`✖ ${message}`);
  process.exit(1);
}

function buildIfNeeded() {
  if (existsSync(join(SITE_DIR, 'registry.json')) && existsSync(join(SITE_DIR, 'index.html'))) return;
  const remotes = ['market-data', 'trackers', 'tools', 'account'];
  const built = [join(ROOT, 'host'), ...remotes.map((id) => join(ROOT, 'remotes', id))].every((dir) =>
    existsSync(join(dir, 'dist')),
  );
  if (!existsSync(join(ROOT, 'node_modules'))) pnpm(['install', '--frozen-lockfile', '--reporter=append-only']);
  if (!built) buildApps();
  pnpm(['--filter', '@flowdeck/deploy', 'exec', 'tsx', 'src/build-site.ts'], { env: { ...process.env, SITE_DIR } });
}

/** Creates the database named in DATABASE_URL when it does not exist (connecting to `postgres` to do so). */
async function ensureDatabase() {
  const pg = createRequire(join(ROOT, 'api', 'package.json'))('pg');
  const target = new URL(DATABASE_URL);
  const name = decodeURIComponent(target.pathname.slice(1));
  if (!/^[A-Za-z0-9_-]+$/.test(name)) fail(`DATABASE_URL must name a database (got "${name}")`);
  const admin = new URL(DATABASE_URL);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  try {
    await client.connect();
  } catch (error) {
    fail(`PostgreSQL is not reachable at ${target.host} (${error.message}).`);
  }
  const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
  if (rowCount === 0) {
    await client.query(`create database "${name}"`);
    console.log(`created database ${name}`);
  }
  await client.end();
}

function reachable(url) {
  const { hostname, port } = new URL(url);
  return new Promise((done) => {
    const socket = connect({ host: hostname, port: Number(port || 6379) }, () => {
      socket.end();
      done(true);
    });
    socket.on('error', () => done(false));
  });
}

async function waitFor(url, child, label) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) fail(`${label} exited (${child.exitCode}) before it was ready`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  fail(`${label} was not ready at ${url} after ${READY_TIMEOUT_MS / 1000} s`);
}

const children = [];
let stopping = false;
function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children)
    if (child.exitCode === null) child.kill(child.spawnargs[0] === 'nginx' ? 'SIGQUIT' : 'SIGTERM');
  setTimeout(() => process.exit(code), 1_500).unref();
  Promise.all(children.map((child) => child.exitCode !== null || new Promise((done) => child.once('exit', done)))).then(
    () => process.exit(code),
  );
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

// Debian's nginx and its brotli module, installed as tools/test.mjs does.
ensureDebianPackages(NGINX_PACKAGES);
buildIfNeeded();
await ensureDatabase();
if (!(await reachable(REDIS_URL))) fail(`Redis is not reachable at ${REDIS_URL}.`);

// One secret per run, shared by the processes: a token signed by one verifies on the other.
const JWT_SECRET = randomBytes(32).toString('hex');
const apiEnv = {
  ...process.env,
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  DATABASE_URL,
  REDIS_URL,
  JWT_SECRET,
  APP_ORIGIN: PUBLIC_URL,
  // nginx on this machine forwards the caller's address; throttling then counts callers, not nginx.
  TRUST_PROXY: '127.0.0.1',
  // A local production-shaped run has no mail provider: verification mails stay in the database outbox,
  // where each signed-in user reads their own (ADR 0008). A real deployment sets MAIL_PROVIDER=postmark.
  MAIL_PROVIDER: process.env.MAIL_PROVIDER ?? 'outbox',
  ALLOW_OUTBOX_MAIL: process.env.ALLOW_OUTBOX_MAIL ?? (process.env.MAIL_PROVIDER ? 'false' : 'true'),
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
};
// One after the other: the first migrates and seeds an empty database, the second starts warm.
for (const port of API_PORTS) {
  const api = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: join(ROOT, 'api'),
    env: { ...apiEnv, PORT: String(port) },
    stdio: 'inherit',
  });
  children.push(api);
  api.on('exit', (code, signal) => {
    if (!stopping)
      console.error(`API process on :${port} exited (${code ?? signal}); nginx sends its traffic to the others`);
  });
  await waitFor(`http://127.0.0.1:${port}/api/health`, api, `API process on :${port}`);
  console.log(`API process on :${port} ready (pid ${api.pid})`);
}

const rendered = spawnSync(process.execPath, ['--import', 'tsx', 'src/nginx.ts'], {
  cwd: join(ROOT, 'deploy'),
  env: {
    ...process.env,
    SITE_DIR,
    NGINX_DIR,
    NGINX_PORT: String(NGINX_PORT),
    PUBLIC_URL,
    API_UPSTREAMS: API_PORTS.map((port) => `127.0.0.1:${port}`).join(','),
    // Production refuses the Auth emulator, so social sign-in is off in this stack.
    SOCIAL_SIGN_IN: 'off',
  },
  encoding: 'utf8',
});
if (rendered.status !== 0) fail(`rendering the nginx config failed:\n${rendered.stderr}`);
const configFile = rendered.stdout.trim();
const nginx = spawn('nginx', ['-c', configFile, '-p', NGINX_DIR, '-e', join(NGINX_DIR, 'error.log')], {
  stdio: 'inherit',
});
children.push(nginx);
nginx.on('exit', (code) => {
  if (!stopping) {
    console.error(`nginx exited (${code}); see ${join(NGINX_DIR, 'error.log')}`);
    stopAll(1);
  }
});
await waitFor(`http://127.0.0.1:${NGINX_PORT}/registry.json`, nginx, 'nginx');
console.log(
  `\nFlowDeck (production shape): ${PUBLIC_URL} · nginx → API ${API_PORTS.map((p) => `:${p}`).join(', ')} · ` +
    `${new URL(DATABASE_URL).pathname.slice(1)} on PostgreSQL · Redis ${REDIS_URL} (Ctrl+C stops all)\n`,
);
