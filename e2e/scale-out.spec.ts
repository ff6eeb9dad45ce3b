import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomInt, randomUUID } from 'node:crypto';
import { connect } from 'node:net';
import { join, resolve } from 'node:path';
import { SITE_DIR } from '../playwright.config';
import { LOGIN_LIMITS } from '../api/src/security/login-throttle';
import { PASSWORD, navLink } from './support';

/**
 * The production shape: Debian's nginx in front of two API processes (NODE_ENV=production) on PostgreSQL
 * and Redis, brought up by `npm run serve:prod` on private ports.
 */
const ROOT = resolve(import.meta.dirname, '..');
const NGINX_PORT = Number(process.env.E2E_SCALE_PORT ?? 8180);
const API_PORTS = [NGINX_PORT + 1, NGINX_PORT + 2];
const BASE = `http://localhost:${NGINX_PORT}`;
const API = `${BASE}/api/`;
const DATABASE_URL = process.env.E2E_SCALE_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/flowdeck_e2e_scale';
const REDIS_URL = process.env.E2E_SCALE_REDIS_URL ?? 'redis://127.0.0.1:6379';
const READY_LINE = /API process on :(\d+) ready \(pid (\d+)\)/g;

function listening(url: string, defaultPort: number): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((done) => {
    const socket = connect({ host: hostname, port: Number(port || defaultPort) }, () => {
      socket.end();
      done(true);
    });
    socket.on('error', () => done(false));
  });
}

async function missingService(): Promise<string | null> {
  if (spawnSync('nginx', ['-v']).error) return "nginx is not installed (npm test installs Debian's package as root)";
  if (!(await listening(DATABASE_URL, 5432))) return `PostgreSQL is not reachable for ${DATABASE_URL}`;
  if (!(await listening(REDIS_URL, 6379))) return `Redis is not reachable at ${REDIS_URL}`;
  return null;
}

let stack: ChildProcess | null = null;
let output = '';
const apiPids = new Map<number, number>();

