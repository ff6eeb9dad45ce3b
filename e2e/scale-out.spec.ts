import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { randomInt, randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { E2E_MARKET_START, SITE_DIR } from '../playwright.config';
import { LOGIN_LIMITS } from '@flowdeck/api/login-throttle';
import {
  createAccountAt,
  listening,
  navLink,
  prodStackMissing,
  requireProdStack,
  signInAs,
  startProdStack,
  type ProdStack,
} from './support';

/**
 * The production shape: Debian's nginx in front of two API processes (NODE_ENV=production) on PostgreSQL
 * and Redis, brought up by `npm run serve:prod` on private ports.
 */
const ROOT = resolve(import.meta.dirname, '..');
const NGINX_PORT = Number(process.env.E2E_SCALE_PORT ?? 8180);
const DATABASE_URL = process.env.E2E_SCALE_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/flowdeck_e2e_scale';
const REDIS_URL = process.env.E2E_SCALE_REDIS_URL ?? 'redis://127.0.0.1:6379';
const ACTIVE_USERS_EVENT = 'ACTIVE_USERS';
const MARKET_UPDATE_EVENT = 'MARKET_UPDATE';

/** The page's socket.io connections as the browser sees them: Engine.IO session id, live updates, closed. */
interface PageSocket {
  sid: string | null;
  updates: number;
  closed: boolean;
}

function watchSockets(page: Page): PageSocket[] {
  const sockets: PageSocket[] = [];
  page.on('websocket', (ws) => {
    if (!new URL(ws.url()).pathname.startsWith('/socket.io/')) return;
    const socket: PageSocket = { sid: null, updates: 0, closed: false };
    sockets.push(socket);
    ws.on('framereceived', ({ payload }) => {
      const text = String(payload);
      // Engine.IO's open packet ("0{…}") carries the session id; "42[…]" is a socket.io event.
      if (text.startsWith('0{')) socket.sid = (JSON.parse(text.slice(1)) as { sid: string }).sid;
      else if (text.startsWith(`42["${MARKET_UPDATE_EVENT}"`)) socket.updates += 1;
    });
    ws.on('close', () => (socket.closed = true));
  });
  return sockets;
}

/**
 * The API process holding an Engine.IO session: asked directly for that session over long-polling, only
 * the process that has it answers "transport mismatch" (code 3); the others do not know it (code 1).
 */
async function socketOwner(request: APIRequestContext, ports: number[], sid: string): Promise<number> {
  const codes = await Promise.all(
    ports.map(async (port) => {
      const response = await request.get(`http://127.0.0.1:${port}/socket.io/?EIO=4&transport=polling&sid=${sid}`);
      return ((await response.json()) as { code: number }).code;
    }),
  );
  expect(
    codes.filter((code) => code === 3),
    `Engine.IO answers per port: ${codes.join(', ')}`,
  ).toHaveLength(1);
  return ports[codes.indexOf(3)]!;
}

const flowGrid = (page: Page) => page.getByRole('grid', { name: 'Options flow' });
/** Orders the flow table holds (its row count less the header row). */
async function heldOrders(page: Page): Promise<number> {
  return Number(await flowGrid(page).getAttribute('aria-rowcount')) - 1;
}

/** The part of socket.io-client these tests use (the package is the API's; e2e has no types for it). */
interface ClientSocket {
  on(event: string, listener: (payload: string) => void): unknown;
  close(): unknown;
}
const { io } = createRequire(join(ROOT, 'api', 'package.json'))('socket.io-client') as {
  io: (url: string, options: { transports: string[]; auth?: { token: string } }) => ClientSocket;
};

/**
 * A fresh database each run: the processes resume the market after the last instant a previous run stored,
 * which SIM_START cannot move back to an open session.
 */
async function dropDatabase(url: string): Promise<void> {
  const { Client } = createRequire(join(ROOT, 'api', 'package.json'))('pg') as {
    Client: new (options: { connectionString: string }) => {
      connect(): Promise<void>;
      query(sql: string): Promise<unknown>;
      end(): Promise<void>;
    };
  };
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  expect(name).toMatch(/^[A-Za-z0-9_-]+$/);
  target.pathname = '/postgres';
  const client = new Client({ connectionString: target.toString() });
  await client.connect();
  try {
    await client.query(`drop database if exists "${name}" with (force)`);
  } finally {
    await client.end();
  }
}

/** A socket.io client on one API process (its own port, past nginx), keeping the last ACTIVE_USERS count. */
function onlineCount(port: number, token?: string): { latest(): number | null; close(): void } {
  let latest: number | null = null;
  const socket = io(`http://127.0.0.1:${port}`, { transports: ['websocket'], ...(token ? { auth: { token } } : {}) });
  socket.on(ACTIVE_USERS_EVENT, (payload) => {
    latest = (JSON.parse(payload) as { activeUsers: number }).activeUsers;
  });
  return { latest: () => latest, close: () => void socket.close() };
}

/** The execution times of `account`'s journal as the database holds them (read directly, not through the API). */
async function journalTimes(url: string, account: string): Promise<Set<string>> {
  const { Client } = createRequire(join(ROOT, 'api', 'package.json'))('pg') as {
    Client: new (options: { connectionString: string }) => {
      connect(): Promise<void>;
      query(sql: string, values: unknown[]): Promise<{ rows: Array<{ executed_at: Date }> }>;
      end(): Promise<void>;
    };
  };
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query('select executed_at from journal_executions where account = $1', [account]);
    return new Set(rows.map((row) => row.executed_at.toISOString()));
  } finally {
    await client.end();
  }
}

