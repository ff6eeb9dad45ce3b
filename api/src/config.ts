import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PLAN_IDS } from '@flowdeck/endpoints/billing';
import { CHANNEL_ID_PATTERN } from '@flowdeck/endpoints/media';

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
  /**
   * Symbols a first start lists in all: the hand-written core, then simulated listings of a symbol directory
   * in the real format (SEED_LISTED_SYMBOLS). Absent (tests): the core alone.
   */
  listedSymbols?: number;
}

/** Firebase project whose ID tokens the social sign-in calls accept. */
export interface IdentityConfig {
  projectId: string;
  /** host:port of the Firebase Auth emulator; never set in production (emulator tokens are unsigned). */
  emulatorHost: string | null;
  /** Also ask Firebase whether the token was revoked (a network call per verification; production). */
  checkRevoked: boolean;
}

/** Who takes payments (modules/billing). */
export type BillingConfig =
  /** The built-in test provider: card numbers with Stripe's test-card meanings, nothing is charged. */
  | { provider: 'test' }
  | {
      provider: 'stripe';
      secretKey: string;
      webhookSecret: string;
      /** Stripe Price id for every plan id of the catalogue. */
      prices: Record<string, string>;
      /** Another Stripe API address (tests point it at a local server); absent: Stripe's own. */
      apiBase?: string;
    }
  /** Production without a payment configuration: checkout answers 503. */
  | { provider: null };

/** Where one-time phone codes go: the local outbox (development) or Twilio's Messages API. */
export type SmsConfig =
  | { provider: 'outbox' }
  | {
      provider: 'twilio';
      accountSid: string;
      authToken: string;
      /** A sending number (E.164) or a Messaging Service SID (MG…). */
      from: string;
      /** Another Twilio API address (tests point it at a local server); absent: Twilio's own. */
      apiBase?: string;
    };

/** Where verification mails go: the outbox (development; database-backed) or Postmark's Email API. */
export type MailConfig =
  | { provider: 'outbox' }
  | {
      provider: 'postmark';
      serverToken: string;
      /** The sender address. */
      from: string;
      /** Another Postmark API address (tests point it at a local server); absent: Postmark's own. */
      apiBase?: string;
    };

/** Postmark's API, which mails go to in production. */
export const POSTMARK_API_BASE = 'https://api.postmarkapp.com';
const POSTMARK_TOKEN_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MAIL_FROM_PATTERN = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;

/** Registrations admitted per window (ADR 0008): per client address and over all addresses. */
export interface RegistrationLimits {
  perIp: number;
  global: number;
  windowMs: number;
}

export const REGISTRATION_WINDOW_MS = 60 * 60_000;
export const DEFAULT_REGISTRATION_LIMITS: RegistrationLimits = {
  perIp: 10,
  global: 300,
  windowMs: REGISTRATION_WINDOW_MS,
};
/** NODE_ENV=test: the suites register hundreds of accounts from 127.0.0.1 (REGISTRATION_LIMIT_* still apply). */
const TEST_REGISTRATION_LIMITS: RegistrationLimits = {
  perIp: 100_000,
  global: 100_000,
  windowMs: REGISTRATION_WINDOW_MS,
};

/** Twilio's REST API, which texts go to in production. */
export const TWILIO_API_BASE = 'https://api.twilio.com';
const TWILIO_ACCOUNT_SID_PATTERN = /^AC[0-9a-f]{32}$/;
const TWILIO_MESSAGING_SERVICE_PATTERN = /^MG[0-9a-f]{32}$/;
const E164_PATTERN = /^\+[1-9]\d{6,14}$/;

/**
 * FlowDeck's own Discord bot application, which posts to channels users invite it to (the alternative to a
 * webhook). The token is a secret: it stays in the configuration, never in the database or a response.
 */
export interface DiscordBotAppConfig {
  /** DISCORD_BOT_TOKEN, sent as `Authorization: Bot <token>`. */
  token: string;
  /** DISCORD_CLIENT_ID: the application's id, for the "Add FlowDeck bot to your server" link. */
  clientId: string;
}