async function startStack(): Promise<void> {
  stack = spawn(process.execPath, ['tools/serve-prod.mjs'], {
    cwd: ROOT,
    detached: true,
    env: {
      ...process.env,
      NGINX_PORT: String(NGINX_PORT),
      API_PORTS: API_PORTS.join(','),
      PUBLIC_URL: BASE,
      SITE_DIR,
      NGINX_DIR: join(ROOT, 'var', `nginx-e2e-${NGINX_PORT}`),
      DATABASE_URL,
      REDIS_URL,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  stack.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  stack.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await expect
    .poll(
      async () => {
        if (stack?.exitCode !== null) throw new Error(`serve:prod exited:\n${output}`);
        for (const [, port, pid] of output.matchAll(READY_LINE)) apiPids.set(Number(port), Number(pid));
        if (apiPids.size < API_PORTS.length) return false;
        return fetch(`${BASE}/registry.json`).then(
          (response) => response.ok,
          () => false,
        );
      },
      { timeout: 280_000, intervals: [500] },
    )
    .toBe(true);
}

/** Registers through nginx and signs the page in the way the app does after a login. */
async function signIn(page: Page, request: APIRequestContext): Promise<void> {
  const username = `scale_${randomUUID().slice(0, 8)}`;
  const registered = await request.post(`${API}register/`, {
    form: { username, email: `${username}@example.com`, password: PASSWORD, password2: PASSWORD },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const login = await request.post(`${API}token/`, { form: { username, password: PASSWORD } });
  expect(login.status()).toBe(200);
  const { access } = (await login.json()) as { access: string };
  await page.addInitScript((token) => {
    if (!window.localStorage.getItem('_act')) window.localStorage.setItem('_act', token);
  }, access);
}

/** CSP violations the page reports, collected from the first script on. */
async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`),
    );
  });
  return () => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);
}

test.describe('two API processes behind nginx', () => {
  test.describe.configure({ mode: 'serial' });

  test.beforeAll(async () => {
    test.setTimeout(300_000);
    const missing = await missingService();
    test.skip(missing !== null, missing ?? '');
    await startStack();
  });

  test.afterAll(async () => {
    if (stack?.pid === undefined || stack.exitCode !== null) return;
    const exited = new Promise((done) => stack?.once('exit', done));
    process.kill(-stack.pid, 'SIGINT');
    await Promise.race([exited, new Promise((done) => setTimeout(done, 10_000))]);
    if (stack.exitCode === null) process.kill(-stack.pid, 'SIGKILL');
  });

  test('the app runs under its Content-Security-Policy without a single violation', async ({ page, request }) => {
    const violations = await watchCsp(page);
    await signIn(page, request);
    const response = await page.goto(`${BASE}/politicians`);
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    await expect(page.getByRole('heading', { name: 'Politician Tracker', level: 1 })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Politician trades' }).getByRole('row').nth(1)).toBeVisible();

    await navLink(page, 'Options Calculator').click();
    await expect(page.getByRole('heading', { name: 'Options Calculator', level: 1 })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Legs and greeks' }).getByRole('row').nth(1)).toBeVisible();
    await page.goto(`${BASE}/options-calculator`);
    await expect(page.getByRole('table', { name: 'Legs and greeks' }).getByRole('row').nth(1)).toBeVisible();
    expect(await violations()).toEqual([]);
  });

  test('failed sign-ins are counted across both processes: the limit holds however they alternate', async ({
    request,
  }) => {
    const username = `throttle_${randomUUID().slice(0, 8)}`;
    // A caller address of this run only (the processes trust nginx's X-Forwarded-For), so the per-IP
    // counter of other runs on this Redis plays no part.
    const caller = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
    const attempt = (port: number) =>
      request.post(`http://127.0.0.1:${port}/api/token/`, {
        form: { username, password: 'not-the-password' },
        headers: { 'X-Forwarded-For': caller },
      });
    const max = LOGIN_LIMITS.username.max;
    for (let i = 0; i < max; i++) expect((await attempt(API_PORTS[i % 2]!)).status()).toBe(401);
    // Each process saw about half the failures; together they reached the limit.
    for (const port of API_PORTS) expect((await attempt(port)).status()).toBe(429);
    const throughNginx = await request.post(`${API}token/`, {
      form: { username, password: 'not-the-password' },
      headers: { 'X-Forwarded-For': caller },
    });
    expect(throughNginx.status()).toBe(429);
  });

  test('one API process killed mid-session: the user keeps working through the other', async ({ page, request }) => {
    const serverErrors: string[] = [];
    let answeredAfterKill = 0;
    let killed = false;
    page.on('response', (response) => {
      if (!response.url().startsWith(API)) return;
      if (response.status() >= 500) serverErrors.push(`${response.status()} ${response.url()}`);
      else if (killed && response.ok()) answeredAfterKill += 1;
    });
    await signIn(page, request);
    await page.goto(`${BASE}/politicians`);
    await expect(page.getByRole('table', { name: 'Politician trades' }).getByRole('row').nth(1)).toBeVisible();
    await expect(page.getByText(/^\d+ online$/)).toBeVisible();

    const victim = apiPids.get(API_PORTS[0]!);
    expect(victim).toBeDefined();
    process.kill(victim!, 'SIGKILL');
    killed = true;
    await expect.poll(() => listening(`http://127.0.0.1:${API_PORTS[0]}`, 0)).toBe(false);

    // In-app navigation first, then fresh page loads: every API call now lands on the survivor.
    for (let round = 0; round < 2; round++) {
      await navLink(page, 'Options Calculator').click();
      await expect(page.getByRole('table', { name: 'Legs and greeks' }).getByRole('row').nth(1)).toBeVisible();
      await navLink(page, 'Politician Tracker').click();
      await expect(page.getByRole('table', { name: 'Politician trades' }).getByRole('row').nth(1)).toBeVisible();
    }
    for (const path of ['/options-calculator', '/politicians?after=kill']) {
      await page.goto(`${BASE}${path}`);
      await expect(
        page
          .getByRole('table', { name: /^(Legs and greeks|Politician trades)$/ })
          .getByRole('row')
          .nth(1),
      ).toBeVisible();
    }
    expect(answeredAfterKill).toBeGreaterThan(0);
    // The live socket reconnected through the survivor.
    await expect(page.getByText(/^\d+ online$/)).toBeVisible();
    await expect(page.locator('.notistack-MuiContent-error, .notistack-MuiContent-warning')).toHaveCount(0);
    await expect(page.getByText(/temporarily unavailable|something went wrong/i)).toHaveCount(0);
    expect(serverErrors).toEqual([]);
  });
});
