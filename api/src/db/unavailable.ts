/**
 * Whether an error means "the database cannot be reached right now" (a restart, a network cut, a pool that
 * cannot connect) rather than a fault in the request or in our code. The error handler answers those with
 * 503 and Retry-After instead of 500: the client may retry, and nothing was written (issue 22).
 */

/** Node socket errors and PostgreSQL's connection-exception (08…) and shutdown (57P01–57P03) codes. */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  '57P01',
  '57P02',
  '57P03',
]);

/** node-postgres's own wording when a connection ends or cannot be made (it sets no code on these). */
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /is not queryable/,
  /^Cannot use a pool after calling end/,
];

/** Seconds a client is told to wait before retrying (the pool reconnects on the next request). */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 3) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
  if (UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(error.message))) return true;
  return isDatabaseUnavailable(error.cause, depth + 1);
}