/** Discord's API, which webhook posts go to; only tests point it elsewhere. */
export const DISCORD_API_BASE = 'https://discord.com/api';
/** Discord ids (snowflakes) are 64-bit integers written in decimal: 17 to 20 digits today. */
export const DISCORD_SNOWFLAKE_PATTERN = /^\d{17,20}$/;
/**
 * Bot tokens as the Developer Portal shows them: three base64url parts separated by dots (the bot's id,
 * a timestamp and an HMAC). Checked at startup so a pasted client secret or a "Bot " prefix is caught early.
 */
export const DISCORD_BOT_TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,}\.[A-Za-z0-9_-]{4,}\.[A-Za-z0-9_-]{20,}$/;
/** Stripe secret and restricted keys, and webhook signing secrets. */
const STRIPE_KEY_PATTERN = /^(sk|rk)_(test|live)_[A-Za-z0-9]{8,}$/;
const STRIPE_WEBHOOK_SECRET_PATTERN = /^whsec_[A-Za-z0-9+/=]{8,}$/;
const STRIPE_PRICE_PATTERN = /^price_[A-Za-z0-9]{4,}$/;

/** YouTube's public channel feeds, which the Media Page's API reads. */
export const YOUTUBE_FEED_URL = 'https://www.youtube.com/feeds/videos.xml';

/** The Media Page: which YouTube channel it shows and where channel feeds are read. */
export interface MediaConfig {
  /** MEDIA_CHANNEL_ID: the product's channel (UC…); null while none is set (the page says what to set). */
  channelId: string | null;
  /** YOUTUBE_FEED_URL: YouTube's own feeds by default; tests and air-gapped installs point it at a local server. */
  feedUrl: string;
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
  /** Social sign-in; null when no Firebase project is configured (production without FIREBASE_PROJECT_ID). */
  identity: IdentityConfig | null;
  simSeed: number;
  /**
   * Simulated seconds per real second of the market clock (SIM_SPEED, default 1). Absent in hand-built
   * configs (tests): 1.
   */
  simSpeed?: number;
  /**
   * Run the market simulator live in the API process (SIM_LIVE; default on, off when NODE_ENV=test).
   * Absent in hand-built configs (tests): off — tests move the market clock themselves.
   */
  simLive?: boolean;
  /** How often live-feed sockets have their access checked again (ms); ACCESS_RECHECK_MS when absent. Tests shorten it. */
  marketAccessRecheckMs?: number;
  /**
   * SIM_START: the market instant (epoch ms) the live clock starts from, e.g. a weekday morning to demo or
   * test a running session on a weekend. Absent: now.
   */
  simStart?: number;
  /**
   * NEWS_FEEDS: RSS 2.0 / Atom feed URLs to poll, comma-separated. Empty by default: the simulator's headlines
   * are the news. Absent in hand-built configs (tests): none.
   */
  newsFeeds?: string[];
  seed: SeedConfig;
  logLevel: string;
  /** Payments (PAYMENT_PROVIDER, STRIPE_*). Absent in hand-built configs (tests): the test provider. */
  billing?: BillingConfig;
  /** DISCORD_API_BASE. Absent: Discord's own API. */
  discordApiBase?: string;
  /** DISCORD_BOT_TOKEN + DISCORD_CLIENT_ID; null or absent: only webhooks can be connected. */
  discordBot?: DiscordBotAppConfig | null;
  /** SMS_PROVIDER (+ TWILIO_*): the local outbox outside production; null: phone verification is unavailable. */
  smsProvider?: SmsConfig | null;
  /** SMS_ALERT_WINDOW_SECONDS (ms here): how long matches of one rule are grouped into one text; absent: 60 s. */
  smsAlertWindowMs?: number;
  /** MAIL_PROVIDER (+ POSTMARK_SERVER_TOKEN, MAIL_FROM): required in production. Absent (tests): the outbox. */
  mailProvider?: MailConfig;
  /**
   * REGISTRATION_LIMIT_PER_IP / REGISTRATION_LIMIT_GLOBAL (per hour; defaults 10 and 300). Absent in
   * hand-built configs (tests): not limited, unless a test sets them.
   */
  registrationLimits?: RegistrationLimits;
  /**
   * TRUST_PROXY: addresses (or `true`) of reverse proxies whose X-Forwarded-For names the client, so
   * throttling counts callers rather than the proxy. Absent: none.
   */
  trustProxy?: boolean | string[];
  /** MEDIA_CHANNEL_ID + YOUTUBE_FEED_URL. Absent in hand-built configs (tests): no channel, YouTube's own feeds. */
  media?: MediaConfig;
}

