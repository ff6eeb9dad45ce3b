import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export type NodeEnv = 'development' | 'production' | 'test';

export type DatabaseConfig =
  | { kind: 'postgres'; url: string }
  | {
      kind: 'pglite';
      dataDir: string;
      /** A dumped, freshly initialised data directory to start from instead of running initdb (tests). */
      initialDump?: Blob;
    };

export interface SeedConfig {
  /** Trading sessions of daily bars generated per symbol on first start. */
  historyDays: number;
  /** Only the first N universe rows are seeded (tests); null seeds the whole universe. */
  symbolLimit: number | null;
  /** Politician transactions generated on first start. */
  politicianTrades: number;
}

export interface Config {
  env: NodeEnv;
  port: number;
  host: string;
  apiPrefix: string;
  appOrigin: string;
  /** Browser origins allowed to call the API and open the socket (the app first). */
  corsOrigins: string[];
  database: DatabaseConfig;
  jwtSecret: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  redisUrl: string | null;
  simSeed: number;
  seed: SeedConfig;
  logLevel: string;
}

/** The secret used when JWT_SECRET is unset; accepted everywhere except production. */
export const DEV_JWT_SECRET = 'flowdeck-dev-secret-change-me-0123456789abcdef';
export const PGLITE_MEMORY = 'memory://';
export const DEFAULT_HISTORY_DAYS = 252;
export const DEFAULT_POLITICIAN_TRADES = 3000;
/** Each remote's standalone dev harness (ports 3001–3004) calls the API from its own origin. */
export const DEV_HARNESS_ORIGINS = [3001, 3002, 3003, 3004].map((port) => `http://localhost:${port}`);
const MIN_PRODUCTION_SECRET_LENGTH = 32;
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/** This file lives in api/src/, so api/ is its parent and the monorepo root the one above. */
export const API_ROOT = fileURLToPath(new URL('..', import.meta.url));
export const REPO_ROOT = path.resolve(API_ROOT, '..');

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const DURATION_UNITS: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86400 };

/** Parses '15m', '1d', '36h', '90s' or a bare number of seconds. */
export function parseDuration(value: string): number | null {
  const match = /^(\d+)\s*([smhd]?)$/i.exec(value.trim());
  if (!match) return null;
  const amount = Number(match[1]);
  const unit = DURATION_UNITS[(match[2] || 's').toLowerCase()] ?? 1;
  const seconds = amount * unit;
  return seconds > 0 ? seconds : null;
}

