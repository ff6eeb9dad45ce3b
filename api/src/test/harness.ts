/**
 * Integration-test support: every API test runs against the real app on embedded PGlite, and again on a
 * throwaway PostgreSQL database when a server is reachable (TEST_DATABASE_URL, default
 * postgres://postgres@127.0.0.1:5432/test). Set TEST_POSTGRES=off to skip PostgreSQL on purpose; an
 * unreachable server skips it only outside CI (see services.ts).
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { buildApp, type BuildOptions } from '../app.js';
import { API_ROOT, DEV_JWT_SECRET, PGLITE_MEMORY, type Config, type DatabaseConfig } from '../config.js';
import { skipUnlessCi } from './services.js';

export const DEFAULT_TEST_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/test';
export const TEST_APP_ORIGIN = 'http://app.test:3000';
/** A Friday evening after the close: "today" for every integration test (lastSession 2025-06-13). */
export const TEST_NOW = new Date('2025-06-13T22:30:00Z');

export interface Backend {
  name: 'pglite' | 'postgres';
  /** Why this backend is skipped, or false to run it. */
  skip: string | false;
  /** A fresh, empty database and the way to drop it. */
  provision(): Promise<{ database: DatabaseConfig; dispose(): Promise<void> }>;
}

/**
 * initdb is most of PGlite's start-up time. Each test file runs in its own process, so the first one
 * dumps a fresh data directory to the temp folder (keyed by PGlite version) and the others load it.
 */
async function freshPgliteDump(): Promise<Blob> {
  const manifestPath = path.join(API_ROOT, 'node_modules/@electric-sql/pglite/package.json');
  const { version } = JSON.parse(readFileSync(manifestPath, 'utf8')) as { version: string };
  const file = path.join(tmpdir(), `flowdeck-pglite-initdb-${version}.tar`);
  if (existsSync(file)) return new Blob([readFileSync(file)]);
  const pglite = await PGlite.create('memory://');
  const dump = await pglite.dumpDataDir('none');
  await pglite.close();
  const partial = `${file}.${process.pid}.tmp`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, file);
  return dump;
}

