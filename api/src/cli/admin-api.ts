/**
 * How the command-line tools (admin, import) reach the data: through the running API when one listens
 * (it owns the database; PGlite admits one process), otherwise by opening the database themselves.
 */
import { existsSync } from 'node:fs';
import { PGLITE_MEMORY, type Config } from '../config.js';
import { openDatabase, type DatabaseHandle } from '../db/database.js';
import { issueAdminToken } from '../security/admin-token.js';

/** How long a running API gets to answer before the CLI gives up (without touching the database). */
export const API_ANSWER_TIMEOUT_MS = 10_000;

/** The command was understood but could not be carried out (unknown user, API refused…). */
export class CommandError extends Error {}

export interface AdminApiDeps {
  /** Clock for the admin token; tests pin it. */
  now?: () => Date;
  apiTimeoutMs?: number;
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

export interface AdminApiAnswer {
  status: number;
  ok: boolean;
  body: ({ error?: unknown; message?: unknown } & Record<string, unknown>) | null;
}

/**
 * POSTs `body` to the running API's admin `path` with an admin token. Resolves null only when no API
 * listens, the one case where opening the database here is safe.
 */
export async function postToRunningApi(
  path: string,
  body: unknown,
  config: Config,
  deps: AdminApiDeps,
): Promise<AdminApiAnswer | null> {
  const url = new URL(path, apiBaseUrl(config));
  const token = await issueAdminToken(config.jwtSecret, deps.now?.() ?? new Date());
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
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
  const answer = (await response.json().catch(() => null)) as AdminApiAnswer['body'];
  return { status: response.status, ok: response.ok, body: answer };
}

/** The reason in an API refusal's body, readable on one line. */
export function refusalReason(answer: AdminApiAnswer): string {
  const error = answer.body?.error;
  if (typeof error === 'string') return error;
  if (typeof answer.body?.message === 'string' && answer.body.message) return answer.body.message;
  return JSON.stringify(error ?? answer.status);
}

/** Opens the configured database when no API runs; a missing PGlite folder is an error, not a new database. */
export async function openExistingDatabase(config: Config): Promise<DatabaseHandle> {
  const database = config.database;
  if (database.kind === 'pglite' && (database.dataDir === PGLITE_MEMORY || !existsSync(database.dataDir)))
    throw new CommandError(`No database at ${database.dataDir}: start the API once to create it.`);
  return openDatabase(database);
}