/** The secret used when JWT_SECRET is unset; accepted everywhere except production. */
export const DEV_JWT_SECRET = 'flowdeck-dev-secret-change-me-0123456789abcdef';
export const PGLITE_MEMORY = 'memory://';
/** Outside production, social sign-in talks to the local Auth emulator (tools/auth-emulator) of this demo project. */
export const DEV_FIREBASE_PROJECT_ID = 'demo-flowdeck';
export const DEV_FIREBASE_EMULATOR_HOST = '127.0.0.1:9099';
export const DEFAULT_HISTORY_DAYS = 252;
/** The least daily history a first start seeds: the charts' 60 trading days (SEED_HISTORY_DAYS cannot go lower). */
export const MIN_HISTORY_DAYS = 60;
export const DEFAULT_POLITICIAN_TRADES = 3000;
/**
 * Symbols a first start lists by default: 0, the hand-written core alone (573), within every budget of
 * bench/listed-universe.mjs. SEED_LISTED_SYMBOLS=5000 simulates the listed market's size; there the API still
 * peaks at about 1.5 GB and AI Pick's first model takes about 24 s (bench/README.md), so it is not the default
 * until those fit their budgets (1 GiB, 10 s).
 */
export const DEFAULT_LISTED_SYMBOLS = 0;
/** SIM_SPEED bounds: from a slowed-down tenth of real time to a session in about six seconds. */
export const MIN_SIM_SPEED = 0.1;
export const MAX_SIM_SPEED = 10_000;
/** Each remote's standalone dev harness (ports 3001–3004) calls the API from its own origin. */
export const DEV_HARNESS_ORIGINS = [3001, 3002, 3003, 3004].map((port) => `http://localhost:${port}`);
const MIN_PRODUCTION_SECRET_LENGTH = 32;
/**
 * Least estimated entropy of a production JWT secret: length × the Shannon entropy of its own characters.
 * The estimate undercounts truly random strings (64 hex digits from `openssl rand -hex 32` score ≈ 240)
 * and refuses repeated or patterned ones (32 × "a" scores 0, "abcabc…" ≈ 1.6 bits a character).
 */
export const MIN_SECRET_ENTROPY_BITS = 96;