export const pgliteBackend: Backend = {
  name: 'pglite',
  skip: false,
  provision: async () => ({
    database: { kind: 'pglite', dataDir: PGLITE_MEMORY, initialDump: await freshPgliteDump() },
    dispose: async () => undefined,
  }),
};

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** PostgreSQL from TEST_DATABASE_URL; skipped when TEST_POSTGRES=off, or when unreachable outside CI. */
export async function postgresBackend(env: Record<string, string | undefined> = process.env): Promise<Backend> {
  const adminUrl = env['TEST_DATABASE_URL'] ?? DEFAULT_TEST_POSTGRES_URL;
  const base = { name: 'postgres' as const };
  if ((env['TEST_POSTGRES'] ?? '').toLowerCase() === 'off') {
    return { ...base, skip: 'TEST_POSTGRES=off', provision: () => Promise.reject(new Error('skipped')) };
  }
  // A refused connection fails at once; the timeout only waits out a loaded machine.
  const probe = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 10_000 });
  try {
    await probe.connect();
    await probe.query('select 1');
  } catch (error) {
    return {
      ...base,
      skip: skipUnlessCi(`PostgreSQL unreachable at ${adminUrl} (${(error as Error).message})`, env),
      provision: () => Promise.reject(new Error('skipped')),
    };
  } finally {
    await probe.end().catch(() => undefined);
  }
  return {
    ...base,
    skip: false,
    async provision() {
      const name = `flowdeck_test_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      try {
        await admin.query(`create database ${name}`);
      } finally {
        await admin.end();
      }
      return {
        database: { kind: 'postgres', url: withDatabase(adminUrl, name) },
        async dispose() {
          const cleanup = new pg.Client({ connectionString: adminUrl });
          await cleanup.connect();
          try {
            await cleanup.query(`drop database if exists ${name} with (force)`);
          } finally {
            await cleanup.end();
          }
        },
      };
    },
  };
}

/** PGlite always; PostgreSQL when reachable (and always in CI, where an unreachable server fails the run). */
export async function testBackends(): Promise<Backend[]> {
  return [pgliteBackend, await postgresBackend()];
}

/** A small but complete seed: the whole universe with 60 sessions of bars and 600 filings. */
export function testConfig(database: DatabaseConfig, overrides: Partial<Config> = {}): Config {
  return {
    env: 'test',
    port: 0,
    host: '127.0.0.1',
    apiPrefix: '/api',
    appOrigin: TEST_APP_ORIGIN,
    corsOrigins: [TEST_APP_ORIGIN],
    database,
    jwtSecret: DEV_JWT_SECRET,
    accessTokenTtlSeconds: 900,
    refreshTokenTtlSeconds: 86_400,
    redisUrl: null,
    identity: null,
    simSeed: 42,
    seed: { historyDays: 60, symbolLimit: null, politicianTrades: 600 },
    logLevel: 'silent',
    ...overrides,
  };
}

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  request(options: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export async function startTestApp(
  backend: Backend,
  overrides: Partial<Config> = {},
  now: () => Date = () => TEST_NOW,
  build: Omit<BuildOptions, 'now'> = {},
): Promise<TestApp> {
  const { database, dispose } = await backend.provision();
  const config = testConfig(database, overrides);
  let app: FastifyInstance;
  try {
    app = await buildApp(config, { ...build, now });
  } catch (error) {
    await dispose();
    throw error;
  }
  return {
    app,
    config,
    request: (options) => app.inject(options),
    async close() {
      await app.close();
      await dispose();
    },
  };
}

export function bearer(token: string): Record<string, string> {
  return { authorization: `Bearer ${token}` };
}

/**
 * GET and POST on `/api/<path>` as a signed-in user (their access token; a GET without one is anonymous),
 * against the app `app()` returns when called (tests assign it in `before`). `getJson` answers a GET's
 * status and JSON body, typed `T`.
 */
export function apiAs(app: () => TestApp) {
  const get = (path: string, access?: string) =>
    app().request({ method: 'GET', url: `/api/${path}`, headers: access ? bearer(access) : {} });
  return {
    get,
    getJson: async <T = unknown>(path: string, access?: string) => {
      const answer = await get(path, access);
      return { status: answer.statusCode, body: answer.json<T>() };
    },
    post: (path: string, access: string, payload: unknown = {}) =>
      app().request({
        method: 'POST',
        url: `/api/${path}`,
        headers: bearer(access),
        payload: payload as InjectOptions['payload'],
      }),
  };
}

/**
 * The verification link the outbox holds for the signed-in user (newest first), as its token; null if none.
 * Registration mails it (ADR 0008); opening it starts the trial.
 */
export async function verificationTokenFor(t: TestApp, access: string): Promise<string | null> {
  const outbox = await t.request({ method: 'GET', url: '/api/user/email/outbox', headers: bearer(access) });
  if (outbox.statusCode !== 200) throw new Error(`outbox: ${outbox.body}`);
  for (const mail of outbox.json<{ items: Array<{ body: string }> }>().items) {
    const token = /[?&]token=([\w-]+)/.exec(mail.body)?.[1];
    if (token) return token;
  }
  return null;
}

/** Registers and signs in a user whose email is verified (its trial running); returns its token pair. */
export async function signUp(
  t: TestApp,
  username: string,
  password = 'correct-horse-9',
): Promise<{ access: string; refresh: string }> {
  const tokens = await signUpUnverified(t, username, password);
  const token = await verificationTokenFor(t, tokens.access);
  if (!token) throw new Error(`no verification mail for ${username}`);
  const verified = await t.request({ method: 'POST', url: '/api/user/email/verify', payload: { token } });
  if (verified.statusCode !== 200) throw new Error(`verification failed: ${verified.body}`);
  return tokens;
}

/** Registers and signs in a user without opening the verification link (no trial yet). */
export async function signUpUnverified(
  t: TestApp,
  username: string,
  password = 'correct-horse-9',
): Promise<{ access: string; refresh: string }> {
  const registered = await t.request({
    method: 'POST',
    url: '/api/register/',
    payload: { username, email: `${username.toLowerCase()}@example.com`, password, password2: password },
  });
  if (registered.statusCode !== 201) throw new Error(`sign-up failed: ${registered.body}`);
  const login = await t.request({
    method: 'POST',
    url: '/api/token/',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ username, password }).toString(),
  });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`);
  return login.json<{ access: string; refresh: string }>();
}
