// Admin commands: `npm run admin -- <command>` from the repository root.
//   guest-token --days N                 prints a read-only guest link to the app, valid for N days
//   grant <username> --days N [--bot]    extends a subscription by N days (and turns on the Discord bot)
import { existsSync } from 'node:fs';
import { ConfigError, loadConfig, PGLITE_MEMORY, type Config } from '../config.js';
import { openDatabase } from '../db/database.js';
import { AppError } from '../errors.js';
import { ADMIN_GRANT_PATH } from '../modules/account/routes.js';
import { GRANT_DAYS_MAX } from '../modules/account/schemas.js';
import { createAccountService } from '../modules/account/service.js';
import type { GrantedAccess } from '../modules/account/repository.js';
import { issueAdminToken } from '../security/admin-token.js';
import { MAX_GUEST_TOKEN_DAYS, createGuestToken } from '../security/tokens.js';

export const USAGE = [
  'Usage:',
  `  npm run admin -- guest-token --days <1-${MAX_GUEST_TOKEN_DAYS}>`,
  `  npm run admin -- grant <username> --days <1-${GRANT_DAYS_MAX}> [--bot]`,
].join('\n');

/** How long a running API gets to answer a grant before the CLI gives up (without touching the database). */
export const API_ANSWER_TIMEOUT_MS = 10_000;

/** Wrong command line: the message is followed by USAGE. */
export class UsageError extends Error {}

/** The command was understood but could not be carried out (unknown user, API refused…). */
export class CommandError extends Error {}

export interface AdminDeps {
  /** Clock for the admin token and for "today" when writing directly; tests pin it. */
  now?: () => Date;
  apiTimeoutMs?: number;
}

/** The `--days N` option, validated. */
export function parseDays(args: readonly string[], max: number = MAX_GUEST_TOKEN_DAYS): number {
  const index = args.indexOf('--days');
  const raw = index >= 0 ? args[index + 1] : undefined;
  const days = Number(raw);
  if (raw === undefined || !Number.isInteger(days) || days < 1 || days > max)
    throw new UsageError(`--days must be a whole number from 1 to ${max} (got ${raw ?? 'nothing'}).`);
  return days;
}

/** Spec §4: a `token` parameter on any page becomes the visitor's guest token. */
export function guestLink(appOrigin: string, token: string): string {
  return `${appOrigin}/home?token=${encodeURIComponent(token)}`;
}

export interface GrantArgs {
  username: string;
  days: number;
  bot: boolean;
}

/** `<username> --days N [--bot]`, in any order. */
export function parseGrantArgs(args: readonly string[]): GrantArgs {
  const days = parseDays(args, GRANT_DAYS_MAX);
  const positional: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? '';
    if (arg === '--days') i++;
    else if (arg === '--bot') continue;
    else if (arg.startsWith('--')) throw new UsageError(`Unknown option "${arg}".`);
    else positional.push(arg);
  }
  const [username, ...extra] = positional;
  if (!username) throw new UsageError('grant needs a username.');
  if (extra.length > 0) throw new UsageError(`Unexpected argument "${extra[0]}".`);
  return { username, days, bot: args.includes('--bot') };
}

/** The running API's own address: a wildcard bind address is reached on loopback. */
export function apiBaseUrl(config: Pick<Config, 'host' | 'port' | 'apiPrefix'>): string {
  const host = ['0.0.0.0', '::', ''].includes(config.host) ? '127.0.0.1' : config.host;
  const hostPart = host.includes(':') ? `[${host}]` : host;
  return `http://${hostPart}:${config.port}${config.apiPrefix}/`;
}

/** True when nothing listens at the address (as opposed to a server that is there but slow or failing). */
function connectionRefused(error: unknown): boolean {
  for (let cause: unknown = error, depth = 0; cause && depth < 5; depth++) {
    if (typeof cause === 'object' && 'code' in cause && cause.code === 'ECONNREFUSED') return true;
    if (cause instanceof AggregateError) return cause.errors.length > 0 && cause.errors.every(connectionRefused);
    cause = cause instanceof Error ? cause.cause : undefined;
  }
  return false;
}

/**
 * Sends the grant to the running API, which owns the database (PGlite admits one process). Resolves
 * null only when no API listens, the one case where opening the database here is safe.
 */
async function grantThroughApi(grant: GrantArgs, config: Config, deps: AdminDeps): Promise<GrantedAccess | null> {
  const url = new URL(ADMIN_GRANT_PATH, apiBaseUrl(config));
  const token = await issueAdminToken(config.jwtSecret, deps.now?.() ?? new Date());
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(grant),
      signal: AbortSignal.timeout(deps.apiTimeoutMs ?? API_ANSWER_TIMEOUT_MS),
    });
  } catch (error) {
    if (connectionRefused(error)) return null;
    // Something is listening but not answering: it may be the API holding the database, so leave it alone.
    throw new CommandError(
      `The API at ${url.origin} did not answer (${error instanceof Error ? error.message : String(error)}). ` +
        'Nothing was changed; try again once it responds.',
    );
  }
  const body = (await response.json().catch(() => null)) as (Partial<GrantedAccess> & { error?: unknown }) | null;
  if (response.ok && body && typeof body.end_date === 'string') return body as GrantedAccess;
  const reason = typeof body?.error === 'string' ? body.error : JSON.stringify(body?.error ?? response.statusText);
  throw new CommandError(`The API refused the grant (HTTP ${response.status}): ${reason}`);
}

/** No API is running: write to the database directly (the same service the API endpoint uses). */
async function grantDirectly(grant: GrantArgs, config: Config, deps: AdminDeps): Promise<GrantedAccess> {
  const database = config.database;
  // Opening a missing PGlite folder would create an empty database there instead of finding the user.
  if (database.kind === 'pglite' && (database.dataDir === PGLITE_MEMORY || !existsSync(database.dataDir)))
    throw new CommandError(`No database at ${database.dataDir}: start the API once to create it.`);
  const handle = await openDatabase(database);
  try {
    const service = createAccountService({
      db: handle.db,
      appOrigin: config.appOrigin,
      now: deps.now ?? (() => new Date()),
    });
    return await service.grant({ username: grant.username, days: grant.days, bot: grant.bot });
  } catch (error) {
    if (error instanceof AppError) throw new CommandError(error.message);
    throw error;
  } finally {
    await handle.close();
  }
}

export function describeGrant(granted: GrantedAccess): string {
  return `${granted.username} now has access until ${granted.end_date} (Discord bot: ${granted.bot_sub ? 'yes' : 'no'}).`;
}

export async function runAdmin(
  args: readonly string[],
  env: NodeJS.ProcessEnv = process.env,
  deps: AdminDeps = {},
): Promise<string> {
  const [command, ...rest] = args;
  if (command === 'guest-token') {
    const days = parseDays(rest);
    const config = loadConfig(env);
    return guestLink(config.appOrigin, await createGuestToken(days, config));
  }
  if (command === 'grant') {
    const grant = parseGrantArgs(rest);
    const config = loadConfig(env);
    const viaApi = await grantThroughApi(grant, config, deps);
    if (viaApi) return describeGrant(viaApi);
    return `${describeGrant(await grantDirectly(grant, config, deps))}\n(No API was running; the database was updated directly.)`;
  }
  throw new UsageError(command ? `Unknown command "${command}".` : 'No command given.');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    console.log(await runAdmin(process.argv.slice(2)));
  } catch (error) {
    if (error instanceof UsageError) console.error(`${error.message}\n${USAGE}`);
    else if (error instanceof ConfigError || error instanceof CommandError) console.error(error.message);
    else throw error;
    process.exit(1);
  }
}
