import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import {
  DEV_FIREBASE_EMULATOR_HOST,
  DEV_FIREBASE_PROJECT_ID,
  DEV_HARNESS_ORIGINS,
  DEV_JWT_SECRET,
  loadConfig,
  parseDuration,
  REPO_ROOT,
  estimatedEntropyBits,
} from './config.js';
import { PRODUCTION_MAIL_ENV, problemsOf, TEST_PRODUCTION_SECRET } from './test/config-problems.js';

describe('configuration', () => {
  it('has working defaults for local development', () => {
    const config = loadConfig({});
    assert.equal(config.port, 8000);
    assert.equal(config.apiPrefix, '/api');
    assert.equal(config.appOrigin, 'http://localhost:3000');
    assert.deepEqual(config.database, { kind: 'pglite', dataDir: path.join(REPO_ROOT, 'var/data/pglite') });
    assert.equal(config.jwtSecret, DEV_JWT_SECRET);
    assert.equal(config.accessTokenTtlSeconds, 15 * 60);
    assert.equal(config.refreshTokenTtlSeconds, 86_400);
    assert.equal(config.redisUrl, null);
    assert.equal(config.simSeed, 42);
    assert.equal(config.simStart, undefined);
    assert.equal(loadConfig({ SIM_START: '2026-11-20T15:30:00Z' }).simStart, Date.UTC(2026, 10, 20, 15, 30));
    assert.equal(config.seed.historyDays, 252);
  });

  it('never seeds less than the 60 trading days of daily history the charts promise', () => {
    assert.equal(loadConfig({ SEED_HISTORY_DAYS: '60' }).seed.historyDays, 60);
    assert.ok(problemsOf({ SEED_HISTORY_DAYS: '59' }).some((p) => p.includes('SEED_HISTORY_DAYS')));
  });

  it('uses PostgreSQL when DATABASE_URL is set, and normalises the prefix and origin', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://u@db:5432/app',
      API_PREFIX: 'v2/',
      APP_ORIGIN: 'https://app.example.com/',
    });
    assert.deepEqual(config.database, { kind: 'postgres', url: 'postgres://u@db:5432/app' });
    assert.equal(config.apiPrefix, '/v2');
    assert.equal(config.appOrigin, 'https://app.example.com');
    assert.deepEqual(loadConfig({ PGLITE_DIR: 'memory://' }).database, { kind: 'pglite', dataDir: 'memory://' });
  });

  it('allows the app and, outside production, the remote dev harnesses as CORS origins', () => {
    assert.deepEqual(loadConfig({}).corsOrigins, ['http://localhost:3000', ...DEV_HARNESS_ORIGINS]);
    const production = loadConfig({
      NODE_ENV: 'production',
      JWT_SECRET: TEST_PRODUCTION_SECRET,
      ...PRODUCTION_MAIL_ENV,
      APP_ORIGIN: 'https://app.example.com',
      CORS_ORIGINS: 'https://admin.example.com/, https://app.example.com',
    });
    assert.deepEqual(production.corsOrigins, ['https://app.example.com', 'https://admin.example.com']);
    assert.ok(
      problemsOf({ CORS_ORIGINS: 'https://ok.example.com,https://bad.example.com/path' }).some((p) =>
        p.startsWith('CORS_ORIGINS'),
      ),
    );
  });

  it('reports every problem at once', () => {
    const problems = problemsOf({
      PORT: 'eighty',
      ACCESS_TOKEN_TTL: 'soon',
      DATABASE_URL: 'mysql://x',
      REDIS_URL: '::',
      SIM_SEED: '-1',
      SIM_START: '2026-11-20 10:30',
    });
    assert.equal(problems.length, 6, problems.join('\n'));
    assert.ok(problems.some((p) => p.startsWith('PORT')));
    assert.ok(problems.some((p) => p.startsWith('ACCESS_TOKEN_TTL')));
    assert.ok(problems.some((p) => p.startsWith('DATABASE_URL')));
    assert.ok(problems.some((p) => p.startsWith('REDIS_URL')));
    assert.ok(problems.some((p) => p.startsWith('SIM_SEED')));
    assert.ok(problems.some((p) => p.startsWith('SIM_START')));
  });

  it('uses the local Auth emulator outside production and never in production', () => {
    assert.deepEqual(loadConfig({}).identity, {
      projectId: DEV_FIREBASE_PROJECT_ID,
      emulatorHost: DEV_FIREBASE_EMULATOR_HOST,
      checkRevoked: false,
    });
    const secret = { NODE_ENV: 'production', JWT_SECRET: TEST_PRODUCTION_SECRET, ...PRODUCTION_MAIL_ENV };
    assert.equal(loadConfig(secret).identity, null);
    assert.deepEqual(loadConfig({ ...secret, FIREBASE_PROJECT_ID: 'flowdeck-prod' }).identity, {
      projectId: 'flowdeck-prod',
      emulatorHost: null,
      checkRevoked: true,
    });
    assert.ok(
      problemsOf({
        ...secret,
        FIREBASE_PROJECT_ID: 'flowdeck-prod',
        FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
      }).some((p) => p.includes('FIREBASE_AUTH_EMULATOR_HOST is refused in production')),
    );
    assert.ok(problemsOf({ FIREBASE_PROJECT_ID: 'Bad Id!' }).some((p) => p.includes('FIREBASE_PROJECT_ID')));
  });

  it('refuses default or short secrets in production', () => {
    assert.ok(problemsOf({ NODE_ENV: 'production' }).some((p) => p.includes('JWT_SECRET')));
    assert.ok(problemsOf({ NODE_ENV: 'production', JWT_SECRET: 'short' }).some((p) => p.includes('at least 32')));
    assert.deepEqual(
      problemsOf({ NODE_ENV: 'production', JWT_SECRET: TEST_PRODUCTION_SECRET, ...PRODUCTION_MAIL_ENV }),
      [],
    );
  });

  it('refuses predictable production secrets however long, and accepts random ones', () => {
    for (const weak of ['a'.repeat(32), 'x'.repeat(64), 'abc'.repeat(20), 'ab'.repeat(40)])
      assert.ok(
        problemsOf({ NODE_ENV: 'production', JWT_SECRET: weak }).some((p) => p.includes('too predictable')),
        weak,
      );
    for (const random of [
      'c0ffee4b1d2e3f5a6978b0c1d2e3f4a5b6c7d8e9f0a1b2c3d4e5f60718293a4b', // openssl rand -hex 32
      'q8ZJ1xv0mT3bN6cR9wL2yP5kH7dF4sGa', // 32 base62 characters
    ])
      assert.deepEqual(problemsOf({ NODE_ENV: 'production', JWT_SECRET: random, ...PRODUCTION_MAIL_ENV }), [], random);
    assert.equal(estimatedEntropyBits('a'.repeat(32)), 0);
  });

  it('parses durations', () => {
    assert.equal(parseDuration('15m'), 900);
    assert.equal(parseDuration('1d'), 86_400);
    assert.equal(parseDuration('36h'), 129_600);
    assert.equal(parseDuration('90'), 90);
    assert.equal(parseDuration('0s'), null);
    assert.equal(parseDuration('1w'), null);
  });

  it('keeps mails in the outbox locally and requires a real mail provider in production', () => {
    assert.deepEqual(loadConfig({}).mailProvider, { provider: 'outbox' });
    assert.deepEqual(problemsOf({ NODE_ENV: 'production', JWT_SECRET: TEST_PRODUCTION_SECRET }), [
      'MAIL_PROVIDER must be set in production (postmark): registration mails a verification link',
    ]);
    const production = { NODE_ENV: 'production', JWT_SECRET: TEST_PRODUCTION_SECRET };
    assert.deepEqual(problemsOf({ ...production, MAIL_PROVIDER: 'outbox' }), [
      'MAIL_PROVIDER=outbox is refused in production (no mail would reach anyone); set ALLOW_OUTBOX_MAIL=true for a demo deployment',
    ]);
    assert.deepEqual(loadConfig({ ...production, MAIL_PROVIDER: 'outbox', ALLOW_OUTBOX_MAIL: 'true' }).mailProvider, {
      provider: 'outbox',
    });
    assert.deepEqual(problemsOf({ ...production, MAIL_PROVIDER: 'postmark' }), [
      'POSTMARK_SERVER_TOKEN must be the Postmark server API token (a UUID)',
      'MAIL_FROM must be the sender address, e.g. no-reply@example.com',
    ]);
    assert.deepEqual(loadConfig({ ...production, ...PRODUCTION_MAIL_ENV }).mailProvider, {
      provider: 'postmark',
      serverToken: PRODUCTION_MAIL_ENV.POSTMARK_SERVER_TOKEN,
      from: PRODUCTION_MAIL_ENV.MAIL_FROM,
    });
    assert.deepEqual(problemsOf({ MAIL_PROVIDER: 'pigeon' }), [
      'MAIL_PROVIDER must be postmark or outbox (got "pigeon")',
    ]);
  });

  it('limits registrations per address and overall, relaxed only for the test suites', () => {
    assert.deepEqual(loadConfig({}).registrationLimits, { perIp: 10, global: 300, windowMs: 3_600_000 });
    assert.equal(loadConfig({ NODE_ENV: 'test' }).registrationLimits?.perIp, 100_000);
    assert.deepEqual(
      loadConfig({ REGISTRATION_LIMIT_PER_IP: '3', REGISTRATION_LIMIT_GLOBAL: '50' }).registrationLimits,
      {
        perIp: 3,
        global: 50,
        windowMs: 3_600_000,
      },
    );
  });
});