/**
 * Writes journal executions through nginx from `lanes` concurrent loops until stopped, keeping what each
 * answer said: a 201 is an acknowledged write, which must be in the database whatever happens after.
 */
function writeBurst(request: APIRequestContext, api: string, access: string, account: string, lanes = 4) {
  const acknowledged: string[] = [];
  const statuses: number[] = [];
  let stopped = false;
  let next = 0;
  const start = Date.parse('2026-11-02T15:00:00Z');
  const lane = async () => {
    while (!stopped) {
      const executedAt = new Date(start + next++ * 1_000).toISOString();
      const response = await request
        .post(`${api}journal/executions`, {
          headers: { Authorization: `Bearer ${access}` },
          data: { account, executedAt, symbol: 'AAPL', side: 'buy', quantity: 1, price: 100 },
        })
        .catch(() => null);
      const status = response?.status() ?? 0;
      statuses.push(status);
      if (status === 201) acknowledged.push(executedAt);
    }
  };
  const running = Promise.all(Array.from({ length: lanes }, lane));
  return {
    acknowledged,
    statuses,
    async stop() {
      stopped = true;
      await running;
    },
  };
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
  let stack: ProdStack;

  test.beforeAll(async () => {
    test.setTimeout(300_000);
    requireProdStack(await prodStackMissing(DATABASE_URL, REDIS_URL));
    await dropDatabase(DATABASE_URL);
    stack = await startProdStack({
      nginxPort: NGINX_PORT,
      site: SITE_DIR,
      databaseUrl: DATABASE_URL,
      redisUrl: REDIS_URL,
      // The simulated market open, as in the rest of e2e, so live rows stream whatever the time of day.
      env: { SIM_START: E2E_MARKET_START },
    });
  });

  test.afterAll(async () => {
    await stack?.stop();
  });

  test('the app runs under its Content-Security-Policy without a single violation', async ({ page, request }) => {
    const violations = await watchCsp(page);
    await signInAs(page, await createAccountAt(request, stack.api, 'scale'));
    const response = await page.goto(`${stack.base}/politicians`);
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    await expect(page.getByRole('heading', { name: 'Politician Tracker', level: 1 })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Politician trades' }).getByRole('row').nth(1)).toBeVisible();

    await navLink(page, 'Options Calculator').click();
    await expect(page.getByRole('heading', { name: 'Options Calculator', level: 1 })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Legs and greeks' }).getByRole('row').nth(1)).toBeVisible();
    await page.goto(`${stack.base}/options-calculator`);
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
    const max = LOGIN_LIMITS.pair.max;
    for (let i = 0; i < max; i++) expect((await attempt(stack.apiPorts[i % 2]!)).status()).toBe(401);
    // Each process saw about half the failures; together they reached the limit.
    for (const port of stack.apiPorts) expect((await attempt(port)).status()).toBe(429);
    const throughNginx = await request.post(`${stack.api}token/`, {
      form: { username, password: 'not-the-password' },
      headers: { 'X-Forwarded-For': caller },
    });
    expect(throughNginx.status()).toBe(429);
  });

  test('the online count is one across processes: each counts users connected to the other, until they leave', async ({
    request,
  }) => {
    const [portA, portB] = stack.apiPorts as [number, number];
    // Anonymous viewers, one on each process: they receive the count but are not counted.
    const viewers = [onlineCount(portA), onlineCount(portB)] as const;
    const users: Array<{ close(): void }> = [];
    try {
      await expect.poll(() => viewers.map((viewer) => viewer.latest() !== null)).toEqual([true, true]);
      const baseline = viewers[1].latest()!;
      expect(viewers[0].latest()).toBe(baseline);

      // Signed in through process A (its own port, not nginx), connected to A: B's client counts them.
      const onA = await createAccountAt(request, `http://127.0.0.1:${portA}/api/`, 'online');
      users.push(onlineCount(portA, onA.access));
      await expect.poll(() => viewers[1].latest()).toBe(baseline + 1);
      // And the other way round: signed in through B, counted by A's client.
      const onB = await createAccountAt(request, `http://127.0.0.1:${portB}/api/`, 'online');
      users.push(onlineCount(portB, onB.access));
      await expect.poll(() => viewers[0].latest()).toBe(baseline + 2);
      await expect.poll(() => viewers[1].latest()).toBe(baseline + 2);

      // Leaving lowers the count on the other process too.
      users.shift()?.close();
      await expect.poll(() => viewers[1].latest()).toBe(baseline + 1);
      users.shift()?.close();
      await expect.poll(() => viewers[0].latest()).toBe(baseline);
      await expect.poll(() => viewers[1].latest()).toBe(baseline);
    } finally {
      for (const socket of [...users, ...viewers]) socket.close();
    }
  });

  test('a session started on one process is renewed on the other and used back on the first', async ({ request }) => {
    const [onA, onB] = stack.apiPorts.map((port) => `http://127.0.0.1:${port}/api/`) as [string, string];
    const me = (api: string, access: string) =>
      request.get(`${api}user/me`, { headers: { Authorization: `Bearer ${access}` } });
    // Registered and signed in through process A only (its own port, not nginx).
    const account = await createAccountAt(request, onA, 'session');
    const renewed = await request.post(`${onB}token/refresh/`, { data: { refresh: account.refresh } });
    expect(renewed.status(), await renewed.text()).toBe(200);
    const tokens = (await renewed.json()) as { access: string; refresh: string };
    expect(tokens.refresh).not.toBe(account.refresh);
    const profile = await me(onA, tokens.access);
    expect(profile.status(), await profile.text()).toBe(200);
    expect(await profile.text()).toContain(account.username);
    // B's rotation is A's too: the refresh token B replaced is spent on A as well.
    expect((await request.post(`${onA}token/refresh/`, { data: { refresh: account.refresh } })).status()).toBe(401);
  });

  test('the process serving the live socket is killed: the flow stream resumes through the other and the user keeps working', async ({
    page,
    request,
  }) => {
    // Two pages, a write burst, a kill and a reconnect: 70 s of steps on an idle 2-core VM, which ran out of
    // the default 90 s in a loaded run (it was on its last page).
    test.setTimeout(180_000);
    const serverErrors: string[] = [];
    let answeredAfterKill = 0;
    let killed = false;
    page.on('response', (response) => {
      if (!response.url().startsWith(stack.api)) return;
      if (response.status() >= 500) serverErrors.push(`${response.status()} ${response.url()}`);
      else if (killed && response.ok()) answeredAfterKill += 1;
    });
    const sockets = watchSockets(page);
    await signInAs(page, await createAccountAt(request, stack.api, 'scale'));
    await page.goto(`${stack.base}/flow`);
    await expect(page.getByRole('heading', { name: 'Flows', level: 1 })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();
    await expect(page.getByText(/^\d+ online$/)).toBeVisible();
    const loaded = await heldOrders(page);
    await expect.poll(() => heldOrders(page), { timeout: 20_000 }).toBeGreaterThan(loaded);
    expect(sockets).toHaveLength(1);
    const [first] = sockets as [PageSocket];
    expect(first.updates).toBeGreaterThan(0);

    // The process the user's live socket runs on, not just any of the two.
    const victimPort = await socketOwner(request, stack.apiPorts, first.sid!);
    const victim = stack.apiPids.get(victimPort);
    expect(victim).toBeDefined();
    // Writes through nginx to both processes are under way when the process dies.
    const writer = await createAccountAt(request, stack.api, 'writes');
    const burst = writeBurst(request, stack.api, writer.access, `Kill ${writer.username}`);
    await expect.poll(() => burst.acknowledged.length).toBeGreaterThan(20);
    process.kill(victim!, 'SIGKILL');
    killed = true;
    const acknowledgedAtKill = burst.acknowledged.length;
    await expect.poll(() => listening(`http://127.0.0.1:${victimPort}`, 0)).toBe(false);
    await expect.poll(() => burst.acknowledged.length).toBeGreaterThan(acknowledgedAtKill + 20);
    await burst.stop();
    // Only a write in flight on the dead process may fail (nginx answers 502; it never resends a POST that
    // reached a process); every acknowledged write is in the database.
    expect(burst.statuses.filter((status) => status !== 201 && status !== 502)).toEqual([]);
    const found = await journalTimes(DATABASE_URL, `Kill ${writer.username}`);
    expect(burst.acknowledged.filter((at) => !found.has(at))).toEqual([]);
    console.log(
      `kill during writes: ${burst.statuses.length} writes, ${burst.acknowledged.length} acknowledged, ` +
        `${found.size} found, ${burst.statuses.filter((status) => status === 502).length} answered 502`,
    );

    // The socket drops and reconnects through nginx to the survivor, which streams new rows to it.
    await expect.poll(() => first.closed).toBe(true);
    await expect
      .poll(() => sockets.slice(1).some((socket) => !socket.closed && socket.updates > 0), { timeout: 30_000 })
      .toBe(true);
    const survivor = sockets.slice(1).find((socket) => !socket.closed && socket.updates > 0)!;
    const survivorPort = stack.apiPorts.find((port) => port !== victimPort)!;
    expect(await socketOwner(request, [survivorPort], survivor.sid!)).toBe(survivorPort);
    const reconnected = await heldOrders(page);
    await expect.poll(() => heldOrders(page), { timeout: 20_000 }).toBeGreaterThan(reconnected);
    await expect(page.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();
    await expect(page.locator('.notistack-MuiContent-error, .notistack-MuiContent-warning')).toHaveCount(0);

    // In-app navigation first, then fresh page loads: every API call now lands on the survivor.
    for (let round = 0; round < 2; round++) {
      await navLink(page, 'Options Calculator').click();
      await expect(page.getByRole('table', { name: 'Legs and greeks' }).getByRole('row').nth(1)).toBeVisible();
      await navLink(page, 'Politician Tracker').click();
      await expect(page.getByRole('table', { name: 'Politician trades' }).getByRole('row').nth(1)).toBeVisible();
    }
    for (const path of ['/options-calculator', '/politicians?after=kill']) {
      await page.goto(`${stack.base}${path}`);
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
