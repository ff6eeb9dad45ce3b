import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it, test } from 'node:test';
import { buildApp } from '../app.js';
import { API_ROOT, DEV_JWT_SECRET, type DatabaseConfig } from '../config.js';
import { createTokenService } from '../security/tokens.js';
import { addDays, toIsoDate } from '@flowdeck/market-calendar';
import {
  bearer,
  signUp,
  startTestApp,
  TEST_NOW,
  testBackends,
  testConfig,
  type Backend,
  type TestApp,
} from '../test/harness.js';
import { CommandError, UsageError, apiBaseUrl, parseDays, parseGrantArgs, runAdmin } from './admin.js';

const TRIAL_END = addDays(toIsoDate(TEST_NOW), 7);
const pinned = { now: () => TEST_NOW };

test('guest-token prints a link whose token verifies as a guest for the given days', async () => {
  const link = new URL(await runAdmin(['guest-token', '--days', '7'], { APP_ORIGIN: 'https://app.example.com' }));
  assert.equal(link.origin, 'https://app.example.com');
  assert.equal(link.pathname, '/home');
  const token = link.searchParams.get('token') ?? '';
  const principal = await createTokenService({ secret: DEV_JWT_SECRET, accessTokenTtlSeconds: 60 }).verify(token);
  assert.equal(principal?.kind, 'guest');
  const [, payload = ''] = token.split('.');
  const { exp, iat } = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { exp: number; iat: number };
  assert.equal(exp - iat, 7 * 86_400);
});

test('bad input is refused with a clear message', async () => {
  assert.throws(() => parseDays([]), /--days must be a whole number/);
  assert.throws(() => parseDays(['--days', '0']), UsageError);
  assert.throws(() => parseDays(['--days', '2.5']), UsageError);
  await assert.rejects(runAdmin(['grant-everything']), /Unknown command "grant-everything"/);
  await assert.rejects(runAdmin([]), /No command given/);
});

test('grant reads a username, --days and --bot in any order', () => {
  assert.deepEqual(parseGrantArgs(['ann', '--days', '30']), { username: 'ann', days: 30, bot: false });
  assert.deepEqual(parseGrantArgs(['--bot', '--days', '365', 'ann']), { username: 'ann', days: 365, bot: true });
  assert.throws(() => parseGrantArgs(['--days', '30']), /needs a username/);
  assert.throws(() => parseGrantArgs(['ann']), /--days must be a whole number from 1 to 3660/);
  assert.throws(() => parseGrantArgs(['ann', '--days', '30', '--forever']), /Unknown option "--forever"/);
  assert.throws(() => parseGrantArgs(['ann', 'bob', '--days', '30']), /Unexpected argument "bob"/);
});

test('the API is reached on loopback when it listens on every interface', () => {
  assert.equal(apiBaseUrl({ host: '0.0.0.0', port: 8000, apiPrefix: '/api' }), 'http://127.0.0.1:8000/api/');
  assert.equal(apiBaseUrl({ host: '::1', port: 9000, apiPrefix: '' }), 'http://[::1]:9000/');
});

/** A port nothing listens on (taken and released at once). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** A PGlite folder that must stay absent: proof the CLI never opened a database itself. */
const untouchedDir = () => path.join(tmpdir(), `flowdeck-admin-untouched-${process.pid}-${Date.now()}`);

function cliEnv(port: number, database: Record<string, string>): NodeJS.ProcessEnv {
  return { NODE_ENV: 'test', HOST: '127.0.0.1', PORT: String(port), API_PREFIX: '/api', ...database };
}

async function profile(t: TestApp, access: string): Promise<{ end_date: string; bot_sub: boolean }> {
  return (await t.request({ method: 'GET', url: '/api/user/me', headers: bearer(access) })).json();
}

const backends = await testBackends();
const pglite = backends.find((b) => b.name === 'pglite') as Backend;

describe('grant through the running API', () => {
  let t: TestApp;
  let port: number;
  let access: string;
  const pgliteDir = untouchedDir();

  before(async () => {
    t = await startTestApp(pglite);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
    access = (await signUp(t, 'ann')).access;
  });
  after(async () => {
    await t?.close();
  });

  it('extends the subscription from its current end and sets the bot add-on', async () => {
    const output = await runAdmin(
      ['grant', 'ann', '--days', '30', '--bot'],
      cliEnv(port, { PGLITE_DIR: pgliteDir }),
      pinned,
    );
    const endDate = addDays(TRIAL_END, 30);
    assert.equal(output, `ann now has access until ${endDate} (Discord bot: yes).`);
    assert.deepEqual(await profile(t, access).then((p) => [p.end_date, p.bot_sub]), [endDate, true]);
    assert.equal(existsSync(pgliteDir), false, 'the CLI did not open a database of its own');
  });

  it('reports an unknown user', async () => {
    await assert.rejects(
      runAdmin(['grant', 'nobody', '--days', '30'], cliEnv(port, { PGLITE_DIR: pgliteDir }), pinned),
      (error: unknown) => error instanceof CommandError && /HTTP 404\): Unknown user "nobody"/.test(error.message),
    );
  });

  it('is refused when the CLI signs with another secret, and nothing changes', async () => {
    const before = await profile(t, access);
    await assert.rejects(
      runAdmin(
        ['grant', 'ann', '--days', '30'],
        cliEnv(port, { PGLITE_DIR: pgliteDir, JWT_SECRET: 'not-the-api-secret-0123456789abcdef' }),
        pinned,
      ),
      /refused the grant \(HTTP 401\)/,
    );
    assert.deepEqual(await profile(t, access), before);
  });
});

