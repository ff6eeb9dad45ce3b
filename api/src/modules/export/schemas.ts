/**
 * POST excel's validation, run in the export worker: the envelope by the contract's schema
 * (@flowdeck/endpoints/export/contracts), then every cell against its column, which zod would be too slow
 * for. The limits and messages are the contract's.
 */
import {
  EXPORT_MESSAGES as MESSAGES,
  MAX_CELL_TEXT,
  MAX_ROW_ERRORS,
  type ColumnType,
} from '@flowdeck/endpoints/export';
import { exportBodySchema, type ExportColumn } from '@flowdeck/endpoints/export/contracts';
import type { z } from 'zod';
import { InputError, type FieldErrors } from '../../errors.js';

/** The module's tests read the limits and messages from here. */
export {
  MAX_EXPORT_COLUMNS,
  MAX_EXPORT_ROWS,
  MAX_ROW_ERRORS,
  EXPORT_MESSAGES as MESSAGES,
} from '@flowdeck/endpoints/export';

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATETIME_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?$/;

export type CellValue = string | number | boolean | null;
export type ExportRow = Record<string, CellValue>;

/** A validated export: every cell matches its column's type. */
export interface ExportRequest {
  /** Without the extension. */
  filename: string;
  sheet: string;
  columns: ExportColumn[];
  rows: ExportRow[];
}

function isValidCalendarDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Whether `value` is a YYYY-MM-DD date that exists. */
export function isExportDate(value: string): boolean {
  const m = DATE_PATTERN.exec(value);
  return m !== null && isValidCalendarDate(Number(m[1]), Number(m[2]), Number(m[3]));
}

/** Whether `value` is a zone-less date-time that exists (hours 00–23, minutes and seconds 00–59). */
export function isExportDateTime(value: string): boolean {
  const m = DATETIME_PATTERN.exec(value);
  if (!m) return false;
  const [hour, minute, second] = [Number(m[4]), Number(m[5]), Number(m[6] ?? 0)];
  return isValidCalendarDate(Number(m[1]), Number(m[2]), Number(m[3])) && hour <= 23 && minute <= 59 && second <= 59;
}

/** The problem with one cell, or null when it fits its column. Null and absent cells are always allowed. */
export function cellProblem(type: ColumnType, value: unknown): string | null {
  if (value === null || value === undefined) return null;
  switch (type) {
    case 'text':
      return typeof value === 'string' && value.length <= MAX_CELL_TEXT ? null : MESSAGES.text;
    case 'number':
    case 'money':
    case 'percent':
      return typeof value === 'number' && Number.isFinite(value) ? null : MESSAGES.number;
    case 'integer':
      return typeof value === 'number' && Number.isSafeInteger(value) ? null : MESSAGES.integer;
    case 'date':
      return typeof value === 'string' && isExportDate(value) ? null : MESSAGES.date;
    case 'datetime':
      return typeof value === 'string' && isExportDateTime(value) ? null : MESSAGES.datetime;
    case 'boolean':
      return typeof value === 'boolean' ? null : MESSAGES.boolean;
  }
}

/**
 * Checks every cell against its column (unknown keys refused), adding at most MAX_ROW_ERRORS problems
 * as `rows.<index>.<key>`; beyond that, one `rows` entry says how many more there are.
 */
function checkRows(columns: ExportColumn[], rows: unknown[], errors: FieldErrors): void {
  const types = new Map(columns.map((c) => [c.key, c.type]));
  let reported = 0;
  let more = 0;
  const add = (key: string, message: string) => {
    if (reported < MAX_ROW_ERRORS) {
      errors[key] = message;
      reported++;
    } else more++;
  };
  for (let index = 0; index < rows.length; index++) {
    const row = rows[index];
    if (typeof row !== 'object' || row === null || Array.isArray(row)) {
      add(`rows.${index}`, MESSAGES.row);
      continue;
    }
    for (const key in row) {
      const type = types.get(key);
      if (type === undefined) add(`rows.${index}.${key}`, MESSAGES.unknownField);
      else {
        const problem = cellProblem(type, (row as Record<string, unknown>)[key]);
        if (problem) add(`rows.${index}.${key}`, problem);
      }
    }
  }
  if (more > 0) errors['rows'] = MESSAGES.moreRowErrors(more);
}

/** Field errors of the envelope: unknown keys each under their own name, like the account forms. */
function envelopeErrors(error: z.ZodError): FieldErrors {
  const fields: FieldErrors = {};
  const add = (path: readonly PropertyKey[], message: string) => {
    const key = path.length > 0 ? path.map(String).join('.') : 'non_field_errors';
    if (!(key in fields)) fields[key] = message;
  };
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys')
      for (const key of issue.keys) add([...issue.path, key], MESSAGES.unknownField);
    else add(issue.path, issue.message);
  }
  return fields;
}

/**
 * Validates a POST excel body. Every problem is reported at once (400 `{ error: { field: message } }`),
 * except that rows are checked only once the columns they refer to are valid.
 */
export function parseExportRequest(input: unknown): ExportRequest {
  const result = exportBodySchema.safeParse(input);
  const errors: FieldErrors = result.success ? {} : envelopeErrors(result.error);
  if (result.success) checkRows(result.data.columns, result.data.rows, errors);
  if (!result.success || Object.keys(errors).length > 0) throw new InputError(errors);
  return { ...result.data, rows: result.data.rows as ExportRow[] };
}

/** Parses the raw JSON text of a POST excel body, then validates it. */
export function parseExportBody(body: string): ExportRequest {
  let input: unknown;
  try {
    input = JSON.parse(body);
  } catch {
    throw new InputError(MESSAGES.invalidJson);
  }
  return parseExportRequest(input);
}