/** Estimated bits of entropy of `secret`, from how evenly it uses its characters. */
export function estimatedEntropyBits(secret: string): number {
  const counts = new Map<string, number>();
  const chars = [...secret];
  for (const char of chars) counts.set(char, (counts.get(char) ?? 0) + 1);
  let perChar = 0;
  for (const count of counts.values()) {
    const p = count / chars.length;
    perChar -= p * Math.log2(p);
  }
  return perChar * chars.length;
}
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
  const number = (name: string, fallback: number, min: number, max: number): number => {
    const raw = read(name);
    if (raw === undefined) return fallback;
    const value = Number(raw);
    if (!Number.isFinite(value) || value < min || value > max) {
      problems.push(`${name} must be a number between ${min} and ${max} (got "${raw}")`);
      return fallback;
    }
    return value;
  };
  const boolean = (name: string, fallback: boolean): boolean => {
    const raw = read(name);
    if (raw === undefined) return fallback;
    const normalized = raw.toLowerCase();
    if (['true', '1', 'yes', 'on'].includes(normalized)) return true;
    if (['false', '0', 'no', 'off'].includes(normalized)) return false;
    problems.push(`${name} must be true or false (got "${raw}")`);
    return fallback;
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
      if (new URL(origin).origin !== origin)
        problems.push(`CORS_ORIGINS entries must be bare origins (got "${origin}")`);
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
    } else if (estimatedEntropyBits(jwtSecret) < MIN_SECRET_ENTROPY_BITS) {
      problems.push(
        'JWT_SECRET is too predictable for production (repeated or patterned characters): use a random value, e.g. `openssl rand -hex 32`',
      );
    }
  }

  const accessTokenTtlSeconds = duration('ACCESS_TOKEN_TTL', '15m');
  const refreshTokenTtlSeconds = duration('REFRESH_TOKEN_TTL', '1d');
  const redisUrl = url('REDIS_URL', ['redis:', 'rediss:']);
  const identity = identityConfig(nodeEnv, read, problems);
  const billing = billingConfig(nodeEnv, env, read, problems);
  const discordApiBase = discordApiBaseConfig(nodeEnv, read, problems);
  const discordBot = discordBotConfig(read, problems);
  const smsProvider = smsProviderConfig(nodeEnv, read, problems);
  const mailProvider = mailProviderConfig(nodeEnv, read, problems);
  const registrationDefaults = nodeEnv === 'test' ? TEST_REGISTRATION_LIMITS : DEFAULT_REGISTRATION_LIMITS;
  const registrationLimits: RegistrationLimits = {
    perIp: integer('REGISTRATION_LIMIT_PER_IP', registrationDefaults.perIp, 1, 1_000_000),
    global: integer('REGISTRATION_LIMIT_GLOBAL', registrationDefaults.global, 1, 1_000_000),
    windowMs: REGISTRATION_WINDOW_MS,
  };
  const simSeed = integer('SIM_SEED', 42, 0, 2 ** 31 - 1);
  const simSpeed = number('SIM_SPEED', 1, MIN_SIM_SPEED, MAX_SIM_SPEED);
  const simLive = boolean('SIM_LIVE', nodeEnv !== 'test');
  const smsAlertWindowMs = integer('SMS_ALERT_WINDOW_SECONDS', 60, 1, 3_600) * 1_000;
  const simStartRaw = read('SIM_START');
  const simStart = simStartRaw === undefined ? undefined : Date.parse(simStartRaw);
  if (simStart !== undefined && (Number.isNaN(simStart) || !/(Z|[+-]\d\d:\d\d)$/.test(simStartRaw ?? ''))) {
    problems.push('SIM_START must be an ISO 8601 instant with a time zone, e.g. 2026-11-20T15:30:00Z');
  }
  let newsFeeds: string[] = [];
  try {
    newsFeeds = parseFeedList(read('NEWS_FEEDS'));
  } catch (error) {
    problems.push((error as Error).message);
  }
  const historyDays = integer('SEED_HISTORY_DAYS', DEFAULT_HISTORY_DAYS, MIN_HISTORY_DAYS, 2520);
  const politicianTrades = integer('SEED_POLITICIAN_TRADES', DEFAULT_POLITICIAN_TRADES, 0, 100_000);
  const listedSymbols = integer('SEED_LISTED_SYMBOLS', DEFAULT_LISTED_SYMBOLS, 0, 20_000);

  const trustProxyRaw = read('TRUST_PROXY');
  const trustProxy =
    trustProxyRaw === undefined || trustProxyRaw === 'false'
      ? false
      : trustProxyRaw === 'true' ||
        trustProxyRaw
          .split(',')
          .map((entry) => entry.trim())
          .filter(Boolean);

  const mediaChannelId = read('MEDIA_CHANNEL_ID') ?? null;
  if (mediaChannelId !== null && !CHANNEL_ID_PATTERN.test(mediaChannelId))
    problems.push(
      `MEDIA_CHANNEL_ID must be a YouTube channel id: "UC" and 22 letters, digits, "-" or "_" (got "${mediaChannelId}")`,
    );
  const media: MediaConfig = {
    channelId: mediaChannelId,
    feedUrl: url('YOUTUBE_FEED_URL', ['http:', 'https:']) ?? YOUTUBE_FEED_URL,
  };

  const logLevel = read('LOG_LEVEL') ?? (nodeEnv === 'test' ? 'silent' : 'info');
  if (!LOG_LEVELS.includes(logLevel)) problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);

  if (problems.length > 0) throw new ConfigError(problems);

  return {
    env: nodeEnv,
    port,
    host,
    apiPrefix,
    appOrigin,
    corsOrigins: [...new Set([appOrigin, ...extraOrigins, ...(nodeEnv === 'production' ? [] : DEV_HARNESS_ORIGINS)])],
    database,
    jwtSecret,
    accessTokenTtlSeconds,
    refreshTokenTtlSeconds,
    redisUrl,
    identity,
    simSeed,
    simSpeed,
    simLive,
    ...(simStart !== undefined ? { simStart } : {}),
    newsFeeds,
    seed: { historyDays, symbolLimit: null, politicianTrades, listedSymbols },
    logLevel,
    billing,
    discordApiBase,
    discordBot,
    smsProvider,
    smsAlertWindowMs,
    mailProvider,
    registrationLimits,
    trustProxy,
    media,
  };
}

