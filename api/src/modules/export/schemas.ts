import { z } from 'zod';
import { InputError, type FieldErrors } from '../../errors.js';

/** POST excel limits: what one workbook may hold. */
export const MAX_EXPORT_ROWS = 100_000;
export const MAX_EXPORT_COLUMNS = 50;
/** Excel's own limit on the characters of one cell. */
export const MAX_CELL_TEXT = 32_767;
/** Excel's own limit on a sheet name. */
export const MAX_SHEET_NAME = 31;
export const MAX_FILENAME = 100;
export const MAX_HEADER = 255;
export const MAX_COLUMN_WIDTH = 100;
/** Row problems reported in one answer; a 100,000-row body with a systematic mistake stays readable. */
export const MAX_ROW_ERRORS = 20;

export const DEFAULT_FILENAME = 'export';
export const DEFAULT_SHEET = 'Sheet1';
export const XLSX_EXTENSION = '.xlsx';

/**
 * How a column's cells are written. Dates and date-times are written as the wall-clock value the client
 * sends: a spreadsheet has no time zones, so "10:31 New York time" must arrive as `…T10:31:00`.
 */
export const COLUMN_TYPES = ['text', 'number', 'integer', 'money', 'percent', 'date', 'datetime', 'boolean'] as const;
export type ColumnType = (typeof COLUMN_TYPES)[number];

export const MESSAGES = {
  expectedObject: 'Send a JSON object.',
  invalidJson: 'Send the export as a JSON object.',
  unknownField: 'Unknown field.',
  filename: `Use 1–${MAX_FILENAME} letters, digits, spaces, ".", "_" or "-".`,
  sheet: `Sheet names are 1–${MAX_SHEET_NAME} characters without [ ] : * ? / \\.`,
  columns: `Send 1–${MAX_EXPORT_COLUMNS} columns.`,
  columnKey: 'Column keys are 1–64 letters, digits, "_", "-" or ".".',
  duplicateKey: 'Another column has this key.',
  header: `Headers are 1–${MAX_HEADER} characters.`,
  type: `Types are ${COLUMN_TYPES.join(', ')}.`,
  width: `Widths are whole numbers from 1 to ${MAX_COLUMN_WIDTH} (characters).`,
  rows: 'Send a list of rows.',
  tooManyRows: `Send at most ${MAX_EXPORT_ROWS.toLocaleString('en-US')} rows.`,
  row: 'Each row is an object keyed by column key.',
  text: `Send text of at most ${MAX_CELL_TEXT.toLocaleString('en-US')} characters, or null.`,
  number: 'Send a number, or null.',
  integer: 'Send a whole number, or null.',
  date: 'Send a date as YYYY-MM-DD, or null.',
  datetime: 'Send a date-time without a zone (YYYY-MM-DDTHH:MM:SS, the wall-clock time to show), or null.',
  boolean: 'Send true or false, or null.',
  moreRowErrors: (more: number) =>
    `${more.toLocaleString('en-US')} more cells have problems; fix the ones listed first.`,
} as const;

const FILENAME_PATTERN = /^[A-Za-z0-9 ._-]+$/;
const SHEET_FORBIDDEN = /[[\]:*?/\\]/;
const KEY_PATTERN = /^[A-Za-z0-9_.-]{1,64}$/;
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATETIME_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?$/;

const columnSchema = z.strictObject(
  {
    key: z.string({ error: MESSAGES.columnKey }).regex(KEY_PATTERN, MESSAGES.columnKey),
    header: z.string({ error: MESSAGES.header }).trim().min(1, MESSAGES.header).max(MAX_HEADER, MESSAGES.header),
    type: z.enum(COLUMN_TYPES, { error: MESSAGES.type }).default('text'),
    width: z
      .number({ error: MESSAGES.width })
      .refine((w) => Number.isInteger(w) && w >= 1 && w <= MAX_COLUMN_WIDTH, MESSAGES.width)
      .optional(),
  },
  { error: (issue) => (issue.code === 'invalid_type' ? MESSAGES.expectedObject : undefined) },
);

const envelopeSchema = z.strictObject(
  {
    filename: z
      .string({ error: MESSAGES.filename })
      .trim()
      .transform((name) => (name.toLowerCase().endsWith(XLSX_EXTENSION) ? name.slice(0, -XLSX_EXTENSION.length) : name))
      .refine(
        (name) => name.length >= 1 && name.length <= MAX_FILENAME && FILENAME_PATTERN.test(name),
        MESSAGES.filename,
      )
      .default(DEFAULT_FILENAME),
    sheet: z
      .string({ error: MESSAGES.sheet })
      .trim()
      .refine(
        (name) => name.length >= 1 && name.length <= MAX_SHEET_NAME && !SHEET_FORBIDDEN.test(name),
        MESSAGES.sheet,
      )
      .default(DEFAULT_SHEET),
    columns: z
      .array(columnSchema, { error: MESSAGES.columns })
      .min(1, MESSAGES.columns)
      .max(MAX_EXPORT_COLUMNS, MESSAGES.columns)
      .superRefine(
        (columns: unknown[], ctx) => {
          const seen = new Set<string>();
          columns.forEach((column, index) => {
            const key = typeof column === 'object' && column !== null ? (column as { key?: unknown }).key : undefined;
            if (typeof key !== 'string') return;
            if (seen.has(key)) ctx.addIssue({ code: 'custom', path: [index, 'key'], message: MESSAGES.duplicateKey });
            seen.add(key);
          });
        },
        // Repeats are reported even when other columns (or other fields of these) are wrong.
        { when: (payload) => Array.isArray(payload.value) },
      ),
    // Checked cell by cell once the columns are known (see checkRows): zod per cell is too slow for 10⁶ cells.
    rows: z.array(z.unknown(), { error: MESSAGES.rows }).max(MAX_EXPORT_ROWS, MESSAGES.tooManyRows),
  },
  { error: (issue) => (issue.code === 'invalid_type' ? MESSAGES.expectedObject : undefined) },
);

export type ExportColumn = z.output<typeof columnSchema>;
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
  const result = envelopeSchema.safeParse(input);
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
