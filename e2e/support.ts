import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { open, readFile, stat } from 'node:fs/promises';
import { connect } from 'node:net';
import { join, resolve } from 'node:path';
import { E2E_API_URL } from '../playwright.config';

export const PASSWORD = 'Tr4der-pass!';

export interface Account {
  username: string;
  access: string;
  refresh: string;
}

/** Registers a fresh user through the real API and returns its tokens. */
export async function createAccount(request: APIRequestContext): Promise<Account> {
  return createAccountAt(request, E2E_API_URL, 'e2e');
}

/**
 * Registers a fresh user through the API at `apiUrl` (one process, or nginx in front of several) and opens
 * the verification link the development mail outbox kept for it, so its 7-day trial runs (ADR 0008).
 */
export async function createAccountAt(request: APIRequestContext, apiUrl: string, prefix: string): Promise<Account> {
  const account = await createUnverifiedAccountAt(request, apiUrl, prefix);
  const token = await verificationToken(request, apiUrl, account);
  const verified = await request.post(`${apiUrl}user/email/verify`, { data: { token } });
  expect(verified.status(), await verified.text()).toBe(200);
  return account;
}

/** The token of the newest verification link the development outbox kept for `account`. */
export async function verificationToken(request: APIRequestContext, apiUrl: string, account: Account): Promise<string> {
  const outbox = await request.get(`${apiUrl}user/email/outbox`, {
    headers: { Authorization: `Bearer ${account.access}` },
  });
  expect(outbox.status(), await outbox.text()).toBe(200);
  const { items } = (await outbox.json()) as { items: Array<{ body: string }> };
  const token = items.map((mail) => /[?&]token=([\w-]+)/.exec(mail.body)?.[1]).find(Boolean);
  if (!token) throw new Error(`no verification link in the outbox of ${account.username}`);
  return token;
}

/** Registers and signs in a fresh user without opening its verification link (no trial yet). */
export async function createUnverifiedAccountAt(
  request: APIRequestContext,
  apiUrl: string,
  prefix: string,
): Promise<Account> {
  const username = `${prefix}_${randomUUID().slice(0, 8)}`;
  const registered = await request.post(`${apiUrl}register/`, {
    form: { username, email: `${username}@example.com`, password: PASSWORD, password2: PASSWORD },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const login = await request.post(`${apiUrl}token/`, { form: { username, password: PASSWORD } });
  expect(login.ok()).toBe(true);
  const tokens = (await login.json()) as { access: string; refresh: string };
  return { username, ...tokens };
}

/** Signs the page in the way the app does after a login: the access token under `_act`. */
export async function signIn(page: Page, request: APIRequestContext): Promise<Account> {
  return signInAs(page, await createAccount(request));
}

/** Signs the page in as an existing account (the access token under `_act`, as after a login). */
export async function signInAs(page: Page, account: Account): Promise<Account> {
  await page.addInitScript((token) => {
    if (!window.localStorage.getItem('_act')) window.localStorage.setItem('_act', token);
  }, account.access);
  return account;
}

/**
 * An access token for `account` that has really expired: signed by the e2e API's secret (the
 * development default, as that API runs with NODE_ENV=test), issued two hours ago with the API's own
 * token service, so its lifetime ran out an hour and three quarters ago.
 */
export async function expiredAccessToken(request: APIRequestContext, account: Account): Promise<string> {
  const me = await request.get(`${E2E_API_URL}user/me`, { headers: { Authorization: `Bearer ${account.access}` } });
  const { id } = (await me.json()) as { id: number };
  const script = `
    const { createTokenService } = await import('./src/security/tokens.ts');
    const { DEV_JWT_SECRET } = await import('./src/config.ts');
    const tokens = createTokenService({
      secret: DEV_JWT_SECRET,
      accessTokenTtlSeconds: 900,
      now: () => new Date(Date.now() - 2 * 3600_000),
    });
    process.stdout.write(await tokens.issueAccessToken(${Number(id)}));`;
  const result = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: resolve(ROOT, 'api'),
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`could not sign an expired token: ${result.stderr}`);
  return result.stdout.trim();
}

export function navLink(page: Page, title: string) {
  return page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: title, exact: true });
}

const ROOT = resolve(import.meta.dirname, '..');

/** Whether something accepts TCP connections at the URL's host and port. */
export function listening(url: string, defaultPort: number): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((done) => {
    const socket = connect({ host: hostname, port: Number(port || defaultPort) }, () => {
      socket.end();
      done(true);
    });
    socket.on('error', () => done(false));
  });
}

/** Why the production-shape stack (nginx, PostgreSQL, Redis) cannot run on this machine, or null. */
export async function prodStackMissing(databaseUrl: string, redisUrl: string): Promise<string | null> {
  if (spawnSync('nginx', ['-v']).error) return "nginx is not installed (npm test installs Debian's package as root)";
  if (!(await listening(databaseUrl, 5432))) return `PostgreSQL is not reachable for ${databaseUrl}`;
  if (!(await listening(redisUrl, 6379))) return `Redis is not reachable at ${redisUrl}`;
  return null;
}