/** The env variable holding a plan's Stripe Price id: flowdeck_bot_yearly → STRIPE_PRICE_FLOWDECK_BOT_YEARLY. */
export function stripePriceVariable(planId: string): string {
  return `STRIPE_PRICE_${planId.toUpperCase()}`;
}

/**
 * PAYMENT_PROVIDER: `stripe` (the default once STRIPE_SECRET_KEY is set) or `test`, the built-in provider
 * local runs use. Production refuses the test provider unless ALLOW_TEST_PAYMENTS=true says a demo
 * deployment wants it; production with no payment configuration at all runs with checkout switched off.
 */
function billingConfig(
  nodeEnv: NodeEnv,
  env: NodeJS.ProcessEnv,
  read: (name: string) => string | undefined,
  problems: string[],
): BillingConfig {
  const production = nodeEnv === 'production';
  const secretKey = read('STRIPE_SECRET_KEY');
  const requested = read('PAYMENT_PROVIDER');
  if (requested !== undefined && requested !== 'stripe' && requested !== 'test') {
    problems.push(`PAYMENT_PROVIDER must be stripe or test (got "${requested}")`);
    return { provider: null };
  }
  const provider = requested ?? (secretKey !== undefined ? 'stripe' : production ? null : 'test');
  if (provider === null) return { provider: null };
  if (provider === 'test') {
    if (production && read('ALLOW_TEST_PAYMENTS')?.toLowerCase() !== 'true') {
      problems.push(
        'PAYMENT_PROVIDER=test is refused in production (nothing would be charged); set ALLOW_TEST_PAYMENTS=true for a demo deployment',
      );
    }
    return { provider: 'test' };
  }
  const webhookSecret = read('STRIPE_WEBHOOK_SECRET');
  if (secretKey === undefined) problems.push('STRIPE_SECRET_KEY must be set when PAYMENT_PROVIDER=stripe');
  else if (!STRIPE_KEY_PATTERN.test(secretKey))
    problems.push('STRIPE_SECRET_KEY must be a Stripe secret key (sk_live_…, sk_test_… or rk_…)');
  if (webhookSecret === undefined) problems.push('STRIPE_WEBHOOK_SECRET must be set when PAYMENT_PROVIDER=stripe');
  else if (!STRIPE_WEBHOOK_SECRET_PATTERN.test(webhookSecret))
    problems.push('STRIPE_WEBHOOK_SECRET must be a webhook signing secret (whsec_…)');
  const prices: Record<string, string> = {};
  const missing: string[] = [];
  for (const planId of PLAN_IDS) {
    const name = stripePriceVariable(planId);
    const price = read(name);
    if (price === undefined) missing.push(name);
    else if (!STRIPE_PRICE_PATTERN.test(price)) problems.push(`${name} must be a Stripe Price id (price_…)`);
    else prices[planId] = price;
  }
  if (missing.length > 0) problems.push(`Stripe needs a Price id for every plan: set ${missing.join(', ')}`);
  for (const name of Object.keys(env)) {
    if (name.startsWith('STRIPE_PRICE_') && !PLAN_IDS.some((id) => stripePriceVariable(id) === name))
      problems.push(`${name} names no plan (plans: ${PLAN_IDS.join(', ')})`);
  }
  return { provider: 'stripe', secretKey: secretKey ?? '', webhookSecret: webhookSecret ?? '', prices };
}