/**
 * Reads the environment into a validated Config. Collects every problem instead of stopping at the
 * first one, so a misconfigured deployment is fixed in one round trip.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const problems: string[] = [];
  const read = (name: string): string | undefined => {
    const value = env[name];
    return value === undefined || value.trim() === '' ? undefined : value.trim();
  };
  const integer = (name: string, fallback: number, min: number, max: number): number => {
    const raw = read(name);
    if (raw === undefined) return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min || value > max) {
      problems.push(`${name} must be an integer between ${min} and ${max} (got "${raw}")`);
      return fallback;
    }
    return value;
  };
  const duration = (name: string, fallback: string): number => {
    const raw = read(name) ?? fallback;
    const seconds = parseDuration(raw);
    if (seconds === null) {
      problems.push(`${name} must be a duration like 15m, 12h, 1d or a number of seconds (got "${raw}")`);
      return parseDuration(fallback) ?? 0;
    }
    return seconds;
  };
  const url = (name: string, protocols: string[]): string | null => {
    const raw = read(name);
    if (raw === undefined) return null;
    try {
      const parsed = new URL(raw);
      if (!protocols.includes(parsed.protocol)) {
        problems.push(`${name} must use ${protocols.join(' or ')} (got "${parsed.protocol}")`);
      }
    } catch {
      problems.push(`${name} is not a valid URL (got "${raw}")`);
    }
    return raw;
  };

  const rawEnv = read('NODE_ENV') ?? 'development';
  let nodeEnv: NodeEnv = 'development';
  if (rawEnv === 'development' || rawEnv === 'production' || rawEnv === 'test') nodeEnv = rawEnv;
  else problems.push(`NODE_ENV must be development, production or test (got "${rawEnv}")`);

  const port = integer('PORT', 8000, 0, 65535);
  const host = read('HOST') ?? '0.0.0.0';

  let apiPrefix = read('API_PREFIX') ?? '/api';
  if (!apiPrefix.startsWith('/')) apiPrefix = `/${apiPrefix}`;
  apiPrefix = apiPrefix.replace(/\/+$/, '');
  if (!/^(\/[A-Za-z0-9._~-]+)*$/.test(apiPrefix)) {
    problems.push(`API_PREFIX must be a path such as /api (got "${read('API_PREFIX')}")`);
  }

  const appOriginRaw = url('APP_ORIGIN', ['http:', 'https:']);
  const appOrigin = (appOriginRaw ?? 'http://localhost:3000').replace(/\/+$/, '');
  const extraOrigins = (read('CORS_ORIGINS') ?? '')
    .split(',')
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter(Boolean);
  for (const origin of extraOrigins) {
    try {
      if (new URL(origin).origin !== origin) problems.push(`CORS_ORIGINS entries must be bare origins (got "${origin}")`);
    } catch {
      problems.push(`CORS_ORIGINS has an invalid origin "${origin}"`);
    }
  }

  const databaseUrl = url('DATABASE_URL', ['postgres:', 'postgresql:']);
  let database: DatabaseConfig;
  if (databaseUrl !== null) {
    database = { kind: 'postgres', url: databaseUrl };
  } else {
    const dir = read('PGLITE_DIR') ?? 'var/data/pglite';
    database = { kind: 'pglite', dataDir: dir === PGLITE_MEMORY ? dir : path.resolve(REPO_ROOT, dir) };
  }

  const jwtSecret = read('JWT_SECRET') ?? DEV_JWT_SECRET;
  if (nodeEnv === 'production') {
    if (jwtSecret === DEV_JWT_SECRET) {
      problems.push('JWT_SECRET must be set in production (the development default is refused)');
    } else if (jwtSecret.length < MIN_PRODUCTION_SECRET_LENGTH) {
      problems.push(`JWT_SECRET must be at least ${MIN_PRODUCTION_SECRET_LENGTH} characters in production`);
    }
  }

  const accessTokenTtlSeconds = duration('ACCESS_TOKEN_TTL', '15m');
  const refreshTokenTtlSeconds = duration('REFRESH_TOKEN_TTL', '1d');
  const redisUrl = url('REDIS_URL', ['redis:', 'rediss:']);
  const simSeed = integer('SIM_SEED', 42, 0, 2 ** 31 - 1);
  const historyDays = integer('SEED_HISTORY_DAYS', DEFAULT_HISTORY_DAYS, 30, 2520);
  const politicianTrades = integer('SEED_POLITICIAN_TRADES', DEFAULT_POLITICIAN_TRADES, 0, 100_000);

  const logLevel = read('LOG_LEVEL') ?? (nodeEnv === 'test' ? 'silent' : 'info');
  if (!LOG_LEVELS.includes(logLevel)) problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);

  if (problems.length > 0) throw new ConfigError(problems);

  return {
    env: nodeEnv,
    port,
    host,
    apiPrefix,
    appOrigin,
    corsOrigins: [
      ...new Set([appOrigin, ...extraOrigins, ...(nodeEnv === 'production' ? [] : DEV_HARNESS_ORIGINS)]),
    ],
    database,
    jwtSecret,
    accessTokenTtlSeconds,
    refreshTokenTtlSeconds,
    redisUrl,
    simSeed,
    seed: { historyDays, symbolLimit: null, politicianTrades },
    logLevel,
  };
}

/** The api package version, reported by the health endpoint. */
export function readApiVersion(): string {
  const file = path.join(API_ROOT, 'package.json');
  if (!existsSync(file)) return '0.0.0';
  const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (parsed && typeof parsed === 'object' && 'version' in parsed && typeof parsed.version === 'string') {
    return parsed.version;
  }
  return '0.0.0';
}
