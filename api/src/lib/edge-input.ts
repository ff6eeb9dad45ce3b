/**
 * The one rule for strings at the edge, applied to the body, query and path parameters of every route
 * before its own validation runs (a root `preValidation` hook):
 *
 * - no NUL character anywhere (PostgreSQL text cannot hold one: it used to reach the database and answer 500);
 * - bounded: at most MAX_EDGE_STRING characters per string or object key, and at most MAX_EDGE_DEPTH levels of
 *   nesting (a deeply nested body must not exhaust the stack of whatever walks it next);
 * - normalised to Unicode NFC, so "é" typed two ways is one value — except passwords, which are compared
 *   exactly as typed (normalising them would lock out accounts whose password was stored un-normalised).
 *
 * A refusal is a 400 in the spec's shape naming each offending field (`query.searchText`, `params.symbol`,
 * or the body's field path). Bodies a route keeps raw (the Stripe webhook's bytes, the export's JSON text)
 * are left to that route: they are not parsed into strings here.
 */
import type { FastifyInstance } from 'fastify';
import { InputError, type FieldErrors } from '../errors.js';

/** Longest string (or object key) accepted in a body, query or path; far above any field the API takes. */
export const MAX_EDGE_STRING = 10_000;
/** Deepest nesting of objects and arrays accepted in a body. */
export const MAX_EDGE_DEPTH = 32;

export const EDGE_MESSAGES = {
  nul: 'Must not contain NUL characters.',
  tooLong: `Must be at most ${MAX_EDGE_STRING.toLocaleString('en-US')} characters.`,
  tooDeep: `Nested too deeply (at most ${MAX_EDGE_DEPTH} levels).`,
} as const;

const KEEP_AS_TYPED = /password/i;

function problemOf(value: string): string | null {
  if (value.includes('\u0000')) return EDGE_MESSAGES.nul;
  if (value.length > MAX_EDGE_STRING) return EDGE_MESSAGES.tooLong;
  return null;
}

/**
 * Checks every string in `value` and normalises it in place; records problems under dotted paths.
 * Returns the (possibly normalised) value.
 */
function visit(value: unknown, path: string, depth: number, exact: boolean, problems: FieldErrors): unknown {
  if (typeof value === 'string') {
    const problem = problemOf(value);
    if (problem) {
      if (!(path in problems)) problems[path] = problem;
      return value;
    }
    return exact ? value : value.normalize('NFC');
  }
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return value;
  if (depth >= MAX_EDGE_DEPTH) {
    if (!(path in problems)) problems[path] = EDGE_MESSAGES.tooDeep;
    return value;
  }
  const at = (key: string) => (path === '' ? key : `${path}.${key}`);
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) value[i] = visit(value[i], at(String(i)), depth + 1, exact, problems);
    return value;
  }
  const record = value as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    const keyProblem = problemOf(key);
    if (keyProblem) {
      // The key itself is the problem: name it by a printable, bounded stand-in.
      problems[at(key.split('\u0000').join('\\0').slice(0, 50))] = keyProblem;
      continue;
    }
    record[key] = visit(record[key], at(key), depth + 1, exact || KEEP_AS_TYPED.test(key), problems);
  }
  return value;
}

/** Problems of one request part (body, query or params) as field errors; the part is normalised in place. */
export function checkEdgeInput(value: unknown, prefix = ''): FieldErrors {
  const problems: FieldErrors = {};
  visit(value, prefix, 0, false, problems);
  return problems;
}

/** Installs the rule for every route registered after it (call before registering routes). */
export function registerEdgeInputRule(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const problems: FieldErrors = {
      ...checkEdgeInput(request.params, 'params'),
      ...checkEdgeInput(request.query, 'query'),
      ...(typeof request.body === 'object' ? checkEdgeInput(request.body) : {}),
    };
    if (Object.keys(problems).length > 0) throw new InputError(problems);
  });
}