/** DISCORD_API_BASE: only outside production may webhook posts go anywhere but Discord (a local test server). */
function discordApiBaseConfig(
  nodeEnv: NodeEnv,
  read: (name: string) => string | undefined,
  problems: string[],
): string {
  const raw = read('DISCORD_API_BASE');
  if (raw === undefined) return DISCORD_API_BASE;
  const base = raw.replace(/\/+$/, '');
  try {
    const url = new URL(base);
    if (!['http:', 'https:'].includes(url.protocol)) problems.push('DISCORD_API_BASE must be an http(s) URL');
  } catch {
    problems.push(`DISCORD_API_BASE is not a valid URL (got "${raw}")`);
  }
  if (nodeEnv === 'production' && base !== DISCORD_API_BASE)
    problems.push(`DISCORD_API_BASE is refused in production: webhook posts go to ${DISCORD_API_BASE} only`);
  return base;
}

/**
 * DISCORD_BOT_TOKEN and DISCORD_CLIENT_ID, set together or not at all (in production too: without them
 * the bot page offers webhooks only). Problems never quote the token, since they end up in logs.
 */
function discordBotConfig(read: (name: string) => string | undefined, problems: string[]): DiscordBotAppConfig | null {
  const token = read('DISCORD_BOT_TOKEN');
  const clientId = read('DISCORD_CLIENT_ID');
  if (token === undefined && clientId === undefined) return null;
  const before = problems.length;
  if (token === undefined) problems.push('DISCORD_BOT_TOKEN must be set with DISCORD_CLIENT_ID (or neither)');
  else if (/^bot\s/i.test(token)) problems.push('DISCORD_BOT_TOKEN must be the token alone, without "Bot "');
  else if (!DISCORD_BOT_TOKEN_PATTERN.test(token))
    problems.push(
      "DISCORD_BOT_TOKEN must be the bot's token from the Developer Portal (three parts separated by dots)",
    );
  if (clientId === undefined)
    problems.push('DISCORD_CLIENT_ID must be set with DISCORD_BOT_TOKEN: the invite link needs the application id');
  else if (!DISCORD_SNOWFLAKE_PATTERN.test(clientId))
    problems.push(`DISCORD_CLIENT_ID must be the application id, 17 to 20 digits (got "${clientId}")`);
  if (problems.length > before || token === undefined || clientId === undefined) return null;
  return { token, clientId };
}

/**
 * SMS_PROVIDER: `outbox` (development: codes are kept in memory and logged), `twilio` (TWILIO_ACCOUNT_SID,
 * TWILIO_AUTH_TOKEN, TWILIO_FROM; TWILIO_API_BASE only outside production) or `none`.
 */
function smsProviderConfig(
  nodeEnv: NodeEnv,
  read: (name: string) => string | undefined,
  problems: string[],
): SmsConfig | null {
  const production = nodeEnv === 'production';
  const raw = read('SMS_PROVIDER') ?? (production ? 'none' : 'outbox');
  if (raw === 'none') return null;
  if (raw === 'outbox') {
    if (production) problems.push('SMS_PROVIDER=outbox is refused in production: no text would reach the phone');
    return { provider: 'outbox' };
  }
  if (raw !== 'twilio') {
    problems.push(`SMS_PROVIDER must be twilio, outbox or none (got "${raw}")`);
    return null;
  }
  const accountSid = read('TWILIO_ACCOUNT_SID') ?? '';
  const authToken = read('TWILIO_AUTH_TOKEN') ?? '';
  const from = read('TWILIO_FROM') ?? '';
  if (!TWILIO_ACCOUNT_SID_PATTERN.test(accountSid))
    problems.push('TWILIO_ACCOUNT_SID must be a Twilio account SID (AC followed by 32 hex digits)');
  if (authToken.length < 16) problems.push("TWILIO_AUTH_TOKEN must be set to the account's auth token");
  if (!E164_PATTERN.test(from) && !TWILIO_MESSAGING_SERVICE_PATTERN.test(from))
    problems.push('TWILIO_FROM must be a sending number in E.164 (+15551234567) or a Messaging Service SID (MG…)');
  const apiBase = read('TWILIO_API_BASE')?.replace(/\/+$/, '');
  if (apiBase !== undefined && production && apiBase !== TWILIO_API_BASE)
    problems.push(`TWILIO_API_BASE is refused in production: texts go to ${TWILIO_API_BASE} only`);
  return { provider: 'twilio', accountSid, authToken, from, ...(apiBase ? { apiBase } : {}) };
}

