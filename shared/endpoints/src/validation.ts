/** Zod building blocks the endpoint contracts share (server side: this module imports zod). */
import { z } from 'zod';
import { TICKER_MESSAGE, TICKER_PATTERN } from '@flowdeck/endpoints/ticker';

export const REQUIRED_MESSAGE = 'This field is required.';
export const ISO_DATE_MESSAGE = 'Enter a valid date (YYYY-MM-DD).';
/** A query parameter the endpoint does not know (a misspelt filter must not silently return unfiltered data). */
export const UNKNOWN_PARAMETER = 'Unknown parameter.';

/** A ticker field: the one ticker rule (ticker.ts) and its message. */
export function tickerText(): z.ZodString {
  return z.string().regex(TICKER_PATTERN, TICKER_MESSAGE);
}

/** Query strings send "" for cleared filters: treat them as absent. */
export function optional<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (value === '' ? undefined : value), schema.optional());
}

/** A text field that must be present and non-blank; missing and blank get the same message. */
export function requiredText(): z.ZodString {
  return z
    .string({
      error: (issue) => (issue.input === undefined || issue.input === null ? REQUIRED_MESSAGE : 'Must be text.'),
    })
    .trim()
    .min(1, REQUIRED_MESSAGE);
}

/** A calendar date written as YYYY-MM-DD that exists (no 2024-02-30). */
export function isoDate() {
  return z.string({ error: ISO_DATE_MESSAGE }).trim().refine(isValidIsoDate, ISO_DATE_MESSAGE);
}

export function isValidIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Query-string booleans: true/false/1/0/yes/no, case-insensitive. */
export function queryBoolean(): z.ZodType<boolean> {
  return z.union([z.boolean(), z.string()], { error: 'Use true or false.' }).transform((value, ctx) => {
    if (typeof value === 'boolean') return value;
    const normalized = value.trim().toLowerCase();
    if (['true', '1', 'yes'].includes(normalized)) return true;
    if (['false', '0', 'no', ''].includes(normalized)) return false;
    ctx.addIssue({ code: 'custom', message: 'Use true or false.' });
    return z.NEVER;
  });
}

/** `page`: 1-based, optional (the first page when absent). */
export function pageNumber() {
  return optional(
    z.coerce.number({ error: 'Enter a page number.' }).int('Enter a whole page number.').min(1, 'Pages start at 1.'),
  );
}

/** `pageSize`: optional, from 1 to `max`. */
export function pageSizeUpTo(max: number) {
  return optional(
    z.coerce
      .number({ error: 'Enter a page size.' })
      .int('Enter a whole page size.')
      .min(1, 'Page size must be at least 1.')
      .max(max, `Page size must be at most ${max}.`),
  );
}