describe('grant when the API is not answering', () => {
  // Accepts connections and never answers, like a stuck process on the API's port.
  let hung: Server;
  const connections = new Set<Socket>();
  before(async () => {
    hung = createServer((socket) => connections.add(socket));
    await new Promise<void>((resolve) => hung.listen(0, '127.0.0.1', resolve));
  });
  after(async () => {
    for (const socket of connections) socket.destroy();
    await new Promise<void>((resolve) => hung.close(() => resolve()));
  });

  it('does not touch the database while something holds the API port', async () => {
    const dir = untouchedDir();
    const { port } = hung.address() as AddressInfo;
    await assert.rejects(
      runAdmin(['grant', 'ann', '--days', '30'], cliEnv(port, { PGLITE_DIR: dir }), { ...pinned, apiTimeoutMs: 300 }),
      (error: unknown) => error instanceof CommandError && /did not answer/.test(error.message),
    );
    assert.equal(existsSync(dir), false);
  });

  it('does not create an empty PGlite database where none exists', async () => {
    const dir = untouchedDir();
    await assert.rejects(
      runAdmin(['grant', 'ann', '--days', '30'], cliEnv(await freePort(), { PGLITE_DIR: dir }), pinned),
      new RegExp(`No database at ${dir.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
    );
    assert.equal(existsSync(dir), false);
  });
});

/** A database on disk (PGlite folder or PostgreSQL), the env that points the CLI at it, and cleanup. */
async function durableDatabase(
  backend: Backend,
): Promise<{ database: DatabaseConfig; env: Record<string, string>; dispose(): Promise<void> }> {
  if (backend.name === 'postgres') {
    const { database, dispose } = await backend.provision();
    if (database.kind !== 'postgres') throw new Error('expected PostgreSQL');
    return { database, env: { DATABASE_URL: database.url }, dispose };
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'flowdeck-admin-pglite-'));
  const { database } = await backend.provision();
  const initialDump = database.kind === 'pglite' ? database.initialDump : undefined;
  return {
    database: { kind: 'pglite', dataDir, ...(initialDump ? { initialDump } : {}) },
    env: { PGLITE_DIR: dataDir },
    dispose: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

for (const backend of backends) {
  describe(`grant with no API running, on ${backend.name}`, { skip: backend.skip }, () => {
    let store: Awaited<ReturnType<typeof durableDatabase>>;
    let env: NodeJS.ProcessEnv;

    before(async () => {
      store = await durableDatabase(backend);
      env = cliEnv(await freePort(), store.env);
      const config = testConfig(store.database);
      const app = await buildApp(config, { now: () => TEST_NOW });
      try {
        await signUp({ app, config, request: (options) => app.inject(options), close: () => app.close() }, 'bea');
      } finally {
        await app.close();
      }
    });
    after(async () => {
      await store?.dispose();
    });

    it('writes to the database directly and says so', async () => {
      const output = await runAdmin(['grant', 'BEA', '--days', '10'], env, pinned);
      const endDate = addDays(TRIAL_END, 10);
      assert.equal(
        output,
        `bea now has access until ${endDate} (Discord bot: no).\n(No API was running; the database was updated directly.)`,
      );

      const app = await buildApp(
        testConfig({ ...store.database, ...(store.database.kind === 'pglite' ? { initialDump: undefined } : {}) }),
        {
          now: () => TEST_NOW,
        },
      );
      try {
        const login = await app.inject({
          method: 'POST',
          url: '/api/token/',
          payload: { username: 'bea', password: 'correct-horse-9' },
        });
        const me = await app.inject({
          method: 'GET',
          url: '/api/user/me',
          headers: bearer(login.json<{ access: string }>().access),
        });
        assert.equal(me.json<{ end_date: string }>().end_date, endDate);
      } finally {
        await app.close();
      }
    });

    it('exits with status 1 and a clear message for an unknown user', () => {
      const result = spawnSync(
        process.execPath,
        ['--import', 'tsx', 'src/cli/admin.ts', 'grant', 'nobody', '--days', '30'],
        {
          cwd: API_ROOT,
          env: { ...process.env, ...env },
          encoding: 'utf8',
        },
      );
      assert.equal(result.status, 1, result.stderr);
      assert.match(result.stderr, /Unknown user "nobody"/);
      assert.equal(result.stdout, '');
    });
  });
}
