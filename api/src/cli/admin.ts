// Admin commands: `npm run admin -- <command>` from the repository root.
//   guest-token --days N                 prints a read-only guest link to the app, valid for N days
//   grant <username> --days N [--bot]    extends a subscription by N days (and turns on the Discord bot)
import { ConfigError, loadConfig, type Config } from '../config.js';
import { AppError } from '../errors.js';
import { ADMIN_GRANT_PATH } from '../modules/account/routes.js';
import { GRANT_DAYS_MAX } from '@flowdeck/endpoints/admin';
import { createAccountService } from '../modules/account/service.js';
import type { GrantedAccess } from '../modules/account/repository.js';
import { MAX_GUEST_TOKEN_DAYS, createGuestToken } from '../security/tokens.js';
import { CommandError, openExistingDatabase, postToRunningApi, refusalReason, type AdminApiDeps } from './admin-api.js';

export { API_ANSWER_TIMEOUT_MS, CommandError, apiBaseUrl } from './admin-api.js';

export const USAGE = [
  'Usage:',
  `  npm run admin -- guest-token --days <1-${MAX_GUEST_TOKEN_DAYS}>`,
  `  npm run admin -- grant <username> --days <1-${GRANT_DAYS_MAX}> [--bot]`,
].join('\n');

/** Wrong command line: the message is followed by USAGE. */
export class UsageError extends Error {}

/** Clock for the admin token and for "today" when writing directly; tests pin it. */
export type AdminDeps = AdminApiDeps;

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

/** Sends the grant to the running API; null when no API listens. */
async function grantThroughApi(grant: GrantArgs, config: Config, deps: AdminDeps): Promise<GrantedAccess | null> {
  const answer = await postToRunningApi(ADMIN_GRANT_PATH, grant, config, deps);
  if (!answer) return null;
  const body = answer.body as Partial<GrantedAccess> | null;
  if (answer.ok && body && typeof body.end_date === 'string') return body as GrantedAccess;
  throw new CommandError(`The API refused the grant (HTTP ${answer.status}): ${refusalReason(answer)}`);
}

/** No API is running: write to the database directly (the same service the API endpoint uses). */
async function grantDirectly(grant: GrantArgs, config: Config, deps: AdminDeps): Promise<GrantedAccess> {
  const handle = await openExistingDatabase(config);
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