/**
 * MAIL_PROVIDER: `outbox` (the default outside production: mails are kept in the database and shown to their
 * recipient) or `postmark` (POSTMARK_SERVER_TOKEN, MAIL_FROM; POSTMARK_API_BASE only outside production).
 * Production must name a provider: without one no account could ever verify its address and start its trial.
 * The outbox is refused there unless ALLOW_OUTBOX_MAIL=true says a demo deployment wants it (a user then
 * verifies their own address without an inbox: no proof of the address at all).
 */
function mailProviderConfig(
  nodeEnv: NodeEnv,
  read: (name: string) => string | undefined,
  problems: string[],
): MailConfig {
  const production = nodeEnv === 'production';
  const raw = read('MAIL_PROVIDER') ?? (production ? undefined : 'outbox');
  if (raw === undefined) {
    problems.push('MAIL_PROVIDER must be set in production (postmark): registration mails a verification link');
    return { provider: 'outbox' };
  }
  if (raw === 'outbox') {
    if (production && read('ALLOW_OUTBOX_MAIL')?.toLowerCase() !== 'true')
      problems.push(
        'MAIL_PROVIDER=outbox is refused in production (no mail would reach anyone); set ALLOW_OUTBOX_MAIL=true for a demo deployment',
      );
    return { provider: 'outbox' };
  }
  if (raw !== 'postmark') {
    problems.push(`MAIL_PROVIDER must be postmark or outbox (got "${raw}")`);
    return { provider: 'outbox' };
  }
  const serverToken = read('POSTMARK_SERVER_TOKEN') ?? '';
  const from = read('MAIL_FROM') ?? '';
  if (!POSTMARK_TOKEN_PATTERN.test(serverToken))
    problems.push('POSTMARK_SERVER_TOKEN must be the Postmark server API token (a UUID)');
  if (!MAIL_FROM_PATTERN.test(from)) problems.push('MAIL_FROM must be the sender address, e.g. no-reply@example.com');
  const apiBase = read('POSTMARK_API_BASE')?.replace(/\/+$/, '');
  if (apiBase !== undefined && production && apiBase !== POSTMARK_API_BASE)
    problems.push(`POSTMARK_API_BASE is refused in production: mails go to ${POSTMARK_API_BASE} only`);
  return { provider: 'postmark', serverToken, from, ...(apiBase ? { apiBase } : {}) };
}

function identityConfig(
  nodeEnv: NodeEnv,
  read: (name: string) => string | undefined,
  problems: string[],
): IdentityConfig | null {
  const production = nodeEnv === 'production';
  const projectId = read('FIREBASE_PROJECT_ID') ?? (production ? undefined : DEV_FIREBASE_PROJECT_ID);
  const emulatorHost = read('FIREBASE_AUTH_EMULATOR_HOST') ?? (production ? undefined : DEV_FIREBASE_EMULATOR_HOST);
  if (projectId !== undefined && !/^[a-z0-9-]{4,40}$/.test(projectId)) {
    problems.push(`FIREBASE_PROJECT_ID must be a Firebase project id such as my-app-1234 (got "${projectId}")`);
  }
  if (emulatorHost !== undefined && !/^[A-Za-z0-9.-]+:\d{1,5}$/.test(emulatorHost)) {
    problems.push(`FIREBASE_AUTH_EMULATOR_HOST must be host:port (got "${emulatorHost}")`);
  }
  if (production && emulatorHost !== undefined) {
    problems.push('FIREBASE_AUTH_EMULATOR_HOST is refused in production: the emulator issues unsigned tokens');
  }
  if (projectId === undefined) return null;
  return { projectId, emulatorHost: emulatorHost ?? null, checkRevoked: production };
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

/** NEWS_FEEDS: comma-separated feed URLs, trimmed, blanks dropped; a value that is not an http(s) URL is refused. */
export function parseFeedList(value: string | undefined): string[] {
  const urls = (value ?? '')
    .split(',')
    .map((u) => u.trim())
    .filter((u) => u !== '');
  for (const url of urls) {
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      throw new Error(`NEWS_FEEDS: "${url}" is not a URL`);
    }
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
      throw new Error(`NEWS_FEEDS: "${url}" is not an http or https URL`);
  }
  return [...new Set(urls)];
}
