// Admin commands: `npm run admin -- <command>` from the repository root.
//   guest-token --days N   prints a read-only guest link to the app, valid for N days
import { ConfigError, loadConfig } from '../config.js';
import { MAX_GUEST_TOKEN_DAYS, createGuestToken } from '../security/tokens.js';

export const USAGE = `Usage: npm run admin -- guest-token --days <1-${MAX_GUEST_TOKEN_DAYS}>`;

export class UsageError extends Error {}

/** The `--days N` option, validated. */
export function parseDays(args: readonly string[]): number {
  const index = args.indexOf('--days');
  const raw = index >= 0 ? args[index + 1] : undefined;
  const days = Number(raw);
  if (raw === undefined || !Number.isInteger(days) || days < 1 || days > MAX_GUEST_TOKEN_DAYS)
    throw new UsageError(`--days must be a whole number from 1 to ${MAX_GUEST_TOKEN_DAYS} (got ${raw ?? 'nothing'}).`);
  return days;
}

/** Spec §4: a `token` parameter on any page becomes the visitor's guest token. */
export function guestLink(appOrigin: string, token: string): string {
  return `${appOrigin}/home?token=${encodeURIComponent(token)}`;
}

export async function runAdmin(args: readonly string[], env: NodeJS.ProcessEnv = process.env): Promise<string> {
  const [command, ...rest] = args;
  if (command !== 'guest-token') throw new UsageError(command ? `Unknown command "${command}".` : 'No command given.');
  const days = parseDays(rest);
  const config = loadConfig(env);
  return guestLink(config.appOrigin, await createGuestToken(days, config));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    console.log(await runAdmin(process.argv.slice(2)));
  } catch (error) {
    if (error instanceof UsageError) console.error(`${error.message}\n${USAGE}`);
    else if (error instanceof ConfigError) console.error(error.message);
    else throw error;
    process.exit(1);
  }
}