/**
 * Skips the calling block's tests on a developer machine without the stack. CI provides nginx, PostgreSQL
 * and Redis, so there (CI set) a missing service fails the run instead of silently skipping what these
 * specs exist to prove.
 */
export function requireProdStack(missing: string | null): void {
  if (missing === null) return;
  if (process.env.CI)
    throw new Error(`${missing}. CI must run the real-stack specs; unset CI to skip them on a developer machine.`);
  test.skip(true, missing);
}

export interface ProdStackOptions {
  nginxPort: number;
  /** The site nginx serves (a folder of its own when a spec publishes into it). */
  site: string;
  databaseUrl: string;
  redisUrl: string;
  /** More environment for serve:prod and its API processes (e.g. SIM_START for a market that is open). */
  env?: Record<string, string>;
}

/** One request as nginx's access log recorded it (it records every request that reached nginx). */
export interface NginxRequest {
  method: string;
  path: string;
  status: number;
}

export interface ProdStack {
  base: string;
  /** The API through nginx. */
  api: string;
  apiPorts: number[];
  /** API port → process id. */
  apiPids: Map<number, number>;
  nginxDir: string;
  nginxPid(): Promise<number>;
  /** A position in nginx's access log, for requestsSince. */
  logMark(): Promise<number>;
  requestsSince(mark: number): Promise<NginxRequest[]>;
  output(): string;
  stop(): Promise<void>;
}

const READY_LINE = /API process on :(\d+) ready \(pid (\d+)\)/g;
const ACCESS_LINE = /"([A-Z]+) (\S+) HTTP\/[\d.]+" (\d{3}) /;

/**
 * The production shape, `npm run serve:prod` (tools/serve-prod.mjs) on private ports: Debian's nginx on
 * `nginxPort` in front of two API processes on the next two ports (NODE_ENV=production), on PostgreSQL and
 * Redis. Resolves once both processes and nginx answer.
 */
export async function startProdStack(options: ProdStackOptions): Promise<ProdStack> {
  const base = `http://localhost:${options.nginxPort}`;
  const apiPorts = [options.nginxPort + 1, options.nginxPort + 2];
  const nginxDir = join(ROOT, 'var', `nginx-e2e-${options.nginxPort}`);
  const accessLog = join(nginxDir, 'access.log');
  const apiPids = new Map<number, number>();
  let output = '';
  const stack: ChildProcess = spawn(process.execPath, ['tools/serve-prod.mjs'], {
    cwd: ROOT,
    detached: true,
    env: {
      ...process.env,
      NGINX_PORT: String(options.nginxPort),
      API_PORTS: apiPorts.join(','),
      PUBLIC_URL: base,
      SITE_DIR: options.site,
      NGINX_DIR: nginxDir,
      DATABASE_URL: options.databaseUrl,
      REDIS_URL: options.redisUrl,
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  stack.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  stack.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));

  async function stop(): Promise<void> {
    if (stack.pid === undefined || stack.exitCode !== null) return;
    const exited = new Promise((done) => stack.once('exit', done));
    process.kill(-stack.pid, 'SIGINT');
    await Promise.race([exited, new Promise((done) => setTimeout(done, 10_000))]);
    if (stack.exitCode === null) process.kill(-stack.pid, 'SIGKILL');
  }

  try {
    await expect
      .poll(
        async () => {
          if (stack.exitCode !== null) throw new Error(`serve:prod exited:\n${output}`);
          for (const [, port, pid] of output.matchAll(READY_LINE)) apiPids.set(Number(port), Number(pid));
          if (apiPids.size < apiPorts.length) return false;
          return fetch(`${base}/registry.json`).then(
            (response) => response.ok,
            () => false,
          );
        },
        { timeout: 280_000, intervals: [500] },
      )
      .toBe(true);
  } catch (error) {
    await stop();
    throw error;
  }

  return {
    base,
    api: `${base}/api/`,
    apiPorts,
    apiPids,
    nginxDir,
    nginxPid: async () => Number((await readFile(join(nginxDir, 'nginx.pid'), 'utf8')).trim()),
    logMark: async () => (await stat(accessLog)).size,
    async requestsSince(mark) {
      const file = await open(accessLog, 'r');
      try {
        const { size } = await file.stat();
        const buffer = Buffer.alloc(Math.max(0, size - mark));
        await file.read(buffer, 0, buffer.length, mark);
        return buffer
          .toString('utf8')
          .split('\n')
          .flatMap((line) => {
            const match = ACCESS_LINE.exec(line);
            return match ? [{ method: match[1]!, path: match[2]!, status: Number(match[3]) }] : [];
          });
      } finally {
        await file.close();
      }
    },
    output: () => output,
    stop,
  };
}

/**
 * The body of the latest answer the page got from a URL `match` accepts, kept as the page refreshes (a live
 * scanner answers again with each new bar): what its table shows now, where the first answer may be stale.
 */
export function latestAnswer<T>(page: Page, match: (url: URL) => boolean): () => T | undefined {
  let latest: T | undefined;
  page.on('response', (response) => {
    if (response.status() !== 200 || !match(new URL(response.url()))) return;
    response.json().then(
      (body: T) => {
        latest = body;
      },
      () => undefined,
    );
  });
  return () => latest;
}
